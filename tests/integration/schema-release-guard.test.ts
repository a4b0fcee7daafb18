import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {REFERENCE_CONTENT_DIR} from '../../src/config/reference';

const GENERATE_REFERENCE = resolve('scripts/generate-reference.ts');
const CHECK_SCHEMA = resolve('scripts/check-schema.ts');
const SCHEMA_RELEASE = resolve('scripts/schema-release.ts');
const FIXTURES = resolve('tests/fixtures/changelog');
// As package.json runs them: TypeScript through tsx's CommonJS hook.
const TSX_CJS_HOOK = require.resolve('tsx/cjs');

/** A site folder whose latest release is the fixture release and whose schema.graphql is `working`. */
function site(working: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-guard-'));
  mkdirSync(join(dir, 'schema', 'releases'), {recursive: true});
  copyFileSync(join(FIXTURES, 'release.graphql'), join(dir, 'schema', 'releases', '2026-01-01.graphql'));
  copyFileSync(join(FIXTURES, `${working}.graphql`), join(dir, 'schema.graphql'));
  return dir;
}

const run = (script: string, cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--require', TSX_CJS_HOOK, script, ...args], {cwd, encoding: 'utf8'});

test('check:schema and the build stop on a breaking change that was not deprecated first', {timeout: 60_000}, () => {
  const dir = site('blocked');
  try {
    for (const script of [CHECK_SCHEMA, GENERATE_REFERENCE]) {
      const result = run(script, dir);
      assert.equal(result.status, 1, result.stdout + result.stderr);
      // `type Folder {`, the parent of the removed field, is on line 6 of the fixture.
      assert.match(result.stderr, /schema\.graphql:6:1: breaking change to `Folder\.name`/);
      assert.match(result.stderr, /Deprecate it first with @deprecated/);
      assert.match(result.stderr, /npm run schema:release/);
    }
    assert.equal(existsSync(join(dir, REFERENCE_CONTENT_DIR)), false, 'the build generated nothing');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('check:schema accepts the removal of an item the latest release deprecated', {timeout: 60_000}, () => {
  const dir = site('allowed');
  try {
    const result = run(CHECK_SCHEMA, dir);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /schema\.graphql: OK \(.*; 1 change since the latest release\)/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('schema:release records the schema under a date once, and then refuses the same schema', {timeout: 60_000}, () => {
  const dir = site('allowed');
  try {
    const first = run(SCHEMA_RELEASE, dir, '2026-02-01');
    assert.equal(first.status, 0, first.stdout + first.stderr);
    assert.equal(
      readFileSync(join(dir, 'schema', 'releases', '2026-02-01.graphql'), 'utf8'),
      readFileSync(join(FIXTURES, 'allowed.graphql'), 'utf8'),
    );
    const again = run(SCHEMA_RELEASE, dir, '2026-03-01');
    assert.equal(again.status, 1);
    assert.match(again.stderr, /No release recorded: the schema is unchanged since the latest release \(2026-02-01\)/);
    // Recorded: the guard now compares with the new release, so the same schema passes.
    assert.equal(run(CHECK_SCHEMA, dir).status, 0);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
