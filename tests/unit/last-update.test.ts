import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {isInGitWorkTree, lastUpdateOptions} from '../../src/config/last-update';

test('in the clone, the docs show their last-update dates from Git', () => {
  assert.equal(isInGitWorkTree(process.cwd()), true);
  assert.deepEqual(lastUpdateOptions(process.cwd()), {showLastUpdateTime: true, showLastUpdateAuthor: false});
});

test('in a copy without .git, the docs omit the dates instead of asking Git for them', () => {
  const copy = mkdtempSync(join(tmpdir(), 'portal-without-git-'));
  try {
    assert.equal(isInGitWorkTree(copy), false);
    assert.deepEqual(lastUpdateOptions(copy), {showLastUpdateTime: false, showLastUpdateAuthor: false});
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
