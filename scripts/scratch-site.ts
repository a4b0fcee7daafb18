/**
 * A scratch copy of the site in a temporary folder, for what must build the site elsewhere than in the working tree:
 * bench:scale's sites and the build's integration tests. A git clone of HEAD (Docusaurus reads last-update dates from
 * git, so a plain copy would not build), with the installed packages of the working tree. The working tree is only
 * read.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

/** Build caches live in node_modules/.cache: each copy keeps its own, so a cold build clears nothing of the working tree's. */
const PRIVATE_MODULE_ENTRIES = new Set(['.cache']);

export interface ScratchSite {
  readonly dir: string;
  remove(): void;
}

export interface ScratchOptions {
  /**
   * How the copy has the installed packages: `link` links each package folder of the working tree (quick; the
   * bundler then resolves them to the working tree's folder), `copy` hard-links every file into a node_modules of its
   * own, so that the copy is a checkout like any other and its paths are its own.
   */
  readonly modules?: 'link' | 'copy';
  /** Also bring over the working tree's changes not yet committed: tests then build what is being worked on. */
  readonly withChanges?: boolean;
  /** The folder, under a new temporary one, the copy is made in (`site`). */
  readonly path?: string;
}

/** The working tree's uncommitted changes: files changed or added (and not ignored), and files deleted. */
function changes(root: string): {changed: string[]; deleted: string[]} {
  const status = execFileSync('git', ['-C', root, 'status', '--porcelain', '-z', '--untracked-files=all'], {encoding: 'utf8'});
  const changed: string[] = [];
  const deleted: string[] = [];
  const entries = status.split('\0').filter(Boolean);
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    const [code, path] = [entry.slice(0, 2), entry.slice(3)];
    // A rename lists its new path, then its old one.
    if (code.startsWith('R')) deleted.push(entries[++index]!);
    if (code.includes('D')) deleted.push(path);
    else changed.push(path);
  }
  return {changed, deleted};
}

/** Clones `repoDir`'s HEAD into a new temporary folder and gives it the working tree's installed packages. */
export function createScratchSite(repoDir: string, label: string, options: ScratchOptions = {}): ScratchSite {
  const root = resolve(repoDir);
  const parent = mkdtempSync(join(tmpdir(), `folio-${label}-`));
  const dir = join(parent, options.path ?? 'site');
  mkdirSync(dirname(dir), {recursive: true});
  // --shared borrows the objects instead of copying them: the clone is quick and its history is the repository's.
  execFileSync('git', ['clone', '--quiet', '--shared', root, dir], {stdio: ['ignore', 'ignore', 'pipe']});
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', execFileSync('git', ['-C', root, 'rev-parse', 'HEAD']).toString().trim()]);
  if (options.withChanges) {
    const {changed, deleted} = changes(root);
    for (const path of changed) {
      mkdirSync(dirname(join(dir, path)), {recursive: true});
      copyFileSync(join(root, path), join(dir, path));
    }
    for (const path of deleted) rmSync(join(dir, path), {force: true, recursive: true});
  }
  const modules = join(dir, 'node_modules');
  if (options.modules === 'copy') {
    execFileSync('cp', ['-al', join(root, 'node_modules'), modules]);
    for (const entry of PRIVATE_MODULE_ENTRIES) rmSync(join(modules, entry), {recursive: true, force: true});
  } else {
    mkdirSync(modules);
    for (const entry of readdirSync(join(root, 'node_modules'))) {
      if (!PRIVATE_MODULE_ENTRIES.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
    }
  }
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`scratch site: ${dir} has no package.json`);
  return {dir, remove: () => rmSync(parent, {recursive: true, force: true})};
}
