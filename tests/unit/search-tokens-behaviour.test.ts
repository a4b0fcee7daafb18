/**
 * How texts and queries are cut into words (src/search/tokens.ts), seen by a caller and through the search: words of
 * any script, identifiers whole and as their words, possessives, English small words, and the length limits.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {MAX_QUERY_LENGTH, rawWords, stem, stemsOfWord, termsOfWord, tokenize, wordParts} from '../../src/search/tokens';
import {searcher, section} from './support/searchSite';

test('a word is a run of letters and digits in any script; `_` and `-` join words only between them', () => {
  assert.deepEqual(rawWords('Größe naïve 東京 v2 folder42'), ['Größe', 'naïve', '東京', 'v2', 'folder42']);
  assert.deepEqual(rawWords('a__b x_ -y folder- --z'), ['a', 'b', 'x', 'y', 'folder', 'z']);
  assert.deepEqual(rawWords('UPLOAD_TRANSACTION_EXPIRED, create-sub-folder.'), [
    'UPLOAD_TRANSACTION_EXPIRED',
    'create-sub-folder',
  ]);
  assert.deepEqual(rawWords('  ...  !? '), []);
});

test('possessives are their word, with either apostrophe; an apostrophe inside a name is not one', () => {
  assert.deepEqual(rawWords("the folder's owner, the user’s key"), ['the', 'folder', 'owner', 'the', 'user', 'key']);
  assert.deepEqual(rawWords("o'sullivan it's"), ['o', 'sullivan', 'it']);
});

test('an identifier splits into its words where case changes, after a digit, and at `_` or `-`', () => {
  assert.deepEqual(wordParts('userNotifications'), ['user', 'notifications']);
  assert.deepEqual(wordParts('v2Folder'), ['v2', 'folder']);
  assert.deepEqual(wordParts('getURL'), ['get', 'url']);
  assert.deepEqual(wordParts('HTML5Parser'), ['html5', 'parser']);
  assert.deepEqual(wordParts('ÄnderungÜbersicht'), ['änderung', 'übersicht']);
  assert.deepEqual(wordParts('NAME_TAKEN'), ['name', 'taken']);
  assert.deepEqual(wordParts('_id'), ['id'], 'no empty word before a leading underscore');
  assert.deepEqual(wordParts('folder'), ['folder']);
  assert.deepEqual(termsOfWord('HTTPStatus'), ['httpstatus', 'http', 'status']);
  assert.deepEqual(termsOfWord('Folder'), ['folder']);
});

test('the stems of a written word: the identifier whole and each of its words, as lunr stems them', () => {
  assert.deepEqual(stemsOfWord('createFolders'), [stem('createfolders'), stem('create'), stem('folders')]);
  assert.deepEqual(stemsOfWord('Folders'), [stem('folders')]);
  assert.equal(stem('folders'), 'folder');
  assert.equal(stem('notifications'), stem('notification'));
});

test('a query is cut to the search box limit; its words are lower case and whole', () => {
  assert.deepEqual(tokenize('Create-Folder NAME_TAKEN userNotifications'), [
    'create-folder',
    'name_taken',
    'usernotifications',
  ]);
  const long = `${'a '.repeat(MAX_QUERY_LENGTH / 2)}tail`;
  assert.equal(tokenize(long).length, MAX_QUERY_LENGTH / 2);
  assert.ok(!tokenize(long).includes('tail'), 'words past the limit are not read');
  assert.equal(tokenize(`${'a'.repeat(MAX_QUERY_LENGTH - 2)} b`).length, 2, 'words within the limit are read');
});

test('a text is read up to a thousand times the query limit, and no further', () => {
  // Long enough to check the limit, compared by their lengths so that a failure does not print them.
  const long = 'x'.repeat(MAX_QUERY_LENGTH * 1000);
  const lengths = (text: string) => rawWords(text).map((word) => word.length);
  assert.deepEqual(lengths(`${long} tail`), [long.length]);
  assert.deepEqual(lengths(`${long.slice(3)} ok`), [long.length - 3, 2]);
});

test('small English words neither find sections nor stop the words around them from finding them', () => {
  const paths = searcher([
    section(
      'Small words',
      '/docs/small-words',
      'About every folder you might add, which one should be here? I would say mine, while it is.',
    ),
    section('Other', '/docs/other', 'Documents live in folders.'),
  ]);
  // One small word from each part of the list.
  for (const word of ['about', 'every', 'might', 'should', 'which', 'would', 'your', 'while']) {
    assert.deepEqual(paths(word), [], word);
  }
  assert.deepEqual(paths('which one would add'), ['/docs/small-words']);
  assert.deepEqual(paths('about documents'), ['/docs/other']);
});
