/**
 * The reference cut into parts of at most a set number of pages, each part meant to be built by a `docusaurus build`
 * of its own (maintainers/scale.md, "The capped parts"). Every page a build holds adds its route, chunk, docs-list
 * entry and sidebar item to the JavaScript of every reference page of that build, and its routes to what each of
 * those pages matches its URL against while it renders; a cap on the pages per build keeps both flat however large
 * the schema grows. Node only; knows the generated reference's files, not Docusaurus.
 */

/**
 * Pages of one build at most. Two parts build side by side, and a part's memory grows with its pages: at 10×, parts
 * of about 940 pages took the build's process tree to 2.7–2.9 GiB against 2.5 GiB allowed, parts of 590 to 2.48 GiB
 * with Docusaurus's SSG worker threads and 2.1 GiB without, but built no measurably faster (scale.md). Each page a
 * part holds also adds about 95 bytes (gzip) to every page of that part; fewer keeps a reference page lighter.
 */
export const MAX_REFERENCE_PAGES_PER_BUILD = 500;

/** The docs plugin's default `include`: every Markdown file of the instance's folder. */
export const WHOLE_REFERENCE_INCLUDE: readonly string[] = ['**/*.{md,mdx}'];

export interface ReferencePart {
  /** The part's pages, as paths under the reference folder without extension (`objects/folder`, `overview`). */
  readonly pages: readonly string[];
  /**
   * The docs plugin's `include` globs that select exactly these pages' files: a section's folder
   * (`objects/*.mdx`, never `objects/**`, which would also take the generator's `_category_.yml`), or the files of
   * a section whose names start alike (`objects/co*.mdx`).
   */
  readonly include: readonly string[];
}

/** Pages that share a folder and the start of their file names. */
interface Unit {
  readonly folder: string;
  readonly prefix: string;
  /** Whether the unit is the one page named `prefix` exactly, apart from longer names that start alike. */
  readonly exact: boolean;
  readonly pages: readonly string[];
}

function folderOf(page: string): string {
  const slash = page.lastIndexOf('/');
  return slash < 0 ? '' : page.slice(0, slash);
}

function nameOf(page: string): string {
  return page.slice(page.lastIndexOf('/') + 1);
}

function globOf({folder, prefix, exact}: Unit): string {
  const file = exact ? `${prefix}.mdx` : `${prefix}*.mdx`;
  return folder === '' ? file : `${folder}/${file}`;
}

/** Cuts a unit with more pages than `maxPages` by one more character of its names, until every unit fits. */
function fitted(unit: Unit, maxPages: number): Unit[] {
  if (unit.pages.length <= maxPages || unit.exact) return [unit];
  const byPrefix = new Map<string, string[]>();
  const exact: string[] = [];
  for (const page of unit.pages) {
    const name = nameOf(page);
    if (name.length === unit.prefix.length) exact.push(page);
    else {
      const prefix = name.slice(0, unit.prefix.length + 1);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), page]);
    }
  }
  const units: Unit[] = exact.map((page) => ({folder: unit.folder, prefix: unit.prefix, exact: true, pages: [page]}));
  for (const [prefix, pages] of [...byPrefix].sort(([a], [b]) => a.localeCompare(b)))
    units.push(...fitted({folder: unit.folder, prefix, exact: false, pages}, maxPages));
  return units;
}

/**
 * The reference's pages in parts of at most `maxPages`: whole folders where they fit, a folder larger than a part cut
 * where its file names start differently, in as few parts as the cap needs, as even in size as they can be. One part
 * with the docs plugin's default `include` when every page fits in one build, as at today's size.
 */
export function partitionReference(pages: readonly string[], maxPages = MAX_REFERENCE_PAGES_PER_BUILD, minParts = 1): ReferencePart[] {
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new Error(`a reference part holds at least one page, not ${maxPages}`);
  if (!Number.isInteger(minParts) || minParts < 1) throw new Error(`the reference is built in at least one part, not ${minParts}`);
  if (pages.length <= maxPages && minParts === 1) return [{pages: [...pages], include: WHOLE_REFERENCE_INCLUDE}];
  const folders = new Map<string, string[]>();
  for (const page of pages) folders.set(folderOf(page), [...(folders.get(folderOf(page)) ?? []), page]);
  // As few parts as the cap allows (and as many as asked for), as even as their units allow: a part's pages weigh on
  // each of its pages, so the largest part is what a reader pays for. The capacity grows from an even share until the
  // units fit that many parts.
  const fewest = Math.max(minParts, Math.ceil(pages.length / maxPages));
  const step = Math.max(1, Math.ceil(maxPages / 100));
  for (let capacity = Math.ceil(pages.length / fewest); ; capacity = Math.min(maxPages, capacity + step)) {
    const parts = packed([...folders], capacity);
    if (parts.length <= fewest || capacity === maxPages) return parts;
  }
}

/** The folders' pages in parts of at most `capacity`: first fit, largest units first (each part costs a build). */
function packed(folders: readonly [string, string[]][], capacity: number): ReferencePart[] {
  const units = folders.flatMap(([folder, folderPages]) => fitted({folder, prefix: '', exact: false, pages: folderPages}, capacity));
  const parts: {units: Unit[]; size: number}[] = [];
  for (const unit of [...units].sort((a, b) => b.pages.length - a.pages.length)) {
    const part = parts.find(({size}) => size + unit.pages.length <= capacity);
    if (part) {
      part.units.push(unit);
      part.size += unit.pages.length;
    } else parts.push({units: [unit], size: unit.pages.length});
  }
  return parts.map(({units: partUnits}) => ({pages: partUnits.flatMap((unit) => unit.pages), include: partUnits.map(globOf)}));
}

/** Site path of the reference folder's files in the links graphql-markdown writes (`/reference/objects/user.mdx`). */
const FILE_LINK = /^\/reference\/([^?#]+)\.mdx([?#].*)?$/;

/** What Docusaurus hands `markdown.hooks.onBrokenMarkdownLinks` (OnBrokenMarkdownLinksFunction of @docusaurus/types). */
export interface BrokenMarkdownLink {
  readonly sourceFilePath: string;
  readonly url: string;
  readonly node: {readonly position?: {readonly start: {readonly line: number; readonly column: number}}};
}

/**
 * The URL of the page a link to a reference file leads to (graphql-markdown links pages by their file from the site
 * root: `/reference/objects/user.mdx#email` → `/docs/graphql/objects/user#email`; the overview, the reference's root
 * doc, is `basePath/`), or undefined when the link is not to a page of `allPages`.
 */
export function referenceFileUrl(allPages: Iterable<string>, basePath: string, overviewPage: string) {
  const pages = new Set(allPages);
  return (url: string): string | undefined => {
    const match = FILE_LINK.exec(url);
    if (!match || !pages.has(match[1]!)) return undefined;
    const page = match[1]!;
    return `${basePath}/${page === overviewPage ? '' : page}${match[2] ?? ''}`;
  };
}

/**
 * `markdown.hooks.onBrokenMarkdownLinks` for a build that holds one part of the reference: a link to the file of a
 * page in another part is not broken but elsewhere, and becomes that page's URL (referenceFileUrl). Any other link
 * to a file the build does not have stops it, naming the file, line and column.
 */
export function linkToOtherParts(allPages: Iterable<string>, basePath: string, overviewPage: string) {
  const urlOf = referenceFileUrl(allPages, basePath, overviewPage);
  return ({sourceFilePath, url, node}: BrokenMarkdownLink): string => {
    const target = urlOf(url);
    if (target !== undefined) return target;
    const start = node.position?.start;
    const where = start ? `${sourceFilePath}:${start.line}:${start.column}` : sourceFilePath;
    throw new Error(`${where}: the Markdown link "${url}" leads to no file of the site.`);
  };
}
