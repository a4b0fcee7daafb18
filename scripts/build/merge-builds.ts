/**
 * Puts the two builds of `npm run build` together in the light build's folder (src/config/build-variant.ts): the
 * reference's pages come from the whole build, every other page from the light build, and every file only the whole
 * build wrote (its scripts and styles, the search index, the Markdown copies, llms.txt) is moved over. Files are
 * moved, not copied: the whole build's folder is gone afterwards. Then writes build/_headers for the pages of both.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';

import {writeHeadersFile} from './security-headers';

export interface MergeOptions {
  /** The whole build's output folder, emptied and removed. */
  readonly whole: string;
  /** The light build's output folder, which becomes the site. */
  readonly light: string;
  /** The folder under both whose pages come from the whole build (the reference's base path). */
  readonly wholeOwns: string;
}

export interface MergeResult {
  /** Files moved from the whole build, the owned folder counted as one. */
  readonly moved: number;
}

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Bundler output is named by content hash: one name with two contents means a file name that is not. */
const HASHED_OUTPUT = `assets${sep}`;

export function mergeBuilds({whole, light, wholeOwns}: MergeOptions): MergeResult {
  for (const dir of [whole, light]) if (!existsSync(dir)) throw new Error(`merge: no build in ${dir}/`);
  const owned = join(...wholeOwns.split('/'));
  if (!existsSync(join(whole, owned))) throw new Error(`merge: the whole build in ${whole}/ has no ${wholeOwns}/`);
  // The light build's stand-in page for the owned folder gives way to the whole build's pages.
  rmSync(join(light, owned), {recursive: true, force: true});
  mkdirSync(dirname(join(light, owned)), {recursive: true});
  renameSync(join(whole, owned), join(light, owned));
  let moved = 1;
  const clashes: string[] = [];
  for (const file of files(whole)) {
    const target = join(light, file);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), {recursive: true});
      renameSync(join(whole, file), target);
      moved += 1;
    } else if (file.startsWith(HASHED_OUTPUT) && !readFileSync(target).equals(readFileSync(join(whole, file)))) {
      clashes.push(file);
    }
    // Any other file both builds wrote (a page, the sitemap, the feeds) is the light build's, as its pages are.
  }
  if (clashes.length > 0) {
    throw new Error(`merge: both builds wrote these files with different contents:\n  ${clashes.join('\n  ')}`);
  }
  rmSync(whole, {recursive: true, force: true});
  // Written here only, once the pages of both builds are in place: its Content-Security-Policy allows their inline scripts.
  writeHeadersFile(light);
  return {moved};
}
