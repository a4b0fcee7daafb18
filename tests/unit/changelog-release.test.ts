import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import {classifyChanges} from '../../src/graphql/changelog/classify';
import {formatGuardProblem, unannouncedBreakingChanges} from '../../src/graphql/changelog/guard';
import {planRelease} from '../../src/graphql/changelog/release';
import {checkSchemaSource} from '../../src/graphql/schemaSource';

const FIXTURES = 'tests/fixtures/changelog';
const load = (name: string, path = 'schema.graphql') =>
  checkSchemaSource(readFileSync(`${FIXTURES}/${name}.graphql`, 'utf8'), path);

test('removing a field the latest release did not deprecate is blocked, at its parent type in schema.graphql', async () => {
  const release = load('release', 'schema/releases/2026-01-01.graphql');
  const working = load('blocked');
  const problems = unannouncedBreakingChanges(await classifyChanges(release, working), release, working);
  assert.equal(problems.length, 1);
  const [problem] = problems;
  assert.equal(problem.coordinate, 'Folder.name');
  // `type Folder {` is on line 6 of blocked.graphql.
  assert.deepEqual([problem.path, problem.line, problem.column], ['schema.graphql', 6, 1]);
  const text = formatGuardProblem(problem);
  assert.match(text, /^schema\.graphql:6:1: breaking change to `Folder\.name`/);
  assert.match(text, /its parent `Folder`/);
  assert.match(text, /Deprecate it first with @deprecated\(reason: /);
  assert.match(text, /npm run schema:release/);
});

test('removing a field the latest release deprecated is allowed', async () => {
  const release = load('release', 'schema/releases/2026-01-01.graphql');
  const working = load('allowed');
  const entries = await classifyChanges(release, working);
  assert.deepEqual(
    entries.map((entry) => [entry.coordinate, entry.kind, entry.criticality]),
    [['Folder.size', 'removed', 'breaking']],
  );
  assert.deepEqual(unannouncedBreakingChanges(entries, release, working), []);
});

test('a breaking change to an item that still exists is placed at the item itself', async () => {
  const release = load('release', 'schema/releases/2026-01-01.graphql');
  const sdl = readFileSync(`${FIXTURES}/release.graphql`, 'utf8').replace('  bytes: Int', '  bytes: Float');
  const working = checkSchemaSource(sdl, 'schema.graphql');
  const [problem] = unannouncedBreakingChanges(await classifyChanges(release, working), release, working);
  assert.equal(problem.coordinate, 'Folder.bytes');
  assert.deepEqual([problem.line, problem.column], [10, 3]);
});

test('schema:release refuses an invalid, existing or earlier date and an unchanged schema', () => {
  const base = {today: '2026-11-24', existingDates: ['2025-03-11', '2025-11-04'], workingSdl: 'B', latestSdl: 'A'};
  assert.deepEqual(planRelease(base), {date: '2026-11-24'}, 'today by default');
  assert.deepEqual(planRelease({...base, date: '2026-01-15'}), {date: '2026-01-15'});
  assert.match((planRelease({...base, date: '2026-13-01'}) as {error: string}).error, /not a valid date/);
  assert.match((planRelease({...base, date: 'tomorrow'}) as {error: string}).error, /not a valid date/);
  assert.match((planRelease({...base, date: '2025-11-04'}) as {error: string}).error, /already exists/);
  assert.match((planRelease({...base, date: '2025-06-01'}) as {error: string}).error, /before the latest release/);
  assert.match((planRelease({...base, workingSdl: 'A'}) as {error: string}).error, /unchanged/);
  assert.deepEqual(planRelease({...base, existingDates: [], latestSdl: undefined}), {date: '2026-11-24'});
});
