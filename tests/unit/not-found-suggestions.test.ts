/** The not-found page's ways on (src/components/NotFoundSuggestions): the closest pages by address, the words to search. */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {closestPages, searchWordsOf} from '../../src/components/NotFoundSuggestions/closestPages';

const PAGES = [
  {route: '/docs/limits', title: 'Limits'},
  {route: '/docs/errors', title: 'Errors'},
  {route: '/docs/graphql/objects/folder', title: 'Folder'},
  {route: '/docs/graphql/queries/folder', title: 'folder'},
  {route: '/docs/graphql/objects/folder-edge', title: 'FolderEdge'},
  {route: '/docs/graphql/objects/document', title: 'Document'},
  {route: '/blog/sunsetting-the-v1-endpoint', title: 'Sunsetting the v1 endpoint'},
  {route: '/docs/guides/folders/creating-folder', title: 'Creating a folder'},
];

const routes = (path: string) => closestPages(path, PAGES).map((page) => page.route);

test('a misspelt or shortened address leads to the page it meant, in its own folder first', () => {
  assert.equal(routes('/docs/graphql/objects/foldr')[0], '/docs/graphql/objects/folder');
  assert.equal(routes('/docs/graphql/queries/foldr')[0], '/docs/graphql/queries/folder');
  assert.equal(routes('/docs/limit/')[0], '/docs/limits');
  assert.equal(routes('/blog/sunset')[0], '/blog/sunsetting-the-v1-endpoint');
  assert.equal(routes('/docs/guides/folders/creating-folders.html')[0], '/docs/guides/folders/creating-folder');
});

test('an address like no page offers none, and at most five are offered', () => {
  assert.deepEqual(routes('/no-such-page'), []);
  assert.deepEqual(routes('/'), []);
  const many = Array.from({length: 9}, (_, index) => ({route: `/docs/page-${index}`, title: `Page ${index}`}));
  assert.equal(closestPages('/docs/page', many).length, 5);
});

test('the words to search for are the last segment of the address', () => {
  assert.equal(searchWordsOf('/docs/guides/create-folderz'), 'create folderz');
  assert.equal(searchWordsOf('/docs/graphql/objects/upload_transaction.html'), 'upload transaction');
  assert.equal(searchWordsOf('/'), '');
});
