/** Static facts about build/: page count and search index sizes. */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {EXCERPTS_FILE_PATTERN, INDEX_FILE_PATTERN, SEARCH_PARTS} from '../../src/search/files';

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, {level: 6}).length; // the level scripts/serve.ts and common CDNs use
}

export function countHtmlPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += countHtmlPages(path);
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

export interface FileSize {
  readonly file: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export function searchIndexSizes(dir: string): FileSize[] {
  return readdirSync(dir)
    .filter((name) => INDEX_FILE_PATTERN.test(name) || EXCERPTS_FILE_PATTERN.test(name))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return {file, rawBytes: statSync(join(dir, file)).size, gzipBytes: gzipSize(bytes)};
    });
}

/** The search files fetched before the first result: the first part of the index and its excerpts. */
export function firstSearchPartGzipBytes(sizes: readonly FileSize[]): number {
  const first = new Set<string>(Object.values(SEARCH_PARTS[0]));
  return sizes.filter((size) => first.has(size.file)).reduce((sum, size) => sum + size.gzipBytes, 0);
}
