/**
 * Remark plugin for the guides, posts and pages: what they say about the schema's items agrees with the schema and
 * its releases (src/graphql/changelog/status.ts), or the build fails naming the file and line.
 * - A name of an upcoming item (not in the latest release) or a deprecated one says so beside it: in the same
 *   paragraph, heading, table cell (or its column's header) or list line, or, for a code block that uses it, in the
 *   block, its title or the paragraph that introduces it. A text that calls a released item upcoming fails too.
 * - A count of schema items is computed, never typed: `:removalCount{date="2027-03-31"}` is the number of items the
 *   schema announces for removal on that date, as a word ("nine"); `::removalList{date="2027-03-31"}` is the table
 *   of those items with the reasons the schema gives. A number typed before "items", "operations", "fields" … in a
 *   sentence about deprecations, removals or releases fails, as does one in the front matter.
 */
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  getNamedType,
  type GraphQLSchema,
} from 'graphql';
import type {Root} from 'mdast';

import {CHANGELOG_ROUTE_SEGMENT} from '../config/changelog';
import {REFERENCE_BASE_ROUTE, SCHEMA_FILE} from '../config/reference';
import {referencePageOf} from '../graphql/changelog/coordinates';
import {schemaFacts, type NamedStatus, type SchemaFacts} from '../graphql/changelog/status';
import {loadSchemaFile} from '../graphql/schemaSource';

/** The mdast fields this plugin reads and writes, for any node type. */
interface MdNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  data?: Record<string, unknown>;
  url?: string;
  align?: (string | null)[];
  position?: {start: {line: number}};
}

interface VFileLike {
  path?: string;
  value?: unknown;
  data?: {frontMatter?: Record<string, unknown>};
}

export {schemaFacts, type SchemaFacts};

export interface RemarkSchemaStatusOptions {
  /** The facts to check against; by default schema.graphql and schema/releases/ in the site's folder. */
  readonly facts?: SchemaFacts;
}

const SAYS: Record<NamedStatus['status'], RegExp> = {
  upcoming: /\bupcoming\b|\bnot (?:yet )?released\b|\bunreleased\b|\bnext release\b/i,
  deprecated: /\bdeprecat\w*|\bformer name\b|\bremov(?:ed|al)\b|\blegacy\b/i,
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as prose writes it: a word up to twelve, digits above. */
export function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? count.toLocaleString('en');
}

/**
 * A number typed before schema items ("four deprecated schema items", "9 operations"), in a sentence about their
 * deprecation, removal or release: a count the schema and releases should give.
 */
const TYPED_COUNT = new RegExp(
  `\\b(${NUMBER_WORDS.slice(2).join('|')}|\\d[\\d,]*)\\s+((?:(?:deprecated|schema|upcoming|breaking|removed|renamed|new|released)\\s+){0,3})(items?|operations?|fields?|types?|arguments?|mutations?|queries|subscriptions?|enum values?|directives?|removals?|deprecations?)\\b`,
  'gi',
);
const ABOUT_STATUS = /deprecat|remov|upcoming|release|renamed|sunset|breaking/i;

export function typedCounts(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const match of sentence.matchAll(TYPED_COUNT)) {
      if (match[2] || ABOUT_STATUS.test(sentence)) found.push(match[0]);
    }
  }
  return found;
}

export interface Finding {
  readonly line: number;
  readonly message: string;
}

function textOf(node: MdNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'inlineCode') return `\`${node.value ?? ''}\``;
  if (node.type === 'textDirective' && node.name === REMOVAL_COUNT) return 'N';
  return (node.children ?? []).map(textOf).join('');
}

function lineOf(node: MdNode): number {
  return node.position?.start.line ?? 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of upcoming or deprecated items that a text mentions, each once. */
function namesIn(text: string, facts: SchemaFacts): NamedStatus[] {
  const found = new Map<string, NamedStatus>();
  for (const word of text.match(/@?[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*/g) ?? []) {
    // `Type.field` and its parts: `Mutation.createFolder` names `createFolder` too.
    const candidates = [word, ...word.split('.')];
    for (const candidate of candidates) {
      const named = facts.names.get(candidate);
      if (named) found.set(named.coordinate, named);
    }
  }
  return [...found.values()];
}

/** The root fields and fields a GraphQL operation selects, as coordinates; none when it does not parse. */
function usedCoordinates(code: string, schema: GraphQLSchema): string[] {
  let document;
  try {
    document = parse(code);
  } catch {
    return [];
  }
  const used: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent) used.push(`${getNamedType(parent).name}.${node.name.value}`);
      },
      Argument(node) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field && parent) used.push(`${parent.name}.${field.name}.${node.name.value}`);
      },
    }),
  );
  return used;
}

function problem(named: NamedStatus, facts: SchemaFacts): string {
  if (named.status === 'upcoming') {
    const release = facts.status.latestRelease;
    return `\`${named.coordinate}\` is upcoming (not in the latest release${release ? `, ${release}` : ''}): say so beside it ("upcoming", "not released yet")`;
  }
  return `\`${named.coordinate}\` is deprecated (${facts.status.deprecated.get(named.coordinate)?.reason ?? ''}): say so beside it ("deprecated", "former name", "removal")`;
}

/** A text that names items: each upcoming or deprecated one must be said so in `beside`. */
function checkNames(text: string, beside: string, line: number, facts: SchemaFacts, findings: Finding[], extra: NamedStatus[] = []): void {
  const named = [...namesIn(text, facts), ...extra];
  const seen = new Set<string>();
  for (const each of named) {
    if (seen.has(each.coordinate)) continue;
    seen.add(each.coordinate);
    if (!SAYS[each.status].test(beside)) findings.push({line, message: problem(each, facts)});
  }
  // "Upcoming" right beside the name of an operation the latest release has: the text is out of date.
  const release = facts.status.latestRelease;
  if (!release) return;
  for (const match of text.matchAll(/`([A-Za-z_]\w*)`/g)) {
    const coordinate = releasedOperation(match[1]!, facts);
    // "the upcoming `x`", "`x` (upcoming", "`x` is upcoming": the word applies to the name, not to a clause near it.
    const name = escapeRegExp(match[0]);
    const near = new RegExp(`\\bupcoming\\s+(?:\\w+\\s+)?${name}|${name}\\s*(?:\\(|,|—|\\bis\\b)?\\s*upcoming\\b`, 'i');
    if (coordinate && near.test(text)) findings.push({line, message: `\`${coordinate}\` is in the release of ${release} or an earlier one: it is not upcoming`});
  }
}

/** The coordinate of an operation named `name` that the latest release has, if there is one. */
function releasedOperation(name: string, facts: SchemaFacts): string | undefined {
  const roots = [facts.schema.getQueryType(), facts.schema.getMutationType(), facts.schema.getSubscriptionType()];
  const root = roots.find((type) => type?.getFields()[name]);
  const coordinate = root ? `${root.name}.${name}` : undefined;
  return coordinate && !facts.status.upcoming.has(coordinate) ? coordinate : undefined;
}

const REMOVAL_COUNT = 'removalCount';
const REMOVAL_LIST = 'removalList';

function removalsOn(date: string, facts: SchemaFacts) {
  return [...facts.status.deprecated.values()].filter((deprecation) => deprecation.removal === date);
}

function dateAttribute(node: MdNode, file: string): string {
  const date = node.attributes?.['date'];
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}:${lineOf(node)}: :${node.name} needs date="YYYY-MM-DD"`);
  return date;
}

const text = (value: string): MdNode => ({type: 'text', value});
const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});

/** A schema text with its `code spans` as inline code, not as backticks shown literally. */
function codeSpans(value: string): MdNode[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') && part.endsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : text(part)));
}

/** The table of the items to be removed on a date: each linked to its reference page, with the schema's reason. */
function removalTable(date: string, facts: SchemaFacts): MdNode {
  const rows = removalsOn(date, facts).map((deprecation) => {
    const page = referencePageOf(facts.schema, deprecation.coordinate);
    const name: MdNode = {type: 'inlineCode', value: deprecation.coordinate};
    return {
      type: 'tableRow',
      children: [
        cell([page ? {type: 'link', url: `${REFERENCE_BASE_ROUTE}/${page}`, children: [name]} : name]),
        cell(codeSpans(deprecation.reason)),
      ],
    };
  });
  const header = {type: 'tableRow', children: [cell([text('Deprecated item')]), cell([text('Deprecation reason: what to use instead')])]};
  return {type: 'table', align: [null, null], children: [header, ...rows]};
}

/** Replaces the count directives by what the schema says, in place. */
function computeCounts(node: MdNode, facts: SchemaFacts, file: string): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type === 'textDirective' && child.name === REMOVAL_COUNT) return text(countWord(removalsOn(dateAttribute(child, file), facts).length));
    if (child.type === 'leafDirective' && child.name === REMOVAL_LIST) return removalTable(dateAttribute(child, file), facts);
    computeCounts(child, facts, file);
    return child;
  });
}

const SCOPES = new Set(['paragraph', 'heading']);

/** Every finding of a document's tree (before its count directives are computed). */
export function findSchemaStatusProblems(tree: Root, facts: SchemaFacts): Finding[] {
  const findings: Finding[] = [];
  const walk = (node: MdNode, header?: MdNode[]): void => {
    if (SCOPES.has(node.type)) {
      const content = textOf(node);
      checkNames(content, content, lineOf(node), facts, findings);
      for (const count of typedCounts(content)) findings.push({line: lineOf(node), message: `"${count}" is a count typed by hand: write :${REMOVAL_COUNT}{date="…"} (or name no number)`});
      return;
    }
    if (node.type === 'table') {
      const [head, ...rows] = node.children ?? [];
      for (const row of rows) {
        (row.children ?? []).forEach((tableCell, index) => {
          const content = textOf(tableCell);
          const columnHeader = textOf(head?.children?.[index] ?? {type: 'text', value: ''});
          checkNames(content, `${content} ${columnHeader}`, lineOf(row), facts, findings);
        });
      }
      return;
    }
    if (node.type === 'code') {
      const siblings = header ?? [];
      const index = siblings.indexOf(node);
      const before = siblings.slice(Math.max(0, index - 2), index).filter((sibling) => sibling.type === 'paragraph').map(textOf).join(' ');
      const used = node.lang === 'graphql' ? usedCoordinates(node.value ?? '', facts.schema) : [];
      const usedNames = used.map((coordinate) => facts.names.get(coordinate)).filter((named): named is NamedStatus => named !== undefined);
      checkNames(node.value ?? '', `${node.value ?? ''} ${node.meta ?? ''} ${before}`, lineOf(node), facts, findings, usedNames);
      return;
    }
    for (const child of node.children ?? []) walk(child, node.children);
  };
  walk(tree as MdNode);
  return findings;
}

/** The front matter's texts that a reader sees (title, description), with the lines they are on in the file. */
function frontMatterFindings(file: VFileLike, facts: SchemaFacts): Finding[] {
  const frontMatter = file.data?.frontMatter ?? {};
  const findings: Finding[] = [];
  let source = '';
  try {
    source = file.path ? readFileSync(file.path, 'utf8') : '';
  } catch {
    source = '';
  }
  for (const key of ['title', 'description', 'sidebar_label']) {
    const value = frontMatter[key];
    if (typeof value !== 'string') continue;
    const line = source.split('\n').findIndex((each) => each.startsWith(`${key}:`)) + 1;
    checkNames(value, value, line, facts, findings);
    for (const count of typedCounts(value)) findings.push({line, message: `"${count}" is a count typed by hand in the front matter's ${key}: name no number there`});
  }
  return findings;
}

/** Lines in the tree count from the body, after the front matter; the file's lines are what an author opens. */
function frontMatterLines(file: VFileLike): number {
  if (!file.path || typeof file.value !== 'string') return 0;
  try {
    const source = readFileSync(file.path, 'utf8');
    if (!source.startsWith('---') || String(file.value).startsWith('---')) return 0;
    return source.split('\n').length - String(file.value).split('\n').length;
  } catch {
    return 0;
  }
}

let defaultFacts: SchemaFacts | undefined;

/** The generated changelog pages (docs/changelog/) say each item's status themselves, from the same releases. */
const GENERATED = new RegExp(`(^|[\\/])docs[\\/]${CHANGELOG_ROUTE_SEGMENT}[\\/]`);

export default function remarkSchemaStatus(options: RemarkSchemaStatusOptions = {}) {
  return (tree: Root, file: VFileLike): void => {
    if (file.path && GENERATED.test(file.path)) return;
    const facts = options.facts ?? (defaultFacts ??= schemaFacts(loadSchemaFile(join(process.cwd(), SCHEMA_FILE))));
    const path = file.path ?? 'a document';
    const offset = frontMatterLines(file);
    const findings = [
      ...frontMatterFindings(file, facts),
      ...findSchemaStatusProblems(tree, facts).map((finding) => ({...finding, line: finding.line + offset})),
    ];
    if (findings.length > 0) {
      throw new Error(
        `What the text says of the schema's items disagrees with the schema and its releases:\n${findings
          .map(({line, message}) => `  ${relative(process.cwd(), path)}:${line}: ${message}`)
          .join('\n')}`,
      );
    }
    computeCounts(tree as MdNode, facts, path);
  };
}
