/**
 * The documented failures the mocks answer (src/graphql/mocks/failures.ts), on schema.graphql: a folder name taken among
 * the siblings a session created or was shown, an ID of no entity or of the wrong type, a malformed ID; only with a
 * code the mutation declares; the payload's results `null`. `npm run mock-api` answers them the same way over HTTP,
 * one session per API key. The examples the reference shows are never refused.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, before, describe, test} from 'node:test';

import {operationAccess} from '../../src/graphql/access';
import {buildAllOperationExamples} from '../../src/graphql/examples';
import {exampleResponses} from '../../src/graphql/exampleResponses';
import {createMockExecutableSchema, executeMock} from '../../src/graphql/mocks';
import {checkSchemaSource} from '../../src/graphql/schemaSource';
import {startMockApi, type MockApi} from '../../scripts/mock-api';

const schema = checkSchemaSource(readFileSync('schema.graphql', 'utf8'), 'schema.graphql');

const CREATE_FOLDER = `mutation CreateFolder($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id name } userErrors { code field message } }
}`;
const ARCHIVE_FOLDER = `mutation ArchiveFolder($input: ArchiveFolderInput!) {
  archiveFolder(input: $input) { folder { id } userErrors { code field message } }
}`;
const FOLDER_ID = 'fld_01J9Z6Q4W800000000000001SJ';
const DOCUMENT_ID = 'doc_01J9Z6Q4W800000000000001SJ';

interface Payload {
  readonly folder: {id: string; name?: string} | null;
  readonly userErrors: {code: string; field: string[] | null; message: string}[];
}

async function payloadOf(mockSchema: ReturnType<typeof createMockExecutableSchema>, query: string, input: unknown): Promise<Payload> {
  const result = await executeMock({schema: mockSchema, query, variables: {input}});
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  // As it goes over the wire: execute's objects have no prototype.
  return JSON.parse(JSON.stringify(Object.values(result.data ?? {})[0])) as Payload;
}

const codesOf = (payload: Payload) => payload.userErrors.map((error) => error.code);

describe('the mocks refuse what the mock data can tell', () => {
  test('a folder name created before under the same parent is taken, ignoring case; elsewhere it is free', async () => {
    const mocks = createMockExecutableSchema(schema);
    const first = await payloadOf(mocks, CREATE_FOLDER, {name: 'Quarterly reports', parent: {id: FOLDER_ID}});
    assert.deepEqual(first.userErrors, []);
    assert.equal(first.folder?.name, 'Quarterly reports');

    const again = await payloadOf(mocks, CREATE_FOLDER, {name: 'quarterly REPORTS', parent: {id: FOLDER_ID}});
    assert.equal(again.folder, null);
    assert.deepEqual(again.userErrors, [
      {code: 'NAME_TAKEN', field: ['input', 'name'], message: 'A folder named "quarterly REPORTS" is already in this parent folder.'},
    ]);

    const atTheTop = await payloadOf(mocks, CREATE_FOLDER, {name: 'Quarterly reports'});
    assert.deepEqual(atTheTop.userErrors, []);
  });

  test('a folder shown as a subfolder, or at the top level, has its name taken there', async () => {
    const mocks = createMockExecutableSchema(schema);
    const listed = await executeMock({
      schema: mocks,
      query: `query Listed($locator: FolderLocator!) {
        folder(locator: $locator) { subfolders(first: 1) { nodes { name } } }
        folders(first: 1) { nodes { name } }
      }`,
      variables: {locator: {id: FOLDER_ID}},
    });
    const data = listed.data as {folder: {subfolders: {nodes: {name: string}[]}}; folders: {nodes: {name: string}[]}};
    const subfolder = data.folder.subfolders.nodes[0]!.name;
    const topLevel = data.folders.nodes[0]!.name;

    const underParent = await payloadOf(mocks, CREATE_FOLDER, {name: subfolder, parent: {id: FOLDER_ID}});
    assert.deepEqual(codesOf(underParent), ['NAME_TAKEN']);
    const atTheTop = await payloadOf(mocks, CREATE_FOLDER, {name: topLevel.toUpperCase()});
    assert.deepEqual(codesOf(atTheTop), ['NAME_TAKEN']);
    // The page showed one subfolder; the others of the parent are taken too, as the API would say.
    const all = await executeMock({
      schema: mocks,
      query: 'query All($locator: FolderLocator!) { folder(locator: $locator) { subfolders { nodes { name } } } }',
      variables: {locator: {id: FOLDER_ID}},
    });
    const names = (all.data as {folder: {subfolders: {nodes: {name: string}[]}}}).folder.subfolders.nodes.map((node) => node.name);
    for (const name of names) {
      assert.deepEqual(codesOf(await payloadOf(mocks, CREATE_FOLDER, {name, parent: {id: FOLDER_ID}})), ['NAME_TAKEN'], name);
    }
  });

  test('an ID of another type than the folder asked for, or of no type, names nothing: NOT_FOUND at its field', async () => {
    const mocks = createMockExecutableSchema(schema);
    const wrongType = await payloadOf(mocks, ARCHIVE_FOLDER, {folderId: DOCUMENT_ID});
    assert.equal(wrongType.folder, null);
    assert.deepEqual(wrongType.userErrors, [
      {code: 'NOT_FOUND', field: ['input', 'folderId'], message: `"${DOCUMENT_ID}" is the ID of a Document, not of a Folder.`},
    ]);
    const noType = await payloadOf(mocks, CREATE_FOLDER, {name: 'Drafts', labelIds: ['zzz_01J9Z6Q4W800000000000001SJ']});
    assert.deepEqual(noType.userErrors, [
      {code: 'NOT_FOUND', field: ['input', 'labelIds', '0'], message: 'No object has the ID "zzz_01J9Z6Q4W800000000000001SJ".'},
    ]);
  });

  test('a malformed ID is INVALID_FORMAT; every problem of the input is listed', async () => {
    const mocks = createMockExecutableSchema(schema);
    const payload = await payloadOf(mocks, CREATE_FOLDER, {name: 'Drafts', parent: {id: 'folder-7'}, templateFolderId: DOCUMENT_ID.replace('doc', 'xyz')});
    assert.deepEqual(
      payload.userErrors.map((error) => [error.code, error.field]),
      [
        ['INVALID_FORMAT', ['input', 'parent', 'id']],
        ['NOT_FOUND', ['input', 'templateFolderId']],
      ],
    );
  });

  test('every code the mocks answer is one the mutation declares', async () => {
    const mocks = createMockExecutableSchema(schema);
    const mutations = schema.getMutationType()!.getFields();
    const answered = [
      ['createFolder', await payloadOf(mocks, CREATE_FOLDER, {name: 'X', parent: {id: 'bad'}, labelIds: ['zzz_01J9Z6Q4W800000000000001SJ']})],
      ['archiveFolder', await payloadOf(mocks, ARCHIVE_FOLDER, {folderId: 'bad'})],
    ] as const;
    for (const [name, payload] of answered) {
      const declared = new Set(operationAccess(schema, mutations[name]!).errors?.map((error) => error.code));
      assert.ok(payload.userErrors.length > 0);
      for (const code of codesOf(payload)) assert.ok(declared.has(code), `${name} answered ${code}, which it does not declare`);
    }
  });

  test('no example of the reference is refused, run in order against one mock schema', async () => {
    const responses = await exampleResponses(schema, buildAllOperationExamples(schema));
    assert.ok(responses.size > 100);
  });
});

describe('npm run mock-api answers them over HTTP, one session per API key', () => {
  let api: MockApi;

  before(async () => {
    api = await startMockApi({port: 0, host: '127.0.0.1'});
  });

  after(async () => {
    await api?.close();
  });

  async function post(key: string, query: string, input: unknown): Promise<Payload> {
    const response = await fetch(api.url, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${key}`},
      body: JSON.stringify({query, variables: {input}}),
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as {data?: Record<string, Payload>; errors?: unknown};
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return Object.values(body.data ?? {})[0] as Payload;
  }

  test('creating the same folder twice with one key: the second is NAME_TAKEN; another key may create it', async () => {
    const input = {name: 'Site photos', parent: {path: '/Projects/Harbour Bridge'}};
    assert.deepEqual((await post('key-a', CREATE_FOLDER, input)).userErrors, []);
    const again = await post('key-a', CREATE_FOLDER, {...input, parent: {path: '/projects/harbour bridge/'}});
    assert.deepEqual(codesOf(again), ['NAME_TAKEN']);
    assert.equal(again.folder, null);
    assert.deepEqual((await post('key-b', CREATE_FOLDER, input)).userErrors, []);
  });

  test('an ID the mocks do not know is NOT_FOUND', async () => {
    const payload = await post('key-c', ARCHIVE_FOLDER, {folderId: DOCUMENT_ID});
    assert.deepEqual(payload.userErrors.map((error) => [error.code, error.field]), [['NOT_FOUND', ['input', 'folderId']]]);
  });
});
