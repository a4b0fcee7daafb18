/**
 * Tells scripts/build.ts what an app of the site (src/config/apps.ts) rendered: the facts of each page it holds
 * (./facts.ts: search sections, anchors, links, source file), read in a worker thread while the other plugins'
 * `postBuild` work, the Markdown copies, runs on the main thread. The search index and the check of every link and
 * anchor are made from them once the apps are put together.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {holdsRoute, type AppRoutes} from '../../config/apps';
import {runInWorker} from '../worker-thread';
import type {PageFactsInput} from './facts';
import {routeSources, type LoadedPlugin} from './sources';

export {PAGE_FACTS_FILE} from './facts';

export interface BuiltPagesOptions {
  /** The routes the app holds: the pages it renders for other apps' routes (stand-ins, its not-found page) are not its. */
  readonly routes: AppRoutes;
}

export default function builtPagesPlugin(context: LoadContext, options: BuiltPagesOptions): Plugin {
  return {
    name: 'folio-built-pages',
    async postBuild({outDir, routesPaths, plugins}) {
      const routes = [...new Set(routesPaths)];
      const input: PageFactsInput = {
        outDir,
        routes: routes.filter((route) => holdsRoute(options.routes, route)),
        foreignRoutes: routes.filter((route) => !holdsRoute(options.routes, route)),
        sources: routeSources(plugins as unknown as readonly LoadedPlugin[], context.siteDir),
      };
      await runInWorker(join(__dirname, 'worker.ts'), input, 'built pages: the page facts were not written');
    },
  };
}
