/**
 * The index in parts (src/search/build.ts buildSearchIndexParts, src/search/files.ts SEARCH_PARTS): the reference's
 * types load after the guides and operations, and searching the parts gives what searching the whole index gives,
 * scores included, whichever parts have arrived.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildSearchIndex, buildSearchIndexParts, splitSearchIndex} from '../../src/search/build';
import {SEARCH_PARTS, searchPartOf} from '../../src/search/files';
import {loadBuiltSearchIndexes} from '../../src/search/node';
import {combineLoadedIndexes, loadSearchIndexes, searchIndexes} from '../../src/search';
import {section} from './support/searchSite';

const SITE = [
  section('Objects', '/docs/graphql/objects/folder', 'A folder holds documents and subfolders.', 'Folder'),
  section('Folders', '/docs/guides/folders', 'Create a folder with the createFolder mutation.', 'Create a folder'),
  section('createFolder', '/docs/graphql/mutations/create-folder', 'Creates a folder in a parent folder.'),
  section('CreateFolderInput', '/docs/graphql/inputs/create-folder-input', 'The name and parent of a new folder.'),
  section('FolderSortField', '/docs/graphql/enums/folder-sort-field', 'Sort folders by name or creation date.'),
  section('folder', '/docs/graphql/queries/folder', 'Looks up a folder by its ID.'),
  section('Release notes', '/blog/release-notes', 'Folders can now be moved between workspaces.'),
  section('DateTime', '/docs/graphql/scalars/date-time', 'An ISO 8601 date and time, such as a creation date.'),
  section('Pagination', '/docs/guides/pagination', 'Connections return pages of documents with cursors.'),
  section('@cost', '/docs/graphql/directives/cost', 'The points a field adds to an operation, by page size.'),
  section('Node', '/docs/graphql/interfaces/node', 'An object with a global ID.'),
  section('SearchResult', '/docs/graphql/unions/search-result', 'A document or a folder a search found.'),
];

const QUERIES = ['folder', 'create folder', 'createFolder', 'folders', 'date', 'documents', 'cursor', 'ID', 'fodler', 'sea', 'page size', 'nothing here'];

const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function loadParts(parts: ReturnType<typeof buildSearchIndexParts>) {
  return parts.map(({file, excerpts}, place) =>
    loadSearchIndexes([{name: SEARCH_PARTS[place]!.index, json: throughJson(file)}], throughJson(excerpts)),
  );
}

test('a route is in the first part unless it is in the reference: operations second, named types and directives last', () => {
  for (const route of ['/docs/getting-started', '/docs/graphqlish', '/docs/changelog', '/blog/release-notes', '/playground', '/']) {
    assert.equal(searchPartOf(route), 0, route);
  }
  for (const route of [
    '/docs/graphql',
    '/docs/graphql/queries/folder',
    '/docs/graphql/mutations/create-folder#arguments',
    '/docs/graphql/subscriptions/document-changed',
    '/docs/graphql/deprecated/objects/legacy',
    '/docs/graphql/objects',
  ]) {
    assert.equal(searchPartOf(route), 1, route);
  }
  for (const kind of ['objects', 'inputs', 'enums', 'scalars', 'interfaces', 'unions', 'directives']) {
    assert.equal(searchPartOf(`/docs/graphql/${kind}/folder`), 2, kind);
    assert.equal(searchPartOf(`/docs/graphql/${kind}/folder#fields`), 2, kind);
  }
  assert.deepEqual(
    SEARCH_PARTS.map((part) => [part.index, part.excerpts]),
    [
      ['search-index-default.json', 'search-excerpts.json'],
      ['search-index-default-operations.json', 'search-excerpts-operations.json'],
      ['search-index-default-types.json', 'search-excerpts-types.json'],
    ],
  );
});

test('the parts together answer every query exactly as the whole index does, scores, order and excerpts', () => {
  const parts = buildSearchIndexParts(SITE);
  // The whole index of the same sections in the same order: the first part's first.
  const ordered = [...SITE].sort((a, b) => searchPartOf(a.sectionRoute) - searchPartOf(b.sectionRoute));
  const whole = buildSearchIndex(ordered);
  const wholeLoaded = loadSearchIndexes([{name: 'whole', json: throughJson(whole.file)}], whole.excerpts);
  const partsLoaded = combineLoadedIndexes(...loadParts(parts));
  for (const query of QUERIES) {
    assert.deepEqual(searchIndexes(partsLoaded, query), searchIndexes(wholeLoaded, query), query);
  }
  assert.ok(searchIndexes(partsLoaded, 'folder').length >= 5);
});

test('the parts that have arrived answer with their own sections, scored as they are in the whole index', () => {
  const loaded = loadParts(buildSearchIndexParts(SITE));
  const all = combineLoadedIndexes(...loaded);
  for (let arrived = 1; arrived <= loaded.length; arrived++) {
    const partial = combineLoadedIndexes(...loaded.slice(0, arrived));
    for (const query of QUERIES) {
      const fromArrived = searchIndexes(partial, query, {limit: 100});
      const inArrived = searchIndexes(all, query, {limit: 100}).filter((result) => searchPartOf(result.path) < arrived);
      assert.deepEqual(fromArrived, inArrived, `${arrived} parts: ${query}`);
    }
  }
  // The operation is found once its part is there, the type once its part is; each ranks first for its own name.
  const [first, operations, types] = loaded;
  assert.equal(searchIndexes(first!, 'createFolder')[0]?.path, '/docs/guides/folders');
  assert.equal(searchIndexes(combineLoadedIndexes(first!, operations!), 'createFolder')[0]?.path, '/docs/graphql/mutations/create-folder');
  assert.equal(searchIndexes(combineLoadedIndexes(first!, operations!), 'DateTime')[0]?.path, undefined);
  assert.equal(searchIndexes(combineLoadedIndexes(first!, operations!, types!), 'DateTime')[0]?.path, '/docs/graphql/scalars/date-time');
});

test('each part has every term of the whole index, with its number, and the postings and weights of its own sections', () => {
  const parts = buildSearchIndexParts(SITE);
  const ordered = [...SITE].sort((a, b) => searchPartOf(a.sectionRoute) - searchPartOf(b.sectionRoute));
  const whole = buildSearchIndex(ordered).file.index;
  const counts = SEARCH_PARTS.map((_, place) => SITE.filter((item) => searchPartOf(item.sectionRoute) === place).length);
  assert.deepEqual(
    parts.map(({file}) => [file.firstId ?? 0, file.documents.length]),
    [
      [0, counts[0]],
      [counts[0], counts[1]],
      [counts[0]! + counts[1]!, counts[2]],
    ],
  );
  assert.ok(counts.every((count) => count > 1));
  for (const [place, {file, excerpts}] of parts.entries()) {
    const own = (ref: string) => searchPartOf(ordered[Number(ref)]!.sectionRoute) === place;
    assert.deepEqual(
      file.index.invertedIndex.map(([term, posting]) => [term, posting['_index']]),
      whole.invertedIndex.map(([term, posting]) => [term, posting['_index']]),
    );
    for (const [, posting] of file.index.invertedIndex) {
      for (const field of file.index.fields) {
        for (const ref of Object.keys(posting[field] as object)) assert.ok(own(ref), `${field} ${ref}`);
      }
    }
    assert.deepEqual(
      file.index.fieldVectors,
      whole.fieldVectors.filter(([fieldRef]) => own(fieldRef.split('/')[1]!)),
    );
    assert.ok(Object.keys(excerpts).length > 0);
    for (const id of Object.keys(excerpts)) assert.ok(own(id), id);
    file.documents.forEach((document, place) =>
      assert.equal(document.sectionRoute, ordered[(file.firstId ?? 0) + place]!.sectionRoute),
    );
  }
});

test('a part with no sections is an empty index that answers nothing', () => {
  const guidesAndTypes = SITE.filter((item) => searchPartOf(item.sectionRoute) !== 1);
  const parts = buildSearchIndexParts(guidesAndTypes);
  assert.equal(parts.length, SEARCH_PARTS.length);
  assert.deepEqual(parts[1]!.file.documents, []);
  assert.deepEqual(parts[1]!.excerpts, {});
  assert.equal(parts[2]!.file.firstId, parts[0]!.file.documents.length);
  const [, operations] = loadParts(parts);
  assert.deepEqual(searchIndexes(operations!, 'folder'), []);
});

test('splitting refuses documents out of part order, parts out of range or a count that does not match', () => {
  const whole = buildSearchIndex(SITE.slice(0, 3));
  assert.throws(() => splitSearchIndex(whole, [0, 1], 2), {
    message: 'splitSearchIndex: 2 parts given for 3 documents',
  });
  assert.throws(() => splitSearchIndex(whole, [0, 1, 0], 2), {
    message: 'splitSearchIndex: document 2 is in part 0, out of order or out of 0–1',
  });
  assert.throws(() => splitSearchIndex(whole, [0, 0, 2], 2), {
    message: 'splitSearchIndex: document 2 is in part 2, out of order or out of 0–1',
  });
  assert.throws(() => splitSearchIndex(whole, [-1, 0, 0], 2), {message: /document 0 is in part -1/});
  assert.equal(splitSearchIndex(whole, [0, 0, 1], 2)[1]!.file.firstId, 2);
  assert.equal(splitSearchIndex(whole, [0, 0, 1], 2)[0]!.file.firstId, undefined);
});

test('a build directory with both parts and their excerpts is read as the whole index', () => {
  const parts = buildSearchIndexParts(SITE);
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-search-parts-'));
  try {
    for (const [place, {file, excerpts}] of parts.entries()) {
      writeFileSync(path.join(dir, SEARCH_PARTS[place]!.index), JSON.stringify(file));
      writeFileSync(path.join(dir, SEARCH_PARTS[place]!.excerpts), JSON.stringify(excerpts));
    }
    const loaded = loadBuiltSearchIndexes(dir);
    const expected = combineLoadedIndexes(...loadParts(parts));
    for (const query of QUERIES) {
      assert.deepEqual(
        searchIndexes(loaded, query).map(({path: route, score, excerpt}) => [route, score, excerpt]),
        searchIndexes(expected, query).map(({path: route, score, excerpt}) => [route, score, excerpt]),
        query,
      );
    }
    const [type] = searchIndexes(loaded, 'DateTime');
    assert.equal(type?.excerpt, 'An ISO 8601 date and time, such as a creation date.');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
