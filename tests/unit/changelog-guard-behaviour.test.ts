/**
 * Edge cases of the changelog: every kind of item added or removed as a whole, which change speaks for an entry,
 * where the release guard places a break whose parent is gone too, histories when the root types move, and the
 * order and naming rules of release dates and files.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import {CriticalityLevel, type Change} from '@graphql-inspector/core';
import {buildSchema, Source} from 'graphql';

import {buildChangelog} from '../../src/graphql/changelog/changelog';
import {classifyChanges, entriesFromChanges} from '../../src/graphql/changelog/classify';
import {referencePageOf} from '../../src/graphql/changelog/coordinates';
import {unannouncedBreakingChanges} from '../../src/graphql/changelog/guard';
import {referenceHistory} from '../../src/graphql/changelog/history';
import {planRelease} from '../../src/graphql/changelog/release';
import {isReleaseDate, listReleaseFiles} from '../../src/graphql/changelog/releases';

const WORKING = buildSchema('type Query { a: Int }');
const change = (type: string, path: string, level: CriticalityLevel, message: string, meta = {}): Change =>
  ({type, path, message, criticality: {level}, meta}) as unknown as Change;
const summary = (entries: readonly {coordinate: string; kind: string; message: string}[]) =>
  entries.map((entry) => [entry.coordinate, entry.kind, entry.message]);

describe('entries for items added or removed as a whole', () => {
  test('directives, their arguments, input fields, enum values and arguments are added and removed', async () => {
    const before = buildSchema(`
      directive @old on FIELD_DEFINITION
      directive @tag(a: Int) on FIELD_DEFINITION
      input In { a: Int b: Int }
      enum E { A B }
      type Query { f(x: Int, i: In, e: E): Int }
    `);
    const after = buildSchema(`
      directive @new on FIELD_DEFINITION
      directive @tag(a: Int, b: Int) on FIELD_DEFINITION
      input In { a: Int c: Int }
      enum E { A }
      type Query { f(y: Int, i: In, e: E): Int }
    `);
    assert.deepEqual(summary(await classifyChanges(before, after)), [
      ['@old', 'removed', 'Directive `old` was removed.'],
      ['E.B', 'removed', 'Enum value `B` was removed from enum `E`.'],
      ['In.b', 'removed', 'Input field `b` was removed from input object type `In`.'],
      ['Query.f.x', 'removed', 'Argument `x: Int` was removed from field `Query.f`.'],
      ['Query.f.y', 'added', 'Argument `y: Int` added to field `Query.f`.'],
      ['@new', 'added', 'Directive `new` was added.'],
      ['@tag', 'added', 'Argument `b` was added to directive `tag`.'],
      ['In.c', 'added', 'Input field `c` of type `Int` was added to input object type `In`.'],
    ]);
  });

  test("a directive's argument removed is a removal", async () => {
    const before = buildSchema('directive @tag(a: Int, b: Int) on FIELD_DEFINITION type Query { f: Int }');
    const after = buildSchema('directive @tag(a: Int) on FIELD_DEFINITION type Query { f: Int }');
    const entries = await classifyChanges(before, after);
    assert.deepEqual(
      entries.map((entry) => [entry.coordinate, entry.kind, entry.criticality]),
      [['@tag.b', 'removed', 'breaking']],
    );
  });

  test('what else changed on an added item, and inside it, is part of its one entry', () => {
    const entries = entriesFromChanges(
      [
        change('FIELD_ADDED', 'Query.b', CriticalityLevel.NonBreaking, "Field 'b' was added"),
        change('FIELD_DESCRIPTION_ADDED', 'Query.b', CriticalityLevel.NonBreaking, 'Described'),
        change('FIELD_ARGUMENT_ADDED', 'Query.b.c', CriticalityLevel.NonBreaking, "Argument 'c' added"),
      ],
      WORKING,
    );
    assert.deepEqual(summary(entries), [['Query.b', 'added', 'Field `b` was added.']]);
  });
});

describe('the change that speaks for an entry', () => {
  test('the change that gives the entry its kind, even when another change of the item is more critical', () => {
    const [entry] = entriesFromChanges(
      [
        change('FIELD_TYPE_CHANGED', 'A.b', CriticalityLevel.Breaking, 'Type changed'),
        change('FIELD_ADDED', 'A.b', CriticalityLevel.NonBreaking, "Field 'b' was added"),
      ],
      WORKING,
    );
    assert.deepEqual(entry, {
      coordinate: 'A.b',
      kind: 'added',
      criticality: 'breaking',
      message: 'Field `b` was added.',
    });
  });

  test('of two equally critical changes, the description change speaks last whatever the order', () => {
    for (const order of [
      ['FIELD_DEFAULT_CHANGED', 'FIELD_DESCRIPTION_CHANGED'],
      ['FIELD_DESCRIPTION_CHANGED', 'FIELD_DEFAULT_CHANGED'],
    ]) {
      const [entry] = entriesFromChanges(
        order.map((type) => change(type, 'A.b', CriticalityLevel.NonBreaking, 'Default changed')),
        WORKING,
      );
      assert.equal(entry?.message, 'Default changed.', order.join(', '));
    }
  });

  test('a new location of the @deprecated directive is a change, not a deprecation', () => {
    const entries = entriesFromChanges(
      [
        change(
          'DIRECTIVE_LOCATION_ADDED',
          '@deprecated',
          CriticalityLevel.NonBreaking,
          "Location 'OBJECT' was added to 'deprecated'",
          {
            directiveName: 'deprecated',
          },
        ),
        change(
          'DIRECTIVE_USAGE_ARGUMENT_REMOVED',
          'Query.a.@deprecated',
          CriticalityLevel.NonBreaking,
          'Reason removed',
          {
            directiveName: 'deprecated',
          },
        ),
      ],
      WORKING,
    );
    assert.deepEqual(summary(entries), [
      ['@deprecated', 'changed', 'Location `OBJECT` was added to `deprecated`.'],
      ['Query.a', 'changed', 'Reason removed.'],
    ]);
  });
});

describe('the release guard', () => {
  test('a break whose parent is gone as well is placed at the nearest parent that is left', () => {
    const release = buildSchema(
      new Source('type Query { a: Int }\ntype Folder { id: ID gone(arg: Int): Int }', 'v1.graphql'),
    );
    const working = buildSchema(new Source('type Query { a: Int }\n\ntype Folder { id: ID }', 'schema.graphql'));
    const [problem] = unannouncedBreakingChanges(
      [{coordinate: 'Folder.gone.arg', kind: 'removed', criticality: 'breaking', message: 'Gone.'}],
      release,
      working,
    );
    assert.deepEqual(
      [problem?.path, problem?.line, problem?.column, problem?.place],
      ['schema.graphql', 3, 1, 'its parent `Folder`'],
    );
  });
});

describe('reference pages and histories', () => {
  test("a directive's argument is documented on the directive's page", () => {
    const schema = buildSchema('directive @tag(name: String) on FIELD_DEFINITION type Query { a: Int }');
    assert.equal(referencePageOf(schema, '@tag.name'), 'directives/tag');
  });

  test("a field added to a type that became a root type is in that operation's history", async () => {
    const before = buildSchema('type Query { a: Int } type Ops { x: Int }');
    const after = buildSchema('schema { query: Query mutation: Ops } type Query { a: Int } type Ops { x: Int y: Int }');
    const history = referenceHistory(await buildChangelog([{date: '2025-01-01', schema: before}], after), after);
    assert.deepEqual(
      history.get('mutations/y')?.events.map((event) => [event.date, event.entry.coordinate, event.entry.kind]),
      [['upcoming', 'Ops.y', 'added']],
    );
  });

  test('an operation removed when its root type became an ordinary type is not in that type’s history', async () => {
    const before = buildSchema(
      'schema { query: Query mutation: Ops } type Query { a: Int } type Ops { x: Int y: Int }',
    );
    const after = buildSchema('type Query { a: Int } type Ops { x: Int }');
    const changelog = await buildChangelog([{date: '2025-01-01', schema: before}], after);
    assert.deepEqual(summary(changelog.sections[0]?.entries ?? []), [
      ['Ops.y', 'removed', 'Field `y` was removed from object type `Ops`.'],
      ['', 'changed', 'Schema mutation type `Ops` was removed.'],
    ]);
    assert.deepEqual(referenceHistory(changelog, after).get('objects/ops')?.events, []);
  });
});

describe('recording releases', () => {
  test('the latest release is the latest date, whatever the order the dates are given in', () => {
    const request = {today: '2026-05-01', workingSdl: 'b', latestSdl: 'a'};
    for (const existingDates of [
      ['2026-03-01', '2025-01-01'],
      ['2025-01-01', '2025-06-01', '2026-03-01'],
    ]) {
      assert.deepEqual(planRelease({...request, existingDates, date: '2026-02-01'}), {
        error: '2026-02-01 is before the latest release (2026-03-01); releases are recorded in order.',
      });
    }
  });

  test('a date is four digits of year, not an extended year that JavaScript also reads', () => {
    assert.equal(isReleaseDate('+010000-01'), false);
  });

  describe('release files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-release-order-'));
    after(() => rmSync(dir, {recursive: true, force: true}));

    test('many release files are listed oldest first; a name with a prefix before the date is refused', () => {
      const dates = Array.from(
        {length: 24},
        (_, index) => `20${String(40 - index).padStart(2, '0')}-0${(index % 9) + 1}-15`,
      );
      for (const date of dates) writeFileSync(join(dir, `${date}.graphql`), 'type Query { a: Int }');
      assert.deepEqual(
        listReleaseFiles(dir).map((file) => file.date),
        [...dates].sort(),
      );
      writeFileSync(join(dir, 'v2026-01-01.graphql'), '');
      assert.throws(() => listReleaseFiles(dir), /v2026-01-01\.graphql: a release file is named/);
    });
  });
});
