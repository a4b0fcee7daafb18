/**
 * Writes the site's search files after the build (./searchFiles.ts), in a worker thread so that they are written
 * while the other plugins' `postBuild` work runs on the main thread.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {writeSearchFilesInWorker} from './inWorker';

export {pageTypeOf, schemaNames} from './searchFiles';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'folio-search-index',
    async postBuild({outDir, routesPaths}) {
      await writeSearchFilesInWorker({outDir, routesPaths, siteDir: context.siteDir});
    },
  };
}
