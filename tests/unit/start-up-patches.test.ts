import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

/**
 * Patches (patches/): five take work out of a page's start-up (theme-classic's has its own end-to-end test,
 * tests/e2e/code-blocks.spec.ts; core's idle prefetch tests/e2e/prefetch.spec.ts; prism-react-renderer's
 * tests/unit/prism.test.ts; react-router's tests/unit/route-matching.test.ts), one speeds up graphql-markdown's generation (its own
 * test is tests/unit/graphql-markdown-relations.test.ts). Those change when or how fast work happens, not what a page
 * shows, so the end-to-end tests pass with or without them, and their gain is measured by `npm run bench`. One fixes a
 * bug: react-helmet-async's, the head a page rewrote while it hydrated (its end-to-end test is in tests/e2e/site.spec.ts,
 * and fails without it). What is checked
 * here is that each one is in force in the installed tree: git reverses the patch file exactly (a dry run), which it
 * can only do when every hunk of it is installed, so a dependency update or reinstall that drops one fails here.
 */
const PATCHES = readdirSync('patches').filter((name) => name.endsWith('.patch'));

test('the start-up patches are there to check', () => {
  assert.deepEqual(PATCHES.sort(), [
    '@docusaurus+core+3.10.2.patch',
    '@docusaurus+theme-classic+3.10.2.patch',
    '@docusaurus+theme-common+3.10.2.patch',
    '@graphql-markdown+graphql+1.2.2.patch',
    'prism-react-renderer+2.4.1.patch',
    'react-helmet-async+1.3.0.patch',
    'react-router+5.3.4.patch',
  ]);
});

for (const patch of PATCHES) {
  test(`${patch} is installed: every hunk of it reverses cleanly`, () => {
    const reverse = spawnSync('git', ['apply', '--check', '--reverse', join('patches', patch)], {encoding: 'utf8'});
    assert.equal(reverse.status, 0, reverse.stderr);
  });

  test(`${patch} is not installed twice: applying it again is refused`, () => {
    const again = spawnSync('git', ['apply', '--check', join('patches', patch)], {encoding: 'utf8'});
    assert.notEqual(again.status, 0, `${patch} would apply on top of the installed tree`);
  });
}
