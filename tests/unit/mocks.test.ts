/**
 * The mocks: every generated query and mutation example runs without errors, output is deterministic and
 * plausible, connections are consistent, subscriptions stream three events and complete.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema, type ExecutionResult} from 'graphql';

import {buildAllOperationExamples, buildOperationExample} from '../../src/graphql/examples';
import {createMockExecutableSchema, executeMock, subscribeMock} from '../../src/graphql/mocks';
import {baseLocalId, fromGlobalId, toGlobalId} from '../../src/graphql/sampleValues';

const toGlobalIdOf = (typeName: string) => toGlobalId(typeName, baseLocalId(typeName));
import {fixture, fixtureSdl, schema, SCHEMA_PATH, schemaSdl, withUploadedFiles} from './support/schemaUnderTest';

const FAST = {subscriptionIntervalMs: 5};

// Results are walked freely below; their shape is what the assertions check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

async function run(
  mockSchema: ReturnType<typeof createMockExecutableSchema>,
  query: string,
  variables = {},
): Promise<Data> {
  const result = await executeMock({schema: mockSchema, query, variables});
  assert.deepEqual(result.errors ?? [], [], JSON.stringify(result.errors));
  assert.ok(result.data, 'data');
  return result.data as Data;
}

async function collect(events: AsyncIterable<ExecutionResult>): Promise<ExecutionResult[]> {
  const results: ExecutionResult[] = [];
  for await (const event of events) results.push(event);
  return results;
}

/** Every object with both `__typename` and `id` in a result carries an id of its own type. */
function assertIdsMatchTypes(value: unknown, path = 'data'): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertIdsMatchTypes(item, `${path}.${index}`));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record['__typename'] === 'string' && typeof record['id'] === 'string') {
    assert.equal(fromGlobalId(record['id'])?.typeName, record['__typename'], `${path}.id`);
  }
  for (const [key, child] of Object.entries(record)) assertIdsMatchTypes(child, `${path}.${key}`);
}

describe(`every query and mutation example of ${SCHEMA_PATH} runs against the mocks`, () => {
  const mockSchema = createMockExecutableSchema(schemaSdl, FAST);
  for (const example of buildAllOperationExamples(schema)) {
    if (example.operationType === 'subscription') continue;
    test(`${example.operationType} ${example.fieldName}`, async () => {
      const result = await executeMock({
        schema: mockSchema,
        query: example.query,
        variables: withUploadedFiles(example),
        operationName: example.operationName,
      });
      assert.deepEqual(result.errors ?? [], [], JSON.stringify(result.errors));
      assert.ok(result.data?.[example.fieldName] !== undefined, 'returns data for the field');
      assertIdsMatchTypes(result.data);
    });
  }

  test('every subscription example yields events without errors', async () => {
    const fastSchema = createMockExecutableSchema(schemaSdl, {subscriptionIntervalMs: 1, subscriptionEventCount: 2});
    for (const example of buildAllOperationExamples(schema)) {
      if (example.operationType !== 'subscription') continue;
      const events = await collect(
        subscribeMock({schema: fastSchema, query: example.query, variables: example.variables}),
      );
      assert.equal(events.length, 2, example.fieldName);
      for (const event of events)
        assert.equal(event.errors, undefined, `${example.fieldName}: ${JSON.stringify(event.errors)}`);
    }
  });
});

describe('mock data (fixture schema)', () => {
  test('is deterministic: two mock schemas answer the same operations identically', async () => {
    const answers = async () => {
      const mockSchema = createMockExecutableSchema(fixtureSdl, FAST);
      const results = [];
      for (const example of buildAllOperationExamples(fixture)) {
        if (example.operationType === 'subscription') continue;
        results.push(
          await executeMock({schema: mockSchema, query: example.query, variables: withUploadedFiles(example)}),
        );
      }
      return JSON.stringify(results);
    };
    assert.equal(await answers(), await answers());
  });

  test('one mock schema keeps an entity across requests', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const query = 'query ($id: ID!) { folder(id: $id) { id name owner { email } } }';
    const first = await run(mockSchema, query, {id: 'Rm9sZGVyOjE4NDI='});
    assert.deepEqual(await run(mockSchema, query, {id: 'Rm9sZGVyOjE4NDI='}), first);
    assert.equal(first['folder'].id, 'Rm9sZGVyOjE4NDI=', 'fetched by id, the entity has that id');
  });

  test('values are plausible', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const data = await run(
      mockSchema,
      `{ me { id name email avatarUrl createdAt }
         document(id: "RG9jdW1lbnQ6NTA5Mw==") { title mimeType sizeInBytes downloadUrl location { latitude longitude }
           labels { name color } author { name } } }`,
    );
    assert.equal(fromGlobalId(data['me'].id)?.typeName, 'User');
    assert.match(data['me'].name, /^[A-Z][a-z]+ [A-Z][a-z]+$/);
    assert.match(data['me'].email, /^[a-z.]+@example\.com$/);
    assert.match(data['me'].avatarUrl, /^https:\/\//);
    assert.match(data['me'].createdAt, /^2025-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.match(data['document'].mimeType, /^[a-z]+\/[\w.+-]+$/);
    assert.ok(Number.isInteger(data['document'].sizeInBytes) && data['document'].sizeInBytes > 1000);
    assert.equal(data['document'].location.latitude, 52.52);
    const labels = data['document'].labels as Array<{name: string; color: string}>;
    assert.ok(labels.length >= 3 && labels.length <= 5, 'lists hold 3–5 items');
    for (const label of labels) assert.match(label.color, /^#[0-9A-F]{6}$/);
  });

  test('payloads have no userErrors and reflect their input', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const example = buildOperationExample(fixture, 'mutation', 'updateFolder');
    const data = await run(mockSchema, example.query, example.variables);
    const input = example.variables['input'] as Record<string, string>;
    assert.deepEqual(data['updateFolder'].userErrors, []);
    assert.equal(data['updateFolder'].folder.id, input['folderId']);
    assert.equal(data['updateFolder'].folder.name, input['name']);
    const created = await run(
      mockSchema,
      'mutation { createFolder(input: {name: "Board 2026"}) { folder { id name } userErrors { message } } }',
    );
    assert.equal(created['createFolder'].folder.name, 'Board 2026');
    assert.deepEqual(created['createFolder'].userErrors, []);
  });

  test('connections are consistent and honour first/after', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const query = `query ($first: Int, $after: String) {
      folders(section: MY_FOLDERS, first: $first, after: $after) {
        totalCount
        nodes { id name }
        edges { cursor node { id name } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const all = (await run(mockSchema, query, {first: 10}))['folders'];
    assert.ok(all.totalCount >= 3 && all.totalCount <= 5, `3–5 items, got ${all.totalCount}`);
    assert.equal(all.nodes.length, all.totalCount);
    assert.deepEqual(
      all.nodes,
      all.edges.map((edge: {node: unknown}) => edge.node),
    );
    assert.equal(all.pageInfo.hasNextPage, false);
    assert.equal(all.pageInfo.hasPreviousPage, false);
    assert.equal(all.pageInfo.endCursor, all.edges.at(-1).cursor);

    const firstPage = (await run(mockSchema, query, {first: 2}))['folders'];
    assert.equal(firstPage.nodes.length, 2);
    assert.ok(firstPage.totalCount >= firstPage.nodes.length);
    assert.equal(firstPage.pageInfo.hasNextPage, true);
    assert.deepEqual(firstPage.nodes, all.nodes.slice(0, 2));

    const secondPage = (await run(mockSchema, query, {first: 2, after: firstPage.pageInfo.endCursor}))['folders'];
    assert.deepEqual(secondPage.nodes, all.nodes.slice(2, 4));
    assert.equal(secondPage.pageInfo.hasPreviousPage, true);
  });

  test('abstract results carry ids of their own type', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const data = await run(
      mockSchema,
      `{ search(query: "contract", first: 10) { nodes { __typename ... on Node { id } } }
         recentItems { __typename id }
         node(id: "usr_01J9Z6Q4W8000000000000006F") { __typename id } }`,
    );
    assertIdsMatchTypes(data);
    assert.equal(data['node'].__typename, 'User');
    const typenames = new Set((data['search'].nodes as Array<{__typename: string}>).map((node) => node.__typename));
    assert.ok(typenames.size > 1, 'a union connection mixes its members');
  });
});

/** Lets the promise chains of a subscription run (setImmediate is not mocked). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** The iterator's next result once the mocked clock moves `ms` forward, after checking it is not there 1 ms earlier. */
async function nextAt<T>(
  t: {mock: {timers: {tick: (ms: number) => void}}},
  iterator: AsyncIterator<T>,
  ms: number,
): Promise<IteratorResult<T>> {
  let arrived = false;
  const pending = iterator.next().then((result) => {
    arrived = true;
    return result;
  });
  await settle();
  if (ms > 0) {
    t.mock.timers.tick(ms - 1);
    await settle();
    assert.equal(arrived, false, `an event before ${ms} ms`);
  }
  t.mock.timers.tick(ms > 0 ? 1 : 0);
  return pending;
}

describe(`folders in the tree (${SCHEMA_PATH})`, () => {
  const FOLDER = `{ name path breadcrumbs { folderId name path } }`;
  /** A folder's path is its breadcrumbs' last path and its name; each breadcrumb's path is the one before and its name. */
  function assertPlaced(folder: Data, where: string): void {
    const crumbs = folder['breadcrumbs'] as Data[];
    const above = crumbs.length > 0 ? (crumbs.at(-1)!['path'] as string) : '';
    assert.equal(
      folder['path'],
      `${above}/${folder['name']}`,
      `${where}: the path ends in the name, below the breadcrumbs`,
    );
    crumbs.forEach((crumb, index) => {
      const before = index > 0 ? (crumbs[index - 1]!['path'] as string) : '';
      assert.equal(crumb['path'], `${before}/${crumb['name']}`, `${where}: breadcrumb ${index} follows the one before`);
      assert.equal(fromGlobalId(crumb['folderId'] as string)?.typeName, 'Folder');
    });
  }

  test('a folder’s path ends in its name and runs through its breadcrumbs, in lists and fetched alone', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    // A search lists "folders at all levels" (without one, the top level: see the list of places below).
    const {folders} = await run(mockSchema, `{ folders(first: 5, filter: {search: "report"}) { nodes ${FOLDER} } }`);
    assert.ok(folders.nodes.length > 1);
    for (const [index, folder] of (folders.nodes as Data[]).entries()) assertPlaced(folder, `folders.nodes[${index}]`);
    assert.ok(
      (folders.nodes as Data[]).some((folder) => folder['breadcrumbs'].length > 0),
      'some folder is below another',
    );
  });

  test('a document’s breadcrumbs lead down to its folder, itself included', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const id = toGlobalIdOf('Document');
    const {node} = await run(
      mockSchema,
      `{ node(id: "${id}") { ... on Document { breadcrumbs { name path } folder ${FOLDER} } } }`,
    );
    assertPlaced(node.folder, 'document.folder');
    assert.deepEqual({...node.breadcrumbs.at(-1)}, {name: node.folder.name, path: node.folder.path});
  });

  test('a new folder is where its input puts it: at the root by default, or under the parent named by path', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const create = `mutation($input: CreateFolderInput!) { createFolder(input: $input) { folder ${FOLDER} } }`;
    const atRoot = await run(mockSchema, create, {input: {name: 'Contracts 2025'}});
    assert.deepEqual(
      {...atRoot.createFolder.folder},
      {name: 'Contracts 2025', path: '/Contracts 2025', breadcrumbs: []},
    );
    const below = await run(mockSchema, create, {input: {name: 'Leases', parent: {path: '/Clients/Acme GmbH'}}});
    assert.equal(below.createFolder.folder.path, '/Clients/Acme GmbH/Leases');
    assert.deepEqual(
      (below.createFolder.folder.breadcrumbs as Data[]).map((crumb) => crumb['path']),
      ['/Clients', '/Clients/Acme GmbH'],
    );
  });

  const PLACED = `{ id name path parent { id name path } breadcrumbs { folderId name path } }`;
  /** A folder's parent is its last breadcrumb: the same id, name and path; a folder at the top has none. */
  function assertParentIsLastCrumb(folder: Data, where: string): void {
    const last = (folder['breadcrumbs'] as Data[]).at(-1);
    assert.deepEqual(
      folder['parent'] && {...folder['parent']},
      last ? {id: last['folderId'], name: last['name'], path: last['path']} : null,
      `${where}: the parent is the last breadcrumb`,
    );
  }

  test('a folder’s parent is its last breadcrumb, and fetched by that id it is the same folder', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {folders} = await run(mockSchema, `{ folders(first: 5, filter: {search: "report"}) { nodes ${PLACED} } }`);
    for (const [index, folder] of (folders.nodes as Data[]).entries()) assertParentIsLastCrumb(folder, `folders.nodes[${index}]`);
    const below = (folders.nodes as Data[]).find((folder) => folder['parent'] !== null);
    assert.ok(below, 'some folder is below another');
    const {folder: parent} = await run(mockSchema, `{ folder(locator: {id: "${below['parent'].id}"}) ${PLACED} }`);
    assert.deepEqual({id: parent.id, name: parent.name, path: parent.path}, {...below['parent']});
    assertParentIsLastCrumb(parent, 'the parent fetched by id');
    const atRoot = await run(mockSchema, `mutation { createFolder(input: {name: "Leases"}) { folder ${PLACED} } }`);
    assert.equal(atRoot.createFolder.folder.parent, null, 'a folder at the top has no parent');
  });

  test('a document’s last breadcrumb is its folder, by id too', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {node} = await run(
      mockSchema,
      `{ node(id: "${toGlobalIdOf('Document')}") { ... on Document { breadcrumbs { folderId } folder { id } } } }`,
    );
    assert.equal(node.breadcrumbs.at(-1).folderId, node.folder.id);
  });

  test('a moved folder is under the folder its input names, by id or by path', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const move = `mutation($input: MoveFolderToFolderInput!) { moveFolderToFolder(input: $input) { folder ${PLACED} } }`;
    const folderId = toGlobalIdOf('Folder');
    const targetId = toGlobalId('Folder', baseLocalId('Folder') + 7);
    const {folder: target} = await run(mockSchema, `{ folder(locator: {id: "${targetId}"}) { id name path } }`);
    const byId = (await run(mockSchema, move, {input: {folderId, targetFolder: {id: targetId}}})).moveFolderToFolder.folder;
    assert.deepEqual({...byId.parent}, {...target}, 'the parent is the target');
    assert.equal(byId.path, `${target.path}/${byId.name}`);
    assertPlaced(byId, 'moved by id');
    assertParentIsLastCrumb(byId, 'moved by id');
    const byPath = (await run(mockSchema, move, {input: {folderId, targetFolder: {path: '/Clients/Acme GmbH'}}}))
      .moveFolderToFolder.folder;
    assert.equal(byPath.path, `/Clients/Acme GmbH/${byPath.name}`);
    assert.equal(byPath.parent.path, '/Clients/Acme GmbH');
    assertPlaced(byPath, 'moved by path');
    assertParentIsLastCrumb(byPath, 'moved by path');
    const {folder: again} = await run(mockSchema, `{ folder(locator: {id: "${folderId}"}) { path } }`);
    assert.equal(again.path, byPath.path, 'fetched again, it is where it was moved');
  });

  test('moved documents are the ones the input names, in the folder it names; mixed items are split by type', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentIds = [toGlobalIdOf('Document'), toGlobalId('Document', baseLocalId('Document') + 3)];
    const targetId = toGlobalId('Folder', baseLocalId('Folder') + 7);
    const {moveDocumentsToFolder} = await run(
      mockSchema,
      `mutation($input: MoveDocumentsToFolderInput!) {
        moveDocumentsToFolder(input: $input) { documents { id folder { id } breadcrumbs { folderId } } } }`,
      {input: {documentIds, targetFolder: {id: targetId}}},
    );
    assert.deepEqual((moveDocumentsToFolder.documents as Data[]).map((document) => document['id']), documentIds);
    for (const document of moveDocumentsToFolder.documents as Data[]) {
      assert.equal(document['folder'].id, targetId);
      assert.equal(document['breadcrumbs'].at(-1).folderId, targetId);
    }
    const folderId = toGlobalIdOf('Folder');
    const {moveItemsToFolder} = await run(
      mockSchema,
      `mutation($input: MoveItemsToFolderInput!) {
        moveItemsToFolder(input: $input) { documents { id folder { path } } folders { id path } } }`,
      {input: {itemIds: [documentIds[0], folderId], targetFolder: {path: '/Finance'}}},
    );
    assert.deepEqual((moveItemsToFolder.documents as Data[]).map((document) => [document['id'], document['folder'].path]), [
      [documentIds[0], '/Finance'],
    ]);
    assert.deepEqual((moveItemsToFolder.folders as Data[]).map((folder) => folder['id']), [folderId]);
    assert.match(moveItemsToFolder.folders[0].path, /^\/Finance\/[^/]+$/);
  });

  test('a copy is a new document in its original’s folder, named after it unless the input names it', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentId = toGlobalIdOf('Document');
    const {node: original} = await run(
      mockSchema,
      `{ node(id: "${documentId}") { ... on Document { name folder { id } } } }`,
    );
    const copy = `mutation($input: CopyDocumentInput!) { copyDocument(input: $input) { document { id name folder { id } } } }`;
    const unnamed = (await run(mockSchema, copy, {input: {documentId}})).copyDocument.document;
    assert.notEqual(unnamed.id, documentId, 'a copy has an id of its own');
    assert.equal(unnamed.name, `${original.name} (copy)`);
    assert.equal(unnamed.folder.id, original.folder.id);
    const named = (await run(mockSchema, copy, {input: {documentId, name: 'Lease 2026'}})).copyDocument.document;
    assert.equal(named.name, 'Lease 2026');
    assert.notEqual(named.id, unnamed.id, 'each copy is another document');
  });

  test('a folder looked up by name has that name, and is the same folder each time', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const lookup = `{ folderByName(name: "Contracts 2025", section: PERSONAL) { id name section path } }`;
    const first = (await run(mockSchema, lookup)).folderByName;
    assert.equal(first.name, 'Contracts 2025');
    assert.equal(first.section, 'PERSONAL');
    assert.match(first.path, /\/Contracts 2025$/);
    assert.deepEqual((await run(mockSchema, lookup)).folderByName, first);
  });
});

describe(`payloads name what their input names (${SCHEMA_PATH})`, () => {
  const id = (typeName: string, offset = 0) => toGlobalId(typeName, baseLocalId(typeName) + offset);

  test('the ids of what was removed are the ids sent', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const one = await run(mockSchema, `mutation { removeDocument(input: {documentId: "${id('Document')}"}) { removedDocumentId } }`);
    assert.equal(one.removeDocument.removedDocumentId, id('Document'));
    const ids = [id('Document', 1), id('Document', 2)];
    const many = await run(
      mockSchema,
      `mutation($input: RemoveDocumentsInput!) { removeDocuments(input: $input) { removedDocumentIds } }`,
      {input: {documentIds: ids}},
    );
    assert.deepEqual(many.removeDocuments.removedDocumentIds, ids);
  });

  test('the result is the entity an id of its type names, under any name, and points at the other entities named', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const widgetId = id('DashboardWidget');
    const edited = await run(
      mockSchema,
      `mutation { editDashboardWidget(input: {widgetId: "${widgetId}", title: "Open invoices"}) { dashboardWidget { id title } } }`,
    );
    assert.deepEqual({...edited.editDashboardWidget.dashboardWidget}, {id: widgetId, title: 'Open invoices'});
    const documentId = id('Document');
    const commented = await run(
      mockSchema,
      `mutation { createCommentOnDocument(input: {documentId: "${documentId}", body: "Signed."}) { comment { id body document { id } } } }`,
    );
    const comment = commented.createCommentOnDocument.comment;
    assert.equal(comment.document.id, documentId, 'the comment is on the document sent');
    assert.notEqual(comment.id, documentId);
    assert.equal(comment.body, 'Signed.');
  });

  test('an input list of entries, each naming an entity, gives those entities with what each entry sent', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const descriptions = [
      {documentId: id('Document'), description: 'Signed by both parties.'},
      {documentId: id('Document', 4), description: 'Paid on 3 March.'},
    ];
    const {updateDocumentDescriptions} = await run(
      mockSchema,
      `mutation($input: UpdateDocumentDescriptionsInput!) { updateDocumentDescriptions(input: $input) { documents { id description } } }`,
      {input: {descriptions}},
    );
    assert.deepEqual(
      (updateDocumentDescriptions.documents as Data[]).map((document) => ({documentId: document['id'], description: document['description']})),
      descriptions,
    );
  });

  test('the entity changed has the permission the mutation requires, and is where the mutation’s name puts it', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = id('Folder', 3);
    const FIELDS = `{ folder { viewerPermission section } }`;
    const archived = await run(mockSchema, `mutation { archiveFolder(input: {folderId: "${folderId}"}) ${FIELDS} }`);
    assert.deepEqual({...archived.archiveFolder.folder}, {viewerPermission: 'MANAGE', section: 'ARCHIVE'});
    const binned = await run(mockSchema, `mutation { moveFolderToBin(input: {folderId: "${id('Folder', 4)}"}) ${FIELDS} }`);
    assert.deepEqual({...binned.moveFolderToBin.folder}, {viewerPermission: 'EDIT', section: 'BIN'});
  });

  test('a file’s media type is its name’s, its checksum is hexadecimal, and a document’s kind is its file’s', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const ids = Array.from({length: 12}, (_, offset) => `"${id('Document', offset)}"`).join(', ');
    const {nodes} = (await run(
      mockSchema,
      `{ nodes(ids: [${ids}]) { ... on Document { typeCategory textContent background
        file { fileName mimeType sha256 pageCount width height } thumbnails { small medium large } } } }`,
    )) as {nodes: Data[]};
    const extensions = new Set(nodes.map((document) => String(document['file']?.fileName).split('.').pop()));
    for (const extension of ['pdf', 'png']) assert.ok(extensions.has(extension), `the documents have a ${extension} file`);
    assert.ok(nodes.some((document) => document['file'] === null), 'some document is a text document');
    const categories: Record<string, string> = {pdf: 'PDF', docx: 'WORD_PROCESSING', png: 'IMAGE'};
    const media: Record<string, string> = {pdf: 'application/pdf', png: 'image/png'};
    for (const document of nodes) {
      const file = document['file'] as Data | null;
      if (file === null) {
        assert.equal(document['typeCategory'], 'TEXT', 'a document without a file is a text document');
        continue;
      }
      const extension = String(file['fileName']).split('.').pop()!;
      assert.equal(document['typeCategory'], categories[extension], `${file['fileName']}: its kind`);
      if (media[extension]) assert.equal(file['mimeType'], media[extension], `${file['fileName']}: its media type`);
      assert.match(file['sha256'], /^[0-9a-f]{64}$/);
      const image = extension === 'png';
      assert.equal(file['pageCount'] === null, image, `${file['fileName']}: pages are counted in PDF and office files only`);
      assert.equal(file['width'] === null, !image, `${file['fileName']}: pixels are counted in images only`);
      assert.equal(file['height'] === null, !image);
      assert.equal(document['textContent'], null, 'a file has no text of its own');
      assert.equal(document['background'], null);
      const sizes = Object.values(document['thumbnails'] as Data);
      assert.equal(new Set(sizes).size, 3, 'each thumbnail size is an image of its own');
      for (const url of sizes) assert.match(url, /^https:\/\/.+\.png$/);
    }
  });

  test('what was just created has not been edited', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {createCommentOnDocument} = await run(
      mockSchema,
      `mutation { createCommentOnDocument(input: {documentId: "${id('Document')}", body: "Signed."}) { comment { editedAt } } }`,
    );
    assert.equal(createCommentOnDocument.comment.editedAt, null);
  });

  test('what was just made starts in its first state, has nothing counted, may be changed by its maker, and is of the kind its mutation names', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = id('Folder');
    const {createFolderDocxExport} = await run(
      mockSchema,
      `mutation { createFolderDocxExport(input: {folderId: "${folderId}"}) { exportJob { status artifactType fileName folder { id } documentCount } } }`,
    );
    const {documentCount, ...job} = createFolderDocxExport.exportJob;
    assert.ok(documentCount > 0, 'a process counts what it works on from the start');
    assert.deepEqual(JSON.parse(JSON.stringify(job)), {
      status: 'QUEUED',
      artifactType: 'DOCX',
      fileName: null,
      folder: {id: folderId},
    });
    const {createLabel} = await run(mockSchema, `mutation { createLabel(input: {name: "Paid", color: "#10B981"}) { label { usageCount } } }`);
    assert.equal(createLabel.label.usageCount, 0);
    const {createCommentOnDocument} = await run(
      mockSchema,
      `mutation { createCommentOnDocument(input: {documentId: "${id('Document')}", body: "Signed."}) { comment { viewerCanUpdate viewerCanRemove } } }`,
    );
    assert.deepEqual({...createCommentOnDocument.comment}, {viewerCanUpdate: true, viewerCanRemove: true});
    const {createPdfTemplate} = await run(
      mockSchema,
      `mutation($input: CreatePdfTemplateInput!) { createPdfTemplate(input: $input) {
        template { kind formTemplate { fieldLabels } pdfDocumentTemplate { __typename } } } }`,
      {input: {name: 'Offer', file: 'offer.pdf'}},
    );
    const template = createPdfTemplate.template;
    assert.equal(template.kind, 'PDF_DOCUMENT');
    assert.equal(template.formTemplate, null, 'a form template’s settings are null for other kinds');
    assert.notEqual(template.pdfDocumentTemplate, null);
  });

  test('the text sent makes a text document with that text', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {createDocumentFromText} = await run(
      mockSchema,
      `mutation { createDocumentFromText(input: {folder: {path: "/Finance"}, name: "Notes", text: "# Kick-off"}) {
        document { typeCategory textContent file { fileName } } } }`,
    );
    assert.deepEqual({...createDocumentFromText.document}, {typeCategory: 'TEXT', textContent: '# Kick-off', file: null});
  });

  test('a subscription’s event carries the id it was asked for, and an event’s id and entity agree', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = id('Folder', 5);
    const [count] = await collect(
      subscribeMock({schema: mockSchema, query: `subscription { documentCountChangeOnFolder(folderId: "${folderId}") { folderId } }`}),
    );
    assert.equal((count?.data?.['documentCountChangeOnFolder'] as Data).folderId, folderId);
    const [feed] = await collect(subscribeMock({schema: mockSchema, query: `subscription { documentsFeed { documentId document { id } } }`}));
    const event = feed?.data?.['documentsFeed'] as Data;
    assert.equal(event.document.id, event.documentId);
  });

  test('a folder looked up or watched "inside the given parent" is there, and at the top level without one', async () => {
    const mockSchema = createMockExecutableSchema(schema, {...FAST, subscriptionEventCount: 1});
    const parentId = toGlobalId('Folder', baseLocalId('Folder') + 11);
    const {folder: parent} = await run(mockSchema, `{ folder(locator: {id: "${parentId}"}) { path } }`);
    const fields = 'id name path parent { id } breadcrumbs { folderId }';
    const {folderByName: top} = await run(mockSchema, `{ folderByName(name: "Invoices") { ${fields} } }`);
    assert.deepEqual([top.path, top.parent, top.breadcrumbs], ['/Invoices', null, []], 'the top level of the section');
    const {folderByName: inside} = await run(mockSchema, `{ folderByName(name: "Invoices", parentFolderId: "${parentId}") { ${fields} } }`);
    assert.notEqual(inside.id, parentId, 'the parent names where to look, not what is found');
    assert.equal(inside.parent.id, parentId);
    assert.equal(inside.path, `${parent.path}/Invoices`);
    assert.equal(inside.breadcrumbs.at(-1).folderId, parentId);
    const added = async (argument: string) => {
      const [event] = await collect(subscribeMock({schema: mockSchema, query: `subscription { addedFolder${argument} { name path parent { id } } }`}));
      return event?.data?.['addedFolder'] as Data;
    };
    const watched = await added(`(parentFolderId: "${parentId}")`);
    assert.deepEqual([watched.parent.id, watched.path], [parentId, `${parent.path}/${watched.name}`]);
    const topLevel = await added('');
    assert.deepEqual([topLevel.parent, topLevel.path], [null, `/${topLevel.name}`]);
  });

  test('a subscription’s new comment or notification is a record just made: not edited, not opened', async () => {
    const mockSchema = createMockExecutableSchema(schema, {...FAST, subscriptionEventCount: 3});
    const documentId = toGlobalId('Document', baseLocalId('Document'));
    const comments = await collect(
      subscribeMock({schema: mockSchema, query: `subscription { commentCreatedOnDocument(documentId: "${documentId}") { editedAt } }`}),
    );
    assert.equal(comments.length, 3);
    for (const event of comments) assert.equal((event.data?.['commentCreatedOnDocument'] as Data).editedAt, null);
    const notifications = await collect(subscribeMock({schema: mockSchema, query: `subscription { userNotificationCreated { isRead } }`}));
    for (const event of notifications) assert.equal((event.data?.['userNotificationCreated'] as Data).isRead, false, '"`true` once opened"');
  });

  test('a subscription without its id argument watches everything: the event’s field of that name is null', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const [all] = await collect(subscribeMock({schema: mockSchema, query: `subscription { documentsChanged { folderId } }`}));
    assert.equal((all?.data?.['documentsChanged'] as Data).folderId, null, '"`null` when the subscription watches every folder"');
    const [top] = await collect(subscribeMock({schema: mockSchema, query: `subscription { folderRemoved { parentFolderId } }`}));
    assert.equal((top?.data?.['folderRemoved'] as Data).parentFolderId, null, '"`null` for the top level"');
    const [count] = await collect(subscribeMock({schema: mockSchema, query: `subscription { documentCountChange { folderId } }`}));
    assert.equal((count?.data?.['documentCountChange'] as Data).folderId, null, 'no folder argument, where a sibling has one');
    const folderId = id('Folder', 5);
    const [one] = await collect(
      subscribeMock({schema: mockSchema, query: `subscription { documentsChanged(folderId: "${folderId}") { folderId } }`}),
    );
    assert.equal((one?.data?.['documentsChanged'] as Data).folderId, folderId);
  });
});

describe(`lists and states as the schema's descriptions promise them (${SCHEMA_PATH})`, () => {
  const sortedBy = (values: string[], descending = false) => {
    const sorted = [...values].sort((left, right) => left.localeCompare(right));
    return descending ? sorted.reverse() : sorted;
  };

  test('"sorted by name", "newest first", "oldest first", "that are `QUEUED` or `RUNNING`", "(`kind: REPORT`)"', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const data = await run(
      mockSchema,
      `{ users(first: 5) { nodes { name } }
         reportTemplates(first: 5) { nodes { name kind } }
         activeExportJobs { status createdAt }
         finishedExportJobs(first: 5) { nodes { status createdAt } } }`,
    );
    const names = (data.users.nodes as Data[]).map((user) => user['name'] as string);
    assert.ok(new Set(names).size > 1, 'users of different names');
    assert.deepEqual(names, sortedBy(names), 'users sorted by name');
    const templates = data.reportTemplates.nodes as Data[];
    assert.deepEqual(new Set(templates.map((template) => template['kind'])), new Set(['REPORT']));
    const active = data.activeExportJobs as Data[];
    assert.ok(active.every((job) => ['QUEUED', 'RUNNING'].includes(job['status'])), 'only queued and running jobs');
    const activeDates = active.map((job) => job['createdAt'] as string);
    assert.deepEqual(activeDates, sortedBy(activeDates), 'active jobs oldest first');
    const finished = data.finishedExportJobs.nodes as Data[];
    assert.ok(finished.every((job) => ['FINISHED', 'FAILED', 'ABORTED'].includes(job['status'])));
    const finishedDates = finished.map((job) => job['createdAt'] as string);
    assert.ok(new Set(finishedDates).size > 1, 'jobs of different dates');
    assert.deepEqual(finishedDates, sortedBy(finishedDates, true), 'finished jobs newest first');
  });

  test('a field "`null` until the job is `FINISHED`", "unless it is `FAILED`", "while `QUEUED`" or "for other artifact types" follows its object', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {activeExportJobs, finishedExportJobs} = await run(
      mockSchema,
      `{ activeExportJobs { status artifactType wordExport { includesComments } fileName downloadUrl failureReason startedAt }
         finishedExportJobs(first: 5) { nodes { status artifactType wordExport { includesComments } fileName downloadUrl failureReason startedAt } } }`,
    );
    const jobs = [...(activeExportJobs as Data[]), ...(finishedExportJobs.nodes as Data[])];
    const statuses = new Set(jobs.map((job) => job['status']));
    for (const status of ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED']) assert.ok(statuses.has(status), `a ${status} job`);
    for (const job of jobs) {
      const finishedJob = job['status'] === 'FINISHED';
      assert.equal(job['fileName'] !== null, finishedJob, `${job['status']}: a file name only when finished`);
      assert.equal(job['downloadUrl'] !== null, finishedJob);
      assert.equal(job['failureReason'] !== null, job['status'] === 'FAILED', `${job['status']}: a reason only when failed`);
      assert.equal(job['startedAt'] === null, job['status'] === 'QUEUED', `${job['status']}: started unless queued`);
      // "Details of a Word export; `null` for other artifact types", and DOCX is "One Word (DOCX) file".
      assert.equal(job['wordExport'] !== null, job['artifactType'] === 'DOCX', `${job['artifactType']}: Word details only for DOCX`);
    }
    assert.ok(jobs.some((job) => job['artifactType'] === 'DOCX') && jobs.some((job) => job['artifactType'] !== 'DOCX'));
  });
  test('a list asked for by an enum its items have (`groupsFromRole(role: OWNER)`) lists items of that value', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    for (const role of ['OWNER', 'GUEST']) {
      const {groupsFromRole} = await run(mockSchema, `{ groupsFromRole(role: ${role}) { role } }`);
      assert.ok((groupsFromRole as Data[]).length > 0);
      assert.deepEqual(new Set((groupsFromRole as Data[]).map((group) => group['role'])), new Set([role]));
    }
  });
  test('a whole and its parts: numbered from 1, each the whole’s part size but the last, the whole their sum, the size in its range', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const transactionId = toGlobalId('UploadTransaction', baseLocalId('UploadTransaction') + 2);
    const selection = 'sizeBytes partSizeBytes partCount status parts { partNumber sizeBytes signedUrl isUploaded }';
    const {node} = await run(mockSchema, `{ node(id: "${transactionId}") { ... on UploadTransaction { ${selection} } } }`);
    const parts = node.parts as Data[];
    assert.ok(parts.length > 1, 'a transaction of several parts');
    assert.equal(node.partCount, parts.length, '"Number of parts"');
    assert.deepEqual(parts.map((part) => part['partNumber']), parts.map((_, index) => index + 1), '"1 to `partCount`"');
    assert.ok(node.partSizeBytes >= 5_242_880 && node.partSizeBytes <= 104_857_600, '"5 MiB (5,242,880) to 100 MiB (104,857,600)"');
    for (const part of parts.slice(0, -1)) assert.equal(part['sizeBytes'], node.partSizeBytes, '"equal to `partSizeBytes`"');
    assert.ok(parts.at(-1)!['sizeBytes'] > 0 && parts.at(-1)!['sizeBytes'] <= node.partSizeBytes, '"the last part, which may be smaller"');
    assert.equal(node.sizeBytes, parts.reduce((sum, part) => sum + (part['sizeBytes'] as number), 0), 'the whole is its parts');

    const sizeBytes = 12_000_000;
    const {startUploadTransaction} = await run(
      mockSchema,
      `mutation { startUploadTransaction(input: {fileName: "survey.mp4", mimeType: "video/mp4", sizeBytes: ${sizeBytes}}) {
        uploadTransaction { ${selection} } } }`,
    );
    const started = startUploadTransaction.uploadTransaction;
    assert.equal(started.sizeBytes, sizeBytes, 'the size sent');
    assert.deepEqual(
      JSON.parse(JSON.stringify(started.parts)),
      [5_242_880, 5_242_880, sizeBytes - 2 * 5_242_880].map((size, index) => ({partNumber: index + 1, sizeBytes: size, signedUrl: null, isUploaded: false})),
      'split into parts of 5 MiB, not uploaded, "without signed URLs yet"',
    );

    const {getUploadTransactionSignedUrlForParts: urls} = await run(
      mockSchema,
      `mutation { getUploadTransactionSignedUrlForParts(input: {uploadTransactionId: "${transactionId}", partNumbers: [2, 1]}) {
        parts { partNumber signedUrl } } }`,
    );
    assert.deepEqual((urls.parts as Data[]).map((part) => part['partNumber']), [2, 1], 'the parts asked for, in that order');
    assert.ok((urls.parts as Data[]).every((part) => typeof part['signedUrl'] === 'string'));

    const {createDocumentFromUploadTransaction: created} = await run(
      mockSchema,
      `mutation { createDocumentFromUploadTransaction(input: {uploadTransactionId: "${transactionId}", folder: {path: "/Finance"}}) {
        document { typeCategory file { fileName sizeBytes } } uploadTransaction { fileName sizeBytes status parts { isUploaded } } } }`,
    );
    const transaction = created.uploadTransaction;
    assert.equal(transaction.status, 'COMPLETED', '"The transaction, now `COMPLETED`"');
    assert.ok((transaction.parts as Data[]).every((part) => part['isUploaded']), '"whose parts have all been uploaded"');
    assert.deepEqual({...created.document.file}, {fileName: transaction.fileName, sizeBytes: transaction.sizeBytes}, 'its file is the upload');
    assert.notEqual(created.document.typeCategory, 'TEXT');
  });
  test('"The new current revision" is new, current and holds what the document now holds', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentId = toGlobalId('Document', baseLocalId('Document') + 3);
    const revisionId = toGlobalId('Revision', baseLocalId('Revision') + 1);
    const selection = 'document { typeCategory textContent file { fileName sizeBytes } } revision { id isCurrent textContent file { fileName sizeBytes } }';
    const {restoreDocumentFromRevision: restored} = await run(
      mockSchema,
      `mutation { restoreDocumentFromRevision(input: {documentId: "${documentId}", revisionId: "${revisionId}"}) { ${selection} } }`,
    );
    assert.notEqual(restored.revision.id, revisionId, '"a copy of the restored one", not that one');
    const {updateTextContent: updated} = await run(
      mockSchema,
      `mutation { updateTextContent(input: {documentId: "${documentId}", text: "# Minutes"}) { ${selection} } }`,
    );
    for (const {document, revision} of [restored, updated]) {
      assert.equal(revision.isCurrent, true, '"current"');
      assert.deepEqual(
        JSON.parse(JSON.stringify({textContent: revision.textContent, file: revision.file})),
        JSON.parse(JSON.stringify({textContent: document.textContent, file: document.file})),
        'the document’s text or file',
      );
    }
  });
  test('a colour sent as its value is the colour object’s value, and its palette name is the value’s (null when custom)', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const colorOf = async (hex: string) => {
      const {createLabel} = await run(mockSchema, `mutation { createLabel(input: {name: "Paid ${hex}", color: "${hex}"}) { label { color { hex name } } } }`);
      return {...createLabel.label.color};
    };
    assert.deepEqual(await colorOf('#10B981'), {hex: '#10B981', name: 'Emerald'});
    assert.deepEqual(await colorOf('#123456'), {hex: '#123456', name: null}, '"`null` for a custom colour"');
  });
  test('"(without personal labels)": no item of the list has the flag the word names', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {companyLabels} = await run(mockSchema, `{ companyLabels(first: 25) { nodes { isPersonal } } }`);
    assert.ok((companyLabels.nodes as Data[]).length > 0);
    assert.ok((companyLabels.nodes as Data[]).every((label) => label['isPersonal'] === false));
  });
  test('records about entities named by id (`revisionsOfDocuments(documentIds:)`) are one for each id, in the order given', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentIds = [5, 2].map((offset) => toGlobalId('Document', baseLocalId('Document') + offset));
    const {revisionsOfDocuments} = await run(
      mockSchema,
      `query($ids: [ID!]!) { revisionsOfDocuments(documentIds: $ids) { document { id } } }`,
      {ids: documentIds},
    );
    assert.deepEqual((revisionsOfDocuments as Data[]).map((entry) => entry['document'].id), documentIds);
  });
  test('a list "in their new order" holds the item the input names at the input’s position, at the end without one', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = toGlobalId('Folder', baseLocalId('Folder') + 4);
    const order = async (mutation: string, position?: number) => {
      const at = position === undefined ? '' : `, position: ${position}`;
      const data = await run(mockSchema, `mutation { ${mutation}(input: {folderId: "${folderId}"${at}}) { favoriteFolders { id } } }`);
      return (data[mutation].favoriteFolders as Data[]).map((folder) => folder['id']);
    };
    assert.equal((await order('reorderFavoriteFolder', 1))[1], folderId);
    const added = await order('addFolderToFavorites');
    assert.equal(added.at(-1), folderId, '"at the end when omitted"');
    assert.equal(added.filter((id) => id === folderId).length, 1, 'once');
  });
  test('alternatives ("`null` when it is granted to a group") have one value, and "`null` otherwise" follows its flag', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = toGlobalId('Folder', baseLocalId('Folder'));
    const {folder} = await run(
      mockSchema,
      `{ folder(locator: {id: "${folderId}"}) { permissions { user { id } group { id } isInherited inheritedFrom { id } } } }`,
    );
    const permissions = folder.permissions as Data[];
    assert.ok(permissions.some((permission) => permission['user']) && permissions.some((permission) => permission['group']));
    for (const permission of permissions) {
      assert.equal((permission['user'] === null) !== (permission['group'] === null), true, 'a user or a group');
      assert.equal(permission['inheritedFrom'] !== null, permission['isInherited'], '"when it is inherited; `null` otherwise"');
    }
  });
  test('a payload list made from an input list of the same name: one record for each entry, with its values, its own', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = toGlobalId('Folder', baseLocalId('Folder'));
    const userId = toGlobalId('User', baseLocalId('User') + 1);
    const groupId = toGlobalId('Group', baseLocalId('Group') + 1);
    const {addPermissionsToFolder} = await run(
      mockSchema,
      `mutation { addPermissionsToFolder(input: {folderId: "${folderId}", permissions: [
        {grantee: {userId: "${userId}"}, level: VIEW}, {grantee: {groupId: "${groupId}"}, level: EDIT}]}) {
        permissions { level user { id } group { id } isInherited inheritedFrom { id } } } }`,
    );
    assert.deepEqual(JSON.parse(JSON.stringify(addPermissionsToFolder.permissions)), [
      {level: 'VIEW', user: {id: userId}, group: null, isInherited: false, inheritedFrom: null},
      {level: 'EDIT', user: null, group: {id: groupId}, isInherited: false, inheritedFrom: null},
    ]);
  });
  test('an export of a selection has no folder ("`null` for exports of a selection"), and includes what its input asks', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const itemIds = [toGlobalId('Document', baseLocalId('Document'))];
    const include = async (includeComments: boolean) => {
      const {createSelectionDocxExport} = await run(
        mockSchema,
        `mutation($input: CreateSelectionDocxExportInput!) { createSelectionDocxExport(input: $input) {
          exportJob { folder { id } wordExport { includesComments includesDescriptions } } } }`,
        {input: {itemIds, includeComments, includeDescriptions: !includeComments}},
      );
      return JSON.parse(JSON.stringify(createSelectionDocxExport.exportJob));
    };
    assert.deepEqual(await include(true), {folder: null, wordExport: {includesComments: true, includesDescriptions: false}});
    assert.deepEqual(await include(false), {folder: null, wordExport: {includesComments: false, includesDescriptions: true}});
  });
  test('details without a status of their own follow the status of what they detail: a Word export’s `pageCount` once `FINISHED`', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = toGlobalId('Folder', baseLocalId('Folder'));
    const {createFolderDocxExport} = await run(
      mockSchema,
      `mutation { createFolderDocxExport(input: {folderId: "${folderId}"}) { exportJob { status wordExport { pageCount } } } }`,
    );
    assert.deepEqual(JSON.parse(JSON.stringify(createFolderDocxExport.exportJob)), {status: 'QUEUED', wordExport: {pageCount: null}});
    const ids = Array.from({length: 12}, (_, offset) => toGlobalId('ExportJob', baseLocalId('ExportJob') + offset));
    const {nodes} = await run(
      mockSchema,
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on ExportJob { status wordExport { pageCount } } } }`,
      {ids},
    );
    const words = (nodes as Data[]).filter((job) => job['wordExport']);
    assert.ok(words.some((job) => job['status'] === 'FINISHED'), 'a finished Word export');
    for (const job of words) {
      assert.equal(job['wordExport'].pageCount !== null, job['status'] === 'FINISHED', `${job['status']}: pages once finished`);
    }
  });
  test('a progress "from 0 to 100 percent" is 0 before the work begins and 100 once it is done; "its status becomes `ABORTED`"', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {activeExportJobs, finishedExportJobs} = await run(
      mockSchema,
      `{ activeExportJobs { status progressPercent } finishedExportJobs(first: 8) { nodes { status progressPercent } } }`,
    );
    const jobs = [...(activeExportJobs as Data[]), ...(finishedExportJobs.nodes as Data[])];
    for (const status of ['QUEUED', 'FINISHED']) assert.ok(jobs.some((job) => job['status'] === status), `a ${status} job`);
    for (const job of jobs) {
      if (job['status'] === 'QUEUED') assert.equal(job['progressPercent'], 0, 'a queued job has not begun');
      if (job['status'] === 'FINISHED') assert.equal(job['progressPercent'], 100, 'a finished job is done');
    }
    const jobId = toGlobalId('ExportJob', baseLocalId('ExportJob'));
    const {restartExportJob} = await run(
      mockSchema,
      `mutation { restartExportJob(input: {exportJobId: "${jobId}"}) { exportJob { status progressPercent } } }`,
    );
    assert.deepEqual({...restartExportJob.exportJob}, {status: 'QUEUED', progressPercent: 0});
    const {abortExportJob} = await run(
      mockSchema,
      `mutation { abortExportJob(input: {exportJobId: "${jobId}"}) { exportJob { status } } }`,
    );
    assert.equal(abortExportJob.exportJob.status, 'ABORTED');
  });
  test('a count counts its list: `memberCount` is the number of `members`; a folder just made has no documents', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const groupId = toGlobalId('Group', baseLocalId('Group'));
    const {group} = await run(
      mockSchema,
      `{ group(id: "${groupId}") { memberCount members(first: 2) { totalCount nodes { id } pageInfo { hasNextPage } } } }`,
    );
    assert.equal(group.memberCount, group.members.totalCount);
    assert.equal(group.members.nodes.length, 2);
    assert.equal(group.members.pageInfo.hasNextPage, group.memberCount > 2);
    const folderId = toGlobalId('Folder', baseLocalId('Folder') + 3);
    const {folder} = await run(
      mockSchema,
      `{ folder(locator: {id: "${folderId}"}) { documentCount documents { totalCount } pinned: documents(showType: PINNED) { totalCount } } }`,
    );
    assert.equal(folder.documents.totalCount, folder.documentCount);
    assert.ok(folder.pinned.totalCount <= folder.documentCount, 'a filtered list has no more than all of them');
    const {createFolder} = await run(
      mockSchema,
      `mutation { createFolder(input: {name: "Leases 2027"}) { folder { documentCount documents { totalCount nodes { id } } } } }`,
    );
    assert.deepEqual(JSON.parse(JSON.stringify(createFolder.folder)), {documentCount: 0, documents: {totalCount: 0, nodes: []}});
  });

  test('a person is one person: initials, avatar and addresses are the name’s, the primary address first', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const groupId = toGlobalId('Group', baseLocalId('Group') + 1);
    const {group, me} = await run(
      mockSchema,
      `{ group(id: "${groupId}") { members(first: 5) { nodes { name initials avatarUrl email { address } } } }
         me { name email { address isPrimary } emails { address isPrimary } } }`,
    );
    const people = group.members.nodes as Data[];
    assert.ok(new Set(people.map((person) => person['name'])).size > 1, 'people of different names');
    for (const person of people) {
      const [first, last] = String(person['name']).split(' ') as [string, string];
      assert.equal(person['initials'], `${first[0]}${last[0]}`);
      if (person['avatarUrl'] !== null) assert.match(String(person['avatarUrl']), new RegExp(`/${first.toLowerCase()}\\.png$`));
      assert.equal(person['email'].address, `${first}.${last}@example.com`.toLowerCase());
    }
    assert.equal(me.email.address, me.emails[0].address, 'the primary address first');
    assert.deepEqual(
      (me.emails as Data[]).map((email) => email['isPrimary']),
      (me.emails as Data[]).map((_, index) => index === 0),
    );
    assert.equal(new Set((me.emails as Data[]).map((email) => email['address'])).size, me.emails.length, 'addresses differ');
  });
  test('items with a `position` "starting at 0" are numbered in the list’s order', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {userDashboardWidgetGroups} = await run(mockSchema, `{ userDashboardWidgetGroups { position widgets { position } } }`);
    const groups = userDashboardWidgetGroups as Data[];
    assert.ok(groups.length > 1 && groups.every((group) => group['widgets'].length > 1), 'groups of widgets');
    assert.deepEqual(groups.map((group) => group['position']), groups.map((_, index) => index));
    for (const group of groups) {
      const widgets = group['widgets'] as Data[];
      assert.deepEqual(widgets.map((widget) => widget['position']), widgets.map((_, index) => index), 'in its group, from 0');
    }
  });
  test('a result’s list named by the input’s ids is those items in the order sent, unless the mutation removes them', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const widgetIds = [2, 0, 1].map((offset) => toGlobalId('DashboardWidget', baseLocalId('DashboardWidget') + offset));
    const {saveWidgetOrderInGroup} = await run(
      mockSchema,
      `mutation($input: SaveWidgetOrderInGroupInput!) { saveWidgetOrderInGroup(input: $input) {
        dashboardWidgetGroup { widgets { id position } } } }`,
      {input: {groupId: toGlobalId('DashboardWidgetGroup', baseLocalId('DashboardWidgetGroup')), widgetIds}},
    );
    assert.deepEqual(
      JSON.parse(JSON.stringify(saveWidgetOrderInGroup.dashboardWidgetGroup.widgets)),
      widgetIds.map((id, position) => ({id, position})),
    );
    const documentId = toGlobalId('Document', baseLocalId('Document') + 7);
    const labelIds = [toGlobalId('Label', baseLocalId('Label') + 3)];
    const labelsAfter = async (mutation: string) => {
      const data = await run(
        mockSchema,
        `mutation { ${mutation}(input: {documentId: "${documentId}", labelIds: ${JSON.stringify(labelIds)}}) { document { labels { id } } } }`,
      );
      return (data[mutation].document.labels as Data[]).map((label) => label['id']);
    };
    assert.deepEqual(await labelsAfter('updateLabelsOnDocument'), labelIds);
    assert.ok(!(await labelsAfter('removeLabelsFromDocument')).includes(labelIds[0]), 'removed labels are not listed');
  });
  test('a list named after what is done to its items (`mentions`, `mentionedUserIds`) is the ids sent; a new one without them is empty', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentId = toGlobalId('Document', baseLocalId('Document') + 7);
    const mentioned = [toGlobalId('User', baseLocalId('User') + 2)];
    const mentions = async (ids?: string[]) => {
      const sent = ids ? `, mentionedUserIds: ${JSON.stringify(ids)}` : '';
      const {createCommentOnDocument} = await run(
        mockSchema,
        `mutation { createCommentOnDocument(input: {documentId: "${documentId}", body: "Signed?"${sent}}) { comment { mentions { id } } } }`,
      );
      return (createCommentOnDocument.comment.mentions as Data[]).map((user) => user['id']);
    };
    assert.deepEqual(await mentions(mentioned), mentioned);
    assert.deepEqual(await mentions(), [], '"Users to mention": none sent, no one mentioned');
  });
  test('a time stated as "N hours (or days) after it was started" is that long after the field that says when it was', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const after = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 3_600_000;
    const folderId = toGlobalId('Folder', baseLocalId('Folder') + 5);
    const {folder} = await run(mockSchema, `{ folder(locator: {id: "${folderId}"}) { movedToBinAt permanentDeletionAt } }`);
    assert.equal(after(folder.movedToBinAt, folder.permanentDeletionAt), 30 * 24, '30 days after it was moved to the bin');
    const {startUploadTransaction} = await run(
      mockSchema,
      'mutation { startUploadTransaction(input: {fileName: "a.pdf", mimeType: "application/pdf", sizeBytes: 12000000}) { uploadTransaction { createdAt expiresAt } } }',
    );
    const {createdAt, expiresAt} = startUploadTransaction.uploadTransaction;
    assert.equal(after(createdAt, expiresAt), 24, '24 hours after it was started');
  });
  test('an address "in one line" is its parts "split into its parts", and a lookup by parts finds the parts it was given', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const parts = 'formattedAddress address { street houseNumber postalCode city country countryCode }';
    const line = (address: Data) =>
      [[address['street'], address['houseNumber']], [address['postalCode'], address['city']], [address['country']]]
        .map((group) => group.filter(Boolean).join(' '))
        .filter(Boolean)
        .join(', ');
    const {locationsByAddress} = await run(mockSchema, `{ locationsByAddress(address: "Unter den Linden 1, Berlin") { ${parts} } }`);
    for (const location of locationsByAddress as Data[]) assert.equal(location['formattedAddress'], line(location['address']));
    const {locationByDetailedAddress: found} = await run(
      mockSchema,
      `{ locationByDetailedAddress(address: {street: "Friedrichstraße", houseNumber: "43", countryCode: "DE"}) { ${parts} } }`,
    );
    assert.deepEqual([found.address.street, found.address.houseNumber, found.address.countryCode], ['Friedrichstraße', '43', 'DE']);
    assert.equal(found.formattedAddress, line(found.address));
    assert.match(found.formattedAddress, /^Friedrichstraße 43, /);
  });
  test('an export of a selection counts the documents it names: all of them when only documents are named, at least them otherwise', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documents = [1, 2, 3].map((offset) => toGlobalId('Document', baseLocalId('Document') + offset));
    const folder = toGlobalId('Folder', baseLocalId('Folder') + 1);
    const count = async (itemIds: string[]) => {
      const {createSelectionExport} = await run(
        mockSchema,
        `mutation { createSelectionExport(input: {itemIds: ${JSON.stringify(itemIds)}}) { exportJob { documentCount } } }`,
      );
      return createSelectionExport.exportJob.documentCount as number;
    };
    assert.equal(await count(documents.slice(0, 1)), 1);
    assert.equal(await count(documents), 3);
    assert.ok((await count([...documents, folder])) >= 3, 'a folder adds its own documents');
  });
  test('"Placeholders used in the content" are its `{{…}}` expressions, each once, in order of first use', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {checkReportTemplateValidity} = await run(
      mockSchema,
      'mutation { checkReportTemplateValidity(input: {content: "Dear {{ user.name }}, as of {{date}}: {{user.name}}"}) { placeholders } }',
    );
    assert.deepEqual(checkReportTemplateValidity.placeholders, ['user.name', 'date'], 'from the content the input sends');
    const {createReportTemplate} = await run(
      mockSchema,
      'mutation { createReportTemplate(input: {name: "Monthly", content: "{{date}}"}) { template { reportTemplate { content placeholders } } } }',
    );
    const {content, placeholders} = createReportTemplate.template.reportTemplate;
    assert.match(content, /\{\{folder\.name\}\}/, 'a template’s sample content uses placeholders');
    assert.deepEqual(placeholders, [...new Set([...(content as string).matchAll(/\{\{\s*(.+?)\s*\}\}/g)].map((match) => match[1]))]);
  });
  test('a moved widget is in the group it "is now in", at the position sent (else last), and not in the one it "left"', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const widgetId = toGlobalId('DashboardWidget', baseLocalId('DashboardWidget') + 4);
    const targetGroupId = toGlobalId('DashboardWidgetGroup', baseLocalId('DashboardWidgetGroup') + 2);
    const move = async (position: string) => {
      const {moveWidgetToAnotherGroup: moved} = await run(
        mockSchema,
        `mutation { moveWidgetToAnotherGroup(input: {widgetId: "${widgetId}", targetGroupId: "${targetGroupId}"${position}}) {
          dashboardWidget { position } sourceGroup { widgets { id } } targetGroup { id widgets { id position } } } }`,
      );
      const target = (moved.targetGroup.widgets as Data[]).map((widget) => widget['id']);
      assert.equal(moved.targetGroup.id, targetGroupId);
      assert.ok(!(moved.sourceGroup.widgets as Data[]).some((widget) => widget['id'] === widgetId), 'not in the group it left');
      return {at: target.indexOf(widgetId), last: target.length - 1, position: moved.dashboardWidget.position};
    };
    const first = await move(', position: 1');
    assert.deepEqual([first.at, first.position], [1, 1]);
    const last = await move('');
    assert.deepEqual([last.at, last.position], [last.last, last.last]);
  });
  test('a record just made holds nothing that another `create…` adds inside it: a new widget group has no widgets', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {createDashboardWidgetGroup} = await run(
      mockSchema,
      'mutation { createDashboardWidgetGroup(input: {title: "Overview"}) { dashboardWidgetGroup { id widgets { id } } } }',
    );
    assert.deepEqual(createDashboardWidgetGroup.dashboardWidgetGroup.widgets, [], 'createDashboardWidget (groupId) adds them');
    // What the input names is not filled later: a new folder's labels are the ones sent.
    const labelIds = [toGlobalId('Label', baseLocalId('Label') + 3)];
    const {createFolder} = await run(
      mockSchema,
      `mutation { createFolder(input: {name: "Legal", labelIds: ${JSON.stringify(labelIds)}}) { folder { labels { id } } } }`,
    );
    assert.deepEqual((createFolder.folder.labels as Data[]).map((label) => label['id']), labelIds);
  });
  test('a choice made later (a flag the `update…` input sets) and not offered at creation starts off: a new widget group is not collapsed', async () => {
    const sdl = `
      "A panel." type Panel { "Its id." id: ID! "\`true\` when it is shown collapsed." isCollapsed: Boolean! "\`true\` when it is shared." isShared: Boolean! }
      "Input of createPanel." input CreatePanelInput { "Its title." title: String! "\`true\` shares it." isShared: Boolean }
      "Result of createPanel." type CreatePanelPayload { "The new panel." panel: Panel "Errors." userErrors: [String!]! }
      "Input of updatePanel." input UpdatePanelInput { "Its id." panelId: ID! "\`true\` collapses it." isCollapsed: Boolean }
      "Result of updatePanel." type UpdatePanelPayload { "The panel." panel: Panel "Errors." userErrors: [String!]! }
      type Query { "A panel." panel(id: ID!): Panel }
      type Mutation {
        "Makes a panel." createPanel(input: CreatePanelInput!): CreatePanelPayload!
        "Changes a panel." updatePanel(input: UpdatePanelInput!): UpdatePanelPayload!
      }`;
    const mockSchema = createMockExecutableSchema(buildSchema(sdl), FAST);
    const made: Data[] = [];
    for (const shared of [true, false, true, false, true, false]) {
      const data = await run(mockSchema, `mutation { createPanel(input: {title: "A", isShared: ${shared}}) { panel { isCollapsed isShared } } }`);
      made.push(data.createPanel.panel);
    }
    assert.deepEqual(made.map((panel) => panel['isCollapsed']), [false, false, false, false, false, false], 'not collapsed until updatePanel collapses it');
    assert.deepEqual(made.map((panel) => panel['isShared']), [true, false, true, false, true, false], 'what the create input sets is as sent');
    const {createDashboardWidgetGroup} = await run(
      createMockExecutableSchema(schema, FAST),
      'mutation { createDashboardWidgetGroup(input: {title: "Overview"}) { dashboardWidgetGroup { isCollapsed } } }',
    );
    assert.equal(createDashboardWidgetGroup.dashboardWidgetGroup.isCollapsed, false);
  });
  test('what a `create…` input could set and was not sent is `null` on the new record; what was sent is as sent', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {createGroup} = await run(mockSchema, 'mutation { createGroup(input: {name: "Legal"}) { group { name description role } } }');
    assert.deepEqual({...createGroup.group}, {name: 'Legal', description: null, role: null}, '"none when omitted"');
    const text = async (extra: string) =>
      (
        await run(
          mockSchema,
          `mutation { createDocumentFromText(input: {folder: {path: "/Legal"}, name: "Memo", text: "Hello"${extra}}) { document { description background } } }`,
        )
      ).createDocumentFromText.document;
    assert.deepEqual({...(await text(''))}, {description: null, background: null}, '"white when omitted" is `null`');
    assert.deepEqual({...(await text(', description: "For the board", background: "#3B82F6"'))}, {description: 'For the board', background: '#3B82F6'});
  });
  test('a record just made has not changed since: its `createdAt` is when it last changed, and a comment is not edited', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {createReportTemplate} = await run(
      mockSchema,
      'mutation { createReportTemplate(input: {name: "Monthly", content: "# {{folder.name}}"}) { template { createdAt updatedAt } } }',
    );
    const {createdAt, updatedAt} = createReportTemplate.template;
    assert.equal(updatedAt, createdAt);
    // Made now: after the templates made before it.
    const {templates} = await run(mockSchema, '{ templates(first: 5) { nodes { createdAt } } }');
    for (const {createdAt: before} of templates.nodes as {createdAt: string}[]) assert.ok(before <= createdAt, `${before} ≤ ${createdAt}`);
    const documentId = toGlobalId('Document', baseLocalId('Document') + 2);
    const {createCommentOnDocument} = await run(
      mockSchema,
      `mutation { createCommentOnDocument(input: {documentId: "${documentId}", body: "Looks good"}) { comment { editedAt } } }`,
    );
    assert.equal(createCommentOnDocument.comment.editedAt, null, '"`null` when never edited"');
  });
  test('what leaves the archive or the bin (`unarchiveFolder`, `restoreFolderFromBin`) is back in the section a listing shows by default', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const folderId = toGlobalId('Folder', baseLocalId('Folder') + 4);
    const sections: unknown[] = [];
    for (const mutation of ['archiveFolder', 'unarchiveFolder', 'moveFolderToBin', 'restoreFolderFromBin']) {
      const data = await run(mockSchema, `mutation { ${mutation}(input: {folderId: "${folderId}"}) { folder { id section } } }`);
      sections.push(data[mutation].folder.section);
    }
    // `folders(section: FolderSection = COMPANY)`.
    assert.deepEqual(sections, ['ARCHIVE', 'COMPANY', 'BIN', 'COMPANY']);
  });
  test('the caller may change what it just changed, and all of what the input names as its own ("a comment written by the API key\'s user")', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const rights: unknown[] = [];
    for (let index = 0; index < 4; index++) {
      const commentId = toGlobalId('Comment', baseLocalId('Comment') + index);
      const data = await run(mockSchema, `mutation { updateComment(input: {commentId: "${commentId}", body: "Agreed."}) { comment { viewerCanUpdate viewerCanRemove } } }`);
      rights.push({...data.updateComment.comment});
    }
    assert.deepEqual(rights, Array.from({length: 4}, () => ({viewerCanUpdate: true, viewerCanRemove: true})));
  });
  test('a list is in the order its arguments ask for, defaults included, and its items have the values they choose (`section: COMPANY`)', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const names = (nodes: Data[]) => nodes.map((node) => node['name'] as string);
    const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
    const {groups} = await run(mockSchema, '{ groups(first: 10) { nodes { name } } }');
    assert.ok(groups.nodes.length > 2);
    assert.deepEqual(names(groups.nodes), sorted(names(groups.nodes)), '`sortBy: GroupsSortBy = NAME`');
    const {companyLabels} = await run(mockSchema, '{ companyLabels(first: 10, sortDirection: DESC) { nodes { name } } }');
    assert.deepEqual(names(companyLabels.nodes), sorted(names(companyLabels.nodes)).reverse());
    const byCount = await run(mockSchema, '{ groups(first: 10, sortBy: MEMBER_COUNT, sortDirection: DESC) { nodes { memberCount } } }');
    const counts = (byCount.groups.nodes as Data[]).map((node) => node['memberCount'] as number);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'numbers in numeric order');
    const archive = await run(mockSchema, '{ folders(first: 5, section: ARCHIVE) { nodes { section } } }');
    assert.deepEqual(new Set((archive.folders.nodes as Data[]).map((node) => node['section'])), new Set(['ARCHIVE']));
  });
  test('a list of places "When omitted, top-level" is at the top level without its parent, inside the parent given', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {folders} = await run(mockSchema, '{ folders(first: 5) { nodes { id name section path breadcrumbs { name } } } }');
    for (const folder of folders.nodes as Data[]) {
      assert.equal(folder['section'], 'COMPANY');
      assert.equal(folder['path'], `/${folder['name']}`);
      assert.deepEqual(folder['breadcrumbs'], []);
    }
    const parent = (folders.nodes as Data[])[1]!;
    const inside = await run(mockSchema, `{ folders(first: 3, filter: {parentFolderId: "${parent['id']}"}) { nodes { name path } } }`);
    for (const folder of inside.folders.nodes as Data[]) assert.equal(folder['path'], `${parent['path']}/${folder['name']}`);
  });
  test('an entity the input names is as its description asks ("an `OPEN` upload transaction", "not a text document")', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const transactionId = toGlobalId('UploadTransaction', baseLocalId('UploadTransaction') + 1);
    const done = await run(
      mockSchema,
      `mutation { createDocumentFromUploadTransaction(input: {uploadTransactionId: "${transactionId}", folder: {path: "/Legal"}}) { uploadTransaction { status } } }`,
    );
    assert.equal(done.createDocumentFromUploadTransaction.uploadTransaction.status, 'COMPLETED', '"The transaction, now `COMPLETED`"');
    const again = await run(
      mockSchema,
      `mutation { getUploadTransactionSignedUrlForParts(input: {uploadTransactionId: "${transactionId}", partNumbers: [1]}) { uploadTransaction { status } } }`,
    );
    assert.equal(again.getUploadTransactionSignedUrlForParts.uploadTransaction.status, 'OPEN', '"Global ID of an `OPEN` upload transaction"');
    const {createDocumentFromText} = await run(
      mockSchema,
      'mutation { createDocumentFromText(input: {folder: {path: "/Legal"}, name: "Memo", text: "Hello"}) { document { id typeCategory } } }',
    );
    const {id: documentId, typeCategory} = createDocumentFromText.document;
    assert.equal(typeCategory, 'TEXT');
    const replaced = await run(
      mockSchema,
      `mutation($file: Upload!) { replaceFileOnDocument(input: {documentId: "${documentId}", file: $file}) { document { typeCategory textContent file { fileName } } } }`,
      {file: 'upload.pdf'},
    );
    const document = replaced.replaceFileOnDocument.document;
    assert.notEqual(document.typeCategory, 'TEXT', '"Global ID of the document; not a text document"');
    assert.equal(document.textContent, null);
    assert.ok(document.file, 'it has a file');
    const drawn = await run(mockSchema, `mutation { updateDocumentDrawing(input: {documentId: "${documentId}", drawing: {}}) { document { typeCategory } } }`);
    assert.ok(['PDF', 'IMAGE'].includes(drawn.updateDocumentDrawing.document.typeCategory), '"Global ID of a PDF or image document"');
  });
  test('a document made from a file is not a text document, and is named after its file when the input sends no name ("the file name when omitted")', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const create = (name: string) =>
      run(
        mockSchema,
        `mutation($file: Upload!) { createDocumentFromFile(input: {file: $file, folder: {path: "/Legal"}${name}}) { document { name typeCategory textContent background file { fileName } } } }`,
        {file: 'upload.pdf'},
      );
    const documents: Data[] = [];
    for (let index = 0; index < 4; index++) documents.push((await create('')).createDocumentFromFile.document);
    for (const document of documents) {
      assert.notEqual(document['typeCategory'], 'TEXT');
      assert.deepEqual([document['textContent'], document['background']], [null, null], '"`null` for uploaded files"');
      assert.equal(document['name'], document['file'].fileName);
    }
    const named = (await create(', name: "Signed lease"')).createDocumentFromFile.document;
    assert.equal(named.name, 'Signed lease');
    const transactionId = toGlobalId('UploadTransaction', baseLocalId('UploadTransaction') + 2);
    const {createDocumentFromUploadTransaction: made} = await run(
      mockSchema,
      `mutation { createDocumentFromUploadTransaction(input: {uploadTransactionId: "${transactionId}", folder: {path: "/Legal"}}) { document { name } uploadTransaction { fileName } } }`,
    );
    assert.equal(made.document.name, made.uploadTransaction.fileName, '"the transaction\'s file name when omitted"');
  });
  test('revisions newest first: numbered from 1 for the oldest, only the newest current, and of the document\'s kind', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const ids = [0, 1, 2, 3].map((offset) => toGlobalId('Document', baseLocalId('Document') + 40 + offset));
    const {revisionsOfDocuments} = await run(
      mockSchema,
      `{ revisionsOfDocuments(documentIds: ${JSON.stringify(ids)}) { document { typeCategory textContent file { fileName } } revisions { number isCurrent textContent file { fileName } } } }`,
    );
    const kinds = new Set<boolean>();
    for (const {document, revisions} of revisionsOfDocuments as Data[]) {
      const list = revisions as Data[];
      assert.ok(list.length > 1);
      assert.deepEqual(list.map((revision) => revision['number']), list.map((_, index) => list.length - index), '"starting at 1", newest first');
      assert.deepEqual(list.map((revision) => revision['isCurrent']), list.map((_, index) => index === 0), 'one current revision, the newest');
      assert.deepEqual({...list[0]!['file']}, {...document.file}, 'the current revision\'s file is the document\'s');
      assert.equal(list[0]!['textContent'], document.textContent);
      const isText = document.typeCategory === 'TEXT';
      kinds.add(isText);
      for (const revision of list) assert.equal(isText ? revision['file'] : revision['textContent'], null, '"`null` for revisions of text documents" / "for uploaded files"');
    }
    assert.equal(kinds.size, 2, 'text documents and uploaded files both checked');
  });
  test('an event\'s one line says what its type says, of its actor and the entity it concerns', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {activityFeed} = await run(mockSchema, '{ activityFeed(first: 10) { nodes { type summary actor { name } document { name } } } }');
    const nodes = activityFeed.nodes as Data[];
    assert.ok(nodes.some((node) => node['type'] === 'DOCUMENT_MOVED_TO_BIN'));
    for (const {type, summary, actor, document} of nodes) {
      assert.ok(summary.startsWith(actor ? actor.name : 'Someone'), `${type}: ${summary}`);
      if (/^DOCUMENT_/.test(type) && document) assert.ok(summary.includes(`"${document.name}"`), `${type}: ${summary}`);
      if (type === 'DOCUMENT_MOVED_TO_BIN') assert.match(summary, /moved ".+" to the bin$/);
    }
    const {userNotifications} = await run(mockSchema, '{ userNotifications(first: 10) { nodes { type title actor { name } } } }');
    const mention = (userNotifications.nodes as Data[]).find((node) => node['type'] === 'MENTIONED');
    assert.ok(mention);
    assert.equal(mention['title'], `${mention['actor']?.name ?? 'Someone'} mentioned you in a comment`);
  });
  test('a place put in the tree is in its parent\'s section, or at the top level in the company\'s; so are the places a watching subscription carries', async () => {
    const mockSchema = createMockExecutableSchema(schema, {...FAST, subscriptionEventCount: 1});
    const {createDefaultSampleData} = await run(mockSchema, 'mutation { createDefaultSampleData(input: {}) { folders { path section } } }');
    const made = createDefaultSampleData.folders as Data[];
    assert.ok(made.length > 1);
    assert.deepEqual(new Set(made.map((folder) => folder['section'])), new Set(['COMPANY']), '"the company root (`/`) when omitted"');
    const parentId = toGlobalId('Folder', baseLocalId('Folder') + 6);
    await run(mockSchema, `mutation { archiveFolder(input: {folderId: "${parentId}"}) { folder { id } } }`);
    const inside = await run(mockSchema, `mutation { createFolder(input: {name: "Leases", parent: {id: "${parentId}"}}) { folder { section } } }`);
    assert.equal(inside.createFolder.folder.section, 'ARCHIVE', 'inside an archived folder');
    const [added] = await collect(subscribeMock({schema: mockSchema, query: 'subscription { addedFolder { path section } }'}));
    assert.equal((added!.data as Data)['addedFolder'].section, 'COMPANY');
    const [changed] = await collect(subscribeMock({schema: mockSchema, query: 'subscription { foldersChanged { parentFolderId folders { name path section } } }'}));
    const event = (changed!.data as Data)['foldersChanged'];
    assert.equal(event.parentFolderId, null);
    for (const folder of event.folders as Data[]) assert.deepEqual([folder['path'], folder['section']], [`/${folder['name']}`, 'COMPANY'], 'at the top level watched');
    const [below] = await collect(
      subscribeMock({schema: mockSchema, query: `subscription { folderFeed(parentFolderId: "${parentId}") { folder { name path } } }`}),
    );
    const {folder: parent} = await run(mockSchema, `{ folder(locator: {id: "${parentId}"}) { path } }`);
    const fed = (below!.data as Data)['folderFeed'].folder;
    assert.equal(fed.path, `${parent.path}/${fed.name}`, 'inside the parent watched');
  });
  test('a position "starting at 0" in a list of `totalCount` has no neighbour "`null` for the first one" (or last) at that end', async () => {
    const place = async (position: string) => {
      const sdl = `
        "An item." type Item { "Its id." id: ID! }
        "Where it stands." type Place {
          "Position in the list, starting at 0." ${position}: Int!
          "Number of items in the list." totalCount: Int!
          "The item before it; \`null\` for the first one." previous: Item
          "The item after it; \`null\` for the last one." next: Item
        }
        type Query { "Where." place: Place! }`;
      const data = await run(createMockExecutableSchema(buildSchema(sdl), FAST), `{ place { ${position} totalCount previous { id } next { id } } }`);
      const {previous, next, totalCount} = data['place'];
      return {at: `${data['place'][position]} of ${totalCount}`, previous: previous !== null, next: next !== null};
    };
    // The mocks' own numbers for these names put the position first, in the middle and last.
    assert.deepEqual(await place('index'), {at: '0 of 3', previous: false, next: true});
    assert.deepEqual(await place('ordinal'), {at: '1 of 3', previous: true, next: true});
    assert.deepEqual(await place('number'), {at: '2 of 3', previous: true, next: false});
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const documentId = toGlobalId('Document', baseLocalId('Document') + 7);
    const {documentListPosition} = await run(
      mockSchema,
      `{ documentListPosition(documentId: "${documentId}") { index previousDocument { id } } }`,
    );
    assert.equal(documentListPosition.index === 0, documentListPosition.previousDocument === null, 'the first document has none before it');
  });
  test('settings that "depend on `type`" are the ones the type’s value lists ("Settings: `folderId`, `limit` (1–50)"), unless sent', async () => {
    const mockSchema = createMockExecutableSchema(schema, FAST);
    const {userDashboardWidgetGroups} = await run(mockSchema, `{ userDashboardWidgetGroups { widgets { type settings } } }`);
    const widgets = (userDashboardWidgetGroups as Data[]).flatMap((group) => group['widgets'] as Data[]);
    const byType = new Map(widgets.map((widget) => [widget['type'], widget['settings']]));
    assert.ok(byType.size > 3, 'widgets of several types');
    for (const [type, settings] of byType) {
      if (type === 'FOLDER_DOCUMENTS') {
        assert.deepEqual(Object.keys(settings), ['folderId', 'limit', 'sortAfter']);
        assert.match(settings.folderId, /^fld_/);
        assert.ok(settings.limit >= 1 && settings.limit <= 50);
      }
      if (type === 'FAVORITE_FOLDERS') assert.deepEqual(settings, {}, 'no settings');
      if (type === 'NOTE') assert.equal(typeof settings.text, 'string');
    }
    const widgetId = toGlobalId('DashboardWidget', baseLocalId('DashboardWidget') + 4);
    const {editDashboardWidget} = await run(
      mockSchema,
      `mutation($input: EditDashboardWidgetInput!) { editDashboardWidget(input: $input) { dashboardWidget { settings } } }`,
      {input: {widgetId, settings: {limit: 5}}},
    );
    assert.deepEqual(editDashboardWidget.dashboardWidget.settings, {limit: 5}, 'the settings sent');
  });
});

describe('mock subscriptions', () => {
  test('emit 3 events an interval apart, the first at once, then complete (on a mocked clock)', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout']});
    const intervalMs = 400;
    const mockSchema = createMockExecutableSchema(fixtureSdl, {subscriptionIntervalMs: intervalMs});
    const example = buildOperationExample(mockSchema, 'subscription', 'documentAdded');
    const stream = subscribeMock({schema: mockSchema, query: example.query, variables: example.variables});
    const iterator = stream[Symbol.asyncIterator]();
    const events: ExecutionResult[] = [];
    for (const at of [0, intervalMs, intervalMs]) {
      const next = await nextAt(t, iterator, at);
      assert.equal(next.done, false);
      events.push(next.value as ExecutionResult);
    }
    assert.equal((await iterator.next()).done, true, 'complete after the third event, without a wait');
    const ids = events.map((event) => (event.data?.['documentAdded'] as {id: string}).id);
    assert.equal(new Set(ids).size, 3, 'each event is a new document');
    for (const event of events) {
      const document = event.data?.['documentAdded'] as {parentFolder: {id: string}};
      assert.equal(document.parentFolder.id, example.variables['folderId'], 'in the subscribed folder');
    }
  });

  test('stop early when the consumer stops: no wait for the next event (on a mocked clock)', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout']});
    const mockSchema = createMockExecutableSchema(fixtureSdl, {subscriptionIntervalMs: 10_000});
    let finished = false;
    const consumed = (async () => {
      for await (const event of subscribeMock({schema: mockSchema, query: 'subscription { unreadCountChanged }'})) {
        assert.equal(typeof event.data?.['unreadCountChanged'], 'number');
        break;
      }
      finished = true;
    })();
    await settle();
    t.mock.timers.tick(0);
    await settle();
    assert.equal(finished, true, 'the loop ended without the clock reaching the next event');
    await consumed;
  });

  test('subscribeMock runs queries once and reports invalid operations', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const [queryResult, ...rest] = await collect(
      subscribeMock({schema: mockSchema, query: '{ unreadNotificationCount }'}),
    );
    assert.equal(rest.length, 0);
    assert.equal(typeof queryResult?.data?.['unreadNotificationCount'], 'number');
    const [invalid] = await collect(subscribeMock({schema: mockSchema, query: 'subscription { nope }'}));
    assert.match(invalid?.errors?.[0]?.message ?? '', /nope/);
    const [syntax] = await collect(subscribeMock({schema: mockSchema, query: 'subscription {'}));
    assert.match(syntax?.errors?.[0]?.message ?? '', /Syntax Error/);
  });

  test('executeMock points subscriptions to subscribeMock', async () => {
    const mockSchema = createMockExecutableSchema(fixtureSdl);
    const result = await executeMock({schema: mockSchema, query: 'subscription { unreadCountChanged }'});
    assert.match(result.errors?.[0]?.message ?? '', /subscribeMock/);
  });
});
