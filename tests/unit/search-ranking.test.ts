/**
 * src/search, the site's search: the index builder (src/search/build.ts) over small sets of sections, the ranking
 * and each of its constants, the words, and the pure parts of the search box.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {
  buildSearchIndex,
  FIELD_BOOSTS,
  LENGTH_NORMALIZATION,
  stopWordFilterKeeping,
  tokenizeForIndex,
} from '../../src/search/build';
import {excerptOf} from '../../src/search/excerpt';
import {routeType} from '../../src/search/files';
import {cleanTitle, highlightsIn, isDeprecated, kindOf} from '../../src/search/present';
import {
  editDistance,
  MAX_SPELLING_LENGTH,
  spellingCorrections,
  MIN_PREFIX_LENGTH,
  MIN_TYPO_LENGTH,
  PREFIX_WEIGHT,
  RANKING_WEIGHTS,
  SYNONYM_WEIGHT,
  TITLE_IS_QUERY,
  TITLE_NEAR_QUERY,
  TITLE_WORDS_WEIGHT,
  DEPRECATED_WEIGHT,
  IDENTIFIER_PARTS_WEIGHT,
  TWO_TYPOS_LENGTH,
  TYPO_WEIGHT,
  titleFactor,
  titleKey,
  titlePrecision,
  queryWords,
  type RankingWeights,
} from '../../src/search/rank';
import {rawWords, stem, termsOfWord, tokenize, wordParts} from '../../src/search/tokens';
import {SYNONYMS} from '../../src/search/synonyms';
import {isSearchShortcut} from '../../src/components/SiteSearch/shortcuts';
import {mainElementHtml, pageSections} from '../../src/plugins/search-index/sections';
import {ERRORS_TABLE_CLASS} from '../../src/config/reference';
import {pageTypeOf, schemaNames} from '../../src/plugins/search-index/searchFiles';

interface Section {
  route: string;
  page: string;
  section?: string;
  content: string;
  parents?: string[];
  status?: 'upcoming' | 'deprecated';
}

function indexFile(sections: Section[], options: Parameters<typeof buildSearchIndex>[1] = {}) {
  return buildSearchIndex(
    sections.map((section) => ({
      pageTitle: section.page,
      sectionTitle: section.section ?? section.page,
      sectionRoute: section.route,
      type: section.route.startsWith('/blog/') ? ('blog' as const) : ('docs' as const),
      content: section.content,
      tags: [],
      parents: section.parents ?? [],
      ...(section.status && {status: section.status}),
    })),
    options,
  );
}

function searcher(sections: Section[], options: Parameters<typeof buildSearchIndex>[1] = {}) {
  const {file, excerpts} = indexFile(sections, options);
  const loaded = loadSearchIndexes(
    [{name: 'search-index-default.json', json: JSON.parse(JSON.stringify(file))}],
    excerpts,
  );
  return {
    loaded,
    paths: (query: string, weights: Partial<RankingWeights> = {}) =>
      searchIndexes(loaded, query, {weights: {...RANKING_WEIGHTS, ...weights}}).map((result) => result.path),
  };
}

const filler = (n: number) =>
  Array.from({length: n}, (_, i) => ({
    route: `/docs/graphql/objects/thing-${i}`,
    page: `Thing${i}`,
    content: `A thing number ${i}, returned in a listing with its id.`,
  }));

const site = searcher(
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
      route: '/docs/guides/folders/creating-folder#create-a-folder',
      page: 'Creating a folder',
      section: 'Create a folder',
      content: 'Call createFolder with a name to create a folder in a section.',
    },
    {
      route: '/docs/graphql/enums/user-error-code',
      page: 'UserErrorCode',
      content: 'enum UserErrorCode { NAME_TAKEN CIRCULAR_MOVE }',
    },
    {
      route: '/blog/sunsetting-the-v1-endpoint#replace',
      page: 'Sunsetting the v1 endpoint',
      section: 'Replace the deprecated schema items',
      content: 'Replace folder permissions in the old folder API.',
    },
  ],
  {keepWords: new Set(['me'])},
);
const {paths} = site;

test('words: identifiers are terms whole and as their words, in any case and joined any way', () => {
  assert.deepEqual(rawWords('createFolder(input: {name: "A"}) NAME_TAKEN create-folder folder\'s'), [
    'createFolder',
    'input',
    'name',
    'A',
    'NAME_TAKEN',
    'create-folder',
    'folder',
  ]);
  assert.deepEqual(wordParts('createFolderInput'), ['create', 'folder', 'input']);
  assert.deepEqual(wordParts('HTTPStatus'), ['http', 'status']);
  assert.deepEqual(termsOfWord('NAME_TAKEN'), ['name_taken', 'name', 'taken']);
  assert.deepEqual(termsOfWord('create-folder'), ['create-folder', 'create', 'folder']);
  assert.deepEqual(termsOfWord('folder'), ['folder']);
  assert.deepEqual(tokenize('  PageInfo  '), ['pageinfo']);
  assert.equal(stem('permissions'), stem('permission'));
  assert.equal(stem('moving'), stem('move'));
  assert.deepEqual(
    tokenizeForIndex('createFolder').map(String),
    ['createfolder', 'create', 'folder'],
    'the index tokenizer gives lunr the whole and the words',
  );
  assert.equal(editDistance('uplaod', 'upload', 2), 1, 'a transposition is one edit, as in lunr');
  assert.equal(editDistance('folder', 'document', 2), 3);
  assert.equal(titleKey('createFolder'), titleKey('create folder'));
  assert.equal(titleKey('create-folder'), titleKey('CREATEFOLDER'));
  assert.notEqual(titleKey('Create a folder'), titleKey('create folder'));
});

test('identifiers are found whole, as words, in any case, and by prefix', () => {
  assert.equal(paths('createFolder')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(paths('CREATEFOLDER')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(paths('create folder')[0], '/docs/graphql/mutations/create-folder', 'the name typed as words');
  assert.equal(paths('create-folder')[0], '/docs/graphql/mutations/create-folder');
  assert.ok(paths('createFol').slice(0, 3).includes('/docs/graphql/mutations/create-folder'), 'a name being typed');
  assert.equal(paths('createFolderExport')[0], '/docs/graphql/mutations/create-folder-export');
  assert.equal(
    paths('Create a folder')[0],
    '/docs/guides/folders/creating-folder#create-a-folder',
    'a title as written',
  );
  assert.equal(paths('name taken')[0], '/docs/graphql/enums/user-error-code');
  assert.equal(paths('name_taken')[0], '/docs/graphql/enums/user-error-code');
});

test('API names that are English stop words are found exactly; other stop words are dropped', () => {
  assert.equal(paths('me')[0], '/docs/graphql/queries/me');
  assert.deepEqual(paths('the'), []);
  assert.equal(paths('how do I grant permissions')[0], '/docs/guides/folders/folder-permissions');
});

test('prose matches plural and singular, synonyms and typos', () => {
  assert.equal(paths('moving folders')[0], '/docs/guides/folders/archive-and-bin#move-a-folder-to-the-bin');
  assert.equal(paths('permissions')[0], '/docs/guides/folders/folder-permissions');
  assert.equal(paths('permisions')[0], '/docs/guides/folders/folder-permissions');
  assert.equal(paths('trash')[0], '/docs/guides/folders/archive-and-bin#move-a-folder-to-the-bin');
});

test('one corpus: a blog section does not outrank the guide on the same words', () => {
  assert.equal(paths('folder permissions')[0], '/docs/guides/folders/folder-permissions');
  assert.ok(paths('folder permissions').includes('/blog/sunsetting-the-v1-endpoint#replace'));
});

test('every synonym works: its key typed alone finds a section that says only the alternative', () => {
  for (const [key, alternatives] of Object.entries(SYNONYMS)) {
    for (const alternative of alternatives) {
      // As on the site, where `me` is a schema name the index keeps although it is a stop word.
      const {paths: rank} = searcher(
        [...filler(10), {route: '/docs/alternative', page: 'Other', content: `This section is about ${alternative}.`}],
        {keepWords: new Set(['me'])},
      );
      assert.ok(rank(key).includes('/docs/alternative'), `"${key}" finds the section on "${alternative}"`);
    }
  }
});

test('PREFIX_WEIGHT, TYPO_WEIGHT, SYNONYM_WEIGHT: a completion, a correction or a synonym counts less than the word', () => {
  for (const weight of [PREFIX_WEIGHT, TYPO_WEIGHT, SYNONYM_WEIGHT]) assert.ok(weight > 0 && weight < 1);
  // In one query, the section with the word typed beats the one reached through the weaker match.
  const {paths: rank} = searcher([
    ...filler(10),
    {route: '/docs/a', page: 'Bin', content: 'The bin keeps removed folders.'},
    {route: '/docs/b', page: 'Delete', content: 'Delete a folder for good.'},
    {route: '/docs/c', page: 'Permissions', content: 'Permissions of a folder.'},
    {route: '/docs/d', page: 'Permissionsets', content: 'Permission sets of a folder.'},
  ]);
  assert.equal(rank('delete')[0], '/docs/b', 'the word itself before its synonym (bin)');
  assert.ok(rank('delete').includes('/docs/a'), 'the synonym is found');
  assert.ok(rank('permisions').includes('/docs/c'), 'a typo is corrected');
  assert.equal(MIN_PREFIX_LENGTH, 3);
  assert.deepEqual(rank('pe'), [], 'two letters are not a prefix');
  assert.ok(MIN_TYPO_LENGTH < TWO_TYPOS_LENGTH);
});

test('a misspelt word is corrected before stemming, where its own stem is too far from the word meant', () => {
  const {paths: rank} = searcher([
    ...filler(10),
    {route: '/docs/p', page: 'Pagination', content: 'Page through a connection with first and after.'},
    {route: '/docs/g', page: 'Geolocation', content: 'Folders may carry a geolocation.'},
  ]);
  // The stems of these misspellings (`pagnat`, `geolocaton`) are more than one edit from `pagin` and `geoloc`.
  assert.equal(rank('pagnation')[0], '/docs/p');
  assert.equal(rank('paginaton')[0], '/docs/p');
  assert.equal(rank('geolocaton')[0], '/docs/g');
  const vocabulary = new Set([stem('pagination'), stem('geolocation')]);
  assert.deepEqual(spellingCorrections('Pagnation', vocabulary), [stem('pagination')]);
  assert.deepEqual(spellingCorrections('pagination'.repeat(3), vocabulary), [], 'longer words: stems only');
  assert.ok('pagination'.repeat(3).length > MAX_SPELLING_LENGTH);
  assert.deepEqual(spellingCorrections('pag3nation', vocabulary), [], 'only words of letters');
});

test('TITLE_IS_QUERY: the section whose title is the query wins over one that only mentions its words', () => {
  const {paths: rank} = searcher([
    ...filler(10),
    {route: '/docs/graphql/queries/folder-by-name', page: 'folderByName', content: 'A folder, found by its name.'},
    {
      route: '/docs/guides/folders/getting-folders#get-one-folder',
      page: 'Getting folders',
      section: 'Folder names',
      content: 'Get a folder by name: folder names are unique, so a folder name finds one folder by name.',
    },
  ]);
  assert.equal(rank('folder by name')[0], '/docs/graphql/queries/folder-by-name');
  assert.equal(rank('folder by name', {titleIsQuery: 1})[0], '/docs/guides/folders/getting-folders#get-one-folder');
  assert.ok(TITLE_IS_QUERY > 1);
});

test('TITLE_NEAR_QUERY: a title that is nearly the query (word forms, small words, a name being typed or misspelt)', () => {
  const guide = (route: string, section: string, content = 'Documents: how to move and list them.') => ({
    route,
    page: 'Guide',
    section,
    content,
  });
  const {paths: rank} = searcher([
    ...filler(10),
    guide('/docs/a#move-a-document', 'Move a document'),
    guide('/docs/a#other', 'Documents and moves', 'Documents: how to move documents, how moves of documents work.'),
    {route: '/docs/graphql/objects/folder-connection', page: 'FolderConnection', content: 'A page of folders.'},
    {route: '/docs/graphql/objects/folder', page: 'Folder', content: 'A folder: its connection to documents.'},
    {
      route: '/docs/graphql/queries/user-notifications',
      page: 'userNotifications',
      content: 'A user notification list.',
    },
    {route: '/docs/graphql/objects/notice', page: 'Notice', content: 'A user notification, unread or read.'},
  ]);
  const near = ['moving documents', 'FolderConn', 'userNotifcations'];
  const expected = [
    '/docs/a#move-a-document',
    '/docs/graphql/objects/folder-connection',
    '/docs/graphql/queries/user-notifications',
  ];
  near.forEach((query, i) => assert.equal(rank(query)[0], expected[i], query));
  assert.notEqual(
    rank('moving documents', {titleNearQuery: 1})[0],
    '/docs/a#move-a-document',
    'without it, content decides',
  );
  assert.ok(TITLE_NEAR_QUERY > 1 && TITLE_NEAR_QUERY < TITLE_IS_QUERY, 'less than the query itself');
});

test('TITLE_BEGINS_WITH_QUERY: a heading that goes on from the query names it, from two words of the query', () => {
  const {paths: rank} = searcher([
    ...filler(10),
    {
      route: '/docs/graphql/mutations/replace-file-via-upload',
      page: 'replaceFileViaUpload',
      content:
        'Replaces the file of a document with an upload: the file is uploaded in parts, then the upload replaces the file.',
    },
    {
      route: '/docs/guides/documents/create-documents#upload-a-file-directly',
      page: 'Create documents',
      section: 'Upload a file directly',
      content: 'Send the file in a multipart request.',
    },
    {
      route: '/docs/guides/a#folder-permissions',
      page: 'Guide',
      section: 'Folder permissions',
      content: 'A folder permission says who may read a folder, folder by folder.',
    },
    {route: '/docs/guides/a#folders', page: 'Guide', section: 'Folders', content: 'Where documents live.'},
  ]);
  assert.equal(rank('upload a file')[0], '/docs/guides/documents/create-documents#upload-a-file-directly');
  assert.equal(rank('upload a file', {titleNearQuery: 1})[0], '/docs/graphql/mutations/replace-file-via-upload');
  assert.equal(rank('folder')[0], '/docs/guides/a#folders', 'one word begins too many headings');
});

/** A section of a test index, in one line. */
const at = (route: string, page: string, content: string, more: Partial<Section> = {}): Section => ({
  route,
  page,
  content,
  ...more,
});

test('TITLE_WORDS_WEIGHT: the title with fewer words besides the query is the closer name', () => {
  const removed = 'The dashboard widget removed from the dashboard, and the dashboard after it.';
  const {paths: rank} = searcher([
    ...filler(10),
    at(
      '/docs/graphql/objects/remove-dashboard-widget-payload',
      'removeDashboardWidgetPayload',
      `${removed} ${removed} ${removed}`,
    ),
    at(
      '/docs/graphql/objects/dashboard-widget',
      'DashboardWidget',
      'A widget on a dashboard: its type, its place and its settings.',
    ),
  ]);
  assert.equal(rank('dashboard')[0], '/docs/graphql/objects/dashboard-widget');
  // A payload also ranks below the type it is not named by (CONTRACT_PART_WEIGHT): that weight is left out here.
  assert.equal(
    rank('dashboard', {titleWords: 0, contractPart: 1})[0],
    '/docs/graphql/objects/remove-dashboard-widget-payload',
  );
  assert.ok(TITLE_WORDS_WEIGHT > 0 && TITLE_WORDS_WEIGHT < 1, 'less than a title that is the query');
});

test('DEPRECATED_WEIGHT: a deprecated item ranks below the item that replaces it', () => {
  const content = 'Signed URLs for the parts of an upload transaction.';
  const {paths: rank} = searcher([
    ...filler(10),
    {
      route: '/docs/graphql/mutations/get-signed-urls',
      page: 'getSignedUrls',
      content: `${content} ${content}`,
      status: 'deprecated',
    },
    {route: '/docs/graphql/mutations/get-signed-url', page: 'getSignedUrl', content},
  ]);
  assert.equal(rank('signed urls parts')[0], '/docs/graphql/mutations/get-signed-url');
  assert.equal(rank('signed urls parts', {deprecated: 1})[0], '/docs/graphql/mutations/get-signed-urls');
  assert.ok(DEPRECATED_WEIGHT > 0 && DEPRECATED_WEIGHT < 1);
  assert.ok(isDeprecated({status: 'deprecated'}));
  assert.ok(!isDeprecated({status: 'upcoming'}) && !isDeprecated({}));
  assert.equal(kindOf('/docs/graphql/mutations/get-signed-urls', 'docs'), 'Mutation', 'still a mutation');
});

test('IDENTIFIER_PARTS_WEIGHT: an identifier the docs have whole is not answered as well by its words', () => {
  const {paths: rank} = searcher([
    ...filler(10),
    at(
      '/docs/graphql/objects/upload-transaction',
      'UploadTransaction',
      'An upload transaction: its parts, its status, and when it expired or completed. Upload transaction.',
    ),
    at('/docs/errors#codes', 'Errors', 'UPLOAD_TRANSACTION_EXPIRED: start a new one.', {section: 'Codes'}),
  ]);
  assert.equal(rank('UPLOAD_TRANSACTION_EXPIRED')[0], '/docs/errors#codes');
  assert.equal(rank('UPLOAD_TRANSACTION_EXPIRED', {identifierParts: 1})[0], '/docs/graphql/objects/upload-transaction');
  assert.ok(IDENTIFIER_PARTS_WEIGHT > 0 && IDENTIFIER_PARTS_WEIGHT < 1);
});

test('FIELD_BOOSTS: in the index weights, a word of a title counts five times the same word of the content', () => {
  // lunr applies a field's boost when it indexes; a boost given with a query term is divided out per field.
  // Each section's title and content the same words, so that the fields differ by their boosts alone.
  const same = (route: string, text: string): Section => ({route, page: text, content: text});
  const others = Array.from({length: 10}, (_, i) => same(`/docs/other-${i}`, `Other settings ${i}`));
  const {file} = indexFile([same('/docs/presets', 'Presets'), ...others]);
  const weight = (field: string) => new Map(file.index.fieldVectors).get(`${field}/0`)![1]!;
  // Weights are stored with one decimal.
  assert.ok(Math.abs(weight('title') / weight('content') - FIELD_BOOSTS.title / FIELD_BOOSTS.content) < 0.1);
  const {paths: rank} = searcher([
    ...filler(10),
    at('/docs/presets', 'Presets', 'Stored settings that a new folder starts from.'),
    at('/docs/folders', 'Folders', 'Presets set up a folder; presets can be changed later on.'),
  ]);
  assert.equal(rank('presets')[0], '/docs/presets');
});

test('parent categories: a section is found by the page and the categories it sits in', () => {
  const {paths: rank} = searcher([
    ...filler(10),
    at('/docs/limits#page-sizes', 'Limits', 'Allowed values 1 to 100.', {section: 'Page sizes', parents: ['Limits']}),
    at('/docs/guides/paging#sizes', 'Paging', 'How big each is.', {section: 'Sizes of pages', parents: ['Paging']}),
  ]);
  assert.equal(rank('limits page sizes')[0], '/docs/limits#page-sizes');
});

test('LENGTH_NORMALIZATION: a short section does not win by being short', () => {
  const sections = [
    ...filler(20),
    {
      route: '/docs/guides/jobs#background',
      page: 'Jobs',
      section: 'Background work',
      content: 'A job that runs on its own.',
    },
    {
      route: '/docs/guides/documents/create-documents#export',
      page: 'Create documents',
      section: 'Start an export',
      content:
        'Start an export job for a folder, wait until the job has finished, then store the export as a document. ' +
        'The job keeps its result for seven days; poll it or subscribe to its updates until then.',
    },
  ];
  const query = 'job';
  assert.equal(searcher(sections, {lengthNormalization: 1}).paths(query)[0], '/docs/guides/jobs#background');
  assert.equal(
    searcher(sections, {lengthNormalization: 0}).paths(query)[0],
    '/docs/guides/documents/create-documents#export',
  );
  assert.ok(LENGTH_NORMALIZATION > 0 && LENGTH_NORMALIZATION < 0.75, "between none and lunr's default");
});

test('results say what and where they are, with the matched words marked in the excerpt', () => {
  const [guide] = searchIndexes(site.loaded, 'folder permissions');
  assert.equal(guide!.kind, 'Guide');
  assert.equal(guide!.title, 'Folder permissions');
  assert.equal(guide!.section, '');
  const marked = guide!.highlights.map(([start, end]) => guide!.excerpt.slice(start, end).toLowerCase());
  assert.ok(marked.includes('folder'));
  assert.ok(marked.includes('permission'), 'the singular in the excerpt is marked for "permissions"');
  assert.deepEqual(guide!.terms, ['folder', 'permissions']);
  const [bin] = searchIndexes(site.loaded, 'bin');
  assert.equal(bin!.title, 'Archive and bin');
  assert.equal(bin!.section, 'Move a folder to the bin');
  assert.equal(searchIndexes(site.loaded, 'me')[0]!.kind, 'Query');
});

test('at most `limit` results; hostile input gives results or none, never an exception', () => {
  assert.equal(searchIndexes(site.loaded, 'folder', {limit: 3}).length, 3);
  assert.ok(searchIndexes(site.loaded, 'folder').length <= 8);
  for (const input of [
    '',
    '*',
    ':^~*+-',
    '"unterminated',
    '<script>alert(1)</script>',
    '📁📄🔥',
    'a'.repeat(5000),
    'folder '.repeat(1000),
    '\\',
    'title:folder',
    'folder~2^10',
    '__proto__ constructor',
  ]) {
    assert.ok(Array.isArray(searchIndexes(site.loaded, input)), input);
  }
});

test('a file that is not a search index is reported with its name', () => {
  assert.throws(
    () => loadSearchIndexes([{name: 'build/search-index-x.json', json: {documents: []}}]),
    /build\/search-index-x\.json/,
  );
});

test('the index: schema names stay indexed, documents in the spec format, weights rounded', () => {
  const keep = schemaNames(
    'type Query { me: User! folders(first: Int, after: String): [String] } type User { id: ID! }',
  );
  assert.ok(keep.has('me') && keep.has('first') && keep.has('after') && keep.has('id'));
  const filter = stopWordFilterKeeping(keep);
  const token = (text: string) => ({toString: () => text}) as never;
  assert.equal(String(filter(token('me'), 0, [])), 'me');
  assert.equal(filter(token('the'), 0, []), null);
  const {file, excerpts} = indexFile([{route: '/docs/a', page: 'A', content: 'Folder words here.'}]);
  assert.deepEqual(file.documents[0], {pageTitle: 'A', sectionRoute: '/docs/a'}, 'the section title is the page title');
  const stored = indexFile([{route: '/blog/b#c', page: 'B', section: 'C', content: 'Words.'}]).file.documents[0]!;
  assert.deepEqual(stored, {pageTitle: 'B', sectionRoute: '/blog/b#c', sectionTitle: 'C'});
  const [loaded] = loadSearchIndexes([{name: 'x', json: JSON.parse(JSON.stringify(file))}]).indexes;
  assert.deepEqual(loaded!.documents.get('0'), {
    id: 0,
    pageTitle: 'A',
    sectionTitle: 'A',
    sectionRoute: '/docs/a',
    type: 'docs',
  });
  assert.deepEqual(['/docs/x', '/blog/y#z', '/playground', '/docsy'].map(routeType), ['docs', 'blog', 'page', 'page']);
  assert.deepEqual(file.index.fields, ['title', 'content', 'tags', 'parents']);
  assert.equal(excerpts[0], 'Folder words here.');
  for (const [, elements] of file.index.fieldVectors) {
    for (let i = 1; i < elements.length; i += 2) assert.equal(elements[i], Math.round(elements[i]! * 10) / 10);
  }
});

test('sections of a rendered page: headings, anchors, merged field lists, left-out link lists', () => {
  const html = `<main><article><div class="theme-doc-markdown markdown"><header><h1>createFolder</h1></header>
    <p>Creates a folder.</p><h3 id="example">Example<a class="hash-link" href="#example">#</a></h3><p>mutation {}</p>
    <h3 id="fields">Fields</h3><ul><li>name</li><li>id</li></ul>
    <h2 id="create-a-subfolder">Create a subfolder<a class="hash-link" href="#create-a-subfolder">#</a></h2>
    <p>Pass <code>parentId</code>.</p><button>Copy</button><h2 id="next-steps">Next steps</h2><p>Read more.</p>
    </div></article></main>`;
  const sections = pageSections(html, '/docs/x', 'docs');
  assert.deepEqual(
    sections.map((section) => [section.sectionTitle, section.sectionRoute, section.content]),
    [
      ['createFolder', '/docs/x', 'Creates a folder. name id'],
      ['Create a subfolder', '/docs/x#create-a-subfolder', 'Pass parentId.'],
    ],
  );
  assert.equal(pageTypeOf('/docs/category/folders'), null, 'category cards repeat indexed pages');
  assert.equal(pageTypeOf('/blog/x'), 'blog');
  assert.equal(pageTypeOf('/'), 'page');
  assert.deepEqual(pageSections('<main><p>no title</p></main>', '/', 'page'), []);
});

test("an operation's Errors table is left out of the index; a guide's Errors section is not", () => {
  const html = `<main><article><div class="theme-doc-markdown markdown"><header><h1>createFolder</h1></header>
    <p>Creates a folder.</p><h3 id="errors">Errors</h3><p>The codes userErrors can hold.</p>
    <div class="${ERRORS_TABLE_CLASS}"><table><tr><td>NAME_TAKEN</td><td>A sibling folder already has this name.</td></tr></table></div>
    <h3 id="history">History</h3><p>Added in 2025-01.</p></div></article></main>`;
  assert.deepEqual(
    pageSections(html, '/docs/graphql/mutations/create-folder', 'docs').map((section) => section.sectionTitle),
    ['createFolder', 'History'],
  );
});

test("only a page's <main> is parsed: the sections are the same with or without the navbar, sidebar and footer", () => {
  const main = `<main class="docMainContainer"><nav class="theme-doc-breadcrumbs"><ul>
    <li class="breadcrumbs__item"><a href="/docs/category/folders">Folders</a></li><li class="breadcrumbs__item">Move</li></ul></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>Move a folder</h1></header><p>Use moveFolder.</p>
    <h2 id="errors">Errors</h2><p>NAME_TAKEN when the target has one.</p></div></article></main>`;
  const page = `<!doctype html><html><head><title>Move</title><script>window.x = "<main>";</script></head><body>
    <nav class="navbar"><a href="/docs">Docs</a></nav><div class="sidebar"><ul><li><a href="/docs/a">A</a></li></ul></div>
    ${main}<footer class="footer"><p>Copyright</p></footer><script>document.write("</main>")</script></body></html>`;
  assert.equal(mainElementHtml(page), main);
  assert.equal(mainElementHtml('<p>no main here</p>'), '<p>no main here</p>');
  assert.equal(mainElementHtml('</main><main>'), '</main><main>');
  assert.equal(mainElementHtml('<mainframe></mainframe>'), '<mainframe></mainframe>');
  assert.equal(mainElementHtml('<script>"<main>"</script><p>x</p>'), '<script>"<main>"</script><p>x</p>');
  const sections = pageSections(page, '/docs/move', 'docs');
  assert.deepEqual(sections, pageSections(main, '/docs/move', 'docs'));
  assert.deepEqual(
    sections.map((section) => [section.sectionTitle, section.content, section.parents]),
    [
      ['Move a folder', 'Use moveFolder.', ['Folders']],
      ['Errors', 'NAME_TAKEN when the target has one.', ['Folders', 'Move a folder']],
    ],
  );
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
  // Words are marked by their stems: the plural and an identifier's words too.
  assert.deepEqual(highlightsIn('Create a folder, then folders.', new Set(['folder'])), [
    [9, 15],
    [22, 29],
  ]);
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
      ]).file,
    },
  ]);
  const results = searchIndexes(crowded, 'folder permissions').map((result) => result.path);
  assert.equal(results.filter((path) => path.startsWith('/docs/guides/')).length, 3);
  assert.ok(results.includes('/docs/graphql/mutations/add-permissions-to-folder'));
});

test('sections know their parents: the breadcrumb categories and, below the opening, the page title', () => {
  const html = `<main><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
    <li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>
    <li class="breadcrumbs__item"><a href="/docs/category/folders"><span>Folders</span></a></li>
    <li class="breadcrumbs__item"><span>Archive and bin</span></li></ul></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>Archive and bin</h1></header><p>Keep folders.</p>
    <h2 id="delete">Delete a folder</h2><p>For good.</p></div></article></main>`;
  assert.deepEqual(
    pageSections(html, '/docs/archive', 'docs').map((section) => section.parents),
    [['Folders'], ['Folders', 'Archive and bin']],
  );
});

test('spelling corrections: each kind of one edit, at every place in the word', () => {
  const word = 'folder';
  const vocabulary = new Set(
    ['older', 'foldr', 'fodler', 'foldre', 'xfolder', 'folderx', 'fxlder', 'foldex'].map(stem),
  );
  // Left out (first, inside), swapped (first pair, last pair), added (before, after), changed (inside, last).
  assert.deepEqual(new Set(spellingCorrections(word, vocabulary)), vocabulary);
  assert.deepEqual(spellingCorrections('fold', new Set([stem('folder')])), [], 'shorter than MIN_TYPO_LENGTH');
  assert.deepEqual(spellingCorrections('fo1der', new Set([stem('folder')])), [], 'not only letters');
  assert.deepEqual(spellingCorrections('Fodler', new Set([stem('folder')])), [stem('folder')], 'in any case');
});

test('edit distance: insertions, deletions, changes and swaps, stopping above the most allowed', () => {
  assert.equal(editDistance('folder', 'folder', 2), 0);
  assert.equal(editDistance('folder', 'foldr', 2), 1);
  assert.equal(editDistance('foldr', 'folder', 2), 1);
  assert.equal(editDistance('folder', 'fodler', 2), 1, 'a swap is one edit');
  assert.equal(editDistance('ab', 'ba', 1), 1);
  assert.equal(editDistance('folder', 'fxldxr', 2), 2);
  assert.equal(editDistance('folder', 'fxxdxr', 2), 3, 'more than the most allowed is max + 1');
  assert.equal(editDistance('fold', 'folders', 2), 3, 'lengths too far apart');
  assert.equal(editDistance('folder', 'folders', 1), 1);
  assert.equal(editDistance('abcdef', 'badcfe', 3), 3, 'three swaps');
});

test('query words: stems, prefixes only for words the index lacks, typos by length, synonyms of phrases', () => {
  const vocabulary = new Set(['folder', 'restor', 'doc', 'document', 'real', 'time', 'subscript', 'me'].map(stem));
  const [restoreDoc] = queryWords('restoreDoc', vocabulary);
  assert.deepEqual(restoreDoc!.stems, ['restoredoc', 'restor', 'doc']);
  assert.deepEqual(restoreDoc!.prefixes, ['restoredoc'], 'a name being typed is completed');
  assert.deepEqual(restoreDoc!.typos, [], 'a compound of known words is not misspelt');
  const [fodler] = queryWords('fodler', vocabulary);
  assert.deepEqual(fodler!.typos, [
    {stem: 'fodler', distance: 1},
    {stem: 'folder', distance: 0},
  ]);
  assert.deepEqual(
    queryWords('documentz', vocabulary)[0]!.typos[0],
    {stem: 'documentz', distance: 2},
    'two edits from 8 letters',
  );
  assert.deepEqual(queryWords('fold', vocabulary)[0]!.typos, [], 'too short to correct');
  assert.deepEqual(queryWords('folder', vocabulary)[0]!.prefixes, [], 'a word the index has is not completed');
  assert.deepEqual(queryWords('fo', vocabulary)[0]!.prefixes, [], 'too short to complete');
  // "real time" is a key of two words: found from either word's neighbour.
  const [real, time] = queryWords('real time updates', vocabulary);
  assert.ok(real!.synonyms.includes(stem('subscription')) && time!.synonyms.includes(stem('subscription')));
  assert.deepEqual(
    queryWords('the folder', vocabulary).map((word) => word.text),
    ['folder'],
    'stop words dropped',
  );
  assert.deepEqual(
    queryWords('the a', vocabulary).map((word) => word.text),
    ['the', 'a'],
    'unless nothing else is left',
  );
  // The index keeps "on" where a name has it (commentCreatedOnDocument); "one" stems to it and means nothing of it.
  assert.deepEqual(
    queryWords('get one document', new Set([...vocabulary, 'on'])).map((word) => word.text),
    ['document'],
    'a word whose stem is a stop word is one',
  );
  assert.deepEqual(
    queryWords('createdOn', vocabulary).flatMap((word) => word.stems),
    ['createdon', 'creat'],
    "an identifier's words are read as before",
  );
});

test('title factor: the query itself, nearly the query, a name being typed or misspelt, else nothing', () => {
  const weights = {...RANKING_WEIGHTS, titleIsQuery: 3, titleNearQuery: 2};
  assert.equal(titleFactor('createFolder', 'create folder', weights), 3);
  assert.equal(titleFactor('Move a document', 'moving documents', weights), 2);
  assert.equal(titleFactor('FolderConnection', 'FolderConn', weights, true), 2, 'a name being typed');
  assert.equal(titleFactor('FolderConnection', 'FolderConn', weights, false), 1, 'only while the word is incomplete');
  assert.equal(titleFactor('Fo', 'Fo', weights, true), 3);
  assert.equal(titleFactor('Folder', 'Fo', weights, true), 1, 'a prefix shorter than MIN_PREFIX_LENGTH names nothing');
  assert.equal(titleFactor('userNotifications', 'userNotifcations', weights, true), 2, 'one typo');
  assert.equal(
    titleFactor('userNotification', 'userNotifcations', weights, true),
    Math.sqrt(2),
    'two typos in a long name raise half as much on a log scale',
  );
  assert.equal(titleFactor('fodler', 'folder', weights, true), 2, 'one typo in six letters');
  assert.equal(titleFactor('fdoler', 'folder', weights, true), 1, 'two typos are too many for six letters');
  assert.equal(titleFactor('Labels', 'labl', weights, true), 1, 'shorter than MIN_TYPO_LENGTH: prefixes only');
  assert.equal(titleFactor('Something else', 'folder', weights, true), 1);
});

test('title precision: the share of the title words that the query has, small words aside', () => {
  const query = new Set(['dashboard', 'widget'].map(stem));
  assert.equal(titlePrecision('DashboardWidget', query), 1);
  assert.equal(titlePrecision('removeDashboardWidgetPayload', query), 0.5);
  assert.equal(titlePrecision('The dashboard of a user', query), 0.5);
  assert.equal(titlePrecision('Other', query), 0);
  assert.equal(titlePrecision('', query), 0);
  assert.equal(titlePrecision('me', new Set(['me'])), 1, 'a title of stop words only is its words');
});
