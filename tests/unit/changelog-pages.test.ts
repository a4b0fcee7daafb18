import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSchema} from 'graphql';

import {buildChangelog} from '../../src/graphql/changelog/changelog';
import {referenceHistory} from '../../src/graphql/changelog/history';
import {ADDITIONS_LISTED_SINGLY, breakingChangesPage, changelogPage, referenceRouteOf} from '../../scripts/changelog/pages';
import {elementKindOf} from '../../src/graphql/changelog/coordinates';
import {feedEntries} from '../../scripts/changelog/feed-data';
import {mdxText} from '../../scripts/changelog/mdx';
import {buildDay, historyLines, historyNote} from '../../scripts/reference/history';
import {isoDay} from '../../src/graphql/changelog/wording';
import {changelogFeeds} from '../../src/plugins/changelog-feed';

const RELEASE_1 = buildSchema(`
  type Query { folder(id: ID!): Folder }
  type Folder { id: ID!, size: Int @deprecated(reason: "Use \`bytes\`. Removal on 2025-06-01."), url: String }
  enum Sort { NAME }
`);
const RELEASE_2 = buildSchema(`
  type Query { folder(id: ID!): Folder, labels: [Label!]! }
  type Folder { id: ID!, url: String @deprecated(reason: "Use \`webUrl\` {with <care>}. Removal on 2027-03-31."), webUrl: String }
  type Label { id: ID! }
  enum Sort { NAME SIZE }
`);
const WORKING = buildSchema(`
  type Query { folder(id: ID!): Folder, labels: [Label!]!, me: ID }
  type Folder { id: ID!, url: String @deprecated(reason: "Use \`webUrl\` {with <care>}. Removal on 2027-03-31."), webUrl: String }
  type Label { id: ID! }
  enum Sort { NAME SIZE }
`);

async function changelog() {
  return buildChangelog(
    [
      {date: '2025-01-10', schema: RELEASE_1},
      {date: '2025-06-01', schema: RELEASE_2},
    ],
    WORKING,
  );
}

test('MDX text keeps code spans and escapes what MDX would read as expressions or tags', () => {
  assert.equal(mdxText('Use `{a: 1}` for {b} <c> *d*'), 'Use `{a: 1}` for \\{b\\} \\<c\\> \\*d\\*');
});

test('the changelog page: Upcoming first, classes as words, deprecations with reason and removal date, links', async () => {
  const page = changelogPage(await changelog(), WORKING);
  const headings = [...page.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  assert.deepEqual(headings, ['Upcoming', '2025-06-01', '2025-01-10']);
  assert.match(page, /<span className="badge change-badge--breaking">Breaking<\/span> \*\*Removed\*\* `Folder\.size`:/);
  assert.match(
    page,
    /<span className="badge change-badge--dangerous">Dangerous<\/span> \*\*Added\*\* \[`Sort\.SIZE`\]\(\/docs\/graphql\/enums\/sort\)/,
  );
  assert.match(page, /\*\*Added\*\* \[`Query\.me`\]\(\/docs\/graphql\/queries\/me\)/);
  assert.match(
    page,
    /\*\*Deprecated\*\* \[`Folder\.url`\]\(\/docs\/graphql\/objects\/folder\): Use `webUrl` \\\{with \\<care\\>\\\}\. Removal date: \*\*2027-03-31\*\*\./,
  );
  assert.match(page, /<link rel="alternate" type="application\/rss\+xml"/);
  assert.match(page, /^last_update:\n  date: 2025-06-01$/m, 'last updated with the latest release');
});

test('the breaking-changes page lists the removals ahead by date and the breaking changes made', async () => {
  const page = breakingChangesPage(await changelog(), WORKING);
  assert.match(page, /^last_update:\n  date: 2025-06-01$/m);
  assert.match(
    page,
    /## Upcoming removals\n\n### Removal on 2027-03-31\n\n- .*\[`Folder\.url`\].*Deprecated on 2025-06-01\./,
  );
  assert.match(page, /## Breaking changes made\n\n### 2025-06-01\n\n- .*\*\*Removed\*\* `Folder\.size`/);
});

test('a reference page gets its history under the title and the date of its last change as last_update', async () => {
  const history = referenceHistory(await changelog(), WORKING).get('objects/folder');
  assert.ok(history);
  assert.deepEqual(historyLines(history, '2026-11-25'), [
    '- Deprecated 2025-06-01 · removal planned 2027-03-31 (`url`): Use `webUrl` \\{with \\<care\\>\\}.',
    '- Changed 2025-06-01: `size` removed; `webUrl` added',
  ]);
  assert.equal(historyNote(history), `:::info[History]\n\n${historyLines(history).join('\n')}\n\n:::`);
  assert.equal(history.lastUpdate, '2025-06-01');
  const added = referenceHistory(await changelog(), WORKING).get('objects/label');
  assert.deepEqual(historyLines(added!), ['- Added 2025-06-01']);
  const upcoming = referenceHistory(await changelog(), WORKING).get('queries/me');
  assert.deepEqual(historyLines(upcoming!), ['- Added in the upcoming release']);
  assert.equal(upcoming!.lastUpdate, undefined, 'no release date yet');
});

test('History is worded for the build day: SOURCE_DATE_EPOCH when set, else today', () => {
  assert.equal(buildDay({SOURCE_DATE_EPOCH: '1795564800'}), '2026-11-25');
  assert.equal(buildDay({SOURCE_DATE_EPOCH: '1806537600'}), '2027-04-01');
  assert.equal(buildDay({}), isoDay());
});

test('the feeds have one entry per release, newest first, as RSS and Atom', async () => {
  const entries = feedEntries(await changelog(), WORKING);
  assert.deepEqual(
    entries.map((entry) => entry.date),
    ['2025-06-01'],
    'Upcoming is not released and has no date',
  );
  assert.match(entries[0].html, /<li><strong>Breaking<\/strong> · removed: <code>Folder\.size<\/code>/);
  const {rss, atom} = changelogFeeds(entries);
  assert.match(rss, /^<\?xml[^>]*\?>\s*<rss version="2\.0"/);
  assert.match(rss, /<item>\s*<title><!\[CDATA\[API release 2025-06-01: \d+ changes, 1 breaking\]\]><\/title>/);
  assert.match(rss, /<pubDate>Sun, 01 Jun 2025 00:00:00 GMT<\/pubDate>/);
  assert.match(atom, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  assert.match(atom, /<entry>[\s\S]*<link href="https:\/\/developers\.folio\.example\/docs\/changelog#2025-06-01"\/>/);
});

test('a release that adds many items at once lists them by kind, a line per kind, each item linked', async () => {
  const types = Array.from({length: ADDITIONS_LISTED_SINGLY + 5}, (_, index) => `Tag${index + 1}`);
  const grown = buildSchema(`
    type Query { folder(id: ID!): Folder, labels: [Label!]!, me: ID, tag(id: ID!): Tag1 }
    type Folder { id: ID!, url: String @deprecated(reason: "Use \`webUrl\` {with <care>}. Removal on 2027-03-31."), webUrl: String }
    type Label { id: ID!, name: String }
    enum Sort { NAME SIZE }
    ${types.map((name) => `"""A tag."""\ntype ${name} { id: ID! }`).join('\n')}
  `);
  const log = await buildChangelog(
    [
      {date: '2025-01-10', schema: RELEASE_1},
      {date: '2025-06-01', schema: RELEASE_2},
    ],
    grown,
  );
  const page = changelogPage(log, grown);
  const upcoming = page.slice(page.indexOf('## Upcoming'), page.indexOf('## 2025-06-01'));
  const items = upcoming.split('\n').filter((line) => line.startsWith('- '));
  assert.equal(items.length, 3, `a line for the types, one for the queries and one for the field:\n${upcoming}`);
  assert.match(items[0], /^- <span className="badge change-badge--safe">Safe<\/span> \*\*Added\*\* 30 types: /);
  for (const name of types) {
    assert.ok(items[0].includes(`[\`${name}\`](${referenceRouteOf(grown, name)})`), `${name} is listed and linked`);
  }
  assert.match(items[0], /\.$/);
  assert.equal(
    items[1],
    `- <span className="badge change-badge--safe">Safe</span> **Added** 2 queries: [\`Query.me\`](/docs/graphql/queries/me), [\`Query.tag\`](${referenceRouteOf(grown, 'Query.tag')}).`,
  );
  assert.equal(
    items[2],
    '- <span className="badge change-badge--safe">Safe</span> **Added** 1 field: [`Label.name`](/docs/graphql/objects/label).',
  );
  assert.match(upcoming, /33 changes: 33 safe\./, 'the lede still counts every change');

  const released = page.slice(page.indexOf('## 2025-06-01'));
  assert.match(released, /^- .*\*\*Added\*\* \[`Label`\]/m, 'a release with few additions keeps a line each');
});

test('a changelog coordinate names its kind of element, by the schema it was added to', () => {
  const kinds = ['Folder', 'Query.folder', 'Folder.url', 'Sort.SIZE', 'Query.folder.id', '@deprecated', '@deprecated.reason'];
  assert.deepEqual(
    kinds.map((coordinate) => elementKindOf(RELEASE_2, coordinate)),
    ['type', 'query', 'field', 'enum value', 'argument', 'directive', 'directive argument'],
  );
  assert.equal(elementKindOf(buildSchema('type Query { a: Int } input In { b: Int }'), 'In.b'), 'input field');
  assert.equal(elementKindOf(RELEASE_2, 'Gone.member'), 'member');
});
