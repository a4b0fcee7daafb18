/**
 * Reading the search index file (src/search/files.ts) as the search box and the docs MCP server do: what kind of
 * page each route is, how a stored section comes back, and which documents a file may hold.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {type PageSection} from '../../src/search/build';
import {parseIndexFile, routeType, storedDocument} from '../../src/search/files';
import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {builtFile, section} from './support/searchSite';

const fileOf = (sections: PageSection[]) => builtFile(sections).json;

test('a route is a docs page, a blog post or another page by its first folder, anchors and all', () => {
  for (const route of ['/docs', '/docs/', '/docs#intro', '/docs/guides/folders', '/docs/graphql/queries/me#args']) {
    assert.equal(routeType(route), 'docs', route);
  }
  for (const route of ['/blog', '/blog/', '/blog#latest', '/blog/2026/release#notes']) {
    assert.equal(routeType(route), 'blog', route);
  }
  for (const route of [
    '/',
    '/playground',
    '/docsy#x',
    '/blogroll',
    '/en/docs/x',
    '/archive/blog/x',
    'docs/x',
    '/Docs/x',
  ]) {
    assert.equal(routeType(route), 'page', route);
  }
});

test('a section is stored without its title where that is the page title, and read back with it', () => {
  assert.deepEqual(storedDocument({pageTitle: 'Limits', sectionTitle: 'Limits', sectionRoute: '/docs/limits'}), {
    pageTitle: 'Limits',
    sectionRoute: '/docs/limits',
  });
  assert.deepEqual(
    storedDocument({pageTitle: 'Limits', sectionTitle: 'Page sizes', sectionRoute: '/docs/limits#page-sizes'}),
    {pageTitle: 'Limits', sectionRoute: '/docs/limits#page-sizes', sectionTitle: 'Page sizes'},
  );
  const parsed = parseIndexFile(
    'search-index-default.json',
    fileOf([
      section('Limits', '/docs/limits', 'What the API allows.'),
      section('Limits', '/docs/limits#page-sizes', 'From 1 to 100.', 'Page sizes'),
      section('Release 2', '/blog/release-2', 'What is new.'),
      section('Playground', '/playground', 'Try a query.'),
    ]),
  );
  assert.deepEqual(
    [...parsed.documents.values()].map(({id, sectionTitle, type}) => [id, sectionTitle, type]),
    [
      [0, 'Limits', 'docs'],
      [1, 'Page sizes', 'docs'],
      [2, 'Release 2', 'blog'],
      [3, 'Playground', 'page'],
    ],
  );
});

test('a stored section title that is not text stands for none: the page title is shown', () => {
  const {index} = fileOf([section('Limits', '/docs/limits', 'What the API allows.')]);
  for (const sectionTitle of [null, 7, ['Page sizes'], {}]) {
    const parsed = parseIndexFile('search-index-default.json', {
      documents: [{pageTitle: 'Limits', sectionRoute: '/docs/limits', sectionTitle}],
      index,
    });
    assert.equal(parsed.documents.get('0')?.sectionTitle, 'Limits', JSON.stringify(sectionTitle));
  }
  const loaded = loadSearchIndexes([
    {
      name: 'search-index-default.json',
      json: {documents: [{pageTitle: 'Limits', sectionRoute: '/docs/limits', sectionTitle: 42}], index},
    },
  ]);
  const [result] = searchIndexes(loaded, 'allows');
  assert.equal(result?.title, 'Limits');
  assert.equal(result?.section, '');
});

test('the vocabulary is every word the index has, as stemmed, and nothing else', () => {
  const parsed = parseIndexFile(
    'search-index-default.json',
    fileOf([section('createFolder', '/docs/graphql/mutations/create-folder', 'Creates folders.')]),
  );
  assert.deepEqual([...parsed.vocabulary].sort(), ['creat', 'createfold', 'folder']);
});

test('an index file of several sections answers a query with the section that has its words', () => {
  const json = fileOf([
    section('Webhooks', '/docs/webhooks', 'Subscribe to events with a webhook endpoint.'),
    section('Pagination', '/docs/pagination', 'Connections return pages of items with cursors.'),
  ]);
  const loaded = loadSearchIndexes([{name: 'search-index-default.json', json}]);
  assert.deepEqual(
    searchIndexes(loaded, 'cursor').map((result) => [result.title, result.type]),
    [['Pagination', 'docs']],
  );
});
