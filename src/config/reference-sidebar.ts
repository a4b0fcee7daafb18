import type {PluginOptions} from '@docusaurus/plugin-content-docs';

import {REFERENCE_BASE_ROUTE, REFERENCE_OVERVIEW_PAGE} from './reference';
import {referenceFacts} from './reference-facts';
import {referenceSidebarItems} from './reference-sidebar-groups';

/**
 * The guides' long categories are split into alphabetical groups of at most this many items: Docusaurus renders the
 * whole open category on every page of it. (The reference groups by resource instead: reference-sidebar-groups.ts.)
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

/** The guides' generated categories: long ones split, the order their front matter gives kept. */
export const guidesSidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  splitLongCategories(await defaultSidebarItemsGenerator(args));

/**
 * The reference instance's sidebar, the same in every build of the reference (src/config/reference-sidebar-groups.ts):
 * grouped by resource from the schema (./reference-facts.ts), the build's own pages as doc items and the other parts'
 * as links.
 */
export const referenceSidebarItemsGenerator: SidebarItemsGenerator = async ({docs}) => {
  const own = new Set(docs.map((doc) => doc.id));
  return referenceSidebarItems(referenceFacts().sidebarGroups, {
    holds: (page) => own.has(page),
    basePath: REFERENCE_BASE_ROUTE,
    overviewPage: REFERENCE_OVERVIEW_PAGE,
  }) as GeneratedItem[];
};
