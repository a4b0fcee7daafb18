/**
 * What the index build (src/search/build.ts) gives the search: tags and parent categories are searched, a field left
 * out adds no words, and a section without text has no excerpt.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {buildSearchIndex, tokenizeForIndex} from '../../src/search/build';
import {searchIndexes} from '../../src/search';
import {loadSite as load, section} from './support/searchSite';

test('the index tokenizer reads text, lists of words and nothing from a missing field', () => {
  assert.deepEqual(tokenizeForIndex(['webHooks', 'live']).map(String), ['webhooks', 'web', 'hooks', 'live']);
  assert.deepEqual(tokenizeForIndex('Create a folder').map(String), ['create', 'a', 'folder']);
  assert.deepEqual(tokenizeForIndex(42).map(String), ['42']);
  assert.deepEqual(tokenizeForIndex(undefined), []);
  assert.deepEqual(tokenizeForIndex(null), []);
});

test('a section is found by its tags, as words of a list', () => {
  const loaded = load([
    section('Webhooks', '/docs/webhooks', 'Subscribe with an endpoint.', 'Webhooks', {tags: ['callbacks', 'integrationGuide']}),
    section('Other', '/docs/other', 'Nothing of the sort.'),
  ]);
  assert.deepEqual(
    searchIndexes(loaded, 'callbacks').map((result) => result.path),
    ['/docs/webhooks'],
  );
  assert.deepEqual(
    searchIndexes(loaded, 'integration').map((result) => result.path),
    ['/docs/webhooks'],
  );
});

test('a section without parent categories is not found by the word "undefined"', () => {
  const loaded = load([section('Webhooks', '/docs/webhooks', 'Subscribe with an endpoint.')]);
  assert.deepEqual(searchIndexes(loaded, 'undefined'), []);
});

test('a section without text has no excerpt; its result shows none', () => {
  const sections = [
    section('Webhooks', '/docs/webhooks', '', 'Webhooks', {tags: ['callbacks']}),
    section('Blank', '/docs/blank', ' \n\t '),
    section('Third', '/docs/third', 'Some text.'),
  ];
  assert.deepEqual(buildSearchIndex(sections).excerpts, {2: 'Some text.'});
  assert.deepEqual(
    searchIndexes(load(sections), 'callbacks').map((result) => [result.path, result.excerpt]),
    [['/docs/webhooks', '']],
  );
});

test('a section is found by the categories it sits in', () => {
  const loaded = load([
    section('Make', '/docs/integrations/make', 'Connect scenarios.', 'Make', {parents: ['Integrations']}),
    section('Other', '/docs/other', 'Nothing of the sort.'),
  ]);
  assert.deepEqual(
    searchIndexes(loaded, 'integrations').map((result) => result.path),
    ['/docs/integrations/make'],
  );
});
