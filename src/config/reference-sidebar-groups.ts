/**
 * The reference sidebar, grouped the way developers look things up: the overview, then each resource's operations
 * (src/graphql/resources.ts declares the resources), then the types and directives by kind (a long kind by resource),
 * then every deprecated operation once more under "Deprecated". An upcoming or deprecated item carries a class that
 * marks it (custom.css). Built from the schema, so that every build of the reference, whichever part of it it holds,
 * has the same sidebar: the part's own pages are doc items, the others' plain links to their pages.
 *
 * What every page of a part loads stays bounded: a group longer than MAX_LISTED_GROUP lists the part's own pages and
 * one link per run of the others' (none is that long at today's size, where every build lists every page).
 */
import type {GraphQLSchema} from 'graphql';

import {REFERENCE_SECTIONS} from '../graphql/markdown';
import {listReferenceItems, type ReferenceItem} from '../graphql/markdown/items';
import {OTHER_RESOURCE, RESOURCES, resourceOf} from '../graphql/resources';
import type {SchemaStatus} from '../graphql/changelog/status';

/** A kind with more items than this is grouped by resource inside (objects, inputs, enums); shorter kinds are flat. */
export const MAX_FLAT_KIND = 30;

/**
 * A group of pages with more than this many lists, in a build that holds some of them, its own pages and one link for
 * each run of the others ("Folder3…"): at today's size no group is that long, so every build lists every page; in a
 * schema ten times larger a group is, and a page then loads its part's share of the group, not all of it.
 */
export const MAX_LISTED_GROUP = 60;

/** The sidebar items this module writes: Docusaurus's doc, link and category items. */
export type SidebarItem =
  | {readonly type: 'doc'; readonly id: string; readonly label: string; readonly className?: string}
  | {readonly type: 'link'; readonly href: string; readonly label: string; readonly className?: string; readonly key?: string}
  | {
      readonly type: 'category';
      readonly label: string;
      readonly key: string;
      readonly collapsed: boolean;
      readonly collapsible: boolean;
      readonly className?: string;
      readonly items: SidebarItem[];
    };

/** One page of the reference as the sidebar lists it. */
export interface SidebarPage {
  /** The page's id under the reference folder (`mutations/create-folder`). */
  readonly page: string;
  readonly label: string;
  readonly className?: string;
  /** Listed again (under "Deprecated"): a link, also in the build that holds the page, whose doc item is elsewhere. */
  readonly again?: boolean;
}

/** A group of pages or of groups, as the sidebar shows it before each part decides which of its pages it holds. */
export interface SidebarGroup {
  readonly label: string;
  readonly key: string;
  readonly children: readonly (SidebarGroup | SidebarPage)[];
}

const isGroup = (entry: SidebarGroup | SidebarPage): entry is SidebarGroup => 'children' in entry;

const OPERATION_ORDER = {queries: 0, mutations: 1, subscriptions: 2} as const;

function pageOf(item: ReferenceItem, basePath: string): string {
  return item.path.slice(basePath.length + 1);
}

function isDeprecatedItem(item: ReferenceItem): boolean {
  return item.kind === 'operation' && item.field.deprecationReason != null;
}

/** The item's coordinate as the status knows it: `Mutation.createFolder`, `Folder`, `@include`. */
function coordinateOf(item: ReferenceItem, schema: GraphQLSchema): string {
  if (item.kind === 'directive') return `@${item.name}`;
  if (item.kind === 'type') return item.name;
  const root = {query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType()}[item.operationType];
  return `${root?.name ?? ''}.${item.name}`;
}

/** The classes that mark an item upcoming or deprecated (custom.css shows them as words). */
function classNameOf(item: ReferenceItem, schema: GraphQLSchema, status?: SchemaStatus): string | undefined {
  const classes = [
    ...(status?.upcoming.has(coordinateOf(item, schema)) ? ['reference-sidebar-upcoming'] : []),
    ...(isDeprecatedItem(item) ? ['reference-sidebar-deprecated'] : []),
  ];
  return classes.length > 0 ? classes.join(' ') : undefined;
}

// One collator for every comparison: `localeCompare` with a locale and options sets one up on each call, which was
// most of the sidebar's time at 10x the schema's size (MDN: "When comparing large numbers of strings … create an
// Intl.Collator object and use the function provided by its compare() property"). Same order.
const labelCollator = new Intl.Collator('en', {sensitivity: 'base'});

function byName(a: SidebarPage, b: SidebarPage): number {
  return labelCollator.compare(a.label, b.label) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
}

/** Entries of `pages` grouped by resource, in RESOURCES order (OTHER_RESOURCE last); empty groups left out. */
function byResource(pages: readonly {entry: SidebarPage; name: string}[], keyPrefix: string): SidebarGroup[] {
  const groups = new Map<string, SidebarPage[]>();
  for (const {entry, name} of pages) {
    const resource = resourceOf(name);
    groups.set(resource, [...(groups.get(resource) ?? []), entry]);
  }
  return [...RESOURCES, OTHER_RESOURCE]
    .filter((resource) => groups.has(resource))
    .map((resource) => ({label: resource, key: `${keyPrefix}${resource}`, children: groups.get(resource)!}));
}

/**
 * The whole reference sidebar for a schema, as groups of pages: resources with their operations (queries, then
 * mutations, then subscriptions, each by name), "Types and directives" by kind, "Deprecated".
 */
export function referenceSidebarGroups(
  schema: GraphQLSchema,
  {basePath, status}: {basePath: string; status?: SchemaStatus},
): SidebarGroup[] {
  const items = listReferenceItems(schema, basePath);
  const entry = (item: ReferenceItem): SidebarPage => {
    const className = classNameOf(item, schema, status);
    return {page: pageOf(item, basePath), label: item.kind === 'directive' ? `@${item.name}` : item.name, ...(className && {className})};
  };
  const sectionOrder = (item: ReferenceItem) => OPERATION_ORDER[item.section as keyof typeof OPERATION_ORDER];
  const operations = items
    .filter((item) => item.kind === 'operation')
    .map((item) => ({item, entry: entry(item), name: item.name}))
    .sort((a, b) => sectionOrder(a.item) - sectionOrder(b.item) || byName(a.entry, b.entry));
  const resources = byResource(operations, '');
  const kinds: SidebarGroup[] = [];
  for (const {section, title} of REFERENCE_SECTIONS) {
    if (section in OPERATION_ORDER) continue;
    const ofKind = items.filter((item) => item.section === section).map((item) => ({entry: entry(item), name: item.name}));
    if (ofKind.length === 0) continue;
    ofKind.sort((a, b) => byName(a.entry, b.entry));
    const key = `types/${section}`;
    kinds.push({
      label: title,
      key,
      children: ofKind.length > MAX_FLAT_KIND ? byResource(ofKind, `${key}/`) : ofKind.map(({entry: page}) => page),
    });
  }
  const deprecated = operations.filter(({item}) => isDeprecatedItem(item)).map(({entry: page}) => ({...page, again: true}));
  return [
    ...resources,
    {label: 'Types and directives', key: 'types', children: kinds},
    ...(deprecated.length > 0 ? [{label: 'Deprecated', key: 'deprecated', children: deprecated}] : []),
  ];
}

/**
 * The sidebar items of a build that holds the pages `holds` accepts: its pages as doc items, the others as links in
 * the same places (a long group: runs of them as one link each, unless `bounded` is false). The "Deprecated" group
 * lists its pages as links, which are doc items in their resources already.
 */
export function referenceSidebarItems(
  groups: readonly SidebarGroup[],
  {
    holds,
    basePath,
    overviewPage,
    bounded = true,
  }: {holds: (page: string) => boolean; basePath: string; overviewPage: string; bounded?: boolean},
): SidebarItem[] {
  const href = (page: string) => `${basePath}/${page}`;
  const pageItem = (page: SidebarPage): SidebarItem =>
    holds(page.page) && !page.again
      ? {type: 'doc', id: page.page, label: page.label, ...(page.className && {className: page.className})}
      : {
          type: 'link',
          href: href(page.page),
          label: page.label,
          ...(page.className && {className: page.className}),
          // Listed twice (in its resource and under Deprecated): Docusaurus wants a translation key of its own.
          ...(page.again && {key: `again/${page.page}`}),
        };
  const groupItem = (group: SidebarGroup): SidebarItem => {
    const ofPages = group.children.every((child) => !isGroup(child));
    const listed = bounded && ofPages && group.children.length > MAX_LISTED_GROUP ? ownAndRuns(group) : undefined;
    return {
      type: 'category',
      label: group.label,
      key: group.key,
      collapsed: true,
      collapsible: true,
      items: listed ?? group.children.map((child) => (isGroup(child) ? groupItem(child) : pageItem(child))),
    };
  };
  /** A long group's own pages, and a link to the first page of each run of pages that other builds hold. */
  const ownAndRuns = (group: SidebarGroup): SidebarItem[] => {
    const items: SidebarItem[] = [];
    let inRun = false;
    for (const child of group.children as readonly SidebarPage[]) {
      const own = holds(child.page) && !child.again;
      if (own || child.again) items.push(pageItem(child));
      else if (!inRun) items.push({type: 'link', href: href(child.page), label: `${child.label}…`, key: `elsewhere/${group.key}/${child.page}`, className: 'reference-sidebar-elsewhere'});
      inRun = !own && !child.again;
    }
    return items;
  };
  const overview: SidebarItem = holds(overviewPage)
    ? {type: 'doc', id: overviewPage, label: 'Overview'}
    : {type: 'link', href: basePath, label: 'Overview'};
  return [overview, ...groups.map((group) => groupItem(group))];
}
