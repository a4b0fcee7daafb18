import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The file, in a build's output folder, that lists the paths of the routes it rendered. */
export const ROUTE_LIST_FILE = '.folio-routes.json';

/**
 * Writes the paths of the routes the build rendered into its output folder, for scripts/build.ts: when the reference
 * is built in parts, the search index is built once the builds are put together, over the routes of all of them.
 */
export default function routeListPlugin(): Plugin {
  return {
    name: 'folio-route-list',
    async postBuild({outDir, routesPaths}) {
      writeFileSync(join(outDir, ROUTE_LIST_FILE), JSON.stringify(routesPaths));
    },
  };
}
