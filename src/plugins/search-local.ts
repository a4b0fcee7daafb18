import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions, type PluginOptions} from '@cmfcmf/docusaurus-search-local';

import {INDEX_FILE_PATTERN} from '../search/node';

/**
 * @cmfcmf/docusaurus-search-local, whose index files list only the sections they index. The plugin writes every
 * section it parsed to an index file's `documents`, also those the index shaping keeps out of the index (a
 * reference page's example and usage lists, category cards): more than half of the docs index's documents, that no
 * search can return.
 */
export {validateOptions};

interface IndexFile {
  documents: {id: number}[];
  index: {fieldVectors: [string, unknown[]][]};
}

/** Keeps the documents of `file` that its index has a field vector for. */
export function withIndexedDocumentsOnly(file: IndexFile): IndexFile {
  const indexed = new Set(file.index.fieldVectors.map(([fieldRef]) => fieldRef.slice(fieldRef.indexOf('/') + 1)));
  return {...file, documents: file.documents.filter((document) => indexed.has(String(document.id)))};
}

export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocal(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const names = (await readdir(props.outDir)).filter((name) => INDEX_FILE_PATTERN.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(props.outDir, name);
          const json = JSON.parse(await readFile(file, 'utf8')) as IndexFile;
          await writeFile(file, JSON.stringify(withIndexedDocumentsOnly(json)));
        }),
      );
    },
  };
}
