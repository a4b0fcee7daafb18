/**
 * The words developers type for what the docs call otherwise (src/search/synonyms.ts, as the ranking uses them): on
 * a small site whose sections never use the typed word, each such query still finds the section that answers it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {searcher as searchOver, section as sectionOf} from './support/searchSite';

interface Section {
  readonly route: string;
  readonly page: string;
  readonly section?: string;
  readonly content: string;
}

function searcher(sections: readonly Section[]) {
  return searchOver(
    sections.map(({page, route, content, section}) => sectionOf(page, route, content, section)),
    // As on the site: `me` is a query of the schema, kept although it is an English stop word.
    {keepWords: new Set(['me'])},
  );
}

const BIN = '/docs/guides/folders/archive-and-bin#the-bin';
const ABORT = '/docs/guides/documents/uploading#abort-an-upload';
const KEYS = '/docs/getting-started#api-keys';
const FOLDER_CHANGED = '/docs/graphql/subscriptions/folder-changed';
const CURSORS = '/docs/guides/folders/listing-folders#cursors';
const RENAME = '/docs/graphql/mutations/update-folder';
const COPY = '/docs/graphql/mutations/copy-document';
const PERMISSIONS = '/docs/guides/folders/folder-permissions';
const LABELS = '/docs/guides/documents/labels';
const REVISIONS = '/docs/guides/documents/revisions';
const PLACES = '/docs/guides/folders/places';
const RATE_LIMITS = '/docs/limits#rate-limits';
const ME = '/docs/graphql/queries/me';
const SDL = '/docs/graphql/overview#the-sdl';

/** A site in which no section says the word a developer would type for it. */
const SITE: Section[] = [
  ...Array.from({length: 12}, (_, i) => ({
    route: `/docs/graphql/objects/thing-${i}`,
    page: `Thing${i}`,
    content: `A thing numbered ${i}, returned in a listing with its id.`,
  })),
  {
    route: BIN,
    page: 'Archive and bin',
    section: 'The bin',
    content: 'Folders moved to the bin stay there for 30 days.',
  },
  {
    route: ABORT,
    page: 'Uploading',
    section: 'Abort an upload',
    content: 'Stop an upload transaction that is still running with abortUploadTransaction.',
  },
  {
    route: KEYS,
    page: 'Getting started',
    section: 'API keys',
    content: 'Create a key in the dashboard and send it with every request as a bearer header.',
  },
  {route: FOLDER_CHANGED, page: 'folderChanged', content: 'A subscription that sends each change of a folder.'},
  {
    route: CURSORS,
    page: 'Listing folders',
    section: 'Cursors',
    content: 'Pass the cursor of the last item as after to get the items that follow.',
  },
  {route: RENAME, page: 'updateFolder', content: 'Changes the name of a folder.'},
  {route: COPY, page: 'copyDocument', content: 'Makes a second document with the same content.'},
  {route: PERMISSIONS, page: 'Folder permissions', content: 'Give a group a permission level on a folder.'},
  {route: LABELS, page: 'Labels', content: 'Attach labels to documents to sort them.'},
  {route: REVISIONS, page: 'Revisions', content: 'Each save of a document keeps a revision to go back to.'},
  {route: PLACES, page: 'Places', content: 'A folder can carry a location: an address on the map.'},
  {
    route: RATE_LIMITS,
    page: 'Limits',
    section: 'Rate limits',
    content: 'Each client may send a fixed number of requests per minute.',
  },
  {route: ME, page: 'me', content: 'The account that is signed in.'},
  {route: SDL, page: 'API overview', section: 'The SDL', content: 'Download the whole API as one SDL file.'},
];

const search = searcher(SITE);

function assertFirst(queries: readonly string[], expected: string): void {
  for (const query of queries) assert.equal(search(query)[0], expected, `"${query}" finds ${expected} first`);
}

test('removing words find the bin, which keeps what was removed', () => {
  assertFirst(['delete', 'erase', 'trash', 'remove', 'destroy', 'undelete', 'trashcan'], BIN);
  assertFirst(['delete a folder', 'how do I erase a folder'], BIN);
});

test('"cancel" finds how to abort an upload', () => {
  assertFirst(['cancel', 'cancel an upload'], ABORT);
});

test('signing-in words find the API keys: auth, login, log in, token, credentials, apikey', () => {
  assertFirst(['auth', 'authenticate', 'login', 'log in', 'token', 'credentials', 'apikey'], KEYS);
});

test('real-time words find the subscriptions: real time, live updates, push, webhooks, events, listen, notify', () => {
  assertFirst(['real time', 'realtime', 'real-time', 'live', 'push', 'webhook', 'webhooks', 'events'], FOLDER_CHANGED);
  assertFirst(['listen', 'notify', 'notified'], FOLDER_CHANGED);
});

test('paging words find the cursors: pagination, paging, next page, offset', () => {
  assertFirst(['pagination', 'paging', 'next page', 'offset'], CURSORS);
});

test('what a developer does to a thing finds the docs word: rename, duplicate, share, grant, access', () => {
  assertFirst(['rename', 'rename a folder'], RENAME);
  assertFirst(['duplicate', 'duplicate a document'], COPY);
  assertFirst(['access', 'share', 'grant', 'share a folder'], PERMISSIONS);
});

test('tags, versions and history find labels and revisions', () => {
  assertFirst(['tag', 'tags'], LABELS);
  assertFirst(['version', 'versions', 'history', 'document history'], REVISIONS);
});

test("geolocation and coordinates find the page on a folder's location", () => {
  assertFirst(['geolocation', 'coordinates'], PLACES);
});

test('throttling and quotas find the rate limits', () => {
  assertFirst(['throttle', 'throttling', 'quota'], RATE_LIMITS);
});

test('"whoami" and "current user" find the `me` query', () => {
  assertFirst(['whoami', 'current user'], ME);
});

test('"schema" finds the SDL, and "sdl" the schema', () => {
  assertFirst(['schema'], SDL);
  const schema = '/docs/graphql/overview#schema';
  const other = searcher([
    ...SITE.filter((section) => section.route !== SDL),
    {route: schema, page: 'API overview', section: 'Schema', content: 'Every type and field of the API in one schema.'},
  ]);
  assert.equal(other('sdl')[0], schema);
});

test('a word with no synonym finds only what says it: "bin" does not find the API keys', () => {
  assert.deepEqual(search('dashboard'), [KEYS]);
  assert.ok(!search('bin').includes(KEYS));
  assert.deepEqual(search('unheardof'), []);
});
