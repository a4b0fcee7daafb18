/**
 * search_docs: the site's own search (src/search: the same index files and the same ranking as the navbar search
 * box), run in Node on what the build wrote (build/search-index-*.json, build/search-excerpts.json).
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {DEFAULT_LIMIT, searchIndexes, type LoadedIndexes, type SearchResult} from '../../src/search';
import {INDEX_FILE_PATTERN, loadBuiltSearchIndexes} from '../../src/search/node';
import {tokenize} from '../../src/search/tokens';
import {ToolInputError} from './errors';

/** The loaded indexes of a build folder, kept while its index files are unchanged (a rebuild reloads them). */
const loaded = new Map<string, {stamp: string; indexes: LoadedIndexes}>();

function indexesOf(buildDir: string): LoadedIndexes {
  const files = existsSync(buildDir) ? readdirSync(buildDir).filter((name) => INDEX_FILE_PATTERN.test(name)) : [];
  if (files.length === 0) {
    throw new ToolInputError(
      `No search index in ${buildDir}/ (search-index-*.json). Run \`npm run build\` first; search_docs reads the index the build writes.`,
    );
  }
  const stamp = files.map((name) => `${name}:${statSync(join(buildDir, name)).mtimeMs}`).join('|');
  const cached = loaded.get(buildDir);
  if (cached?.stamp === stamp) return cached.indexes;
  const indexes = loadBuiltSearchIndexes(buildDir);
  loaded.set(buildDir, {stamp, indexes});
  return indexes;
}

/** The site's results for `query`, best first, at most `limit` (and at most the site's maximum). */
export function searchDocs(buildDir: string, query: string, limit: number = DEFAULT_LIMIT): SearchResult[] {
  if (tokenize(query).length === 0) throw new ToolInputError('The query has no words to search for.');
  return searchIndexes(indexesOf(buildDir), query, {limit: Math.min(limit, DEFAULT_LIMIT)});
}
