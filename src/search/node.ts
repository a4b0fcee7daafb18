/** Loads a build's search files from disk for Node (the judged-set evaluation, the docs MCP server). */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {EXCERPTS_FILE, INDEX_FILE_PATTERN} from './files';
import {loadSearchIndexes, type LoadedIndexes} from './index';

export {INDEX_FILE_PATTERN};

export function loadBuiltSearchIndexes(buildDir: string): LoadedIndexes {
  const names = readdirSync(buildDir).filter((name) => INDEX_FILE_PATTERN.test(name));
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
  const excerptsFile = path.join(buildDir, EXCERPTS_FILE);
  return loadSearchIndexes(files, existsSync(excerptsFile) ? readJson(excerptsFile) : undefined);
}
