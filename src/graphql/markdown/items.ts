/**
 * The items of the GraphQL reference and the URL of each one's page. The URLs follow the pages graphql-markdown
 * generates (../referencePages.ts: `/docs/graphql/<section>/<slug>`, deprecated operations included),
 * so a Markdown copy lands next to its page and a link in it reaches the page.
 */
import {type GraphQLDirective, type GraphQLField, type GraphQLNamedType, type GraphQLSchema} from 'graphql';

import {rootType, type OperationType} from '../examples';
import {directivePage, OPERATION_SECTION, rootFieldPage, sectionOf, typePage} from '../referencePages';

export type OperationSection = 'queries' | 'mutations' | 'subscriptions';
export type TypeSection = 'objects' | 'inputs' | 'enums' | 'scalars' | 'interfaces' | 'unions';
export type ReferenceSection = OperationSection | TypeSection | 'directives';

/** The sections in the order the reference sidebar shows them, with their headings. */
export const REFERENCE_SECTIONS: readonly {readonly section: ReferenceSection; readonly title: string}[] = [
  {section: 'queries', title: 'Queries'},
  {section: 'mutations', title: 'Mutations'},
  {section: 'subscriptions', title: 'Subscriptions'},
  {section: 'objects', title: 'Objects'},
  {section: 'inputs', title: 'Inputs'},
  {section: 'enums', title: 'Enums'},
  {section: 'scalars', title: 'Scalars'},
  {section: 'interfaces', title: 'Interfaces'},
  {section: 'unions', title: 'Unions'},
  {section: 'directives', title: 'Directives'},
];

interface ItemBase {
  readonly section: ReferenceSection;
  /** The schema name: `createFolder`, `Folder`, `include` (directives without `@`). */
  readonly name: string;
  /** Site path of the item's page, e.g. `/docs/graphql/mutations/create-folder`. */
  readonly path: string;
}

export interface OperationItem extends ItemBase {
  readonly kind: 'operation';
  readonly section: OperationSection;
  readonly operationType: 'query' | 'mutation' | 'subscription';
  readonly field: GraphQLField<unknown, unknown>;
}

export interface TypeItem extends ItemBase {
  readonly kind: 'type';
  readonly section: TypeSection;
  readonly type: GraphQLNamedType;
}

export interface DirectiveItem extends ItemBase {
  readonly kind: 'directive';
  readonly section: 'directives';
  readonly directive: GraphQLDirective;
}

export type ReferenceItem = OperationItem | TypeItem | DirectiveItem;

/** The schema's description of the item (Markdown), if it has one. */
export function itemDescription(item: ReferenceItem): string | null | undefined {
  if (item.kind === 'operation') return item.field.description;
  if (item.kind === 'directive') return item.directive.description;
  return item.type.description;
}

/**
 * Where the reference lives on the site: the site's REFERENCE_BASE_PATH (src/config/reference.ts), written out here
 * because this folder knows nothing of the site (a unit test keeps the two equal).
 */
export const DEFAULT_REFERENCE_BASE_PATH = '/docs/graphql';

export function typeSection(type: GraphQLNamedType): TypeSection {
  const section = sectionOf(type);
  if (!section) throw new Error(`unknown kind of type ${String(type)}`);
  return section as TypeSection;
}

const OPERATION_SECTIONS = Object.entries(OPERATION_SECTION) as [OperationType, OperationSection][];

/** The name of a type, without the root operation types (their fields are documented as operations). */
function documentedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const roots = new Set<GraphQLNamedType | null | undefined>(
    OPERATION_SECTIONS.map(([operationType]) => rootType(schema, operationType)),
  );
  return Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !roots.has(type));
}

const itemCache = new WeakMap<GraphQLSchema, Map<string, ReferenceItem>>();

/** Every item of the reference, keyed by `section/name`, in sidebar section order. */
function itemMap(schema: GraphQLSchema, basePath: string): Map<string, ReferenceItem> {
  const cached = basePath === DEFAULT_REFERENCE_BASE_PATH ? itemCache.get(schema) : undefined;
  if (cached) return cached;
  const items: ReferenceItem[] = [];
  for (const [operationType, section] of OPERATION_SECTIONS) {
    for (const field of Object.values(rootType(schema, operationType)?.getFields() ?? {})) {
      items.push({
        kind: 'operation',
        section,
        operationType,
        name: field.name,
        field,
        path: `${basePath}/${rootFieldPage(section, field)}`,
      });
    }
  }
  for (const type of documentedTypes(schema)) {
    const section = typeSection(type);
    items.push({kind: 'type', section, name: type.name, type, path: `${basePath}/${typePage(type)}`});
  }
  for (const directive of schema.getDirectives()) {
    items.push({
      kind: 'directive',
      section: 'directives',
      name: directive.name,
      directive,
      path: `${basePath}/${directivePage(directive.name)}`,
    });
  }
  const order = new Map(REFERENCE_SECTIONS.map(({section}, index) => [section, index]));
  items.sort((a, b) => (order.get(a.section) ?? 0) - (order.get(b.section) ?? 0));
  const map = new Map(items.map((item) => [`${item.section}/${item.name}`, item]));
  if (basePath === DEFAULT_REFERENCE_BASE_PATH) itemCache.set(schema, map);
  return map;
}

export function listReferenceItems(schema: GraphQLSchema, basePath = DEFAULT_REFERENCE_BASE_PATH): ReferenceItem[] {
  return [...itemMap(schema, basePath).values()];
}

/** The page of a named type, for links from fields, arguments and relations. */
export function typeItem(
  schema: GraphQLSchema,
  name: string,
  basePath = DEFAULT_REFERENCE_BASE_PATH,
): TypeItem | undefined {
  const type = schema.getType(name);
  if (!type) return undefined;
  const item = itemMap(schema, basePath).get(`${typeSection(type)}/${name}`);
  return item?.kind === 'type' ? item : undefined;
}

/**
 * Items whose name is `name`: exact matches first; else matches ignoring case and a leading `@`. A name can
 * match several items (the query `folder` and the object `Folder`).
 */
export function findReferenceItems(schema: GraphQLSchema, name: string): ReferenceItem[] {
  const wanted = name.trim().replace(/^@/, '');
  const items = listReferenceItems(schema);
  const exact = items.filter((item) => item.name === wanted);
  if (exact.length > 0) return exact;
  const folded = wanted.toLowerCase();
  return items.filter((item) => item.name.toLowerCase() === folded);
}
