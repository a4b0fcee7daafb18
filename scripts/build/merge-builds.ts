/**
 * Puts the two builds of `npm run build` together in the light build's folder (src/config/build-variant.ts): the
 * reference's pages come from the whole build, every other page from the light build, and every file only the whole
 * build wrote (its scripts and styles, the search index, the Markdown copies, llms.txt) is moved over. Files are
 * moved, not copied: the whole build's folder is gone afterwards. Then writes build/_headers for the pages of both.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';

import {PAGE_FACTS_FILE, ROUTE_LIST_FILE} from '../../src/plugins/built-pages';
import type {PageFacts} from '../../src/plugins/built-pages/facts';
import {writeHeadersFile} from './security-headers';

export interface MergeOptions {
  /** The whole build's output folder, emptied and removed. */
  readonly whole: string;
  /** The light build's output folder, which becomes the site. */
  readonly light: string;
  /** The folder under both whose pages come from the whole build (the reference's base path). */
  readonly wholeOwns: string;
}

export interface MergeResult {
  /** Files moved from the whole build, the owned folder counted as one. */
  readonly moved: number;
}

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Bundler output is named by content hash: one name with two contents means a file name that is not. */
const HASHED_OUTPUT = `assets${sep}`;

export function mergeBuilds({whole, light, wholeOwns}: MergeOptions): MergeResult {
  for (const dir of [whole, light]) if (!existsSync(dir)) throw new Error(`merge: no build in ${dir}/`);
  const owned = join(...wholeOwns.split('/'));
  if (!existsSync(join(whole, owned))) throw new Error(`merge: the whole build in ${whole}/ has no ${wholeOwns}/`);
  // The light build's stand-in page for the owned folder gives way to the whole build's pages.
  rmSync(join(light, owned), {recursive: true, force: true});
  mkdirSync(dirname(join(light, owned)), {recursive: true});
  renameSync(join(whole, owned), join(light, owned));
  let moved = 1;
  const clashes: string[] = [];
  for (const file of files(whole)) {
    const target = join(light, file);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), {recursive: true});
      renameSync(join(whole, file), target);
      moved += 1;
    } else if (file.startsWith(HASHED_OUTPUT) && !readFileSync(target).equals(readFileSync(join(whole, file)))) {
      clashes.push(file);
    }
    // Any other file both builds wrote (a page, the sitemap, the feeds) is the light build's, as its pages are.
  }
  if (clashes.length > 0) {
    throw new Error(`merge: both builds wrote these files with different contents:\n  ${clashes.join('\n  ')}`);
  }
  rmSync(whole, {recursive: true, force: true});
  // Written here only, once the pages of both builds are in place: its Content-Security-Policy allows their inline scripts.
  writeHeadersFile(light);
  return {moved};
}

/** A whole build that holds one part of the reference (src/config/reference-parts.ts). */
export interface PartBuild {
  /** Its output folder, emptied and removed. */
  readonly dir: string;
  /** Its reference pages, as paths under the reference folder without extension (`objects/folder`, `overview`). */
  readonly pages: readonly string[];
}

export interface CombineOptions {
  /** The whole builds, one per part; the first's folder receives the others'. */
  readonly parts: readonly PartBuild[];
  /** The reference's base path (`docs/graphql`), under which each part's pages are its own. */
  readonly referenceBase: string;
  /** The overview's page, which the reference's base path itself serves. */
  readonly overviewPage: string;
}

export interface CombineResult {
  /** The paths of the routes the whole builds rendered, the parts' stand-ins for each other's pages left out. */
  readonly routes: readonly string[];
}

function routesOf(dir: string): string[] {
  const file = join(dir, ROUTE_LIST_FILE);
  if (!existsSync(file)) throw new Error(`merge: the build in ${dir}/ wrote no ${ROUTE_LIST_FILE}`);
  const routes = JSON.parse(readFileSync(file, 'utf8')) as string[];
  rmSync(file);
  return routes;
}

/**
 * The facts of the pages the whole builds read (src/plugins/built-pages/), taken out of their folders so that they are
 * not served; each build read only pages no other build read.
 */
export function takePageFacts(dirs: readonly string[]): PageFacts[] {
  return dirs.flatMap((dir) => {
    const file = join(dir, PAGE_FACTS_FILE);
    if (!existsSync(file)) throw new Error(`merge: the build in ${dir}/ wrote no ${PAGE_FACTS_FILE}`);
    const facts = JSON.parse(readFileSync(file, 'utf8')) as PageFacts[];
    rmSync(file);
    return facts;
  });
}

/**
 * Puts the whole builds of the reference's parts together in the first one's folder, which then holds what one whole
 * build of the reference would: each reference page from the part that holds it (every part also renders its
 * stand-in for the others at the reference's base path, where the overview's page is), and every other file from the
 * first part that wrote it. Returns the routes of all of them, for the search index. With one part, only reads its
 * routes.
 */
export function combineParts({parts, referenceBase, overviewPage}: CombineOptions): CombineResult {
  const [first, ...others] = parts;
  if (!first) throw new Error('merge: no whole build to combine');
  for (const {dir} of parts) if (!existsSync(dir)) throw new Error(`merge: no build in ${dir}/`);
  const routes = new Set(routesOf(first.dir));
  if (others.length === 0) return {routes: [...routes]};
  const base = join(...referenceBase.split('/'));
  /** The reference page a file renders, if it is one. */
  const pageOf = (file: string): string | undefined => {
    if (!file.startsWith(`${base}${sep}`) || !file.endsWith('index.html')) return undefined;
    const rest = file.slice(base.length + 1, -'index.html'.length).replace(/[\\/]$/, '');
    return rest === '' ? overviewPage : rest.split(sep).join('/');
  };
  const firstPages = new Set(first.pages);
  for (const file of files(first.dir)) {
    const page = pageOf(file);
    if (page !== undefined && !firstPages.has(page)) rmSync(join(first.dir, file));
  }
  const clashes: string[] = [];
  for (const part of others) {
    for (const route of routesOf(part.dir)) routes.add(route);
    const own = new Set(part.pages);
    for (const file of files(part.dir)) {
      const page = pageOf(file);
      if (page !== undefined && !own.has(page)) continue;
      const target = join(first.dir, file);
      if (!existsSync(target)) {
        mkdirSync(dirname(target), {recursive: true});
        renameSync(join(part.dir, file), target);
      } else if (page !== undefined) {
        throw new Error(`merge: two builds hold the reference page ${file}`);
      } else if (file.startsWith(HASHED_OUTPUT) && !readFileSync(target).equals(readFileSync(join(part.dir, file)))) {
        clashes.push(file);
      }
    }
    rmSync(part.dir, {recursive: true, force: true});
  }
  if (clashes.length > 0) {
    throw new Error(`merge: two builds wrote these files with different contents:\n  ${clashes.join('\n  ')}`);
  }
  routes.delete(`/${referenceBase}`);
  return {routes: [...routes]};
}
