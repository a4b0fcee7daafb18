/**
 * src/search, the site's search, over small lunr indexes built the way the search plugin builds them; and the pieces
 * of index shaping and of the search box that are pure functions.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {excerptOf} from '../../src/search/excerpt';
import {cleanTitle, highlightsIn, kindOf} from '../../src/search/present';
import {editDistance, tokenize, wordForm, WORD_SEPARATOR} from '../../src/search/tokens';
import {isSearchShortcut} from '../../src/components/SiteSearch/shortcuts';
import {schemaNames, stopWordFilterKeeping, underscoreParts} from '../../src/plugins/search-index-shaping';
import {withIndexedDocumentsOnly} from '../../src/plugins/search-local';

interface Section {
  route: string;
  page: string;
  section?: string;
  content: string;
  type?: string;
}

type Lunr = ((config: (this: LunrBuilder) => void) => {toJSON(): unknown}) & {
  tokenizer: {separator: RegExp};
  stemmer: unknown;
  stopWordFilter: (token: unknown) => unknown;
  Pipeline: {registerFunction(fn: unknown, label: string): void};
};
interface LunrBuilder {
  ref(name: string): void;
  field(name: string): void;
  add(doc: Record<string, string>): void;
  pipeline: {remove(fn: unknown): void; before(existing: unknown, fn: unknown): void};
  searchPipeline: {remove(fn: unknown): void};
}

// The lunr copy the search plugin builds its indexes with, configured as the site configures it.
const lunr = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'))('../lunr.js') as Lunr;
lunr.tokenizer.separator = WORD_SEPARATOR;

let nextId = 1;
function indexFile(sections: Section[], keep: ReadonlySet<string> = new Set()) {
  const stopWordFilter = stopWordFilterKeeping(lunr.stopWordFilter as never, keep);
  lunr.Pipeline.registerFunction(stopWordFilter, `testStopWordFilter${nextId}`);
  const documents = sections.map((section) => ({
    id: nextId++,
    pageTitle: section.page,
    sectionTitle: section.section ?? section.page,
    sectionRoute: section.route,
    type: section.type ?? (section.route.startsWith('/blog/') ? 'blog' : 'docs'),
  }));
  const index = lunr(function () {
    this.pipeline.remove(lunr.stemmer);
    this.searchPipeline.remove(lunr.stemmer);
    this.pipeline.before(lunr.stopWordFilter, stopWordFilter);
    this.pipeline.remove(lunr.stopWordFilter);
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    sections.forEach((section, i) =>
      this.add({id: String(documents[i]!.id), title: documents[i]!.sectionTitle, content: section.content, tags: ''}),
    );
  });
  return JSON.parse(JSON.stringify({documents, index})) as unknown;
}

const filler = (n: number) =>
  Array.from({length: n}, (_, i) => ({
    route: `/docs/graphql/objects/thing-${i}`,
    page: `Thing${i}`,
    content: `A folder thing number ${i}, returned in a folder listing with its folder id.`,
  }));

const docs = indexFile(
  [
    ...filler(30),
    {
      route: '/docs/guides/folders/folder-permissions',
      page: 'Folder permissions',
      content: 'Grant a group access to a folder: each permission is a level.',
    },
    {route: '/docs/graphql/queries/me', page: 'me', content: 'The user the API key belongs to.'},
    {route: '/docs/graphql/mutations/create-folder', page: 'createFolder', content: 'Creates a folder.'},
    {route: '/docs/graphql/mutations/create-folder-export', page: 'createFolderExport', content: 'Exports a folder.'},
    {
      route: '/docs/guides/folders/archive-and-bin#move-a-folder-to-the-bin',
      page: 'Archive and bin',
      section: 'Move a folder to the bin',
      content: 'Moving a folder to the bin hides it; it can be restored from the bin for 30 days.',
    },
    {
      route: '/docs/graphql/enums/user-error-code',
      page: 'UserErrorCode',
      content: 'enum UserErrorCode { NAME_TAKEN CIRCULAR_MOVE }',
    },
    {route: '/docs/category/folders', page: '', section: '📄️ Folder permissions', content: 'Grant folder permissions.'},
  ],
  new Set(['me']),
);
const blog = indexFile([
  {
    route: '/blog/sunsetting-the-v1-endpoint#replace',
    page: 'Sunsetting the v1 endpoint',
    section: 'Replace the deprecated schema items',
    content: 'Replace folder permissions in the old folder API.',
  },
  {route: '/blog/migrating', page: 'Migrating', content: 'New infrastructure for the API.'},
]);
const loaded = loadSearchIndexes(
  [
    {name: 'search-index-docs.json', json: docs},
    {name: 'search-index-blog.json', json: blog},
  ],
  {'31': 'Grant a group access to a folder: each permission is a level.'},
);
const paths = (query: string) => searchIndexes(loaded, query).map((result) => result.path);

test('scores are comparable across indexes: the small blog index does not win on the same words', () => {
  // lunr's own scores, per index, put the blog section first: the premise of issue 23.
  const lunrScore = (file: unknown, query: string) =>
    (
      createRequire(require.resolve('@cmfcmf/docusaurus-search-local'))('../lunr.js') as {
        Index: {load(json: unknown): {search(q: string): {score: number}[]}};
      }
    ).Index.load((file as {index: unknown}).index).search(query)[0]!.score;
  assert.ok(lunrScore(blog, 'folder') > lunrScore(docs, 'folder'), 'lunr scores the blog section higher');
  assert.equal(paths('folder permissions')[0], '/docs/guides/folders/folder-permissions');
  assert.notEqual(paths('folder')[0]?.startsWith('/blog/'), true);
});

test('API names that are English stop words are found exactly', () => {
  assert.equal(paths('me')[0], '/docs/graphql/queries/me');
});

test('identifiers are exact; prefixes prefer the shorter completion', () => {
  assert.equal(paths('createFolder')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(paths('CREATEFOLDER')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(paths('createFol')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(paths('createFolderExport')[0], '/docs/graphql/mutations/create-folder-export');
});

test('prose matches its word forms, synonyms and typos', () => {
  assert.equal(paths('moving folders')[0], '/docs/guides/folders/archive-and-bin#move-a-folder-to-the-bin');
  assert.equal(paths('permissions')[0], '/docs/guides/folders/folder-permissions');
  assert.equal(paths('delete a folder')[0], '/docs/guides/folders/archive-and-bin#move-a-folder-to-the-bin');
  assert.equal(paths('permisions')[0], '/docs/guides/folders/folder-permissions');
});

test('listing pages (category cards) are not results, and results say what and where they are', () => {
  assert.ok(!paths('folder permissions').includes('/docs/category/folders'));
  const [guide] = searchIndexes(loaded, 'folder permissions');
  assert.equal(guide!.kind, 'Guide');
  assert.equal(guide!.title, 'Folder permissions');
  assert.equal(guide!.section, '');
  const [bin] = searchIndexes(loaded, 'bin');
  assert.equal(bin!.title, 'Archive and bin');
  assert.equal(bin!.section, 'Move a folder to the bin');
  const marked = guide!.highlights.map(([start, end]) => guide!.excerpt.slice(start, end).toLowerCase());
  assert.ok(marked.includes('folder'));
  assert.ok(marked.includes('permission'), 'the singular in the excerpt is marked for "permissions"');
  assert.equal(searchIndexes(loaded, 'me')[0]!.kind, 'Query');
});

test('at most `limit` results; hostile input gives results or none, never an exception', () => {
  assert.equal(searchIndexes(loaded, 'folder', {limit: 3}).length, 3);
  assert.ok(searchIndexes(loaded, 'folder').length <= 8);
  for (const input of [
    '',
    '*',
    ':^~*+-',
    '"unterminated',
    '<script>alert(1)</script>',
    '📁📄🔥',
    'a'.repeat(5000),
    '\\',
    'title:folder',
  ]) {
    assert.ok(Array.isArray(searchIndexes(loaded, input)), input);
  }
});

test('a file that is not a search index is reported with its name', () => {
  assert.throws(
    () => loadSearchIndexes([{name: 'build/search-index-x.json', json: {documents: []}}]),
    /build\/search-index-x\.json/,
  );
});

test('words: tokens keep underscores, word forms pair plurals and -ing forms, edit distance counts transpositions', () => {
  assert.deepEqual(tokenize('createFolder(input: {name: "A"}) NAME_TAKEN'), [
    'createfolder',
    'input',
    'name',
    'a',
    'name_taken',
  ]);
  assert.equal(wordForm('permissions'), wordForm('permission'));
  assert.equal(wordForm('moving'), wordForm('move'));
  assert.equal(wordForm('copies'), wordForm('copy'));
  assert.notEqual(wordForm('folder'), wordForm('fold'));
  assert.equal(editDistance('uplaod', 'upload', 2), 1);
  assert.equal(editDistance('pagnation', 'pagination', 2), 1);
  assert.equal(editDistance('folder', 'document', 2), 3);
});

test('index shaping: schema names stay indexed, words with underscores add their parts', () => {
  const keep = schemaNames(
    'type Query { me: User! folders(first: Int, after: String): [String] } type User { id: ID! }',
  );
  assert.ok(keep.has('me') && keep.has('first') && keep.has('after') && keep.has('id'));
  const filter = stopWordFilterKeeping(lunr.stopWordFilter as never, keep);
  const token = (text: string) => ({toString: () => text, clone: (fn: (t: string) => string) => token(fn(text))});
  assert.equal(filter(token('me'))?.toString(), 'me');
  assert.equal(filter(token('the')), undefined);
  const parts = underscoreParts(token('name_taken'));
  assert.deepEqual((Array.isArray(parts) ? parts : [parts]).map(String), ['name_taken', 'name', 'taken']);
  assert.equal(String(underscoreParts(token('folder'))), 'folder');
});

test('the index files list only the documents their index has', () => {
  const file = {
    documents: [{id: 1}, {id: 2}, {id: 3}],
    index: {
      fieldVectors: [
        ['title/1', []],
        ['content/1', []],
        ['content/3', []],
      ] as [string, unknown[]][],
    },
  };
  assert.deepEqual(withIndexedDocumentsOnly(file).documents, [{id: 1}, {id: 3}]);
});

test('titles lose icon glyphs; kinds come from the route; excerpts end at a word', () => {
  assert.equal(cleanTitle('📄️Geolocation'), 'Geolocation');
  assert.equal(cleanTitle('🗃 Updating folders'), 'Updating folders');
  assert.equal(kindOf('/docs/graphql/queries/me', 'docs'), 'Query');
  assert.equal(kindOf('/docs/graphql/enums/user-error-code#x', 'docs'), 'Enum');
  assert.equal(kindOf('/docs/graphql', 'docs'), 'Guide');
  assert.equal(kindOf('/blog/x', 'blog'), 'Blog');
  const excerpt = excerptOf('word '.repeat(100));
  assert.ok(excerpt.length <= 161 && excerpt.endsWith('word…'), excerpt);
  assert.deepEqual(highlightsIn('Create a folder, then folders.', new Set(['folder'])), [[9, 15]]);
});

test('Ctrl+K, ⌘K and / open the search, except while typing in a field or an editor', () => {
  const page = {closest: () => null};
  const field = {closest: () => ({}) as Element};
  const key = (
    k: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
    target: object = page,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...modifiers,
    target: target as EventTarget,
  });
  assert.ok(isSearchShortcut(key('k', {ctrlKey: true})));
  assert.ok(isSearchShortcut(key('K', {metaKey: true})));
  assert.ok(isSearchShortcut(key('/')));
  assert.ok(!isSearchShortcut(key('k')));
  assert.ok(!isSearchShortcut(key('/', {}, field)));
  assert.ok(!isSearchShortcut(key('k', {ctrlKey: true}, field)));
  assert.ok(!isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true})));
});

test('one page shows at most three of its sections, leaving room for the other pages that answer', () => {
  const sections = Array.from({length: 6}, (_, i) => ({
    route: `/docs/guides/folders/folder-permissions#part-${i}`,
    page: 'Folder permissions',
    section: `Part ${i}`,
    content: 'Folder permissions for a group.',
  }));
  const crowded = loadSearchIndexes([
    {
      name: 'crowded.json',
      json: indexFile([
        ...sections,
        {
          route: '/docs/graphql/mutations/add-permissions-to-folder',
          page: 'addPermissionsToFolder',
          content: 'Adds folder permissions.',
        },
      ]),
    },
  ]);
  const results = searchIndexes(crowded, 'folder permissions').map((result) => result.path);
  assert.equal(results.filter((path) => path.startsWith('/docs/guides/')).length, 3);
  assert.ok(results.includes('/docs/graphql/mutations/add-permissions-to-folder'));
});
