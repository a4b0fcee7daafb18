/**
 * The guides' long categories are split into alphabetical groups (src/config/reference-sidebar.ts); the reference
 * sidebar groups operations by resource, the same in every part (src/config/reference-sidebar-groups.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {join} from 'node:path';

import {buildSchema} from 'graphql';

import {groupByInitial, splitLongCategories} from '../../src/config/reference-sidebar';
import {
  MAX_LISTED_GROUP,
  referenceSidebarGroups,
  referenceSidebarItems,
  type SidebarItem,
} from '../../src/config/reference-sidebar-groups';
import {referencePagePaths} from '../../scripts/reference/pages';
import {partitionReference} from '../../src/config/reference-parts';
import {schemaFacts} from '../../src/graphql/changelog/status';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {growSchema} from '../../scripts/bench/scale/grow-schema';
import {readFileSync} from 'node:fs';

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


const ROOT = join(import.meta.dirname, '..', '..');
const BASE = '/docs/graphql';
const schema = loadSchemaFile(join(ROOT, 'schema.graphql'));
const groups = referenceSidebarGroups(schema, {basePath: BASE, status: schemaFacts(schema, join(ROOT, 'schema', 'releases')).status});
const pages = referencePagePaths(schema);
const everyPage = referenceSidebarItems(groups, {holds: () => true, basePath: BASE, overviewPage: 'overview'});

type Category = Extract<SidebarItem, {type: 'category'}>;
const category = (items: readonly SidebarItem[], label: string) =>
  items.find((item): item is Category => item.type === 'category' && item.label === label)!;
const labels = (items: readonly SidebarItem[]) => items.map((item) => item.label);
/** What a reader sees: labels, nesting and where each entry leads, whether a doc of the build or a link out of it. */
function shape(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'category' ? [item.label, shape(item.items)] : [item.label, item.type === 'doc' ? `${BASE}/${item.id === 'overview' ? '' : item.id}`.replace(/\/$/, '') : item.href, item.className],
  );
}

test('the top level is the overview, the resources, the types by kind and the deprecated operations; no alphabetical groups', () => {
  assert.deepEqual(labels(everyPage), [
    'Overview',
    'Folders',
    'Documents',
    'Uploads',
    'Comments',
    'Labels',
    'Templates',
    'Exports',
    'Groups and users',
    'Notifications',
    'Dashboards',
    'Activity',
    'Company',
    'Lookup',
    'Types and directives',
    'Deprecated',
  ]);
  assert.deepEqual(labels(category(everyPage, 'Types and directives').items), ['Objects', 'Inputs', 'Enums', 'Scalars', 'Interfaces', 'Directives']);
  const all = JSON.stringify(everyPage);
  assert.doesNotMatch(all, /"label":"[A-Z](–[A-Z])?"/, 'no "A–O" bucket');
});

test('a deprecated operation stays in its resource, marked, and is listed again under Deprecated', () => {
  const comments = category(everyPage, 'Comments').items;
  const deprecated = comments.find((item) => item.label === 'createCommentOnDocument')!;
  assert.equal(deprecated.type, 'doc');
  assert.match(deprecated.className ?? '', /reference-sidebar-deprecated/);
  assert.deepEqual(
    category(everyPage, 'Deprecated').items.map((item) => [item.label, item.type === 'link' && item.href]),
    [
      ['createCommentOnDocument', `${BASE}/mutations/create-comment-on-document`],
      ['getUploadTransactionSignedUrlsForParts', `${BASE}/mutations/get-upload-transaction-signed-urls-for-parts`],
      ['documentCountChanged', `${BASE}/subscriptions/document-count-changed`],
      ['documentCountChangedOnFolder', `${BASE}/subscriptions/document-count-changed-on-folder`],
    ],
  );
});

test('an upcoming operation is marked upcoming; a released one is not', () => {
  const uploads = category(everyPage, 'Uploads').items;
  assert.match(uploads.find((item) => item.label === 'getUploadTransactionSignedUrlForParts')?.className ?? '', /reference-sidebar-upcoming/);
  assert.doesNotMatch(uploads.find((item) => item.label === 'startUploadTransaction')?.className ?? '', /upcoming/);
});

test('every part of the build `npm test` makes shows the same sidebar: its own pages as doc items, the others as links', () => {
  // As scripts/build.ts cuts the reference for `--reference-parts 2`: at least two parts.
  const parts = partitionReference(pages, Math.ceil(pages.length / 2));
  assert.ok(parts.length >= 2);
  const sidebars = parts.map((part) => {
    const own = new Set(part.pages);
    return referenceSidebarItems(groups, {holds: (page) => own.has(page), basePath: BASE, overviewPage: 'overview'});
  });
  for (const sidebar of sidebars) assert.deepEqual(shape(sidebar), shape(everyPage));
  const docsOf = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) => (item.type === 'doc' ? [item.id] : item.type === 'category' ? docsOf(item.items) : []));
  sidebars.forEach((sidebar, index) => assert.deepEqual(new Set(docsOf(sidebar)), new Set(parts[index]!.pages), `part ${index + 1}: exactly its own pages are doc items`));
});

test('in a schema ten times larger, a part lists its own pages of a long group and one link per run of the others', () => {
  const grown = buildSchema(growSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'), 10).sdl);
  const grownGroups = referenceSidebarGroups(grown, {basePath: BASE});
  const parts = partitionReference(referencePagePaths(grown));
  const own = new Set(parts[1]!.pages);
  const sidebar = referenceSidebarItems(grownGroups, {holds: (page) => own.has(page), basePath: BASE, overviewPage: 'overview'});
  assert.deepEqual(labels(sidebar), labels(everyPage), 'the same top level');
  const folders = category(sidebar, 'Folders').items;
  const ofFolders = grownGroups.find((group) => group.label === 'Folders')!.children.length;
  assert.ok(ofFolders > MAX_LISTED_GROUP);
  assert.ok(folders.length < ofFolders, `${folders.length} entries for ${ofFolders} operations`);
  const runs = folders.filter((item) => item.type === 'link');
  assert.ok(runs.length > 0 && runs.every((item) => item.label.endsWith('…')));
});
