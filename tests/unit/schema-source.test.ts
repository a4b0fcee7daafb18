/**
 * A broken schema must stop the build with `file:line:column: message`, both through the loader the build uses and
 * through the CLI check that runs first in `npm run build` and `npm start`.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {checkSchemaSource, loadSchemaFile, SchemaSourceError, summarizeSchema} from '../../src/graphql/schemaSource';

const FIXTURES = 'tests/fixtures/invalid-schema';
const tempDir = mkdtempSync(join(tmpdir(), 'schema-source-'));
after(() => rmSync(tempDir, {recursive: true, force: true}));

/** The error a failing call throws; fails the test when it does not throw a SchemaSourceError. */
function errorOf(load: () => unknown): SchemaSourceError {
  try {
    load();
  } catch (error) {
    assert.ok(error instanceof SchemaSourceError, `expected a SchemaSourceError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the schema to be rejected');
}

test('a syntax error names file, line and column', () => {
  const path = `${FIXTURES}/syntax-error.graphql`;
  const error = errorOf(() => loadSchemaFile(path));
  assert.equal(error.message, `${path}:7:1: Syntax Error: Expected ":", found "}".`);
  assert.deepEqual(error.problems[0], {path, line: 7, column: 1, message: 'Syntax Error: Expected ":", found "}".'});
});

test('an unknown type names file, line and column', () => {
  const path = `${FIXTURES}/unknown-type.graphql`;
  const error = errorOf(() => loadSchemaFile(path));
  assert.equal(error.message, `${path}:12:11: Unknown type "Folder".`);
});

test('a schema validation error (interface not implemented) names file, line and column', () => {
  const path = `${FIXTURES}/invalid-interface.graphql`;
  const error = errorOf(() => loadSchemaFile(path));
  assert.equal(error.message, `${path}:5:3: Interface field Node.id expected but User does not provide it.`);
});

test('every problem is reported, one per line', () => {
  const path = join(tempDir, 'two-unknown-types.graphql');
  writeFileSync(path, 'type Query {\n  a: Foo\n  b: Bar\n}\n');
  const error = errorOf(() => loadSchemaFile(path));
  assert.deepEqual(error.message.split('\n'), [`${path}:2:6: Unknown type "Foo".`, `${path}:3:6: Unknown type "Bar".`]);
});

test('an error without a location points at the first definition', () => {
  // "Query root type must be provided." has no AST node of its own.
  const error = errorOf(() => checkSchemaSource('\n\ntype User {\n  name: String\n}\n', 'no-query.graphql'));
  assert.equal(error.message, 'no-query.graphql:3:1: Query root type must be provided.');
});

test('a missing file is reported with its path', () => {
  const path = join(tempDir, 'missing.graphql');
  const error = errorOf(() => loadSchemaFile(path));
  assert.match(
    error.message,
    new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:1: cannot read the schema file`),
  );
});

test('the real schema.graphql loads', () => {
  const summary = summarizeSchema(loadSchemaFile('schema.graphql'));
  assert.ok(summary.types > 0 && summary.queries > 0 && summary.mutations > 0 && summary.subscriptions > 0);
});

/** Runs the CLI the build runs first, with the same Node and tsx as the tests. */
function runCheck(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-schema.ts', ...args], {encoding: 'utf8'});
}

test('check-schema exits 1 and prints file:line:column on a broken schema', () => {
  const path = `${FIXTURES}/unknown-type.graphql`;
  const result = runCheck(path);
  assert.equal(result.status, 1, `stdout: ${result.stdout}\nstderr: ${result.stderr}`);
  assert.equal(result.stderr.trim(), `${path}:12:11: Unknown type "Folder".`);
  assert.equal(result.stdout, '');
});

test('check-schema exits 1 on a syntax error', () => {
  const path = `${FIXTURES}/syntax-error.graphql`;
  const result = runCheck(path);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^tests\/fixtures\/invalid-schema\/syntax-error\.graphql:7:1: Syntax Error/);
});

test('check-schema checks schema.graphql by default and prints a summary', () => {
  const result = runCheck();
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^schema\.graphql: OK \(\d+ types, \d+ queries, \d+ mutations, \d+ subscriptions; \d+ changes? since the latest release\)\n$/);
});
