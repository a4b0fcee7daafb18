/**
 * The changelog on two small releases: entries per item with their class, kind and sentence; coordinates resolved
 * to elements, deprecations and reference pages; the release guard placing each unannounced break; page histories;
 * and the rules for recording a release.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import {CriticalityLevel, type Change} from '@graphql-inspector/core';
import {buildSchema, Source} from 'graphql';

import {buildChangelog} from '../../src/graphql/changelog/changelog';
import {classifyChanges, coordinateOf, entriesFromChanges} from '../../src/graphql/changelog/classify';
import {
  deprecationReasonOf,
  listDeprecations,
  pageItemOf,
  referencePageOf,
  removalDateOf,
  resolveCoordinate,
} from '../../src/graphql/changelog/coordinates';
import {formatGuardProblem, GUARD_ADVICE, unannouncedBreakingChanges} from '../../src/graphql/changelog/guard';
import {pageItems, referenceHistory} from '../../src/graphql/changelog/history';
import {planRelease} from '../../src/graphql/changelog/release';
import {isReleaseDate, listReleaseFiles, loadReleases} from '../../src/graphql/changelog/releases';
import {isoDay, reasonWithoutRemoval, removalPhrase} from '../../src/graphql/changelog/wording';
import {casesFrom} from './support/cases';

const V1 = buildSchema(
  new Source(
    `
"""A folder."""
type Folder { id: ID! name: String url: String @deprecated(reason: "Use link. Removal on 2027-03-31.") size: Int }
enum Kind { A B }
input FolderInput { name: String kind: Kind }
type Old { id: ID! }
type Query { folder(id: ID!, kind: Kind): Folder old: Old legacy: Int }
type Mutation { make(input: FolderInput): Folder }
`,
    'v1.graphql',
  ),
);
const V2 = buildSchema(
  new Source(
    `
"""A folder of documents."""
type Folder { id: ID! name: String! link: String size: String tags: [Tag!] }
type Tag { id: ID! label: String }
enum Kind { A B C @deprecated(reason: "Use A. Removed after 2028-01-01.") }
input FolderInput { name: String! kind: Kind }
type Query { folder(id: ID!): Folder legacy: Int @deprecated(reason: "Gone soon.") tag: Tag }
type Mutation { make(input: FolderInput): Folder }
`,
    'v2.graphql',
  ),
);

const ENTRIES_V1_V2 = [
  ['Folder.url', 'removed', 'breaking', 'Field `url` (deprecated) was removed from object type `Folder`.'],
  ['Old', 'removed', 'breaking', 'Type `Old` was removed.'],
  ['Query.folder.kind', 'removed', 'breaking', 'Argument `kind: Kind` was removed from field `Query.folder`.'],
  ['Query.old', 'removed', 'breaking', 'Field `old` was removed from object type `Query`.'],
  ['Folder.size', 'changed', 'breaking', 'Field `Folder.size` changed type from `Int` to `String`.'],
  [
    'FolderInput.name',
    'changed',
    'breaking',
    'Input field `FolderInput.name` changed type from `String` to `String!`.',
  ],
  ['Kind.C', 'added', 'dangerous', 'Enum value `C` was added to enum `Kind`.'],
  ['Folder.link', 'added', 'safe', 'Field `link` was added to object type `Folder`.'],
  ['Folder.tags', 'added', 'safe', 'Field `tags` was added to object type `Folder`.'],
  ['Query.tag', 'added', 'safe', 'Field `tag` was added to object type `Query`.'],
  ['Tag', 'added', 'safe', 'Type `Tag` was added.'],
  ['Query.legacy', 'deprecated', 'safe', '`Query.legacy` is deprecated.'],
  ['Folder', 'changed', 'safe', 'Description of `Folder` changed.'],
  ['Folder.name', 'changed', 'safe', 'Field `Folder.name` changed type from `String` to `String!`.'],
];

describe('classifying a diff', () => {
  test('one entry per item, most critical first, then removed, added, deprecated, changed, then by name', async () => {
    const entries = await classifyChanges(V1, V2);
    assert.deepEqual(
      entries.map((entry) => [entry.coordinate, entry.kind, entry.criticality, entry.message]),
      ENTRIES_V1_V2,
    );
    assert.deepEqual(
      entries.find((entry) => entry.kind === 'deprecated'),
      {
        coordinate: 'Query.legacy',
        kind: 'deprecated',
        criticality: 'safe',
        message: '`Query.legacy` is deprecated.',
        reason: 'Gone soon.',
        removal: undefined,
      },
    );
  });

  const change = (type: string, path: string, level: CriticalityLevel, message: string, meta = {}): Change =>
    ({type, path, message, criticality: {level}, meta}) as unknown as Change;

  test('coordinates leave out the directive part of a path', () => {
    assert.equal(
      coordinateOf(change('X', 'Document.url.@deprecated', CriticalityLevel.NonBreaking, '')),
      'Document.url',
    );
    assert.equal(coordinateOf(change('X', 'Document.url', CriticalityLevel.NonBreaking, '')), 'Document.url');
    assert.equal(
      coordinateOf({type: 'X', message: '', criticality: {level: CriticalityLevel.NonBreaking}} as unknown as Change),
      '',
    );
  });

  test('sentences: names in backticks, a full stop added when missing, descriptions not repeated', () => {
    const entries = entriesFromChanges(
      [
        change('FIELD_TYPE_CHANGED', 'A.b', CriticalityLevel.NonBreaking, "Field 'A.b' changed"),
        change('FIELD_TYPE_CHANGED', 'A.c', CriticalityLevel.NonBreaking, "Field 'A.c' changed!"),
        change('FIELD_TYPE_CHANGED', 'A.d', CriticalityLevel.NonBreaking, "Field 'A.d' changed?"),
        change('FIELD_DESCRIPTION_CHANGED', 'A.e', CriticalityLevel.NonBreaking, "Description 'x' to 'y'"),
        change('FIELD_TYPE_CHANGED', 'A.f', CriticalityLevel.NonBreaking, "Value 'a\nb' kept"),
      ],
      V2,
    );
    assert.deepEqual(
      entries.map((entry) => entry.message),
      [
        'Field `A.b` changed.',
        'Field `A.c` changed!',
        'Field `A.d` changed?',
        'Description of `A.e` changed.',
        "Value 'a\nb' kept.",
      ],
    );
  });

  test('deprecations: the deprecated directive added, or a deprecation change, with reason and removal date', () => {
    const entries = entriesFromChanges(
      [
        change(
          'DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED',
          'Query.legacy.@deprecated',
          CriticalityLevel.NonBreaking,
          'x',
          {
            addedDirectiveName: 'deprecated',
          },
        ),
        change('DIRECTIVE_USAGE_ENUM_VALUE_ADDED', 'Kind.C.@deprecated', CriticalityLevel.NonBreaking, 'x', {
          directiveName: 'deprecated',
        }),
        change(
          'DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED',
          'Folder.name.@tag',
          CriticalityLevel.NonBreaking,
          'Tag added',
          {
            addedDirectiveName: 'tag',
          },
        ),
        change(
          'DIRECTIVE_USAGE_FIELD_DEFINITION_REMOVED',
          'Folder.link.@deprecated',
          CriticalityLevel.NonBreaking,
          'Gone',
          {
            removedDirectiveName: 'deprecated',
          },
        ),
        change('FIELD_DEPRECATION_ADDED', 'Folder.size', CriticalityLevel.NonBreaking, 'x'),
        change('ENUM_VALUE_DEPRECATION_REASON_ADDED', 'Kind.A', CriticalityLevel.NonBreaking, 'x'),
      ],
      V2,
    );
    assert.deepEqual(
      entries.map((entry) => [entry.coordinate, entry.kind, entry.message, entry.reason, entry.removal]),
      [
        ['Folder.size', 'deprecated', '`Folder.size` is deprecated.', undefined, undefined],
        ['Kind.A', 'deprecated', '`Kind.A` is deprecated.', undefined, undefined],
        ['Kind.C', 'deprecated', '`Kind.C` is deprecated.', 'Use A. Removed after 2028-01-01.', '2028-01-01'],
        ['Query.legacy', 'deprecated', '`Query.legacy` is deprecated.', 'Gone soon.', undefined],
        ['Folder.link', 'changed', 'Gone.', undefined, undefined],
        ['Folder.name', 'changed', 'Tag added.', undefined, undefined],
      ],
    );
  });

  test('the most critical change of an item speaks for it, a description change last', () => {
    const [entry] = entriesFromChanges(
      [
        change('FIELD_DESCRIPTION_CHANGED', 'A.b', CriticalityLevel.NonBreaking, 'Description changed'),
        change('FIELD_ARGUMENT_DEFAULT_CHANGED', 'A.b', CriticalityLevel.Dangerous, 'Default changed'),
        change('FIELD_TYPE_CHANGED', 'A.b', CriticalityLevel.Breaking, 'Type changed'),
      ],
      V2,
    );
    assert.deepEqual(entry, {coordinate: 'A.b', kind: 'changed', criticality: 'breaking', message: 'Type changed.'});
    const [safe] = entriesFromChanges(
      [
        change('FIELD_DESCRIPTION_CHANGED', 'A.b', CriticalityLevel.NonBreaking, 'Description changed'),
        change('FIELD_DEFAULT_CHANGED', 'A.b', CriticalityLevel.NonBreaking, 'Default changed'),
      ],
      V2,
    );
    assert.equal(safe?.message, 'Default changed.');
  });

  test('changes inside an added or removed item are part of it; fields of root types keep their own entries', () => {
    // Fields added, by path: inside the added type, inside a type of their own, on the root types, and the schema's.
    const added = Object.entries({
      'Tag.label': 'Field added',
      'Tagged.x': "Field 'x' added",
      Query: 'Root changed',
      'Query.tag': "Field 'tag' added",
      '': 'Schema changed',
      'Other.y': 'Other field',
    }).map(([path, message]) => change('FIELD_ADDED', path, CriticalityLevel.NonBreaking, message));
    const typeAdded = change('TYPE_ADDED', 'Tag', CriticalityLevel.NonBreaking, "Type 'Tag' was added");
    const entries = entriesFromChanges([typeAdded, ...added], V2);
    assert.deepEqual(
      entries.map((entry) => entry.coordinate),
      ['', 'Other.y', 'Query', 'Query.tag', 'Tag', 'Tagged.x'],
    );
  });
});

describe('coordinates', () => {
  const schema = buildSchema(`
    directive @tag(name: String) on FIELD_DEFINITION
    scalar Date
    enum Kind { A B @deprecated(reason: "Use A.") }
    input FolderInput { name: String @deprecated(reason: "Removal on 2027-01-31.") kind: Kind }
    interface Node { id: ID! }
    type Folder implements Node { id: ID! name(format: String @deprecated(reason: "No.")): String @deprecated }
    type Query { folder(id: ID!): Folder legacy: Int @deprecated(reason: "x") node: Node }
    type Subscription { changed: Folder }
  `);

  test('resolveCoordinate finds types, members, arguments and directives, and nothing else', () => {
    const found = (coordinate: string) => resolveCoordinate(schema, coordinate) !== undefined;
    for (const coordinate of [
      '@tag',
      '@tag.name',
      '@deprecated',
      'Date',
      'Kind.B',
      'FolderInput.name',
      'Node.id',
      'Folder.name',
      'Folder.name.format',
      'Query.folder.id',
    ]) {
      assert.equal(found(coordinate), true, coordinate);
    }
    for (const coordinate of [
      '@nope',
      '@tag.other',
      'Nope',
      'Kind.Z',
      'Kind.A.x',
      'FolderInput.x',
      'FolderInput.name.x',
      'Folder.nope',
      'Folder.nope.x',
      'Folder.name.nope',
      'Date.x',
    ]) {
      assert.equal(found(coordinate), false, coordinate);
    }
    assert.equal(deprecationReasonOf(schema, 'Kind.B'), 'Use A.');
    assert.equal(deprecationReasonOf(schema, 'Kind.A'), undefined);
    assert.equal(deprecationReasonOf(schema, 'Nope.x'), undefined);
  });

  test('removal dates in the wordings deprecation reasons use', () => {
    const cases: ReadonlyArray<readonly [string | undefined, string | undefined]> = [
      ['Use link. Removal on 2027-03-31.', '2027-03-31'],
      ['Will be removed on 2027-04-30.', '2027-04-30'],
      ['We remove it after 2027-05-31', '2027-05-31'],
      ['REMOVAL: 2027-06-30', '2027-06-30'],
      ['Removals on 2027-06-30', undefined],
      ['Removal on the last day of March, 2027-03-31', undefined],
      ['Removal 2027-3-31', undefined],
      ['Introduced 2025-01-01, no removal planned', undefined],
      ['Removal\n2027-03-31', undefined],
      [undefined, undefined],
    ];
    for (const [reason, date] of cases) assert.equal(removalDateOf(reason), date, reason);
  });

  test('listDeprecations: enum values, input fields, fields and arguments, in schema order', () => {
    assert.deepEqual(listDeprecations(schema), [
      {coordinate: 'Kind.B', reason: 'Use A.', removal: undefined},
      {coordinate: 'FolderInput.name', reason: 'Removal on 2027-01-31.', removal: '2027-01-31'},
      {coordinate: 'Folder.name', reason: 'No longer supported', removal: undefined},
      {coordinate: 'Folder.name.format', reason: 'No.', removal: undefined},
      {coordinate: 'Query.legacy', reason: 'x', removal: undefined},
    ]);
  });

  test('the reference page of a coordinate, and the item that page documents', () => {
    const cases = casesFrom<readonly [string, string | undefined, string]>('changelog-coordinate-pages');
    for (const [coordinate, page, item] of cases) {
      assert.equal(referencePageOf(schema, coordinate), page, coordinate);
      assert.equal(pageItemOf(schema, coordinate), item, coordinate);
    }
  });
});

describe('the changelog and page histories', () => {
  test('no releases, no changelog', async () => {
    assert.deepEqual(await buildChangelog([], V2), {sections: []});
  });

  test('newest first, Upcoming only when the working schema differs, empty releases left out', async () => {
    const changelog = await buildChangelog(
      [
        {date: '2025-01-01', schema: V1},
        {date: '2025-03-01', schema: V1},
        {date: '2025-06-01', schema: V2},
      ],
      V1,
    );
    assert.deepEqual(
      changelog.sections.map((section) => [section.date, section.entries.length]),
      [
        ['upcoming', 14],
        ['2025-06-01', 14],
      ],
    );
    assert.equal(changelog.sections[0]?.before, V2);
    assert.equal(changelog.sections[0]?.after, V1);
    assert.deepEqual(changelog.baseline, {date: '2025-01-01', schema: V1});
  });

  test('pageItems: root fields, named types and directives', () => {
    assert.deepEqual(pageItems(V1), [
      'Folder',
      'ID',
      'String',
      'Int',
      'Kind',
      'FolderInput',
      'Old',
      'Query.folder',
      'Query.old',
      'Query.legacy',
      'Mutation.make',
      'Boolean',
      '@include',
      '@skip',
      '@deprecated',
      '@specifiedBy',
      '@oneOf',
    ]);
  });

  test('each page gets its events and the date of the last release that changed its item', async () => {
    const released = referenceHistory(
      await buildChangelog(
        [
          {date: '2025-01-01', schema: V1},
          {date: '2025-06-01', schema: V2},
        ],
        V2,
      ),
      V2,
    );
    const folder = released.get('objects/folder');
    assert.equal(folder?.item, 'Folder');
    assert.equal(folder?.lastUpdate, '2025-06-01');
    assert.deepEqual(
      folder?.events.map((event) => [event.date, event.entry.coordinate, event.member]),
      [
        ['2025-06-01', 'Folder.url', 'url'],
        ['2025-06-01', 'Folder.size', 'size'],
        ['2025-06-01', 'Folder.link', 'link'],
        ['2025-06-01', 'Folder.tags', 'tags'],
        ['2025-06-01', 'Folder', undefined],
        ['2025-06-01', 'Folder.name', 'name'],
      ],
    );
    assert.equal(released.get('scalars/id')?.lastUpdate, '2025-01-01', 'unchanged since the baseline');
    assert.deepEqual(released.get('scalars/id')?.events, []);
    assert.equal(released.get('queries/legacy')?.item, 'Query.legacy');

    const upcoming = referenceHistory(await buildChangelog([{date: '2025-01-01', schema: V1}], V2), V2);
    assert.equal(upcoming.get('objects/tag')?.lastUpdate, undefined, 'not released yet');
    assert.equal(upcoming.get('objects/folder')?.lastUpdate, '2025-01-01');
    assert.deepEqual(
      upcoming.get('queries/folder')?.events.map((event) => [event.date, event.entry.coordinate, event.member]),
      [['upcoming', 'Query.folder.kind', 'kind']],
    );
  });

  test('the latest of several release dates is the last update', async () => {
    const V3 = buildSchema('type Query { folder(id: ID!): Int }');
    const histories = referenceHistory(
      await buildChangelog(
        [
          {date: '2025-01-01', schema: V1},
          {date: '2025-06-01', schema: V2},
          {date: '2025-09-01', schema: V3},
        ],
        V3,
      ),
      V3,
    );
    assert.equal(histories.get('queries/folder')?.lastUpdate, '2025-09-01');
  });
});

describe('the release guard', () => {
  test('each unannounced break is placed at the item, its parent, or where it was in the release', async () => {
    const problems = unannouncedBreakingChanges(await classifyChanges(V1, V2), V1, V2);
    assert.deepEqual(problems, [
      {
        coordinate: 'Old',
        path: 'v1.graphql',
        line: 6,
        column: 1,
        place: 'where `Old` was in the latest release',
        message: 'breaking change to `Old`, which the latest release did not deprecate: Type `Old` was removed.',
      },
      {
        coordinate: 'Query.folder.kind',
        path: 'v2.graphql',
        line: 7,
        column: 14,
        place: 'its parent `Query.folder`',
        message:
          'breaking change to `Query.folder.kind`, which the latest release did not deprecate: Argument `kind: Kind` was removed from field `Query.folder`.',
      },
      {
        coordinate: 'Query.old',
        path: 'v2.graphql',
        line: 7,
        column: 1,
        place: 'its parent `Query`',
        message:
          'breaking change to `Query.old`, which the latest release did not deprecate: Field `old` was removed from object type `Query`.',
      },
      {
        coordinate: 'Folder.size',
        path: 'v2.graphql',
        line: 3,
        column: 50,
        place: '`Folder.size`',
        message:
          'breaking change to `Folder.size`, which the latest release did not deprecate: Field `Folder.size` changed type from `Int` to `String`.',
      },
      {
        coordinate: 'FolderInput.name',
        path: 'v2.graphql',
        line: 6,
        column: 21,
        place: '`FolderInput.name`',
        message:
          'breaking change to `FolderInput.name`, which the latest release did not deprecate: Input field `FolderInput.name` changed type from `String` to `String!`.',
      },
    ]);
    assert.equal(
      formatGuardProblem(problems[0]!),
      `v1.graphql:6:1: breaking change to \`Old\`, which the latest release did not deprecate: Type \`Old\` was removed. (position: where \`Old\` was in the latest release)\n  ${GUARD_ADVICE}`,
    );
  });

  test('an item without a place anywhere is reported at 1:1 of no file', () => {
    const bare = buildSchema('type Query { a: Int }', {noLocation: true});
    const [problem] = unannouncedBreakingChanges(
      [{coordinate: 'Gone', kind: 'removed', criticality: 'breaking', message: 'Gone.'}],
      bare,
      bare,
    );
    assert.deepEqual(
      [problem?.path, problem?.line, problem?.column, problem?.place],
      ['', 1, 1, 'where `Gone` was in the latest release'],
    );
  });
});

describe('recording a release', () => {
  const request = {today: '2026-05-01', existingDates: ['2025-01-01', '2026-03-01'], workingSdl: 'b', latestSdl: 'a'};

  test('today by default, or the date asked for', () => {
    assert.deepEqual(planRelease(request), {date: '2026-05-01'});
    assert.deepEqual(planRelease({...request, date: '2026-03-02'}), {date: '2026-03-02'});
    assert.deepEqual(planRelease({today: '2026-05-01', existingDates: [], workingSdl: 'a'}), {date: '2026-05-01'});
  });

  test('refused: an invalid, existing or earlier date, or an unchanged schema', () => {
    assert.deepEqual(planRelease({...request, date: '2026-02-30'}), {
      error: '"2026-02-30" is not a valid date written as YYYY-MM-DD.',
    });
    assert.deepEqual(planRelease({...request, date: '2026-03-01'}), {
      error: 'a release dated 2026-03-01 already exists.',
    });
    assert.deepEqual(planRelease({...request, date: '2026-02-28'}), {
      error: '2026-02-28 is before the latest release (2026-03-01); releases are recorded in order.',
    });
    assert.deepEqual(planRelease({...request, workingSdl: 'a'}), {
      error: 'the schema is unchanged since the latest release (2026-03-01); there is nothing to release.',
    });
  });

  test('release dates are calendar dates written as YYYY-MM-DD', () => {
    for (const date of ['2024-02-29', '2026-12-31']) assert.equal(isReleaseDate(date), true, date);
    for (const date of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01x',
      'x2026-01-01',
      '2026-00-10',
    ]) {
      assert.equal(isReleaseDate(date), false, date);
    }
  });

  describe('release files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-releases-'));
    after(() => rmSync(dir, {recursive: true, force: true}));

    test('oldest first; a missing folder has none', () => {
      writeFileSync(join(dir, '2026-03-01.graphql'), 'type Query { b: Int }');
      writeFileSync(join(dir, '2025-01-01.graphql'), 'type Query { a: Int }');
      assert.deepEqual(listReleaseFiles(dir), [
        {date: '2025-01-01', path: join(dir, '2025-01-01.graphql')},
        {date: '2026-03-01', path: join(dir, '2026-03-01.graphql')},
      ]);
      assert.deepEqual(
        loadReleases(dir).map((release) => [
          release.date,
          release.sdl,
          Object.keys(release.schema.getQueryType()!.getFields()),
        ]),
        [
          ['2025-01-01', 'type Query { a: Int }', ['a']],
          ['2026-03-01', 'type Query { b: Int }', ['b']],
        ],
      );
      assert.deepEqual(listReleaseFiles(join(dir, 'missing')), []);
    });

    test('a file not named after a valid date is an error naming it', () => {
      const bad = join(dir, 'bad');
      mkdirSync(bad);
      writeFileSync(join(bad, '2026-02-30.graphql'), '');
      assert.throws(() => listReleaseFiles(bad), {
        message: `${join(bad, '2026-02-30.graphql')}: a release file is named <YYYY-MM-DD>.graphql after a valid date.`,
      });
      rmSync(join(bad, '2026-02-30.graphql'));
      writeFileSync(join(bad, 'notes.graphql'), '');
      assert.throws(() => listReleaseFiles(bad), /notes\.graphql: a release file is named/);
      rmSync(join(bad, 'notes.graphql'));
      writeFileSync(join(bad, '2026-01-01.graphql.bak'), '');
      assert.throws(() => listReleaseFiles(bad), /2026-01-01\.graphql\.bak: a release file is named/);
    });
  });
});

describe('wording', () => {
  test('the reason without its removal sentences', () => {
    assert.equal(reasonWithoutRemoval('Use link. Removal on 2027-03-31. Really!'), 'Use link. Really!');
    assert.equal(reasonWithoutRemoval('Removal on 2027-03-31.'), '');
    assert.equal(reasonWithoutRemoval('  Use link?  It is faster.  '), 'Use link? It is faster.');
  });

  test('planned before the date, due on and after it', () => {
    assert.equal(removalPhrase('2027-03-31', '2027-03-30'), 'removal planned 2027-03-31');
    assert.equal(removalPhrase('2027-03-31', '2027-03-31'), 'removal due since 2027-03-31');
    assert.equal(removalPhrase('2027-03-31', '2027-04-01'), 'removal due since 2027-03-31');
  });

  test('the UTC day', () => {
    assert.equal(isoDay(new Date('2026-01-02T23:59:59Z')), '2026-01-02');
    assert.match(isoDay(), /^\d{4}-\d{2}-\d{2}$/);
  });
});
