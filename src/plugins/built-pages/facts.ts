/**
 * What scripts/build.ts needs to know of a whole build's pages once its build is over: the search's sections of each
 * page and, for a reference in parts, its anchors. Each build reads its own pages in its `postBuild`, beside the
 * Markdown copies on the main thread, so that no step after the builds reads thousands of pages again.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {PageSection} from '../../search/build';
import {builtPageFile, routeSections} from '../search-index/searchFiles';
import {builtPageAnchors} from './anchors';

/** The file, in a build's output folder, that holds its pages' facts; scripts/build.ts reads it and removes it. */
export const PAGE_FACTS_FILE = '.folio-page-facts.json';

export interface PageFacts {
  readonly route: string;
  /** The search's sections of the page; none for a page the search leaves out. */
  readonly sections: readonly PageSection[];
  /** The `id`s and `name`s of its elements and its links that carry a fragment, when asked for. */
  readonly anchors?: {readonly targets: readonly string[]; readonly fragmentLinks: readonly string[]};
}

export interface PageFactsInput {
  readonly outDir: string;
  /** The routes whose pages are read; a route without a page file is left out. */
  readonly routes: readonly string[];
  readonly anchors: boolean;
}

export async function readPageFacts({outDir, routes, anchors}: PageFactsInput): Promise<PageFacts[]> {
  const facts: PageFacts[] = [];
  for (const route of routes) {
    const file = builtPageFile(outDir, route);
    if (!file) continue;
    const html = await readFile(file, 'utf8');
    const sections = routeSections(html, route) ?? [];
    if (!anchors) {
      facts.push({route, sections});
      continue;
    }
    const {targets, fragmentLinks} = builtPageAnchors(html, route);
    facts.push({route, sections, anchors: {targets: [...targets], fragmentLinks}});
  }
  return facts;
}

export async function writePageFacts(input: PageFactsInput): Promise<void> {
  await writeFile(join(input.outDir, PAGE_FACTS_FILE), JSON.stringify(await readPageFacts(input)));
}
