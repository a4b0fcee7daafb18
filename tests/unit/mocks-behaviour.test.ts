/**
 * The mocks on a small schema, answer by answer: values by field name and type, entities fetched by id (abstract
 * ones by the type their id encodes), lists of 3 to 5 items cut by first/limit/last, Relay pages that honour
 * first/after/last/before, payloads that echo their input into the store, subscription events about the entity
 * their arguments name, and the errors of operations that cannot run.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema, GraphQLError, parse, subscribe, type ExecutionResult} from 'graphql';

import {
  createMockExecutableSchema,
  executeMock,
  formatResult,
  mockSchemaCache,
  subscribeMock,
} from '../../src/graphql/mocks';
import {fromGlobalId, sampleCursor, toGlobalId} from '../../src/graphql/sampleValues';

const SDL = `
  scalar DateTime
  scalar Upload
  scalar Money
  interface Node { id: ID! }
  enum Visibility { OLD @deprecated(reason: "Use PRIVATE.") PRIVATE PUBLIC }
  enum Legacy { GONE @deprecated(reason: "Gone.") }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type Folder implements Node {
    id: ID!
    name: String!
    visibility: Visibility
    legacy: Legacy
    sizeInBytes: Int
    ratio: Float
    isArchived: Boolean
    isShared: Boolean
    createdAt: DateTime
    updatedAt: DateTime
    changedAt: DateTime
    price: Money
    file: Upload
    tags: [String!]!
    matrix: [[Int!]!]
    ownerId: ID
    parentFolder: Folder
    documents(first: Int, after: String, last: Int, before: String, orderBy: String): DocumentConnection!
    items(first: Int): ItemConnection!
    pinned: Item
    userErrors: [UserError!]!
  }
  type Document implements Node { id: ID! title: String! label: Label folder: Folder modifiedAt: DateTime }
  type Stats { name: String total: Int }
  union Mixed = Stats | Folder
  type Label { id: ID! name: String! color: String }
  union Item = Document | Folder
  type DocumentConnection { totalCount: Int! nodes: [Document!]! edges: [DocumentEdge!]! pageInfo: PageInfo! }
  type DocumentEdge { cursor: String! node: Document! }
  type ItemConnection { totalCount: Int! nodes: [Item!]! pageInfo: PageInfo! }
  type UserError { message: String! field: String }
  input UpdateFolderInput { id: ID! name: String visibility: Visibility sizeInBytes: Int tags: [String!] parentFolderId: ID ownerId: ID }
  input MoveFolderInput { folderId: ID! parentFolderId: ID! }
  input CreateLabelInput { name: String! color: String }
  type UpdateFolderPayload {
    folder: Folder
    previousParentFolder: Folder
    parentFolder: Folder
    documents: DocumentConnection
    userErrors: [UserError!]!
  }
  type CreateLabelPayload { label: Label previousLabel: Label userErrors: [UserError!]! }
  type SummaryPayload { summary: Stats userErrors: [UserError!]! }
  type Query {
    folder(id: ID!): Folder
    node(id: ID!): Node
    item(id: ID!): Item
    nodes(ids: [ID!]!): [Node]!
    folders(first: Int, limit: Int, last: Int): [Folder!]!
    search(first: Int): ItemConnection!
    labels: [Label!]!
    count: Int
    documentsByFolder(folderId: ID!): [Document!]!
    documentByFolderId(folderId: ID!): Document
    mixed(id: ID!): Mixed
  }
  type Mutation {
    updateFolder(input: UpdateFolderInput!): UpdateFolderPayload!
    moveFolder(input: MoveFolderInput!): UpdateFolderPayload!
    createLabel(input: CreateLabelInput!): CreateLabelPayload!
    summarize(input: CreateLabelInput!): SummaryPayload!
  }
  type Subscription { folderChanged(folderId: ID!): Folder! documentAdded(folderId: ID!): Document! ticks: Int }
`;

const FOLDER_ID = toGlobalId('Folder', 1842);
const DOCUMENT_ID = toGlobalId('Document', 5093);
const FAST = {subscriptionIntervalMs: 1};

// Results are walked freely below; their shape is what the assertions check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

async function data(
  schema: ReturnType<typeof createMockExecutableSchema>,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Data> {
  const result = await executeMock({schema, query, variables});
  assert.deepEqual(result.errors, undefined, JSON.stringify(result.errors));
  return plain(result.data) as Data;
}

/** Results are built on null-prototype objects; compared as the JSON a client receives. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

async function collect(events: AsyncIterable<ExecutionResult>): Promise<ExecutionResult[]> {
  const results: ExecutionResult[] = [];
  for await (const event of events) results.push(event);
  return results;
}

/** The local ids of a list of entities, by type. */
const localIds = (items: ReadonlyArray<{id: string}>): string[] =>
  items.map((item) => {
    const decoded = fromGlobalId(item.id);
    return `${decoded?.typeName}:${decoded?.localId}`;
  });

describe('values', () => {
  test('every leaf by its name and type; an entity fetched by id has that id', async () => {
    const schema = createMockExecutableSchema(SDL);
    const result = await executeMock({
      schema,
      query: `query ($id: ID!) { folder(id: $id) { id name visibility legacy sizeInBytes ratio isArchived isShared
        createdAt updatedAt price file tags matrix ownerId userErrors { message } parentFolder { id name } } }`,
      variables: {id: FOLDER_ID},
    });
    assert.deepEqual(plain(result), {
      data: {
        folder: {
          id: FOLDER_ID,
          name: 'Contracts 2025',
          visibility: 'PRIVATE',
          legacy: 'GONE',
          sizeInBytes: 248320,
          ratio: 0.42,
          isArchived: false,
          isShared: true,
          createdAt: '2025-03-14T09:30:00Z',
          updatedAt: '2025-11-09T09:30:00Z',
          price: 'Price 1',
          file: 'upload-1.pdf',
          tags: ['Tags 1', 'Tags 2', 'Tags 3'],
          matrix: [
            [1, 2, 3, 4, 5],
            [6, 7, 8, 9, 10],
            [11, 12, 13, 14, 15],
            [16, 17, 18, 19, 20],
            [21, 22, 23, 24, 25],
          ],
          ownerId: FOLDER_ID,
          userErrors: [],
          parentFolder: {id: toGlobalId('Folder', 1842 + 200), name: 'Invoices'},
        },
      },
      extensions: {cost: {complexity: 21, depth: 3, maxComplexity: 2500, maxDepth: 12}},
    });
  });

  test('variants move on per field: enum values skip deprecated ones, flags go true, true, false', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {folders} = await data(schema, '{ folders { visibility isShared name } }');
    assert.deepEqual(
      folders.map((folder: Data) => [folder.visibility, folder.isShared, folder.name]),
      [
        ['PRIVATE', true, 'Contracts 2025'],
        ['PUBLIC', true, 'Invoices'],
        ['PRIVATE', false, 'Clients'],
        ['PUBLIC', true, 'Board meetings'],
      ],
    );
  });

  test('two mock schemas of one SDL answer alike; one schema keeps its entities', async () => {
    const query = '{ folders { id name } labels { id name } }';
    const first = createMockExecutableSchema(SDL);
    const answer = await data(first, query);
    assert.deepEqual(await data(createMockExecutableSchema(buildSchema(SDL)), query), answer);
    assert.deepEqual(await data(first, query), answer);
  });
});

describe('entities by id', () => {
  test('an id argument selects the entity; an abstract type takes the member the id encodes, else its first', async () => {
    const schema = createMockExecutableSchema(SDL);
    assert.deepEqual(
      await data(
        schema,
        `query ($d: ID!, $f: ID!) { node(id: $d) { __typename id } a: item(id: $d) { __typename ... on Document { id } }
          b: item(id: "nope") { __typename ... on Document { id } } c: item(id: $f) { __typename ... on Folder { id } } }`,
        {d: DOCUMENT_ID, f: FOLDER_ID},
      ),
      {
        node: {__typename: 'Document', id: DOCUMENT_ID},
        a: {__typename: 'Document', id: DOCUMENT_ID},
        b: {__typename: 'Document', id: 'nope'},
        c: {__typename: 'Folder', id: FOLDER_ID},
      },
    );
  });

  test('an ids argument selects the entities of a list', async () => {
    const schema = createMockExecutableSchema(SDL);
    assert.deepEqual(
      await data(schema, 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
        ids: [FOLDER_ID, DOCUMENT_ID],
      }),
      {
        nodes: [
          {__typename: 'Folder', id: FOLDER_ID},
          {__typename: 'Document', id: DOCUMENT_ID},
        ],
      },
    );
  });

  test('an id argument naming another type does not select the result', async () => {
    const schema = createMockExecutableSchema(SDL);
    const answer = await data(
      schema,
      'query ($f: ID!) { documentsByFolder(folderId: $f) { id } documentByFolderId(folderId: $f) { id } }',
      {f: FOLDER_ID},
    );
    assert.equal(answer.documentsByFolder.length, 3);
    for (const document of [...answer.documentsByFolder, answer.documentByFolderId]) {
      assert.equal(fromGlobalId(document.id)?.typeName, 'Document');
    }
    assert.notEqual(answer.documentByFolderId.id, FOLDER_ID);
  });

  test('generated entities get ids above the examples, counting up per type', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {folders, labels} = await data(schema, '{ folders { id } labels { id } }');
    assert.deepEqual(localIds(folders), ['Folder:2042', 'Folder:2043', 'Folder:2044', 'Folder:2045']);
    assert.deepEqual(localIds(labels), ['Label:264', 'Label:265', 'Label:266', 'Label:267']);
  });
});

describe('lists', () => {
  test('3 to 5 items, fewer when first, limit or last asks for fewer, none below zero', async () => {
    const schema = createMockExecutableSchema(SDL);
    const answer = await data(
      schema,
      '{ a: folders { id } b: folders(first: 2) { id } c: folders(limit: 1) { id } d: folders(first: -1) { id } e: folders(last: 3) { id } f: folders(first: 9) { id } labels { name color } count }',
    );
    assert.deepEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => answer[key].length),
      [4, 2, 1, 0, 3, 4],
    );
    assert.deepEqual(answer.labels, [
      {name: 'Urgent', color: '#3B82F6'},
      {name: 'Signed', color: '#10B981'},
      {name: 'Needs review', color: '#F59E0B'},
      {name: 'Confidential', color: '#EF4444'},
    ]);
    assert.equal(answer.count, 3);
  });
});

describe('connections', () => {
  const pageQuery = `query ($id: ID!) { folder(id: $id) {
    all: documents { totalCount nodes { id } edges { cursor node { id } } pageInfo { ...page } }
    p1: documents(first: 2) { totalCount nodes { id } pageInfo { ...page } }
    p2: documents(first: 2, after: "${sampleCursor(1)}") { nodes { id } pageInfo { ...page } }
    p3: documents(last: 2) { nodes { id } pageInfo { ...page } }
    p4: documents(before: "${sampleCursor(1)}") { nodes { id } pageInfo { ...page } }
    p5: documents(after: "${sampleCursor(0)}", before: "${sampleCursor(3)}", last: 1) { nodes { id } pageInfo { ...page } }
    p6: documents(after: "${sampleCursor(9)}") { nodes { id } pageInfo { ...page } }
    p7: documents(after: "junk", before: "more junk") { nodes { id } }
    other: documents(orderBy: "name") { totalCount nodes { id } }
  } }
  fragment page on PageInfo { hasNextPage hasPreviousPage startCursor endCursor }`;

  test('pages of one list of items, with cursors and page info that match', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {folder} = await data(schema, pageQuery, {id: FOLDER_ID});
    const all: string[] = folder.all.nodes.map((node: Data) => node.id);
    assert.equal(all.length, 4);
    assert.equal(folder.all.totalCount, 4);
    assert.equal(new Set(all).size, 4);
    assert.deepEqual(
      folder.all.edges,
      all.map((id, index) => ({cursor: sampleCursor(index), node: {id}})),
    );
    const page = (hasNextPage: boolean, hasPreviousPage: boolean, start: number | null, end: number | null) => ({
      hasNextPage,
      hasPreviousPage,
      startCursor: start === null ? null : sampleCursor(start),
      endCursor: end === null ? null : sampleCursor(end),
    });
    const ids = (connection: Data) => connection.nodes.map((node: Data) => node.id);
    assert.deepEqual(folder.all.pageInfo, page(false, false, 0, 3));
    assert.deepEqual(
      [ids(folder.p1), folder.p1.totalCount, folder.p1.pageInfo],
      [all.slice(0, 2), 4, page(true, false, 0, 1)],
    );
    assert.deepEqual([ids(folder.p2), folder.p2.pageInfo], [all.slice(2, 4), page(false, true, 2, 3)]);
    assert.deepEqual([ids(folder.p3), folder.p3.pageInfo], [all.slice(2, 4), page(false, true, 2, 3)]);
    assert.deepEqual([ids(folder.p4), folder.p4.pageInfo], [all.slice(0, 1), page(true, false, 0, 0)]);
    assert.deepEqual([ids(folder.p5), folder.p5.pageInfo], [all.slice(2, 3), page(true, true, 2, 2)]);
    assert.deepEqual([ids(folder.p6), folder.p6.pageInfo], [[], page(false, true, null, null)]);
    assert.deepEqual(ids(folder.p7), all);
    assert.equal(
      ids(folder.other).some((id: string) => all.includes(id)),
      false,
      'other arguments, other items',
    );
  });

  test('the same parent and arguments give the same items on a later request', async () => {
    const schema = createMockExecutableSchema(SDL);
    const query = 'query ($id: ID!) { folder(id: $id) { documents { nodes { id } } } }';
    const first = await data(schema, query, {id: FOLDER_ID});
    assert.deepEqual(await data(schema, query, {id: FOLDER_ID}), first);
    const other = await data(schema, query, {id: toGlobalId('Folder', 1900)});
    assert.notDeepEqual(other, first);
  });

  test('items of a union connection take the members in turn', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {search} = await data(
      schema,
      '{ search { totalCount nodes { __typename ... on Document { id } ... on Folder { id } } } }',
    );
    assert.equal(search.totalCount, 4);
    assert.deepEqual(
      search.nodes.map((node: Data) => [node.__typename, fromGlobalId(node.id)?.typeName]),
      [
        ['Document', 'Document'],
        ['Folder', 'Folder'],
        ['Document', 'Document'],
        ['Folder', 'Folder'],
      ],
    );
  });
});

describe('mutations', () => {
  test('the main result echoes the input and the store keeps it; other results keep only the id', async () => {
    const schema = createMockExecutableSchema(SDL);
    const input = {
      id: FOLDER_ID,
      name: 'Renamed',
      visibility: 'PUBLIC',
      sizeInBytes: 7,
      tags: ['x'],
      parentFolderId: toGlobalId('Folder', 1900),
      ownerId: 'usr_x',
    };
    const {updateFolder} = await data(
      schema,
      `mutation ($input: UpdateFolderInput!) { updateFolder(input: $input) {
        folder { id name visibility sizeInBytes tags ownerId } previousParentFolder { id name } documents { totalCount }
        userErrors { message } } }`,
      {input},
    );
    assert.deepEqual(updateFolder.folder, {
      id: FOLDER_ID,
      name: 'Renamed',
      visibility: 'PUBLIC',
      sizeInBytes: 7,
      tags: ['Tags 1', 'Tags 2', 'Tags 3'],
      ownerId: FOLDER_ID,
    });
    assert.deepEqual(updateFolder.previousParentFolder, {id: FOLDER_ID, name: 'Renamed'});
    assert.ok(
      updateFolder.documents.totalCount >= 3 && updateFolder.documents.totalCount <= 5,
      'connections in payloads resolve too',
    );
    assert.deepEqual(updateFolder.userErrors, []);
    assert.deepEqual(
      await data(schema, 'query ($id: ID!) { folder(id: $id) { name visibility sizeInBytes } }', {id: FOLDER_ID}),
      {
        folder: {name: 'Renamed', visibility: 'PUBLIC', sizeInBytes: 7},
      },
    );
  });

  test('the id comes from `<result>Id`; a result without an id in the input is generated', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {moveFolder} = await data(
      schema,
      'mutation ($input: MoveFolderInput!) { moveFolder(input: $input) { folder { id name } previousParentFolder { id } } }',
      {input: {folderId: FOLDER_ID, parentFolderId: toGlobalId('Folder', 1900)}},
    );
    assert.deepEqual(moveFolder.folder, {id: FOLDER_ID, name: 'Contracts 2025'});
    assert.equal(fromGlobalId(moveFolder.previousParentFolder.id)?.typeName, 'Folder');
    assert.notEqual(moveFolder.previousParentFolder.id, FOLDER_ID);
  });

  test('a created entity shows what was sent', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {createLabel} = await data(
      schema,
      'mutation { createLabel(input: {name: "Urgent!", color: "#000000"}) { label { id name color } userErrors { message } } }',
    );
    assert.deepEqual(createLabel, {
      label: {id: createLabel.label.id, name: 'Urgent!', color: '#000000'},
      userErrors: [],
    });
    assert.equal(fromGlobalId(createLabel.label.id)?.typeName, 'Label');
  });
});

describe('subscriptions', () => {
  test('events about the entity an id argument names, its time stamps moving on', async () => {
    const schema = createMockExecutableSchema(SDL, FAST);
    await data(
      schema,
      'mutation ($input: UpdateFolderInput!) { updateFolder(input: $input) { userErrors { message } } }',
      {
        input: {id: FOLDER_ID, name: 'Renamed'},
      },
    );
    const events = await collect(
      subscribeMock({
        schema,
        query: 'subscription ($f: ID!) { folderChanged(folderId: $f) { id updatedAt name } }',
        variables: {f: FOLDER_ID},
      }),
    );
    assert.deepEqual(
      plain(events.map((event) => event.data)),
      ['2025-12-01T15:50:00Z', '2025-12-02T18:33:00Z', '2025-12-03T21:16:00Z'].map((updatedAt) => ({
        folderChanged: {id: FOLDER_ID, updatedAt, name: 'Renamed'},
      })),
    );
  });

  test('new items point at the entity of the id argument', async () => {
    const schema = createMockExecutableSchema(SDL, FAST);
    const events = await collect(
      subscribeMock({
        schema,
        query: 'subscription ($f: ID!) { documentAdded(folderId: $f) { id modifiedAt folder { id } } }',
        variables: {f: FOLDER_ID},
      }),
    );
    assert.equal(events.length, 3);
    const documents = events.map((event) => (event.data as Data).documentAdded);
    assert.equal(new Set(documents.map((document: Data) => document.id)).size, 3, 'a new document each time');
    assert.deepEqual(
      documents.map((document: Data) => [document.modifiedAt, document.folder.id]),
      [
        ['2025-12-01T15:50:00Z', FOLDER_ID],
        ['2025-12-02T18:33:00Z', FOLDER_ID],
        ['2025-12-03T21:16:00Z', FOLDER_ID],
      ],
    );
  });

  test('leaf events, as many as asked for', async () => {
    const schema = createMockExecutableSchema(SDL, {...FAST, subscriptionEventCount: 2});
    const events = await collect(subscribeMock({schema, query: 'subscription { ticks }'}));
    assert.deepEqual(plain(events), [{data: {ticks: 1}}, {data: {ticks: 2}}]);
  });

  test('a cached mock schema per schema, built with the options given', async () => {
    const cache = mockSchemaCache({...FAST, subscriptionEventCount: 1});
    const schema = buildSchema(SDL);
    const mock = cache(schema);
    assert.equal(cache(schema), mock);
    assert.notEqual(cache(buildSchema(SDL)), mock);
    assert.equal((await collect(subscribeMock({schema: mock, query: 'subscription { ticks }'}))).length, 1);
    assert.notEqual(mockSchemaCache()(schema), mock, 'each cache keeps its own');
  });
});

describe('operations that cannot run', () => {
  const schema = createMockExecutableSchema(SDL, FAST);
  const messagesOf = (result: {errors?: readonly {message: string}[]}) => result.errors?.map((error) => error.message);

  test('executeMock: subscriptions go to subscribeMock', async () => {
    const result = await executeMock({schema, query: 'subscription { ticks }'});
    assert.deepEqual(messagesOf(result), ['Subscriptions stream events: run them with subscribeMock.']);
    assert.equal(result.data, undefined);
  });

  test('executeMock: syntax and validation errors, without a cost', async () => {
    const syntax = await executeMock({schema, query: '{ folders { '});
    assert.match(syntax.errors?.[0]?.message ?? '', /^Syntax Error/);
    assert.deepEqual(syntax.errors?.[0]?.locations, [{line: 1, column: 13}]);
    const invalid = await executeMock({schema, query: '{ nothing }'});
    assert.deepEqual(messagesOf(invalid), ['Cannot query field "nothing" on type "Query".']);
    assert.equal(invalid.extensions, undefined);
  });

  test('executeMock: an operation over a limit is refused and not run', async () => {
    const refused = await executeMock({
      schema,
      query: 'query Big { search(first: 0) { totalCount } }',
      operationName: 'Big',
    });
    assert.deepEqual(formatResult(refused), {
      errors: [
        {
          message: 'Argument "first" must be between 1 and 100 (got 0 at search, line 1).',
          path: ['search'],
          extensions: {code: 'BAD_USER_INPUT'},
        },
      ],
    });
  });

  test('executeMock: the operation asked for runs, with its cost', async () => {
    const result = await executeMock({
      schema,
      query: 'query A { count } query B { folders(first: 1) { name } }',
      operationName: 'B',
      variables: null,
    });
    assert.deepEqual(plain(result), {
      data: {folders: [{name: 'Contracts 2025'}]},
      extensions: {cost: {complexity: 2, depth: 2, maxComplexity: 2500, maxDepth: 12}},
    });
  });

  test('subscribeMock: a syntax error, a query, an invalid and a refused subscription each yield one result', async () => {
    const syntax = await collect(subscribeMock({schema, query: 'subscription {'}));
    assert.equal(syntax.length, 1);
    assert.ok(syntax[0]?.errors?.[0] instanceof GraphQLError);
    assert.match(syntax[0]?.errors?.[0]?.message ?? '', /^Syntax Error/);

    assert.deepEqual(plain(await collect(subscribeMock({schema, query: '{ count }'}))), [
      {data: {count: 3}, extensions: {cost: {complexity: 1, depth: 1, maxComplexity: 2500, maxDepth: 12}}},
    ]);

    const invalid = await collect(subscribeMock({schema, query: 'subscription { nothing }'}));
    assert.deepEqual(
      invalid.map((result) => result.errors?.map((error) => error.message)),
      [['Cannot query field "nothing" on type "Subscription".']],
    );

    const refused = await collect(
      subscribeMock({
        schema,
        query: 'subscription S($f: ID!) { folderChanged(folderId: $f) { documents(first: 500) { totalCount } } }',
        variables: {f: FOLDER_ID},
        operationName: 'S',
      }),
    );
    assert.deepEqual(
      refused.map((result) => result.errors?.map((error) => error.message)),
      [['Argument "first" must be between 1 and 100 (got 500 at folderChanged.documents, line 1).']],
    );
  });
});

test('formatResult: errors as JSON, data and extensions when present', () => {
  assert.deepEqual(
    formatResult({
      errors: [new GraphQLError('Denied', {extensions: {code: 'FORBIDDEN'}})],
      data: {a: 1},
      extensions: {b: 2},
    }),
    {errors: [{message: 'Denied', extensions: {code: 'FORBIDDEN'}}], data: {a: 1}, extensions: {b: 2}},
  );
  assert.deepEqual(formatResult({data: null}), {data: null});
  assert.deepEqual(formatResult({}), {});
});

describe('mocks beyond the common cases', () => {
  test('an abstract field takes its members in turn', async () => {
    const schema = createMockExecutableSchema(SDL);
    const {folders} = await data(schema, '{ folders { pinned { __typename } } }');
    assert.deepEqual(
      folders.map((folder: Data) => folder.pinned.__typename),
      ['Document', 'Folder', 'Document', 'Folder'],
    );
  });

  test('an id for a union picks a member that has ids', async () => {
    const schema = createMockExecutableSchema(SDL);
    assert.deepEqual(await data(schema, '{ mixed(id: "unknown") { __typename ... on Folder { id } } }'), {
      mixed: {__typename: 'Folder', id: 'unknown'},
    });
  });

  test('the main result is updated in the store, the one named by `<result>Id` is not', async () => {
    const schema = createMockExecutableSchema(SDL);
    const parentId = toGlobalId('Folder', 1900);
    const {updateFolder} = await data(
      schema,
      `mutation ($input: UpdateFolderInput!) { updateFolder(input: $input) {
        folder { id name } parentFolder { id name } } }`,
      {input: {id: FOLDER_ID, name: 'Renamed', parentFolderId: parentId}},
    );
    assert.deepEqual(updateFolder.folder, {id: FOLDER_ID, name: 'Renamed'});
    assert.equal(updateFolder.parentFolder.id, parentId);
    assert.notEqual(updateFolder.parentFolder.name, 'Renamed');
    const query = 'query ($id: ID!) { folder(id: $id) { name } }';
    assert.equal((await data(schema, query, {id: FOLDER_ID})).folder.name, 'Renamed');
    assert.notEqual((await data(schema, query, {id: parentId})).folder.name, 'Renamed');
  });

  test('a null in the input leaves the stored value as it was', async () => {
    const schema = createMockExecutableSchema(SDL);
    const mutation = 'mutation ($input: UpdateFolderInput!) { updateFolder(input: $input) { folder { sizeInBytes } } }';
    await data(schema, mutation, {input: {id: FOLDER_ID, sizeInBytes: 7}});
    await data(schema, mutation, {input: {id: FOLDER_ID, sizeInBytes: null, name: 'Again'}});
    assert.deepEqual(await data(schema, 'query ($id: ID!) { folder(id: $id) { name sizeInBytes } }', {id: FOLDER_ID}), {
      folder: {name: 'Again', sizeInBytes: 7},
    });
  });

  test('only the first result of a payload echoes the input; results without ids echo nothing', async () => {
    const schema = createMockExecutableSchema(SDL);
    const input = {name: 'Urgent!', color: '#000000'};
    const {createLabel} = await data(
      schema,
      'mutation ($input: CreateLabelInput!) { createLabel(input: $input) { label { name } previousLabel { name color } } }',
      {input},
    );
    assert.equal(createLabel.label.name, 'Urgent!');
    assert.notEqual(createLabel.previousLabel.name, 'Urgent!');
    assert.notEqual(createLabel.previousLabel.color, '#000000');
    const {summarize} = await data(
      schema,
      'mutation ($input: CreateLabelInput!) { summarize(input: $input) { summary { name } } }',
      {input},
    );
    assert.notEqual(summarize.summary.name, 'Urgent!');
  });

  test('every time stamp of the entity moves on with the events', async () => {
    const schema = createMockExecutableSchema(SDL, {...FAST, subscriptionEventCount: 2});
    const events = await collect(
      subscribeMock({
        schema,
        query: 'subscription ($f: ID!) { folderChanged(folderId: $f) { createdAt updatedAt changedAt } }',
        variables: {f: FOLDER_ID},
      }),
    );
    assert.deepEqual(plain(events.map((event) => event.data)), [
      {
        folderChanged: {
          createdAt: '2025-03-14T09:30:00Z',
          updatedAt: '2025-12-01T15:50:00Z',
          changedAt: '2025-12-01T15:50:00Z',
        },
      },
      {
        folderChanged: {
          createdAt: '2025-03-14T09:30:00Z',
          updatedAt: '2025-12-02T18:33:00Z',
          changedAt: '2025-12-02T18:33:00Z',
        },
      },
    ]);
  });

  test('a stream stopped by its consumer stays stopped', async () => {
    const schema = createMockExecutableSchema(SDL, FAST);
    // The executable schema's own stream, as graphql-ws drives it: `return` when the client unsubscribes.
    const stream = await subscribe({schema, document: parse('subscription { ticks }')});
    assert.ok(Symbol.asyncIterator in stream);
    assert.deepEqual(plain((await stream.next()).value), {data: {ticks: 1}});
    await stream.return?.();
    assert.equal((await stream.next()).done, true);
  });

  test('an operation picked by name from several: the query runs, the subscription streams', async () => {
    const schema = createMockExecutableSchema(SDL, {...FAST, subscriptionEventCount: 2});
    const query = 'query A { count } subscription B { ticks }';
    assert.deepEqual(
      (await executeMock({schema, query, operationName: 'B'})).errors?.map((error) => error.message),
      ['Subscriptions stream events: run them with subscribeMock.'],
    );
    assert.deepEqual(plain(await collect(subscribeMock({schema, query, operationName: 'B'}))), [
      {data: {ticks: 1}},
      {data: {ticks: 2}},
    ]);
    assert.deepEqual(plain(await collect(subscribeMock({schema, query, operationName: 'A'}))), [
      {data: {count: 3}, extensions: {cost: {complexity: 1, depth: 1, maxComplexity: 2500, maxDepth: 12}}},
    ]);
  });

  test('an operation name the document lacks is an error, not a crash', async () => {
    const schema = createMockExecutableSchema(SDL, FAST);
    const query = 'query A { count } subscription B { ticks }';
    const expected = [['Unknown operation named "Nope".']];
    const executed = await executeMock({schema, query, operationName: 'Nope'});
    assert.deepEqual([executed.errors?.map((error) => error.message)], expected);
    const streamed = await collect(subscribeMock({schema, query, operationName: 'Nope'}));
    assert.deepEqual(
      streamed.map((result) => result.errors?.map((error) => error.message)),
      expected,
    );
  });

  test('a subscription without its required variable yields the error once', async () => {
    const schema = createMockExecutableSchema(SDL, FAST);
    const results = await collect(
      subscribeMock({schema, query: 'subscription ($f: ID!) { folderChanged(folderId: $f) { id } }'}),
    );
    assert.deepEqual(
      results.map((result) => result.errors?.map((error) => error.message)),
      [['Variable "$f" of required type "ID!" was not provided.']],
    );
  });
});
