import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const FIXTURE = 'tests/fixtures/broken-link-site';

/** Builds one case of the fixture site, which uses the portal's own broken-content policy. */
function buildCase(caseDir: 'broken-link' | 'broken-anchor' | 'leftover-directive') {
  const outDir = mkdtempSync(join(tmpdir(), `${caseDir}-`));
  try {
    const build = spawnSync('npx', ['docusaurus', 'build', FIXTURE, '--out-dir', outDir], {
      encoding: 'utf8',
      env: {...process.env, BROKEN_CONTENT_CASE: caseDir},
    });
    return {status: build.status, output: `${build.stdout}\n${build.stderr}`};
  } finally {
    rmSync(outDir, {recursive: true, force: true});
    rmSync(join(FIXTURE, '.docusaurus'), {recursive: true, force: true});
  }
}

test('a link to a page that does not exist fails the build', {timeout: 120_000}, () => {
  const {status, output} = buildCase('broken-link');
  assert.notEqual(status, 0, `the build should fail:\n${output}`);
  assert.match(output, /broken links/i);
  assert.match(output, /linking to \/docs\/missing-page/);
});

test('a link to an anchor that does not exist fails the build', {timeout: 120_000}, () => {
  const {status, output} = buildCase('broken-anchor');
  assert.notEqual(status, 0, `the build should fail:\n${output}`);
  assert.match(output, /broken anchors/i);
  assert.match(output, /\/docs\/intro#no-such-section/);
});

test('a callout in the legacy `:::tip Title` form fails the build, naming the file and line', {timeout: 120_000}, () => {
  const {status, output} = buildCase('leftover-directive');
  assert.notEqual(status, 0, `the build should fail:\n${output}`);
  assert.match(output, /Directive markup would render as text/);
  assert.match(output, /leftover-directive\/intro\.md:9: :::tip Do not fetch the whole tree in one query/);
});
