import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {REFERENCE_CONTENT_DIR} from '../../src/config/reference';

const GENERATE_REFERENCE = resolve('scripts/generate-reference.ts');
// As package.json runs it: TypeScript through tsx's CommonJS hook, in the same Node process.
const TSX_CJS_HOOK = require.resolve('tsx/cjs');

test('`npm start` generates the reference (and so checks the schema) before anything else', () => {
  const {scripts} = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};
  const generate = scripts['generate:reference'] ?? '';
  assert.match(generate, /scripts\/generate-reference\.ts/);
  // The same command, run directly rather than through a nested `npm run` (half a second less per build).
  assert.ok(scripts.start?.startsWith(`${generate} && `), `"start" starts with "${generate} && ": ${scripts.start}`);
});

test('an invalid schema stops reference generation with file:line:column and generates nothing', {timeout: 60_000}, () => {
  const site = mkdtempSync(join(tmpdir(), 'invalid-schema-'));
  try {
    // The real schema with one broken field type on a known line.
    const lines = readFileSync('schema.graphql', 'utf8').split('\n');
    const line = lines.findIndex((text) => /^\s+id: ID!$/.test(text));
    assert.ok(line > 0, 'the schema has an `id: ID!` field to break');
    lines[line] = lines[line].replace('ID!', 'Identifier!');
    writeFileSync(join(site, 'schema.graphql'), lines.join('\n'));

    const run = spawnSync(process.execPath, ['--require', TSX_CJS_HOOK, GENERATE_REFERENCE], {cwd: site, encoding: 'utf8'});
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const column = lines[line].indexOf('Identifier') + 1;
    assert.match(run.stderr, new RegExp(`schema\\.graphql:${line + 1}:${column}\\b`));
    assert.match(run.stderr, /Unknown type "Identifier"/);
    assert.equal(existsSync(join(site, REFERENCE_CONTENT_DIR)), false, 'no reference was generated');
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
