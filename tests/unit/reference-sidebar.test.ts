/** The reference sidebar's long sections are split into alphabetical groups (src/config/reference-sidebar.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  groupByInitial,
  keyNestedCategories,
  linkOtherParts,
  sortPagesByName,
  splitLongCategories,
} from '../../src/config/reference-sidebar';

type Item = Parameters<typeof splitLongCategories>[0][number];

const doc = (name: string): Item => ({type: 'doc', id: `graphql/objects/${name}`});
const docs = (...names: string[]) => names.map(doc);
const ids = (items: readonly Item[]) => items.map((item) => (item.type === 'doc' ? item.id.split('/').pop() : item.type));

test('groups keep the order and stay within the limit; an initial is split only when it alone is larger', () => {
  const items = docs('actor', 'app', 'bin', 'comment', 'company', 'copy', 'create', 'date', 'user', 'users', 'view');
  const groups = groupByInitial(items as Parameters<typeof groupByInitial>[0], 3);
  assert.deepEqual(
    groups.map((group) => ids(group)),
    [['actor', 'app', 'bin'], ['comment', 'company', 'copy'], ['create'], ['date', 'user', 'users'], ['view']],
  );
  assert.deepEqual(groups.flat(), items, 'every item once, in order');
});

test('long page-only categories become labelled, collapsed groups with unique keys; others stay as they are', () => {
  const objects: Item = {type: 'category', label: 'Objects', collapsed: true, collapsible: true, items: docs('actor', 'bin', 'comment', 'user')};
  const inputs: Item = {type: 'category', label: 'Inputs', collapsed: true, collapsible: true, items: docs('update', 'upload')};
  const short: Item = {type: 'category', label: 'Scalars', collapsed: true, collapsible: true, items: docs('date-time')};
  const [splitObjects, splitInputs, keptShort] = splitLongCategories([objects, inputs, short], 2) as Array<Extract<Item, {type: 'category'}>>;

  assert.deepEqual(
    splitObjects!.items.map((group) => group.type === 'category' && [group.label, group.key, group.collapsed, ids(group.items)]),
    [
      ['A–B', 'Objects/A–B', true, ['actor', 'bin']],
      ['C–U', 'Objects/C–U', true, ['comment', 'user']],
    ],
  );
  assert.deepEqual(splitInputs!.items, inputs.type === 'category' ? inputs.items : [], 'two items: within the limit, not split');
  assert.deepEqual(keptShort, short);
});

test('an initial cut into several groups names each by where it starts and ends', () => {
  const objects: Item = {
    type: 'category',
    label: 'Objects',
    items: docs('actor', 'comment', 'comment-2', 'company', 'copy', 'create', 'date'),
  };
  const [split] = splitLongCategories([objects], 3) as Array<Extract<Item, {type: 'category'}>>;
  assert.deepEqual(
    split!.items.map((group) => group.type === 'category' && [group.label, group.key, ids(group.items)]),
    [
      ['A', 'Objects/A', ['actor']],
      ['Comm–Comp', 'Objects/Comm–Comp', ['comment', 'comment-2', 'company']],
      ['Co–Cr', 'Objects/Co–Cr', ['copy', 'create']],
      ['D', 'Objects/D', ['date']],
    ],
  );
});

test('pages of each reference category are ordered by name, not by file name with its extension', () => {
  const titles: Record<string, string> = {
    'graphql/objects/document-comments-connection': 'DocumentCommentsConnection',
    'graphql/objects/document': 'Document',
    'graphql/objects/company-stats': 'CompanyStats',
    'graphql/queries/folder-by-name': 'folderByName',
    'graphql/queries/folder': 'folder',
  };
  const objects: Item = {
    type: 'category',
    label: 'Objects',
    items: [doc('company-stats'), doc('document-comments-connection'), doc('document')],
  };
  const queries: Item = {
    type: 'category',
    label: 'Queries',
    items: [
      {type: 'doc', id: 'graphql/queries/folder-by-name'},
      {type: 'doc', id: 'graphql/queries/folder'},
    ],
  };
  const sorted = sortPagesByName([objects, queries], (id) => titles[id]) as Array<Extract<Item, {type: 'category'}>>;
  assert.deepEqual(ids(sorted[0]!.items), ['company-stats', 'document', 'document-comments-connection']);
  assert.deepEqual(ids(sorted[1]!.items), ['folder', 'folder-by-name']);
});

test('categories inside another get a key of their own, so the deprecated group may repeat section labels', () => {
  const mutations = (): Item => ({type: 'category', label: 'Mutations', items: docs('create')});
  const deprecated: Item = {type: 'category', label: 'Deprecated', items: [mutations()]};
  const keyed = keyNestedCategories([mutations(), deprecated]) as Array<Extract<Item, {type: 'category'}>>;
  assert.equal(keyed[0]!.key, undefined);
  assert.equal(keyed[1]!.key, undefined);
  assert.equal((keyed[1]!.items[0] as Extract<Item, {type: 'category'}>).key, 'Deprecated/Mutations');
});

test('a part’s sidebar links the other parts’ pages: a section held elsewhere in its place, a run of its own section at its end', () => {
  const categories = {
    queries: {label: 'Queries', position: 1},
    objects: {label: 'Objects', position: 4},
    inputs: {label: 'Inputs', position: 5},
    deprecated: {label: 'Deprecated', position: 999},
    'deprecated/queries': {label: 'Queries', position: 1},
  };
  const parts = [
    {pages: ['overview', 'objects/actor', 'objects/bin', 'inputs/add-input'], include: ['*.mdx', 'objects/a*.mdx', 'objects/b*.mdx', 'inputs/a*.mdx']},
    {pages: ['queries/me', 'queries/folder', 'objects/comment', 'objects/copy'], include: ['queries/*.mdx', 'objects/co*.mdx']},
    {pages: ['inputs/copy-input', 'deprecated/queries/folder-by-path'], include: ['inputs/co*.mdx', 'deprecated/queries/*.mdx']},
  ];
  const overview: Item = {type: 'doc', id: 'overview'};
  const objects: Item = {type: 'category', label: 'Objects', collapsed: true, collapsible: true, items: docs('actor', 'bin')};
  const inputs: Item = {type: 'category', label: 'Inputs', collapsed: true, collapsible: true, items: docs('add-input')};
  const sidebar = linkOtherParts([overview, objects, inputs], {parts, index: 0, basePath: '/docs/graphql', categories: categories as never});
  const link = (label: string, page: string, key: string) => ({type: 'link', label, href: `/docs/graphql/${page}`, key: `elsewhere/${key}`});
  assert.deepEqual(sidebar, [
    overview,
    link('Queries', 'queries/folder', 'queries/'),
    {...objects, items: [...docs('actor', 'bin'), link('Co…', 'objects/comment', 'objects/co')]},
    // Runs of two sections share their label, not their key (Docusaurus refuses two items with one key).
    {...inputs, items: [...docs('add-input'), link('Co…', 'inputs/copy-input', 'inputs/co')]},
    // A nested section held elsewhere is in its parent's category, as in one build's sidebar.
    {
      type: 'category',
      label: 'Deprecated',
      collapsed: true,
      collapsible: true,
      key: 'elsewhere/deprecated',
      items: [link('Queries', 'deprecated/queries/folder-by-path', 'deprecated/queries/')],
    },
  ]);
});

test('a part that holds some of the deprecated sections links the others inside its own Deprecated category, a run of one at its end', () => {
  const categories = {
    queries: {label: 'Queries', position: 1},
    deprecated: {label: 'Deprecated', position: 999},
    'deprecated/queries': {label: 'Queries', position: 1},
    'deprecated/mutations': {label: 'Mutations', position: 2},
  };
  const parts = [
    {pages: ['overview', 'queries/me', 'deprecated/queries/all-folders'], include: ['*.mdx', 'queries/*.mdx', 'deprecated/queries/a*.mdx']},
    {pages: ['deprecated/queries/folder-by-path', 'deprecated/mutations/copy-folder'], include: ['deprecated/queries/f*.mdx', 'deprecated/mutations/*.mdx']},
  ];
  const queries: Item = {type: 'category', label: 'Queries', collapsed: true, collapsible: true, items: docs('queries/me')};
  const deprecatedQueries: Item = {type: 'category', label: 'Queries', key: 'Deprecated/Queries', collapsed: true, collapsible: true, items: docs('deprecated/queries/all-folders')};
  const deprecated: Item = {type: 'category', label: 'Deprecated', collapsed: true, collapsible: true, items: [deprecatedQueries]};
  const sidebar = linkOtherParts([{type: 'doc', id: 'overview'}, queries, deprecated], {parts, index: 0, basePath: '/docs/graphql', categories: categories as never});
  const link = (label: string, page: string, key: string) => ({type: 'link', label, href: `/docs/graphql/${page}`, key: `elsewhere/${key}`});
  assert.deepEqual(sidebar, [
    {type: 'doc', id: 'overview'},
    queries,
    {
      ...deprecated,
      items: [
        {...deprecatedQueries, items: [...docs('deprecated/queries/all-folders'), link('F…', 'deprecated/queries/folder-by-path', 'deprecated/queries/f')]},
        link('Mutations', 'deprecated/mutations/copy-folder', 'deprecated/mutations/'),
      ],
    },
  ]);
  // The items it was given are left as they were.
  assert.deepEqual(deprecated, {type: 'category', label: 'Deprecated', collapsed: true, collapsible: true, items: [deprecatedQueries]});
  assert.equal((deprecatedQueries as Extract<Item, {type: 'category'}>).items.length, 1);
});
