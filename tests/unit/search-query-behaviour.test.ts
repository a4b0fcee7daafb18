/**
 * How a query typed into the search box is read (src/search/rank.ts): words being typed, typos by word length,
 * names with digits, small words inside identifiers, and sections a result can never be, on a small site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {type PageSection} from '../../src/search/build';
import {searchIndexes} from '../../src/search';
import {isDeprecated} from '../../src/search/present';
import {editDistance, RANKING_WEIGHTS, spellingCorrections, titleFactor} from '../../src/search/rank';
import {stem} from '../../src/search/tokens';
import {searcher, section} from './support/searchSite';

const LIMITS = '/docs/limits';
const DOCUMENTS = '/docs/guides/documents';
const FOLDERS = '/docs/guides/folders';

const SITE: PageSection[] = [
  ...Array.from({length: 10}, (_, i) =>
    section(
      `Thing${i}`,
      `/docs/graphql/objects/thing-${i}`,
      `A thing numbered ${i}, returned in a listing with its id.`,
    ),
  ),
  section('Limits', LIMITS, 'How many requests a client may send.'),
  section('Documents', DOCUMENTS, 'A document holds pages of text.'),
  section('Folders', FOLDERS, 'A folder holds documents and other folders.'),
];

const search = searcher(SITE);

test('three letters typed find the words they begin; two do not', () => {
  assert.deepEqual(search('fol'), [FOLDERS]);
  assert.equal(search('lim')[0], LIMITS);
  assert.deepEqual(search('fo'), []);
});

test('a typo is corrected from five letters on; a shorter word is taken as typed', () => {
  assert.deepEqual(search('limti'), [LIMITS], 'two letters swapped');
  assert.deepEqual(search('limitz'), [LIMITS], 'a letter changed');
  assert.deepEqual(search('lmit'), [], 'four letters: too short to correct');
});

test('a word of eight letters or more may have two typos', () => {
  // `dcoumnet` is two swaps from `document`.
  assert.equal(search('dcoumnet')[0], DOCUMENTS);
  assert.equal(search('dcoumnets')[0], DOCUMENTS);
  assert.equal(search('docuemnt')[0], DOCUMENTS);
});

test('a word with a digit is a name, not a typo: `folder2` does not find folders', () => {
  assert.deepEqual(search('folder2'), []);
  assert.deepEqual(search('v2folders'), []);
});

test('a section without a page title is never a result', () => {
  const withOrphans = searcher([
    ...SITE,
    section('  ', '/docs/orphan', 'An orphan section about folders and documents.', 'Orphan'),
    section('', '/docs/untitled', 'Another orphan about folders.', 'Untitled'),
  ]);
  assert.deepEqual(withOrphans('orphan'), []);
  assert.deepEqual(withOrphans('untitled'), []);
  assert.ok(!withOrphans('folders').some((path) => path === '/docs/orphan' || path === '/docs/untitled'));
  assert.equal(withOrphans('folders')[0], FOLDERS);
});

test('a section with all the words of the query beats one that repeats one of them', () => {
  const rank = searcher([
    ...SITE,
    section('Archive', '/docs/archive', 'Archive a folder: an archived folder keeps each folder inside the folder.'),
    section('Restore', '/docs/restore', 'Restore a folder from the bin.'),
  ]);
  assert.equal(rank('restore folder')[0], '/docs/restore');
  assert.equal(rank('archive folder')[0], '/docs/archive');
});

test("a result's terms are the query words it matched, not every word typed", () => {
  const [folders] = searchIndexes(search.loaded, 'folders unicorn');
  assert.equal(folders?.path, FOLDERS);
  assert.deepEqual(folders?.terms, ['folders']);
});

test('spelling corrections: words of five to 24 letters; longer ones are corrected by their stems only', () => {
  assert.deepEqual(spellingCorrections('limti', new Set(['limit'])), ['limit']);
  assert.deepEqual(spellingCorrections('lmit', new Set(['limit'])), []);
  const letters = 'abcdefghijklmnopqrstuvwxy';
  const word24 = letters.slice(0, 24);
  assert.deepEqual(spellingCorrections(`${word24.slice(0, 23)}q`, new Set([stem(word24)])), [stem(word24)]);
  assert.deepEqual(spellingCorrections(`${letters.slice(0, 24)}q`, new Set([stem(letters)])), []);
});

test('a title nearly the query while it is typed: from three letters, typos from five, two typos from eight', () => {
  const weights = {...RANKING_WEIGHTS, titleIsQuery: 3, titleNearQuery: 2};
  assert.equal(titleFactor('Folder', 'Fol', weights, true), 2);
  assert.equal(titleFactor('Limit', 'Limti', weights, true), 2);
  assert.equal(titleFactor('Document', 'Dcoumnet', weights, true), Math.sqrt(2));
  assert.equal(titleFactor('FolderConnection', 'FolderConn', weights), 1, 'a query is complete unless told otherwise');
});

test('edit distance gives up at one more than allowed, however far apart the words are', () => {
  assert.equal(editDistance('a', 'abcdef', 1), 2);
  assert.equal(editDistance('abcdef', 'a', 2), 3);
});

test('a section is deprecated when its index document says so, whatever its route', () => {
  assert.ok(isDeprecated({status: 'deprecated'}));
  assert.ok(!isDeprecated({status: 'upcoming'}));
  assert.ok(!isDeprecated({}));
});
