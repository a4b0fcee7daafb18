/**
 * The search files of a built site: one lunr index over the sections of every docs page, blog post and page
 * (src/search/build.ts), in the parts a query loads one after the other (src/search/files.ts), and the sections'
 * excerpts with each part. Read from the rendered HTML of the build's routes, so the index holds what visitors read.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse, visit} from 'graphql';

import {SCHEMA_FILE} from '../../config/reference';
import {buildSearchIndexParts, type PageSection} from '../../search/build';
import {SEARCH_PARTS, routeType} from '../../search/files';
import {pageSections, type PageType} from './sections';

/** What the search files are written from: plain data, so that a worker thread can receive it. */
export interface SearchFilesInput {
  /** The build's output folder, where the pages are read and the search files written. */
  readonly outDir: string;
  /** Every route the build rendered. */
  readonly routesPaths: readonly string[];
  /** The site's folder, where the schema is. */
  readonly siteDir: string;
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

/** Reads the built pages and writes every search file next to them. */
export async function writeSearchFiles({outDir, routesPaths, siteDir}: SearchFilesInput): Promise<void> {
  const keepWords = schemaNames(await readFile(path.join(siteDir, SCHEMA_FILE), 'utf8'));
  const sections: PageSection[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    const type = pageTypeOf(route);
    const file = type && builtPageFile(outDir, route);
    if (type && file) sections.push(...pageSections(await readFile(file, 'utf8'), route, type));
  }
  const parts = buildSearchIndexParts(sections, {keepWords});
  for (const [place, {file, excerpts}] of parts.entries()) {
    const names = SEARCH_PARTS[place]!;
    await writeFile(path.join(outDir, names.index), JSON.stringify(file));
    await writeFile(path.join(outDir, names.excerpts), JSON.stringify(excerpts));
  }
}
