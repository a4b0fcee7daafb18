/**
 * Tells scripts/build.ts what a whole build rendered: the paths of its routes (`ROUTE_LIST_FILE`, written at once) and
 * the facts of its pages (`PAGE_FACTS_FILE`, ./facts.ts), read in a worker thread while the other plugins'
 * `postBuild` work, the Markdown copies, runs on the main thread. When the reference is built in parts, the search
 * index is built and the anchors checked once the parts are put together, from these files.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import type {ReferencePartRef} from '../../config/build-variant';
import {isBeneathReference, REFERENCE_BASE_ROUTE} from '../../config/reference';
import {runInWorker} from '../worker-thread';
import type {PageFactsInput} from './facts';

export {PAGE_FACTS_FILE} from './facts';

/** The file, in a build's output folder, that lists the paths of the routes it rendered. */
export const ROUTE_LIST_FILE = '.folio-routes.json';

export interface BuiltPagesOptions {
  /** Set when the build holds one part of the reference (src/config/build-variant.ts). */
  readonly part?: ReferencePartRef;
}

/**
 * The routes whose pages a build reads: all of them, but in a part build neither the stand-in for the other parts'
 * pages (at the reference's base path) nor, past the first part, the pages every part renders alike: the first part's
 * serve for all.
 */
export function routesToRead(routes: readonly string[], partIndex: number | undefined): string[] {
  if (partIndex === undefined) return [...routes];
  return routes.filter((route) => route !== REFERENCE_BASE_ROUTE && (partIndex === 0 || isBeneathReference(route)));
}

export default function builtPagesPlugin(_context: unknown, options: BuiltPagesOptions = {}): Plugin {
  const partIndex = options.part?.index;
  return {
    name: 'folio-built-pages',
    async postBuild({outDir, routesPaths}) {
      writeFileSync(join(outDir, ROUTE_LIST_FILE), JSON.stringify(routesPaths));
      // One build checks its own anchors (Docusaurus's check); parts cannot see each other's (src/config/build-policy.ts).
      const input: PageFactsInput = {outDir, routes: routesToRead(routesPaths, partIndex), anchors: partIndex !== undefined};
      await runInWorker(join(__dirname, 'worker.ts'), input, 'built pages: the page facts were not written');
    },
  };
}
