import type {PluginOptions} from '@docusaurus/plugin-content-docs';

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

function initialOf(item: DocItem): string {
  return (item.label ?? item.id.split('/').pop() ?? '?').charAt(0).toUpperCase();
}

/**
 * Packs runs of same-initial items into groups of at most `maxItems`, never splitting an initial
 * (one initial with more items than that gets a group of its own). Order is kept.
 */
export function groupByInitial(items: readonly DocItem[], maxItems: number): DocItem[][] {
  const byInitial: DocItem[][] = [];
  for (const item of items) {
    const current = byInitial.at(-1);
    if (current && initialOf(current[0]!) === initialOf(item)) current.push(item);
    else byInitial.push([item]);
  }
  const groups: DocItem[][] = [];
  for (const run of byInitial) {
    const current = groups.at(-1);
    if (current && current.length + run.length <= maxItems) current.push(...run);
    else groups.push([...run]);
  }
  return groups;
}

function groupLabel(group: readonly DocItem[]): string {
  const first = initialOf(group[0]!);
  const last = initialOf(group.at(-1)!);
  return first === last ? first : `${first}–${last}`;
}

/** Splits every category that holds only pages and more than `maxItems` of them; leaves the rest as is. */
export function splitLongCategories(items: readonly GeneratedItem[], maxItems = MAX_ITEMS_PER_SIDEBAR_GROUP): GeneratedItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = splitLongCategories(item.items, maxItems);
    if (children.length <= maxItems || !children.every(isDocItem)) return {...item, items: children};
    return {
      ...item,
      items: groupByInitial(children, maxItems).map((group): GeneratedItem => {
        const label = groupLabel(group);
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

export const sidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  splitLongCategories(await defaultSidebarItemsGenerator(args));
