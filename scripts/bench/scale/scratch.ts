/**
 * A scratch copy of the site for bench:scale: a git clone of HEAD in a temporary directory (Docusaurus reads
 * last-update dates from git, so a plain copy would not build), sharing the working tree's installed packages.
 * The working tree is only read.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

/** Build caches live in node_modules/.cache: each copy keeps its own, so a cold build clears nothing of the working tree's. */
const PRIVATE_MODULE_ENTRIES = new Set(['.cache']);

export interface ScratchSite {
  readonly dir: string;
  remove(): void;
}

/** Clones `repoDir`'s HEAD into a new temporary directory and links each installed package into it. */
export function createScratchSite(repoDir: string, label: string): ScratchSite {
  const root = resolve(repoDir);
  const parent = mkdtempSync(join(tmpdir(), `folio-scale-${label}-`));
  const dir = join(parent, 'site');
  // --shared borrows the objects instead of copying them: the clone is quick and its history is the repository's.
  execFileSync('git', ['clone', '--quiet', '--shared', root, dir], {stdio: ['ignore', 'ignore', 'pipe']});
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', execFileSync('git', ['-C', root, 'rev-parse', 'HEAD']).toString().trim()]);
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!PRIVATE_MODULE_ENTRIES.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  return {dir, remove: () => rmSync(parent, {recursive: true, force: true})};
}
