/**
 * The search files (src/search/files.ts, src/search/node.ts): an index file is read, or refused naming the file and
 * what is wrong with it; a build directory is read as the site's build writes it, in a temporary directory.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {CORPUS_TAG, EXCERPTS_FILE, INDEX_FILE, INDEX_FILE_PATTERN, parseIndexFile} from '../../src/search/files';
import {loadBuiltSearchIndexes} from '../../src/search/node';
import {searchIndexes} from '../../src/search';
import {builtFile, section} from './support/searchSite';

const WEBHOOKS = [
  section('Webhooks', '/docs/webhooks', 'Subscribe to events with a webhook endpoint.'),
  section('Pagination', '/docs/pagination', 'Connections return pages of items with cursors.'),
];

function refusal(name: string, json: unknown): string {
  try {
    parseIndexFile(name, json);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

test('an index file is read: its documents by id, its terms, and a lunr index that answers', () => {
  const {json} = builtFile(WEBHOOKS);
  const parsed = parseIndexFile('search-index-default.json', json);
  assert.equal(parsed.name, 'search-index-default.json');
  assert.deepEqual([...parsed.documents.keys()], ['0', '1']);
  assert.equal(parsed.documents.get('1')?.sectionRoute, '/docs/pagination');
  assert.ok(parsed.vocabulary.has('webhook'));
  assert.ok(parsed.vocabulary.has('cursor'));
  assert.ok(!parsed.vocabulary.has('folder'));
  assert.deepEqual(
    parsed.index.search('cursor').map((result) => result.ref),
    ['1'],
  );
});

test('anything that is not an index file is refused, naming the file and what is wrong', () => {
  const name = 'build/search-index-x.json';
  const {json} = builtFile(WEBHOOKS);
  const index = json['index'] as Record<string, unknown>;
  const prefix = `${name}: not a search index file: `;
  assert.equal(refusal(name, null), `${prefix}not a JSON object`);
  assert.equal(refusal(name, 'search-index'), `${prefix}not a JSON object`);
  assert.equal(refusal(name, 42), `${prefix}not a JSON object`);
  assert.equal(refusal(name, {index}), `${prefix}"documents" is not a list`);
  assert.equal(refusal(name, {documents: {0: {}}, index}), `${prefix}"documents" is not a list`);
  const notLunr = `${prefix}"index" is not a serialized lunr index`;
  assert.equal(refusal(name, {documents: []}), notLunr);
  assert.equal(refusal(name, {documents: [], index: null}), notLunr);
  assert.equal(refusal(name, {documents: [], index: {...index, fieldVectors: {}}}), notLunr);
  assert.equal(refusal(name, {documents: [], index: {...index, invertedIndex: 'x'}}), notLunr);
  assert.equal(refusal(name, {documents: [], index: {...index, fields: undefined}}), notLunr);
  // What lunr itself refuses, in lunr's words.
  assert.equal(
    refusal(name, {documents: [], index: {...index, pipeline: ['noSuchFunction']}}),
    `${prefix}Cannot load unregistered function: noSuchFunction`,
  );
  // A later part's first id is a whole number from 0.
  for (const firstId of [-1, 1.5, '3', null, Number.MAX_VALUE]) {
    assert.equal(refusal(name, {documents: [], firstId, index}), `${prefix}"firstId" is not a whole number from 0`);
  }
  // With every part in place, an empty index is an index.
  assert.equal(refusal(name, {documents: [], index}), 'accepted');
  assert.equal(refusal(name, {documents: [], firstId: 0, index}), 'accepted');
});

test("a later part's documents are numbered on from its first id", () => {
  const {json} = builtFile(WEBHOOKS);
  const parsed = parseIndexFile('search-index-default-types.json', {...json, firstId: 40});
  assert.deepEqual([...parsed.documents.keys()], ['40', '41']);
  assert.deepEqual(
    [...parsed.documents.values()].map((document) => [document.id, document.sectionRoute]),
    [
      [40, '/docs/webhooks'],
      [41, '/docs/pagination'],
    ],
  );
});

test('a document without a route or a page title is refused, quoting the start of it', () => {
  const name = 'search-index-default.json';
  const {json} = builtFile(WEBHOOKS);
  const index = json['index'];
  const refused = (document: unknown) =>
    `${name}: not a search index file: document ${JSON.stringify(document)?.slice(0, 80)} has no sectionRoute or pageTitle`;
  for (const document of [
    null,
    undefined,
    {pageTitle: 'A'},
    {pageTitle: 'A', sectionRoute: 7},
    {sectionRoute: '/docs'},
    {sectionRoute: '/docs', pageTitle: 3},
    {sectionRoute: 'x'.repeat(200)},
  ]) {
    assert.equal(refusal(name, {documents: [document], index}), refused(document));
  }
  assert.equal(refusal(name, {documents: [{pageTitle: 'A', sectionRoute: '/docs/x'}], index}), 'accepted');
});

test('the file the build writes is the one the spec names, and the loader reads it', () => {
  assert.equal(CORPUS_TAG, 'default');
  assert.equal(INDEX_FILE, 'search-index-default.json');
  assert.ok(INDEX_FILE_PATTERN.test(INDEX_FILE));
  assert.ok(INDEX_FILE_PATTERN.test('search-index-v2.json'));
  for (const other of ['search-index-.json', 'my-search-index-a.json', 'search-index-a.json.bak', EXCERPTS_FILE]) {
    assert.ok(!INDEX_FILE_PATTERN.test(other), other);
  }
});

function buildDirectory(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-search-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function withBuild(files: Record<string, string>, check: (dir: string) => void): void {
  const dir = buildDirectory(files);
  try {
    check(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('a build directory is read: its index files in name order, its excerpts, nothing else', () => {
  const {json, excerpts} = builtFile(WEBHOOKS);
  const other = builtFile([section('Folders', '/docs/folders', 'Folders hold documents.')]);
  withBuild(
    {
      'search-index-default.json': JSON.stringify(json),
      'search-index-blog.json': JSON.stringify(other.json),
      'search-excerpts.json': JSON.stringify(excerpts),
      // Not index files: left alone, however broken.
      'old-search-index-default.json': '{',
      'search-index-default.json.bak': '{',
      'index.html': '<!doctype html>',
    },
    (dir) => {
      const loaded = loadBuiltSearchIndexes(dir);
      assert.deepEqual(
        loaded.indexes.map((index) => index.name),
        [path.join(dir, 'search-index-blog.json'), path.join(dir, 'search-index-default.json')],
      );
      assert.equal(loaded.excerpts.get('0'), 'Subscribe to events with a webhook endpoint.');
      const [result] = searchIndexes(loaded, 'webhook');
      assert.equal(result?.path, '/docs/webhooks');
      assert.equal(result?.excerpt, 'Subscribe to events with a webhook endpoint.');
    },
  );
});

test('a build without excerpts still searches, with empty excerpts', () => {
  const {json} = builtFile(WEBHOOKS);
  withBuild({'search-index-default.json': JSON.stringify(json)}, (dir) => {
    const loaded = loadBuiltSearchIndexes(dir);
    assert.equal(loaded.excerpts.size, 0);
    assert.deepEqual(
      searchIndexes(loaded, 'cursors').map((result) => [result.path, result.excerpt]),
      [['/docs/pagination', '']],
    );
  });
});

test('a build without index files, or with a file that is not JSON, fails naming the directory or file', () => {
  withBuild({'index.html': '<!doctype html>', 'search-excerpts.json': '{}'}, (dir) => {
    assert.throws(() => loadBuiltSearchIndexes(dir), {
      message: `${dir}: no search-index-*.json files; build the site first`,
    });
  });
  withBuild({'search-index-default.json': '{"documents": ['}, (dir) => {
    assert.throws(
      () => loadBuiltSearchIndexes(dir),
      (error: Error) =>
        error.message.startsWith(`${path.join(dir, 'search-index-default.json')}: `) && /JSON/.test(error.message),
    );
  });
  const {json} = builtFile(WEBHOOKS);
  withBuild({'search-index-default.json': JSON.stringify(json), 'search-excerpts.json': 'not json'}, (dir) => {
    assert.throws(
      () => loadBuiltSearchIndexes(dir),
      (error: Error) =>
        error.message.startsWith(`${path.join(dir, 'search-excerpts.json')}: `) && /JSON/.test(error.message),
    );
  });
  withBuild({'search-index-default.json': JSON.stringify({documents: []})}, (dir) => {
    assert.throws(() => loadBuiltSearchIndexes(dir), {
      message: `${path.join(dir, 'search-index-default.json')}: not a search index file: "index" is not a serialized lunr index`,
    });
  });
});
