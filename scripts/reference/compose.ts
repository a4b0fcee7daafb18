/**
 * The reference pages' own sections, composed by graphql-markdown itself through the hooks of its formatter module
 * (./mdx-formatter.cjs exports `referenceHooks`): graphql-markdown calls each hook while it prints, and what the
 * hook adds is part of the page it writes. Nothing edits a generated file afterwards.
 * - beforePrintTypeHook: the page's summary front matter (the item's description in brief, which Docusaurus would
 *   otherwise take from the page's first line: the History note, or half a wrapped sentence; under
 *   SUMMARY_FRONT_MATTER_KEY, with an empty `description`, so that it stays out of the docs list every reference page
 *   loads) and its `last_update` (the date of the release that last changed the item);
 * - beforeComposePageTypeHook: the History note under the title, the Example section of operations (before their
 *   arguments) and the "Where it is used" section of directives, as entries of graphql-markdown's `sections` map,
 *   and a mutation's input fields after its arguments (./input-fields.ts);
 * - beforeGenerateIndexMetafileHook: each section folder's sidebar position (operations first, then types).
 * To add a section to every page: build its MDX in a module of this folder, add it to `PageAdditions` and to
 * `referenceComposition`, and give it a key and a place in `SECTION_PLACES` below.
 */
import {isDirective, isNamedType, type FormattedExecutionResult, type GraphQLField, type GraphQLSchema} from 'graphql';
import type {ComposePageTypeEventData, PageSection, PrintTypeEventData} from '@graphql-markdown/types';

import {buildAllOperationExamples, rootType, type OperationExample} from '../../src/graphql/examples';
import {exampleKey, exampleResponses} from '../../src/graphql/exampleResponses';
import {operationTypeNames, operationTypes} from './operation-types';
import {listDirectiveUsages} from '../../src/graphql/directiveUsages';
import type {PageHistory} from '../../src/graphql/changelog/history';
import {directivePage, OPERATION_SECTION, rootFieldPage, rootSections, typePage} from '../../src/graphql/referencePages';
import {exampleCost} from '../../src/graphql/cost';
import {DEFAULT_REFERENCE_BASE_PATH, listReferenceItems, summaryOf} from '../../src/graphql/markdown';
import type {SchemaStatus} from '../../src/graphql/changelog/status';
import {SUMMARY_FRONT_MATTER_KEY} from '../../src/config/reference';
import {exampleSection} from './operation-examples';
import {usageSection} from './directive-usages';
import {accessSections} from './operation-access';
import {historyNote} from './history';
import {sectionPosition} from './section-order';
import {withInputFields} from './input-fields';

/** What a page shows besides what graphql-markdown prints for its item. */
export interface PageAdditions {
  /** The Example section of an operation page. */
  example?: string;
  /** The "Requires" line of an operation that declares `@requiresAccess`. */
  requires?: string;
  /** The "Errors" section of an operation that declares `@userErrors`. */
  errors?: string;
  /** The "Where it is used" section of a directive page. */
  usages?: string;
  /** The item's status note under its title: upcoming (not in the latest release) or a deprecated operation. */
  status?: string;
  history?: PageHistory;
}

/** The additions of every page (by page id, `mutations/create-folder`), and which of them graphql-markdown printed. */
export interface ReferenceComposition {
  readonly pages: ReadonlyMap<string, PageAdditions>;
  readonly composed: Set<string>;
}

/** What each example's page shows besides the operation, by exampleKey: its mock response and its TypeScript types. */
export interface ExampleExtras {
  readonly responses: ReadonlyMap<string, FormattedExecutionResult>;
  readonly types: ReadonlyMap<string, string>;
}

/** Every example's response (the mock executor's) and TypeScript types (GraphQL Code Generator's). */
export async function exampleExtras(schema: GraphQLSchema, examples: readonly OperationExample[]): Promise<ExampleExtras> {
  const [responses, types] = await Promise.all([exampleResponses(schema, examples), operationTypes(schema, examples)]);
  return {responses, types};
}

/**
 * The additions for a schema, with the histories the changelog derived for its pages, and the examples' extras
 * (exampleExtras) when the pages show them.
 */
export function referenceComposition(
  schema: GraphQLSchema,
  histories: ReadonlyMap<string, PageHistory>,
  examples: readonly OperationExample[] = buildAllOperationExamples(schema),
  extras?: ExampleExtras,
  status?: SchemaStatus,
): ReferenceComposition {
  const pages = new Map<string, PageAdditions>();
  const add = (page: string, additions: PageAdditions) => pages.set(page, {...pages.get(page), ...additions});
  for (const example of examples) {
    const field = rootType(schema, example.operationType)?.getFields()[example.fieldName];
    if (!field) throw new Error(`example of ${example.operationType} ${example.fieldName}: no such root field`);
    const cost = exampleCost(schema, example.query, example.variables);
    const key = exampleKey(example);
    const declarations = extras?.types.get(key);
    const section = exampleSection(example, cost, {
      response: extras?.responses.get(key),
      typescript: declarations === undefined ? undefined : {declarations, ...operationTypeNames(example), field: example.fieldName},
    });
    add(rootFieldPage(OPERATION_SECTION[example.operationType], field), {example: section});
  }
  for (const item of listReferenceItems(schema)) {
    if (item.kind !== 'operation') continue;
    const sections = accessSections(schema, item.field);
    if (sections.requires || sections.errors) add(item.path.slice(DEFAULT_REFERENCE_BASE_PATH.length + 1), sections);
  }
  const usages = listDirectiveUsages(schema);
  for (const directive of schema.getDirectives()) {
    add(directivePage(directive.name), {usages: usageSection(schema, directive, usages.get(directive.name) ?? [])});
  }
  for (const [page, history] of histories) add(page, {history});
  if (status) {
    for (const item of listReferenceItems(schema)) {
      const coordinate = item.kind === 'directive' ? `@${item.name}` : item.kind === 'type' ? item.name : `${rootType(schema, item.operationType)?.name}.${item.name}`;
      const deprecated = item.kind === 'operation' && item.field.deprecationReason != null;
      const upcoming = status.upcoming.has(coordinate);
      if (!upcoming && !deprecated) continue;
      const release = upcoming && status.latestRelease ? ` release=${JSON.stringify(status.latestRelease)}` : '';
      add(item.path.slice(DEFAULT_REFERENCE_BASE_PATH.length + 1), {status: `<SchemaStatus status="${upcoming ? 'upcoming' : 'deprecated'}"${release} />`});
    }
  }
  return {pages, composed: new Set()};
}

let current: ReferenceComposition | undefined;

/** The composition the hooks use for the next generation (graphql-markdown loads the hooks, not their data). */
export function composeReferenceWith(composition: ReferenceComposition | undefined): void {
  current = composition;
}

/** Pages that have additions but were never printed (the item had no page), as messages. */
export function uncomposedPages(composition: ReferenceComposition): string[] {
  return [...composition.pages.keys()]
    .filter((page) => !composition.composed.has(page))
    .map((page) => `${page}: has sections to add (an example, requirements, errors, usages or a history) but graphql-markdown printed no page for it`);
}

/** The page id of an item graphql-markdown prints: a named type, a directive or a root field (an operation). */
export function pageOf(type: unknown, schema: GraphQLSchema | null | undefined): string | undefined {
  if (isDirective(type)) return directivePage(type.name);
  if (isNamedType(type)) return typePage(type);
  for (const [section, root] of schema ? rootSections(schema) : []) {
    const field = Object.values(root?.getFields() ?? {}).find((candidate) => candidate === type);
    if (field) return rootFieldPage(section, field as GraphQLField<unknown, unknown>);
  }
  return undefined;
}

/** The mutation `type` is, when graphql-markdown prints a mutation's page. */
function mutationOf(type: unknown, schema: GraphQLSchema | null | undefined): GraphQLField<unknown, unknown> | undefined {
  const fields = Object.values(schema?.getMutationType()?.getFields() ?? {});
  return fields.find((field) => field === type);
}

/**
 * Where each addition goes among graphql-markdown's sections (tags, description, code, customDirectives, metadata,
 * example, relations): the history first, under the title; after the signature, what the operation requires, its
 * example and its errors (the errors next to the example's response, which holds `userErrors`), all before the
 * arguments and type (`metadata`); the usages last. Keys with the same place keep the order sectionsOf gives them.
 */
const SECTION_PLACES = {
  status: {before: 'tags'},
  history: {before: 'tags'},
  accessRequires: {before: 'metadata'},
  operationExample: {before: 'metadata'},
  accessErrors: {before: 'metadata'},
  directiveUsages: {before: undefined},
} as const;

type AddedSection = keyof typeof SECTION_PLACES;

function sectionsOf(additions: PageAdditions): Partial<Record<AddedSection, string>> {
  const note = additions.history && historyNote(additions.history);
  return {
    ...(additions.status && {status: additions.status}),
    ...(note && {history: note}),
    ...(additions.requires && {accessRequires: additions.requires}),
    ...(additions.example && {operationExample: additions.example}),
    ...(additions.errors && {accessErrors: additions.errors}),
    ...(additions.usages && {directiveUsages: additions.usages}),
  };
}

/** The page's section order with the added keys in their places. */
export function withAddedSections(order: readonly string[], added: readonly AddedSection[]): string[] {
  const result = [...order];
  for (const key of added) {
    const {before} = SECTION_PLACES[key];
    const index = before === undefined ? -1 : result.indexOf(before);
    result.splice(index === -1 ? result.length : index, 0, key);
  }
  return result;
}

interface ComposeEvent {
  readonly data: ComposePageTypeEventData;
  output: string[];
}

interface PrintTypeEvent {
  readonly data: PrintTypeEventData;
}

interface IndexMetafileEvent {
  readonly data: {dirPath: string; category: string; options?: Record<string, unknown>};
}

type IndexMetafileHook = (event: IndexMetafileEvent) => Promise<void>;

/** The lifecycle hooks graphql-markdown finds on its formatter module; `writeCategory` is the framework's own. */
export function createReferenceHooks(writeCategory: IndexMetafileHook) {
  const additionsOf = (data: PrintTypeEventData): [string, PageAdditions] | undefined => {
    const page = current && pageOf(data.type, data.options.schema);
    const additions = page === undefined ? undefined : current?.pages.get(page);
    return page !== undefined && additions ? [page, additions] : undefined;
  };
  return {
    beforePrintTypeHook(event: PrintTypeEvent): void {
      const summary = summaryOf((event.data.type as {description?: string | null} | undefined)?.description);
      const lastUpdate = additionsOf(event.data)?.[1].history?.lastUpdate;
      if (!summary && lastUpdate === undefined) return;
      // The printer prints the header from these options after this event. It writes values as they are: a JSON
      // string is a YAML string, whatever colons or quotes the summary holds.
      const options = event.data.options as {frontMatter?: Record<string, unknown> | false};
      options.frontMatter = {
        ...(options.frontMatter || {}),
        ...(summary && {description: '""', [SUMMARY_FRONT_MATTER_KEY]: JSON.stringify(summary)}),
        ...(lastUpdate !== undefined && {last_update: {date: lastUpdate}}),
      };
    },

    beforeComposePageTypeHook(event: ComposeEvent): void {
      const mutation = mutationOf(event.data.type, event.data.options.schema);
      if (mutation) {
        const sections = event.data.sections as Record<string, PageSection | undefined>;
        sections.metadata = withInputFields(sections.metadata, mutation, event.data.options);
      }
      const found = additionsOf(event.data);
      if (!found) return;
      const [page, additions] = found;
      const added = sectionsOf(additions);
      const sections = event.data.sections as Record<string, PageSection>;
      for (const [key, content] of Object.entries(added)) sections[key] = {content};
      event.output = withAddedSections(event.output, Object.keys(added) as AddedSection[]);
      current?.composed.add(page);
    },

    async beforeGenerateIndexMetafileHook(event: IndexMetafileEvent): Promise<void> {
      const position = sectionPosition(event.data.category);
      const options = position === undefined ? event.data.options : {...event.data.options, sidebarPosition: position};
      await writeCategory({data: {...event.data, options}});
    },
  };
}
