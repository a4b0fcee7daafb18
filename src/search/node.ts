/** Loads a build's search files from disk for Node (the judged-set evaluation, the docs MCP server). */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {EXCERPTS_FILE_PATTERN, INDEX_FILE_PATTERN} from './files';
import {loadSearchIndexes, type LoadedIndexes} from './index';

export {INDEX_FILE_PATTERN};

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

export function loadBuiltSearchIndexes(buildDir: string): LoadedIndexes {
  const entries = readdirSync(buildDir);
  const names = entries.filter((name) => INDEX_FILE_PATTERN.test(name));
  if (names.length === 0) throw new Error(`${buildDir}: no search-index-*.json files; build the site first`);
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  };
  const files = names
    .sort()
    .map((name) => ({name: path.join(buildDir, name), json: readJson(path.join(buildDir, name))}));
  // Each part of the index has its excerpts file; their ids do not overlap.
  const excerpts = entries
    .filter((name) => EXCERPTS_FILE_PATTERN.test(name))
    .sort()
    .map((name) => readJson(path.join(buildDir, name)));
  return loadSearchIndexes(files, excerpts.length > 0 ? Object.assign({}, ...excerpts.filter(isObject)) : undefined);
}
