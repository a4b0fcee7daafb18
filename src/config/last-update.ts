import {spawnSync} from 'node:child_process';

import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** Whether `dir` is inside a Git work tree: false without git, without .git, or outside any repository. */
export function isInGitWorkTree(dir: string): boolean {
  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return git.status === 0 && git.stdout.trim() === 'true';
}

/**
 * Last-update dates of the docs: read from Git in a clone. A copy without .git (a downloaded archive, a container
 * build context) omits them, because Docusaurus stops a build that asks Git for dates outside any work tree.
 */
export function lastUpdateOptions(siteDir: string) {
  return {
    showLastUpdateTime: isInGitWorkTree(siteDir),
    showLastUpdateAuthor: false,
  } satisfies Pick<DocsOptions, 'showLastUpdateTime' | 'showLastUpdateAuthor'>;
}
