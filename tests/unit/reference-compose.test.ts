/**
 * scripts/reference/compose.ts: the reference's own sections go into graphql-markdown's `sections` map and order
 * through its hooks; tests/integration/reference-snapshot.test.ts checks the pages the real generator writes.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildSchema} from 'graphql';

import {
  composeReferenceWith,
  createReferenceHooks,
  pageOf,
  referenceComposition,
  uncomposedPages,
  withAddedSections,
} from '../../scripts/reference/compose';
import type {PageHistory} from '../../src/graphql/changelog/history';

const SCHEMA = buildSchema(`
  "Reads."
  type Query {
    "A folder."
    folder(id: ID!): Folder
    "Old."
    oldFolder(id: ID!): Folder @deprecated(reason: "Use \`folder\`. Removal on 2027-03-31.")
  }
  "A folder."
  type Folder { "Its id." id: ID! @deprecated(reason: "Use \`key\`. Removal on 2027-03-31.") "Its key." key: ID! }
`);

const GRAPHQL_MARKDOWN_ORDER = ['tags', 'description', 'code', 'customDirectives', 'metadata', 'example', 'relations'];

const HISTORY: PageHistory = {
  item: 'Folder',
  events: [{date: '2025-06-01', entry: {kind: 'added', message: 'Folder added'} as never}],
  lastUpdate: '2025-06-01',
};

function hooksWithWritten() {
  const written: {category: string; options?: Record<string, unknown>}[] = [];
  const hooks = createReferenceHooks(async (event) => {
    written.push({category: event.data.category, options: event.data.options});
  });
  return {hooks, written};
}

test('each printed item maps to its page: named types, directives, root fields (deprecated ones in their sections)', () => {
  const query = SCHEMA.getQueryType()!.getFields();
  assert.equal(pageOf(SCHEMA.getType('Folder'), SCHEMA), 'objects/folder');
  assert.equal(pageOf(SCHEMA.getDirective('deprecated'), SCHEMA), 'directives/deprecated');
  assert.equal(pageOf(query.folder, SCHEMA), 'queries/folder');
  assert.equal(pageOf(query.oldFolder, SCHEMA), 'queries/old-folder');
  assert.equal(pageOf({...query.folder}, SCHEMA), undefined, 'a copy of a field is not the schema’s field');
});

test('added sections take their places: history first, the example before the arguments, usages last', () => {
  assert.deepEqual(withAddedSections(GRAPHQL_MARKDOWN_ORDER, ['history', 'operationExample', 'directiveUsages']), [
    'history',
    'tags',
    'description',
    'code',
    'customDirectives',
    'operationExample',
    'metadata',
    'example',
    'relations',
    'directiveUsages',
  ]);
  assert.deepEqual(withAddedSections(['code'], ['operationExample']), ['code', 'operationExample'], 'no metadata: at the end');
});

test('the compose hook puts a page’s sections into graphql-markdown’s map and order, and records the page', () => {
  const composition = referenceComposition(SCHEMA, new Map([['objects/folder', HISTORY]]));
  composeReferenceWith(composition);
  try {
    const {hooks} = hooksWithWritten();
    const field = SCHEMA.getQueryType()!.getFields().folder;
    const sections: Record<string, {content?: string}> = {code: {content: '```graphql\nfolder(id: ID!): Folder\n```'}};
    const event = {data: {type: field, name: 'folder', options: {schema: SCHEMA}, sections}, output: [...GRAPHQL_MARKDOWN_ORDER]};
    hooks.beforeComposePageTypeHook(event as never);
    assert.match(sections.operationExample?.content ?? '', /^import OperationExample[\s\S]*### Example[\s\S]*<OperationExample operationType="query"/);
    assert.ok(event.output.indexOf('operationExample') === event.output.indexOf('metadata') - 1, event.output.join());
    assert.deepEqual(uncomposedPages(composition).map((problem) => problem.split(':')[0]).sort(), [
      'directives/deprecated',
      'directives/include',
      'directives/one-of',
      'directives/skip',
      'directives/specified-by',
      'objects/folder',
      'queries/old-folder',
    ]);

    const folder = {data: {type: SCHEMA.getType('Folder'), name: 'folder', options: {schema: SCHEMA}, sections: {} as Record<string, {content?: string}>}, output: [...GRAPHQL_MARKDOWN_ORDER]};
    hooks.beforeComposePageTypeHook(folder as never);
    assert.equal(folder.data.sections.history?.content, ':::info[History]\n\n- Added 2025-06-01\n\n:::');
    assert.equal(folder.output[0], 'history');

    const printOptions: {schema: typeof SCHEMA; frontMatter: Record<string, unknown>} = {schema: SCHEMA, frontMatter: {pagination_next: null}};
    hooks.beforePrintTypeHook({data: {type: SCHEMA.getType('Folder'), name: 'folder', options: printOptions}} as never);
    assert.deepEqual(printOptions.frontMatter, {
      pagination_next: null,
      description: '""',
      summary: '"A folder."',
      last_update: {date: '2025-06-01'},
    });
  } finally {
    composeReferenceWith(undefined);
  }
});

test('every page with a description gets it in brief as its summary front matter, and an empty description for the docs list, history or not', () => {
  const {hooks} = hooksWithWritten();
  const schema = buildSchema(`
    type Query {
      """
      Lists the folders: \`first\` at most, "newest" first.
      See [folders](/docs/guides/folders).

      A second paragraph.
      """
      folders(first: Int): [String]
    }
    scalar Undescribed
  `);
  const options: {schema: typeof schema; frontMatter?: Record<string, unknown>} = {schema};
  hooks.beforePrintTypeHook({data: {type: schema.getQueryType()!.getFields().folders, name: 'folders', options}} as never);
  assert.deepEqual(options.frontMatter, {
    description: '""',
    summary: '"Lists the folders: first at most, \\"newest\\" first. See folders."',
  });
  // What the printer writes after "summary: " is a YAML string that reads back as the summary; "" is an empty one.
  assert.equal(JSON.parse(String(options.frontMatter?.summary)), 'Lists the folders: first at most, "newest" first. See folders.');
  assert.equal(JSON.parse(String(options.frontMatter?.description)), '');

  const undescribed: {schema: typeof schema; frontMatter?: Record<string, unknown>} = {schema};
  hooks.beforePrintTypeHook({data: {type: schema.getType('Undescribed'), name: 'undescribed', options: undescribed}} as never);
  assert.equal(undescribed.frontMatter, undefined);
});

test('without a composition (another process, another command) the hooks add nothing', () => {
  const {hooks} = hooksWithWritten();
  const sections = {};
  const event = {data: {type: SCHEMA.getType('Folder'), name: 'folder', options: {schema: SCHEMA}, sections}, output: [...GRAPHQL_MARKDOWN_ORDER]};
  hooks.beforeComposePageTypeHook(event as never);
  assert.deepEqual(sections, {});
  assert.deepEqual(event.output, GRAPHQL_MARKDOWN_ORDER);
});

test('section folders get their sidebar positions, operations first; other folders keep graphql-markdown’s', async () => {
  const {hooks, written} = hooksWithWritten();
  for (const category of ['objects', 'queries', 'directives', 'deprecated']) {
    await hooks.beforeGenerateIndexMetafileHook({
      data: {dirPath: `docs/graphql/${category}`, category, options: {sidebarPosition: category === 'deprecated' ? 999 : 1}},
    });
  }
  assert.deepEqual(
    written.map(({category, options}) => [category, options?.sidebarPosition]),
    [
      ['objects', 4],
      ['queries', 1],
      ['directives', 10],
      ['deprecated', 999],
    ],
  );
});
