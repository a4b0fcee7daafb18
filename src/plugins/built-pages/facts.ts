/**
 * What the build needs to know of an app's pages once the app is built (scripts/build.ts): each page's search sections,
 * the anchors its elements name, the links it has and the file it was written from. Each app reads its own pages in
 * its `postBuild`, so that no step after the builds reads thousands of pages again.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

import {routeKey} from '../../config/apps';
import type {PageSection} from '../../search/build';
import {builtPageFile, routeSections} from '../search-index/searchFiles';
import {builtPageAnchors} from './anchors';

/** The file, in an app's output folder, that holds its pages' facts; scripts/build.ts reads it and leaves it out of the site. */
export const PAGE_FACTS_FILE = '.folio-pages.json';

export interface PageFacts {
  readonly route: string;
  /** The page's HTML file, relative to the output folder, with `/` separators. */
  readonly file: string;
  /** The search's sections of the page; none for a page the search leaves out. */
  readonly sections: readonly PageSection[];
  /** The `id`s and `name`s of its elements. */
  readonly targets: readonly string[];
  /** Its links, resolved as if the page were served at BUILT_PAGE_ORIGIN (./anchors.ts). */
  readonly links: readonly string[];
  /** The file the page was written from, relative to the site's folder; none for a page Docusaurus generates. */
  readonly source?: string;
}

/** What an app tells the build of its output: the pages it holds, and the files of the routes it does not. */
export interface AppFacts {
  readonly pages: readonly PageFacts[];
  /**
   * The page files of routes the app rendered but another app holds (its stand-ins, its own not-found page): the
   * site takes them from that app. Every other file of the app's output is the site's, as written.
   */
  readonly foreignFiles: readonly string[];
}

export interface PageFactsInput {
  readonly outDir: string;
  /** The routes of the pages the app holds: each must have its page file. */
  readonly routes: readonly string[];
  /** The routes the app rendered but does not hold. */
  readonly foreignRoutes: readonly string[];
  /** Route (as routeKey writes it) → source file, relative to the site's folder. */
  readonly sources: Readonly<Record<string, string>>;
}

export async function readPageFacts({outDir, routes, sources}: PageFactsInput): Promise<PageFacts[]> {
  const facts: PageFacts[] = [];
  for (const route of routes) {
    const file = builtPageFile(outDir, route);
    if (!file) throw new Error(`built pages: the route ${route} has no page file in the app's output`);
    const html = await readFile(file, 'utf8');
    const {targets, links} = builtPageAnchors(html, route);
    facts.push({
      route,
      file: relative(outDir, file).split(sep).join('/'),
      sections: routeSections(html, route) ?? [],
      targets: [...targets],
      links,
      ...(sources[routeKey(route)] !== undefined && {source: sources[routeKey(route)]}),
    });
  }
  return facts;
}

/** The page files of routes, relative to the output folder; a route without one is left out. */
export function pageFiles(outDir: string, routes: readonly string[]): string[] {
  return routes.flatMap((route) => {
    const file = builtPageFile(outDir, route);
    return file ? [relative(outDir, file).split(sep).join('/')] : [];
  });
}

export async function writePageFacts(input: PageFactsInput): Promise<void> {
  const facts: AppFacts = {pages: await readPageFacts(input), foreignFiles: pageFiles(input.outDir, input.foreignRoutes)};
  await writeFile(join(input.outDir, PAGE_FACTS_FILE), JSON.stringify(facts));
}
