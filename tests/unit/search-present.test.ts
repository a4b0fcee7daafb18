/**
 * What a search result row shows (src/search/present.ts, src/search/excerpt.ts) and how results are assembled from
 * the index files and the excerpts (src/search/index.ts), on small inputs.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {type PageSection} from '../../src/search/build';
import {EXCERPT_LENGTH, excerptOf} from '../../src/search/excerpt';
import {cleanTitle, highlightsIn, isReference, kindOf} from '../../src/search/present';
import {DEFAULT_LIMIT, MAX_SECTIONS_PER_PAGE, searchIndexes} from '../../src/search';
import {stem} from '../../src/search/tokens';
import {loadSite, section} from './support/searchSite';

test('excerpts: whitespace made single spaces, short text whole, long text cut at a word end', () => {
  assert.equal(excerptOf('  Create\n\n a   folder.\t '), 'Create a folder.');
  assert.equal(excerptOf(''), '');
  // Exactly the length: whole, no ellipsis.
  assert.equal(excerptOf('aaaa bbbb', 9), 'aaaa bbbb');
  assert.equal(excerptOf('aaaa bbbb c', 9), 'aaaa bbbb…');
  assert.equal(excerptOf('aaaa bbbb cccc', 7), 'aaaa…');
  // A last space in the first half would leave too little: cut in the word instead.
  assert.equal(excerptOf('a bbbbbbbbbbbb', 8), 'a bbbbbb…');
  assert.equal(excerptOf('aaaa bbbbbbbbb', 8), 'aaaa bbb…');
  // Punctuation and spaces before the cut are dropped, only at the end.
  assert.equal(excerptOf('aaaa.. bbbb', 8), 'aaaa…');
  assert.equal(excerptOf('aaaa — bbbbbb', 9), 'aaaa…');
  assert.equal(excerptOf('a.b, cccccc', 8), 'a.b, ccc…');
  const long = `${'word '.repeat(40)}end`;
  const excerpt = excerptOf(long);
  assert.ok(excerpt.length <= EXCERPT_LENGTH + 1 && excerpt.length > EXCERPT_LENGTH / 2, excerpt);
  assert.match(excerpt, /^(word )+word…$/);
});

test('kinds: a reference page is the folder it is generated into; blog by type or route; else a guide', () => {
  // Each folder of the generated reference and the kind its pages are.
  const kinds = [['queries', 'Query'], ['mutations', 'Mutation'], ['subscriptions', 'Subscription'], ['objects', 'Object']];
  kinds.push(['inputs', 'Input'], ['enums', 'Enum'], ['scalars', 'Scalar'], ['directives', 'Directive']);
  kinds.push(['interfaces', 'Interface'], ['unions', 'Union']);
  for (const [folder, kind] of kinds) {
    assert.equal(kindOf(`/docs/graphql/${folder}/some-name#fields`, 'docs'), kind);
    assert.equal(isReference(`/docs/graphql/${folder}/some-name`), true, folder);
  }
  assert.equal(kindOf('/blog/2026/release', 'blog'), 'Blog');
  assert.equal(kindOf('/blog/2026/release', 'docs'), 'Blog');
  assert.equal(kindOf('/news/release', 'blog'), 'Blog');
  assert.equal(kindOf('/docs/blog/', 'docs'), 'Guide');
  assert.equal(kindOf('/docs/graphql/queries', 'docs'), 'Guide');
  assert.equal(kindOf('/docs/graphql/guides/x', 'docs'), 'Guide');
  assert.equal(kindOf('/archive/docs/graphql/queries/me', 'docs'), 'Guide');
  assert.equal(kindOf('/', 'page'), 'Guide');
  // A folder named like a member every object inherits is not a kind of reference page.
  assert.equal(kindOf('/docs/graphql/constructor/x', 'docs'), 'Guide');
  assert.equal(isReference('/docs/graphql/constructor/x'), false);
  for (const route of ['/docs/graphql', '/docs/graphql/queries', '/docs/graphql/guides/x', '/v1/docs/graphql/queries/me', '/docs/limits']) {
    assert.equal(isReference(route), false, route);
  }
});

test('titles lose icons and extra whitespace', () => {
  assert.equal(cleanTitle('📄️ Getting \n\t started  '), 'Getting started');
  assert.equal(cleanTitle('A\u200Db'), 'Ab');
  assert.equal(cleanTitle('Plain'), 'Plain');
});

test('highlights: whole words and identifiers whose terms matched, by their stems', () => {
  const create = new Set([stem('create')]);
  assert.deepEqual(highlightsIn('Use create-folder here', create), [[4, 17]]);
  assert.deepEqual(highlightsIn('Use create_folder here', create), [[4, 17]]);
  assert.deepEqual(highlightsIn('Call createFolder or created', create), [
    [5, 17],
    [21, 28],
  ]);
  assert.deepEqual(highlightsIn('v2-beta and 2-3', new Set(['beta'])), [[0, 7]]);
  assert.deepEqual(highlightsIn('Nothing here', create), []);
  assert.deepEqual(highlightsIn('', create), []);
});

const load = (sections: PageSection[], excerpts?: unknown) => loadSite(sections, {}, excerpts);

test('excerpts are read by document id; anything but text is left out', () => {
  const sections = [section('Webhooks', '/docs/webhooks', 'Webhooks deliver events.')];
  assert.equal(load(sections).excerpts.get('0'), 'Webhooks deliver events.');
  assert.equal(load(sections, null).excerpts.size, 0);
  assert.equal(load(sections, 'Webhooks').excerpts.size, 0);
  assert.equal(load(sections, 7).excerpts.size, 0);
  assert.deepEqual([...load(sections, {0: 'Text', 1: 5, 2: null, 3: ['x']}).excerpts], [['0', 'Text']]);
  const [result] = searchIndexes(load(sections, {}), 'webhooks');
  assert.equal(result?.excerpt, '');
  assert.deepEqual(result?.highlights, []);
});

test('a result: title, kind, path, section only when it differs from the title, highlights in its excerpt', () => {
  const loaded = load([
    section('Folders', '/docs/folders', 'A folder holds documents.'),
    section('Folders', '/docs/folders#moving-a-folder', 'Move a folder with moveFolder.', 'Moving a folder'),
    section('📄️', '/docs/graphql/queries/folder', 'Returns one folder by id.', 'folder'),
  ]);
  const results = searchIndexes(loaded, 'folder');
  const byPath = new Map(results.map((result) => [result.path, result]));
  assert.deepEqual(
    {...byPath.get('/docs/folders'), score: 0},
    {
      title: 'Folders',
      kind: 'Guide',
      path: '/docs/folders',
      section: '',
      excerpt: 'A folder holds documents.',
      highlights: [[2, 8]],
      terms: ['folder'],
      score: 0,
      type: 'docs',
    },
  );
  assert.equal(byPath.get('/docs/folders#moving-a-folder')?.section, 'Moving a folder');
  // A page title that is only an icon: the section's title stands for it.
  const reference = byPath.get('/docs/graphql/queries/folder');
  assert.equal(reference?.title, 'folder');
  assert.equal(reference?.section, '');
  assert.equal(reference?.kind, 'Query');
  assert.ok(results.every((result) => result.score > 0));
});

test('at most `limit` results, and at most three sections of one page', () => {
  const sections = Array.from({length: 12}, (_, i) =>
    section(`Page ${i % 4}`, `/docs/page-${i % 4}#part-${i}`, `Archive part ${i} of the archive.`, `Part ${i}`),
  );
  const loaded = load(sections);
  assert.equal(searchIndexes(loaded, 'archive').length, DEFAULT_LIMIT);
  assert.equal(searchIndexes(loaded, 'archive', {limit: 3}).length, 3);
  assert.deepEqual(searchIndexes(loaded, 'archive', {limit: 0}), []);
  const onePage = load(sections.map((s) => ({...s, sectionRoute: `/docs/one#${s.sectionTitle}`})));
  const results = searchIndexes(onePage, 'archive', {limit: 10});
  assert.equal(results.length, MAX_SECTIONS_PER_PAGE);
});
