import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {buildSchema} from 'graphql';

import {buildChangelog} from '../../src/graphql/changelog/changelog';
import {classifyChanges} from '../../src/graphql/changelog/classify';
import {listDeprecations, referencePageOf, removalDateOf} from '../../src/graphql/changelog/coordinates';
import {referenceHistory} from '../../src/graphql/changelog/history';
import {isReleaseDate, loadReleases} from '../../src/graphql/changelog/releases';
import {checkSchemaSource} from '../../src/graphql/schemaSource';
import siteConfig from '../../docusaurus.config';

const V1 = buildSchema(`
  type Query {
    folder(id: ID!): Folder
    createdBefore: Int
  }
  type Folder {
    id: ID!
    thumbnail: String @deprecated(reason: "Use \`preview\` instead. Removal on 2025-09-01.")
    sort: Sort
  }
  enum Sort { NAME }
`);
const V2 = buildSchema(`
  type Query {
    folder(id: ID!, archived: Boolean = false): Folder
    createdBefore: Int
    labels: [Label!]!
  }
  type Mutation { createFolder(name: String!): Folder }
  type Folder {
    id: ID!
    sort: Sort
    path: String @deprecated(reason: "Use \`breadcrumbs\` instead. Removal on 2027-03-31.")
  }
  type Label { id: ID!, name: String! }
  enum Sort { NAME SIZE }
`);

test('a diff is classified per item: breaking, dangerous and safe, added types as one entry', async () => {
  const entries = await classifyChanges(V1, V2);
  const by = (coordinate: string) => entries.find((entry) => entry.coordinate === coordinate);
  assert.deepEqual(
    {kind: by('Folder.thumbnail')?.kind, criticality: by('Folder.thumbnail')?.criticality},
    {kind: 'removed', criticality: 'breaking'},
  );
  assert.equal(by('Sort.SIZE')?.criticality, 'dangerous', 'a new enum value is dangerous');
  assert.equal(by('Query.folder.archived')?.criticality, 'dangerous', 'a new optional argument is dangerous');
  assert.equal(by('Label')?.kind, 'added');
  assert.equal(by('Label')?.criticality, 'safe');
  assert.equal(by('Label.name'), undefined, 'the fields of an added type are part of its entry');
  assert.equal(by('Mutation.createFolder')?.kind, 'added');
  assert.equal(by('Mutation.createFolder.name'), undefined, 'the arguments of an added field are part of its entry');
  assert.equal(by('Folder.path')?.kind, 'added');
  assert.equal(entries[0].criticality, 'breaking', 'breaking changes first');
});

test('a deprecation is a safe entry with its reason and the removal date parsed from it', async () => {
  const after = buildSchema(`type Query { a: Int @deprecated(reason: "Use b. Removal on 2027-03-31."), b: Int }`);
  const entries = await classifyChanges(buildSchema('type Query { a: Int, b: Int }'), after);
  assert.deepEqual(entries, [
    {
      coordinate: 'Query.a',
      kind: 'deprecated',
      criticality: 'safe',
      message: '`Query.a` is deprecated.',
      reason: 'Use b. Removal on 2027-03-31.',
      removal: '2027-03-31',
    },
  ]);
  assert.equal(removalDateOf('Kept for v1. Will be removed on 2026-05-01.'), '2026-05-01');
  assert.equal(removalDateOf('Use b instead.'), undefined);
});

test('the changelog is newest first, Upcoming first, and each item has its reference page', async () => {
  const working = buildSchema(`
    type Query { folder(id: ID!, archived: Boolean = false): Folder, createdBefore: Int, labels: [Label!]!, me: ID }
    type Mutation { createFolder(name: String!): Folder }
    type Folder { id: ID!, sort: Sort, path: String @deprecated(reason: "Use \`breadcrumbs\` instead. Removal on 2027-03-31.") }
    type Label { id: ID!, name: String! }
    enum Sort { NAME SIZE }
  `);
  const changelog = await buildChangelog(
    [
      {date: '2025-01-10', schema: V1},
      {date: '2025-06-01', schema: V2},
    ],
    working,
  );
  assert.deepEqual(
    changelog.sections.map((section) => section.date),
    ['upcoming', '2025-06-01'],
  );
  assert.equal(changelog.baseline?.date, '2025-01-10');
  assert.equal(referencePageOf(working, 'Mutation.createFolder'), 'mutations/create-folder');
  assert.equal(referencePageOf(working, 'Query.folder.archived'), 'queries/folder');
  assert.equal(referencePageOf(working, 'Folder.path'), 'objects/folder');
  assert.equal(referencePageOf(working, 'Folder.thumbnail'), undefined, 'a removed item has no page');

  const history = referenceHistory(changelog, working);
  assert.equal(history.get('objects/label')?.lastUpdate, '2025-06-01', 'added in a release: that date');
  assert.deepEqual(
    history.get('objects/label')?.events.map((event) => [event.date, event.entry.kind]),
    [['2025-06-01', 'added']],
  );
  assert.equal(history.get('queries/created-before')?.lastUpdate, '2025-01-10', 'unchanged since the first release');
  assert.equal(history.get('queries/me')?.lastUpdate, undefined, 'not released yet: no date');
  assert.deepEqual(
    history.get('objects/folder')?.events.map((event) => [event.date, event.member, event.entry.kind]),
    [
      ['2025-06-01', 'thumbnail', 'removed'],
      ['2025-06-01', 'path', 'added'],
    ],
  );
});

test('release dates are real calendar dates', () => {
  assert.equal(isReleaseDate('2025-11-04'), true);
  assert.equal(isReleaseDate('2025-02-30'), false);
  assert.equal(isReleaseDate('2025-1-04'), false);
});

test('the seeded releases tell the sunset story: every class of change, the v1 items deprecated for 2027-03-31', async () => {
  const releases = loadReleases();
  assert.ok(releases.length >= 3, 'at least three releases');
  assert.ok(
    releases.every((release) => release.date < '2026-11-24'),
    'releases are in the past',
  );
  const changelog = await buildChangelog(releases, releases.at(-1)!.schema);
  const classes = new Set(changelog.sections.flatMap((section) => section.entries.map((entry) => entry.criticality)));
  assert.deepEqual([...classes].sort(), ['breaking', 'dangerous', 'safe']);
  const sunset = changelog.sections.find((section) => section.date === '2025-11-04');
  const deprecated = sunset?.entries.filter((entry) => entry.kind === 'deprecated').map((entry) => entry.coordinate);
  // The four items of blog/2025-11-04-sunsetting-the-v1-endpoint, deprecated on the day of the announcement.
  assert.deepEqual(deprecated?.sort(), [
    'CreateFolderInput.parentId',
    'Document.url',
    'Folder.documentCount',
    'Query.documents.folderId',
  ]);
  // The date the site's announcement bar gives for the sunset (its id carries it, so a new date shows the bar again).
  const {announcementBar} = (siteConfig.themeConfig ?? {}) as {announcementBar?: {id?: string}};
  const announcement = /v1-endpoint-sunset-(\d{4}-\d{2}-\d{2})$/.exec(announcementBar?.id ?? '')?.[1];
  assert.equal(announcement, '2027-03-31');
  for (const deprecation of listDeprecations(releases.at(-1)!.schema)) {
    assert.equal(deprecation.removal, announcement, `${deprecation.coordinate} is removed with the v1 endpoint`);
  }
  // Today's schema deprecates at least what the latest release did (removals wait for their date).
  const working = checkSchemaSource(readFileSync('schema.graphql', 'utf8'), 'schema.graphql');
  const today = new Set(listDeprecations(working).map((deprecation) => deprecation.coordinate));
  for (const coordinate of deprecated ?? []) assert.ok(today.has(coordinate), `${coordinate} is still deprecated`);
});

test('what changed inside an added or removed item belongs to it alone, not to items whose names start alike', async () => {
  const before = buildSchema(`
    type Query { label: Label, labelSet: LabelSet }
    type Label { id: ID! }
    type LabelSet { id: ID! }
  `);
  const after = buildSchema(`
    type Query { label: Label, labelSet: LabelSet, tag(id: ID!, name: String): Tag }
    type Label { id: ID! }
    type LabelSet { id: ID!, labels(first: Int): [Label!]! }
    type Tag { id: ID!, name(locale: String): String }
  `);
  const coordinates = (await classifyChanges(before, after)).map((entry) => entry.coordinate).sort();
  assert.deepEqual(coordinates, ['LabelSet.labels', 'Query.tag', 'Tag']);
  const removed = (await classifyChanges(after, before)).map((entry) => entry.coordinate).sort();
  assert.deepEqual(removed, ['LabelSet.labels', 'Query.tag', 'Tag']);
});
