/** One map from schema items to their generated reference pages, shared by the generator, the changelog and directives. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildSchema} from 'graphql';

import {referencePageOf} from '../../src/graphql/changelog/coordinates';

const schema = buildSchema(`
  directive @audited on FIELD_DEFINITION
  type Query {
    folder(id: ID!): Folder
    folderByPath(path: String!): Folder @deprecated(reason: "Use \`folder\` instead. Removal on 2027-03-31.")
  }
  type Mutation { createFolder(name: String!): Folder @audited }
  type Folder { id: ID!, name: String! }
  enum FolderSortAfter { NAME }
`);

test('a root field links to its section, deprecated or not', () => {
  assert.equal(referencePageOf(schema, 'Query.folder'), 'queries/folder');
  assert.equal(referencePageOf(schema, 'Query.folderByPath'), 'queries/folder-by-path');
  assert.equal(referencePageOf(schema, 'Query.folderByPath.path'), 'queries/folder-by-path');
  assert.equal(referencePageOf(schema, 'Mutation.createFolder'), 'mutations/create-folder');
});

test('types, their members and directives link to their own pages; unknown items to none', () => {
  assert.equal(referencePageOf(schema, 'Folder.name'), 'objects/folder');
  assert.equal(referencePageOf(schema, 'FolderSortAfter.NAME'), 'enums/folder-sort-after');
  assert.equal(referencePageOf(schema, '@audited'), 'directives/audited');
  assert.equal(referencePageOf(schema, 'Folder.size'), undefined);
  assert.equal(referencePageOf(schema, 'Query.folders'), undefined);
});
