import {copyFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {SCHEMA_FILE} from '../config/reference';

/** Publishes the schema the site was built from at /schema.graphql, without a committed copy in static/. */
export default function schemaDownloadPlugin(): Plugin {
  return {
    name: 'folio-schema-download',
    async postBuild({outDir, siteDir}) {
      copyFileSync(join(siteDir, SCHEMA_FILE), join(outDir, SCHEMA_FILE));
    },
  };
}
