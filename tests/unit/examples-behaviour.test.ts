/**
 * The example generator on a small schema built to reach each of its rules: field budgets by depth, connections
 * with nodes or edges, payloads and their userErrors, interfaces and unions, @oneOf and nested inputs, uploads,
 * ids by name. Every example is compared whole, so a change to what an example shows is a visible change here.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {buildSchema, parse, validate, type GraphQLObjectType} from 'graphql';

import {
  buildAllOperationExamples,
  buildOperationExample,
  connectionItemType,
  isConnectionType,
  isPayloadType,
  listRootFields,
  rootType,
  type OperationType,
} from '../../src/graphql/examples';

const SDL = `
  scalar DateTime
  scalar Upload

  interface Node { id: ID! }

  enum Visibility { HIDDEN @deprecated(reason: "Use PRIVATE.") PRIVATE PUBLIC }
  enum Legacy { OLD @deprecated(reason: "Gone.") }

  type PageInfo { hasNextPage: Boolean! endCursor: String startCursor: String }
  type BarePageInfo { total: Int }

  type Folder implements Node {
    id: ID!
    legacyPath: String @deprecated(reason: "Use path.")
    summary(format: String!): String
    settings: Settings
    subfolders(first: Int): FolderConnection!
    name: String!
    path: String
    sizeInBytes: Int
    createdAt: DateTime
    visibility: Visibility
    isArchived: Boolean
    color: String
    description: String
    position: Int
    oldName: String @deprecated(reason: "Use name.")
    renamed(format: String!): String
    parentFolder: Folder
    owner: User
    documents(first: Int, after: String): DocumentConnection!
    labels(first: Int): [Label!]!
  }
  type Settings { secret(key: String!): String }

  type User implements Node {
    id: ID!
    recentDocuments: DocumentConnection!
    displayName: String!
    email: String!
    avatarUrl: String
    locale: String
    timezone: String
    company: Company
    groups: [Group!]!
  }

  type Company implements Node { id: ID! name: String! city: String country: String employees: Int address: Address }
  type Address { street: String city: String }
  type Group implements Node { id: ID! name: String! }
  type Label implements Node { id: ID! name: String! color: String }

  type Document implements Node {
    id: ID!
    title: String!
    mimeType: String
    sizeInBytes: Int
    pageCount: Int
    updatedAt: DateTime
    folder: Folder
  }
  type FolderConnection { nodes: [Folder!]! pageInfo: PageInfo! }
  interface Entry { id: ID! name: String! title: String size: Int kind: String owner: String created: String updated: String checksum: String }
  type FileEntry implements Entry { id: ID! name: String! title: String size: Int kind: String owner: String created: String updated: String checksum: String extension: String }
  type EntryConnection { nodes: [Entry!]! pageInfo: PageInfo! }
  input LegacyInput { legacy: Legacy! visibility: Visibility! }
  type DocumentEdge { cursor: String! node: Document! }
  type DocumentConnection { totalCount: Int! nodes: [Document!]! pageInfo: PageInfo! }
  type EdgeOnlyConnection { edges: [DocumentEdge!]! pageInfo: BarePageInfo! totalCount: Stats }
  type Stats { count: Int }

  union SearchResult = Label | Document | Folder | User
  type SearchResultConnection { nodes: [SearchResult!]! pageInfo: PageInfo! }

  interface Item { id: ID! name: String! }
  type PlainItem implements Item & Node { id: ID! name: String! }
  type FileItem implements Item & Node { id: ID! name: String! size: Int extension: String checksum: String mimeType: String }
  type LinkItem implements Item & Node { id: ID! name: String! size: String url: String }
  type NoteItem implements Item & Node { id: ID! name: String! text: String }
  type TaskItem implements Item & Node { id: ID! name: String! dueAt: DateTime }

  type UserError { message: String! extra: String code: String! field: String }
  type OddError { reason: String! }
  type QuotaError { limit: Int! }
  union MoveError = OddError | QuotaError

  input FolderFilter { nameContains: String visibility: Visibility archived: Boolean createdAfter: DateTime }

  input CreateFolderInput {
    name: String!
    parentFolderId: ID
    color: String
    description: String
    visibility: Visibility
    legacy: Legacy
  }
  input UpdateFolderInput { id: ID! oldColor: String @deprecated(reason: "Use color.") name: String color: String }
  input TargetInput { id: ID! position: Int }
  input MoveFolderInput { folderId: ID! target: TargetInput! }
  input MoveLabelInput { labelId: ID! target: TargetInput! }
  input AttachInput { attachment: Upload note: String documentId: ID! }
  type OddConnection { nodes: [Label!]! pageInfo: String }
  type LabelConnection { nodes: [Label!]! pageInfo: PageInfo! }
  type Word { text: String }
  type WordConnection { nodes: [Word!]! pageInfo: PageInfo! }
  type TidyPayload { label: Label userErrors: [UserError!]! }
  input UploadDocumentInput { folderId: ID! files: [Upload!]! title: String attachment: Upload }
  input Level0Input { note: String next: Level1Input! }
  input Level1Input { note: String next: Level2Input! }
  input Level2Input { note: String next: Level3Input! }
  input Level3Input { note: String next: Level4Input! }
  input Level4Input { note: String next: Level5Input! }
  input Level5Input { note: String next: Level6Input! }
  input Level6Input { note: String size: Int }
  input LookupInput @oneOf { path: PathInput id: ID name: String }
  input PathInput { path: String! }
  input OnlyNestedLookup @oneOf { path: PathInput }
  input TagIdsInput { documentIds: [ID!]! labelIds: [ID!]! }

  type CreateFolderPayload { folder: Folder previousOwner: User userErrors: [UserError!]! }
  type UpdateFolderPayload { folderId: ID userErrors: [UserError!]! }
  type MoveFolderPayload { folder: Folder userErrors: [MoveError!]! }
  type OddPayload { ok: Boolean documents(first: Int!): DocumentConnection userErrors: [OddError!]! }
  type TagPayload { taggedCount: Int userErrors: [UserError!]! }

  type Query {
    folder(id: ID!): Folder
    me: User!
    node(id: ID!): Node
    item(id: ID!): Item
    documents(folderId: ID!, first: Int, last: Int, filter: FolderFilter): DocumentConnection!
    recent(size: Int! = 5, last: Int): DocumentConnection!
    oddLabels(first: Int): OddConnection!
    tagged(id: ID!, first: Int): LabelConnection!
    words(id: ID!, first: Int): WordConnection!
    edgeOnly(first: Int): EdgeOnlyConnection!
    search(query: String!, first: Int): SearchResultConnection!
    folderCount(filter: FolderFilter): Int!
    lookup(by: LookupInput!): Label
    lookupNested(by: OnlyNestedLookup!): Group
    tree(input: Level0Input!): Boolean
    labelsByIds(ids: [ID!]!): [Label!]!
    visibility(defaultValue: Visibility = PUBLIC, required: Visibility!): Visibility
    entry(id: ID!): Entry
    entries(first: Int!): EntryConnection!
    legacy(input: LegacyInput!): Int
  }

  type Mutation {
    "Creates a folder." createFolder(input: CreateFolderInput!): CreateFolderPayload!
    "Renames a folder." updateFolder(input: UpdateFolderInput!): UpdateFolderPayload!
    "Moves a folder." moveFolder(input: MoveFolderInput!): MoveFolderPayload!
    "Uploads files." uploadDocuments(input: UploadDocumentInput!): OddPayload!
    "Labels documents." tagDocuments(input: TagIdsInput!): TagPayload!
    archiveLabel(labelId: ID!): Label
    moveLabel(input: MoveLabelInput!): Boolean
    attach(input: AttachInput!): Boolean
    tidy(id: ID!): TidyPayload!
  }

  type Subscription {
    documentAdded(folderId: ID!): Document!
    labelChanged(labelId: ID!): Label
  }
`;

const schema = buildSchema(SDL);

interface Expected {
  readonly operationType: OperationType;
  readonly fieldName: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly uploadPaths: string[];
}

/**
 * Every example of the schema above, written out whole and checked by hand (a data file: the operations repeat
 * the same selections, as the examples do).
 */
const EXPECTED = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'examples', 'expected-examples.json'), 'utf8'),
) as readonly Expected[];

describe('every example of the schema, whole', () => {
  const examples = buildAllOperationExamples(schema);

  test('one example per root field, queries, then mutations, then subscriptions', () => {
    assert.deepEqual(
      examples.map((example) => [example.operationType, example.fieldName]),
      EXPECTED.map(({operationType, fieldName}) => [operationType, fieldName]),
    );
  });

  for (const {operationType, fieldName, query, variables, uploadPaths} of EXPECTED) {
    test(`${operationType} ${fieldName}`, () => {
      const example = buildOperationExample(schema, operationType, fieldName);
      assert.equal(example.query, query);
      assert.deepEqual(example.variables, variables);
      assert.deepEqual(example.uploadPaths, uploadPaths);
      assert.equal(example.operationType, operationType);
      assert.equal(example.fieldName, fieldName);
      assert.equal(example.operationName, fieldName.charAt(0).toUpperCase() + fieldName.slice(1));
    });
  }

  test('every example is a valid operation', () => {
    for (const example of examples) {
      assert.deepEqual(validate(schema, parse(example.query)), [], example.fieldName);
    }
  });
});

describe('shapes', () => {
  const type = (name: string) => schema.getType(name) as GraphQLObjectType;

  test('connections: pageInfo with nodes or edges', () => {
    assert.equal(isConnectionType(type('DocumentConnection')), true);
    assert.equal(isConnectionType(type('EdgeOnlyConnection')), true);
    assert.equal(isConnectionType(type('PageInfo')), false);
    assert.equal(isConnectionType(type('Folder')), false);
    assert.equal(isConnectionType(type('SearchResult')), false);
    assert.equal(isConnectionType(buildSchema('type Q { pageInfo: Int } type Query { q: Q }').getType('Q')!), false);
  });

  test('payloads: objects with userErrors', () => {
    assert.equal(isPayloadType(type('CreateFolderPayload')), true);
    assert.equal(isPayloadType(type('Folder')), false);
    assert.equal(isPayloadType(type('Node')), false);
  });

  test('the item type of a connection comes from nodes, else edges.node', () => {
    assert.equal(connectionItemType(type('DocumentConnection'))?.name, 'Document');
    assert.equal(connectionItemType(type('EdgeOnlyConnection'))?.name, 'Document');
    assert.equal(connectionItemType(type('SearchResultConnection'))?.name, 'SearchResult');
    assert.equal(connectionItemType(type('Folder')), undefined);
    const odd = buildSchema(
      'type E { cursor: String } type C { edges: [E] pageInfo: Int } type D { edges: [Int] } type Query { c: C d: D }',
    );
    assert.equal(connectionItemType(odd.getType('C') as GraphQLObjectType), undefined);
    assert.equal(connectionItemType(odd.getType('D') as GraphQLObjectType), undefined);
  });

  test('root types and root fields', () => {
    assert.equal(rootType(schema, 'query')?.name, 'Query');
    assert.equal(rootType(schema, 'mutation')?.name, 'Mutation');
    assert.equal(rootType(schema, 'subscription')?.name, 'Subscription');
    const queryOnly = buildSchema('type Query { a: Int b: String }');
    assert.deepEqual(
      listRootFields(queryOnly).map((field) => [field.operationType, field.fieldName, field.field.name]),
      [
        ['query', 'a', 'a'],
        ['query', 'b', 'b'],
      ],
    );
    assert.equal(rootType(queryOnly, 'mutation'), undefined);
  });

  test('an unknown root field is an error naming it', () => {
    assert.throws(() => buildOperationExample(schema, 'mutation', 'folder'), {
      message: 'The schema has no mutation field "folder".',
    });
    assert.throws(() => buildOperationExample(buildSchema('type Query { a: Int }'), 'subscription', 'a'), {
      message: 'The schema has no subscription field "a".',
    });
  });
});
