import type {PluginOptions} from '@docusaurus/plugin-content-docs';

import {partUnits, type PartUnit, type ReferencePart} from './reference-parts';

/**
 * The reference's long sections (objects, inputs, mutations, queries: 44–178 items) are split into
 * alphabetical groups of at most this many items. Docusaurus renders the whole open category on every page
 * of it: a flat list of 178 objects put 178 links into each object page, more than half of the reference's
 * HTML, and made every one of those pages slower to build, to index and to hydrate.
 */
export const MAX_ITEMS_PER_SIDEBAR_GROUP = 30;

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type GeneratedItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];
type DocItem = Extract<GeneratedItem, {type: 'doc' | 'ref'; id: string}>;

function isDocItem(item: GeneratedItem): item is DocItem {
  return item.type === 'doc' || item.type === 'ref';
}

function nameOf(item: DocItem): string {
  return item.label ?? item.id.split('/').pop() ?? '?';
}

function initialOf(item: DocItem): string {
  return nameOf(item).charAt(0).toUpperCase();
}

/**
 * Packs runs of same-initial items into groups of at most `maxItems`, never splitting an initial that fits in one
 * group. An initial with more items than that is cut into groups of `maxItems` of its own: a grown schema has
 * hundreds of types under one letter, and each of their pages would otherwise render all of them in its sidebar.
 * Order is kept.
 */
export function groupByInitial(items: readonly DocItem[], maxItems: number): DocItem[][] {
  const byInitial: DocItem[][] = [];
  for (const item of items) {
    const current = byInitial.at(-1);
    if (current && initialOf(current[0]!) === initialOf(item)) current.push(item);
    else byInitial.push([item]);
  }
  const groups: DocItem[][] = [];
  let lastIsSlice = false;
  for (const run of byInitial) {
    if (run.length > maxItems) {
      for (let start = 0; start < run.length; start += maxItems) groups.push(run.slice(start, start + maxItems));
      lastIsSlice = true;
      continue;
    }
    const current = groups.at(-1);
    if (current && !lastIsSlice && current.length + run.length <= maxItems) current.push(...run);
    else groups.push([...run]);
    lastIsSlice = false;
  }
  return groups;
}

/** The shortest start of `name` (letters and digits only) that tells it from `other`, capitalised. */
function distinguishingPrefix(name: string, other: string): string {
  const [plain, plainOther] = [name.replace(/[^A-Za-z0-9]/g, ''), other.replace(/[^A-Za-z0-9]/g, '')];
  let length = 0;
  while (length < plain.length && plain[length]!.toLowerCase() === plainOther[length]?.toLowerCase()) length += 1;
  const prefix = plain.slice(0, length + 1);
  return prefix.charAt(0).toUpperCase() + prefix.slice(1);
}

/** `A–C`, or `C` for one initial; a slice of an initial cut into several groups is named by where it starts and ends (`Co–Cr`). */
function groupLabel(group: readonly DocItem[], neighbours: readonly (readonly DocItem[] | undefined)[]): string {
  const first = initialOf(group[0]!);
  const last = initialOf(group.at(-1)!);
  if (first !== last) return `${first}–${last}`;
  const sliced = neighbours.some((neighbour) => neighbour && initialOf(neighbour[0]!) === first);
  if (!sliced) return first;
  const [start, end] = [nameOf(group[0]!), nameOf(group.at(-1)!)];
  return `${distinguishingPrefix(start, end)}–${distinguishingPrefix(end, start)}`;
}

/** Splits every category that holds only pages and more than `maxItems` of them; leaves the rest as is. */
export function splitLongCategories(items: readonly GeneratedItem[], maxItems = MAX_ITEMS_PER_SIDEBAR_GROUP): GeneratedItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = splitLongCategories(item.items, maxItems);
    if (children.length <= maxItems || !children.every(isDocItem)) return {...item, items: children};
    return {
      ...item,
      items: groupByInitial(children, maxItems).map((group, index, groups): GeneratedItem => {
        const label = groupLabel(group, [groups[index - 1], groups[index + 1]]);
        return {
          type: 'category',
          label,
          // Labels such as "U" repeat across sections; translation keys must not.
          key: `${item.key ?? item.label}/${label}`,
          collapsible: true,
          collapsed: true,
          items: group,
        };
      }),
    };
  });
}

/**
 * Orders the pages of every category by name (`Document` before `DocumentCommentsConnection`, `folder` before
 * `folderByName`): the default generator orders them by file name, extension included, which puts
 * `document-comments-connection.mdx` before `document.mdx` because `-` sorts before `.`.
 * Categories keep their place; `nameOf` gives a page's name (its title), falling back to its id's last segment.
 */
export function sortPagesByName(items: readonly GeneratedItem[], nameOf: (id: string) => string | undefined): GeneratedItem[] {
  const name = (item: DocItem) => nameOf(item.id) ?? item.label ?? item.id.split('/').pop() ?? item.id;
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = sortPagesByName(item.items, nameOf);
    if (!children.every(isDocItem)) return {...item, items: children};
    const sorted = [...children].sort((a, b) => {
      const [left, right] = [name(a), name(b)];
      return left.localeCompare(right, 'en', {sensitivity: 'base'}) || (left < right ? -1 : left > right ? 1 : 0);
    });
    return {...item, items: sorted};
  });
}

/**
 * Gives each category inside another one a translation key of its own (`Deprecated/Mutations`): the deprecated
 * group repeats the labels of the sections, and Docusaurus refuses two categories with one key.
 */
export function keyNestedCategories(items: readonly GeneratedItem[], parentKey?: string): GeneratedItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const key = item.key ?? (parentKey ? `${parentKey}/${item.label}` : undefined);
    return {...item, ...(key && {key}), items: keyNestedCategories(item.items, key ?? item.label)};
  });
}

/** The guides' generated categories: long ones split, the order their front matter gives kept. */
export const guidesSidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  splitLongCategories(await defaultSidebarItemsGenerator(args));

/** The reference instance's sidebar: every section ordered by name, long sections split into groups. */
export const referenceSidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const titles = new Map(args.docs.map((doc) => [doc.id, doc.title]));
  return splitLongCategories(keyNestedCategories(sortPagesByName(items, (id) => titles.get(id))));
};

type CategoriesMetadata = Parameters<SidebarItemsGenerator>[0]['categoriesMetadata'];

type Category = Extract<GeneratedItem, {type: 'category'}>;

/** A folder's label, from its `_category_.yml` (`Queries` for `deprecated/queries`), else its name. */
function folderLabel(folder: string, categories: CategoriesMetadata): string {
  return categories[folder]?.label ?? folder.split('/').pop()!;
}

/** The top-level folder whose `_category_.yml` gives a category this label. */
function folderLabelled(label: string, categories: CategoriesMetadata): string | undefined {
  return Object.keys(categories).find((folder) => !folder.includes('/') && categories[folder]?.label === label);
}

/** The generated category of a folder, a nested one found by its label inside its parent's, if the sidebar has one. */
function categoryOf(items: readonly GeneratedItem[], folder: string, categories: CategoriesMetadata): Category | undefined {
  const segments = folder.split('/');
  let category: Category | undefined;
  let list = items;
  for (let depth = 1; depth <= segments.length; depth++) {
    const label = folderLabel(segments.slice(0, depth).join('/'), categories);
    category = list.find((item): item is Category => item.type === 'category' && item.label === label);
    if (!category) return undefined;
    list = category.items;
  }
  return category;
}

/**
 * A part's sidebar (src/config/reference-parts.ts) lists the part's own pages and links the others' by where they
 * start: a section another part holds whole is a link to its first page, in the section's place, inside its parent
 * section's category for a nested one (the deprecated sections, in a "Deprecated" category as in one build); each run
 * of a section's pages that another part holds is a link at the end of the section, named by the letters its pages
 * start with ("Co…"). The sidebar, which every page of the part loads, then grows with the part, not with the schema.
 */
export function linkOtherParts(
  items: readonly GeneratedItem[],
  {parts, index, basePath, categories}: {parts: readonly ReferencePart[]; index: number; basePath: string; categories: CategoriesMetadata},
): GeneratedItem[] {
  const sidebar = structuredClone(items) as GeneratedItem[];
  const position = (folder: string) => categories[folder]?.position ?? 999;
  const elsewhere = parts
    .flatMap((part, partIndex) => (partIndex === index ? [] : partUnits(part)))
    .filter((unit) => unit.folder !== '')
    .sort((a, b) => position(a.folder) - position(b.folder) || a.folder.localeCompare(b.folder) || a.prefix.localeCompare(b.prefix));
  // Keyed by folder and start: runs of two sections may share a label ("E…"), which Docusaurus refuses without a key.
  const link = (label: string, unit: PartUnit): GeneratedItem => ({
    type: 'link',
    label,
    href: `${basePath}/${unit.firstPage}`,
    key: `elsewhere/${unit.folder}/${unit.prefix}`,
  });
  const runLabel = (unit: PartUnit) => `${unit.prefix.charAt(0).toUpperCase()}${unit.prefix.slice(1)}…`;
  const added: {position: number; item: GeneratedItem}[] = [];
  /** The category of a top-level folder that holds only other parts' sections, made when first needed. */
  const madeCategories = new Map<string, Category>();
  for (const unit of elsewhere) {
    const own = categoryOf(sidebar, unit.folder, categories);
    if (own) {
      own.items.push(link(runLabel(unit), unit));
      continue;
    }
    const [top, ...nested] = unit.folder.split('/') as [string, ...string[]];
    const label = unit.prefix === '' ? folderLabel(unit.folder, categories) : `${folderLabel(unit.folder, categories)}: ${runLabel(unit)}`;
    if (nested.length === 0) {
      added.push({position: position(top), item: link(label, unit)});
      continue;
    }
    let parent = categoryOf(sidebar, top, categories) ?? madeCategories.get(top);
    if (!parent) {
      parent = {type: 'category', label: folderLabel(top, categories), collapsed: true, collapsible: true, items: [], key: `elsewhere/${top}`};
      madeCategories.set(top, parent);
      added.push({position: position(top), item: parent});
    }
    parent.items.push(link(label, unit));
  }
  const placed = sidebar.map((item) => {
    const folder = item.type === 'category' ? folderLabelled(item.label, categories) : undefined;
    return {position: (folder !== undefined ? categories[folder]?.position : undefined) ?? 0, item};
  });
  return [...placed, ...added].sort((a, b) => a.position - b.position).map(({item}) => item);
}

/** The reference's sidebar in a build that holds one part of it: its own pages, and links to the other parts'. */
export function referencePartSidebarItemsGenerator(parts: readonly ReferencePart[], index: number, basePath: string): SidebarItemsGenerator {
  return async (args) =>
    linkOtherParts(await referenceSidebarItemsGenerator(args), {parts, index, basePath, categories: args.categoriesMetadata});
}
