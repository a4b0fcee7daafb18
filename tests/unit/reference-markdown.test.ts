/**
 * The reference items for assistants (src/graphql/markdown): URLs that match the generated pages, and the compact
 * reference of llms-full.txt. The copies of the pages themselves come from the generated MDX
 * (tests/unit/assistant-markdown.test.ts).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema} from 'graphql';

import {
  compactReference,
  findReferenceItems,
  listReferenceItems,
  type ReferenceItem,
} from '../../src/graphql/markdown';
import {schema} from './support/schemaUnderTest';

const SITE = {siteUrl: 'https://developers.example'};
const items = listReferenceItems(schema);
const item = (section: string, name: string): ReferenceItem => {
  const found = items.find((candidate) => candidate.section === section && candidate.name === name);
  assert.ok(found, `${section}/${name}`);
  return found;
};

describe('reference items and their URLs', () => {
  test('are named as graphql-markdown names the pages', () => {
    assert.equal(item('mutations', 'createFolder').path, '/docs/graphql/mutations/create-folder');
    assert.equal(item('objects', 'Folder').path, '/docs/graphql/objects/folder');
    assert.equal(item('queries', 'me').path, '/docs/graphql/queries/me');
    assert.equal(item('directives', 'oneOf').path, '/docs/graphql/directives/one-of');
    assert.equal(item('directives', 'specifiedBy').path, '/docs/graphql/directives/specified-by');
    assert.equal(item('scalars', 'ID').path, '/docs/graphql/scalars/id');
  });

  test('cover every root field, named type and directive once, without the root types', () => {
    const rootFields = ['getQueryType', 'getMutationType', 'getSubscriptionType'] as const;
    const operations = rootFields.reduce(
      (sum, getter) => sum + Object.keys(schema[getter]()?.getFields() ?? {}).length,
      0,
    );
    const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length - 3;
    assert.equal(items.length, operations + types + schema.getDirectives().length);
    assert.equal(new Set(items.map((entry) => entry.path)).size, items.length, 'one URL per item');
    assert.equal(
      items.some((entry) => ['Query', 'Mutation', 'Subscription'].includes(entry.name)),
      false,
    );
  });

  test('are found by name: exact case first, then ignoring case and a leading @', () => {
    assert.deepEqual(
      findReferenceItems(schema, 'Folder').map((entry) => entry.path),
      ['/docs/graphql/objects/folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, 'folder').map((entry) => entry.path),
      ['/docs/graphql/queries/folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, 'CREATEFOLDER').map((entry) => entry.path),
      ['/docs/graphql/mutations/create-folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, '@include').map((entry) => entry.path),
      ['/docs/graphql/directives/include'],
    );
    assert.deepEqual(findReferenceItems(schema, 'NoSuchThing'), []);
  });
});

test('the compact reference has one line per item, linked to its page, in sidebar section order', () => {
  const compact = compactReference(schema, SITE);
  const lines = compact.split('\n').filter((line) => line.startsWith('- '));
  assert.equal(lines.length, items.length);
  assert.ok(compact.startsWith('## Queries\n\n'));
  assert.ok(
    compact.includes(
      '- [`createFolder(input: CreateFolderInput!): CreateFolderPayload!`](https://developers.example/docs/graphql/mutations/create-folder)',
    ),
  );
  assert.match(compact, /- \[`type Folder \{ id: ID!, name: String!, /);
});

test('the compact reference writes each kind of item as one signature and the first sentence of its description', () => {
  const small = buildSchema(`
    "Reads."
    type Query {
      "A folder by ID. Returns null.\\nWhen missing."
      folder(id: ID!, depth: Int = 2, old: String @deprecated(reason: "Gone.")): Folder
    }
    "Marks. More."
    directive @tag(name: String!, weight: Int = 1) repeatable on FIELD_DEFINITION | OBJECT
    "A folder"
    type Folder implements Node { id: ID! name: String }
    "Has an ID. Always."
    interface Node { id: ID! }
    "A new folder. Its name."
    input FolderInput { name: String! }
    "Sort.  Order."
    enum Sort { ASC DESC }
    union Item = Folder
    scalar Url
  `);
  const compact = compactReference(small, {siteUrl: 'https://d.example'});
  const url = 'https://d.example/docs/graphql';
  const lines = compact.split('\n');
  for (const line of [
    `- [\`folder(id: ID!, depth: Int = 2, old: String @deprecated): Folder\`](${url}/queries/folder) — A folder by ID.`,
    `- [\`type Folder { id: ID!, name: String }\`](${url}/objects/folder) — A folder`,
    `- [\`input FolderInput { name: String! }\`](${url}/inputs/folder-input) — A new folder.`,
    `- [\`enum Sort { ASC DESC }\`](${url}/enums/sort) — Sort.`,
    `- [\`scalar Url\`](${url}/scalars/url)`,
    `- [\`interface Node { id: ID! }\`](${url}/interfaces/node) — Has an ID.`,
    `- [\`union Item = Folder\`](${url}/unions/item)`,
    `- [\`directive @tag(name: String!, weight: Int = 1) repeatable on FIELD_DEFINITION | OBJECT\`](${url}/directives/tag) — Marks.`,
    `- [\`directive @oneOf on INPUT_OBJECT\`](${url}/directives/one-of) — Indicates exactly one field must be supplied and this field must not be \`null\`.`,
  ]) {
    assert.ok(lines.includes(line), line);
  }
  assert.deepEqual(
    lines.filter((line) => line.startsWith('## ')),
    ['## Queries', '## Objects', '## Inputs', '## Enums', '## Scalars', '## Interfaces', '## Unions', '## Directives'],
  );
  assert.ok(compact.startsWith('## Queries\n\n- ['));
  assert.ok(compact.endsWith('`null`.\n'));
  assert.equal(compact.includes('\n\n\n'), false);
});
