/**
 * The local mock API, started in-process on a free port: auth, CORS, data, the received-requests log,
 * WebSocket subscriptions (and their refusal without a key), and the portal's own snippets run against it.
 */
import assert from 'node:assert/strict';
import {execFile, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';

import {createClient, type Client} from 'graphql-ws';
import WebSocket from 'ws';

import {buildOperationExample} from '../../src/graphql/examples';
import {buildSnippets, type SnippetSet} from '../../src/graphql/snippets';
import {startMockApi, type MockApi, type ReceivedRequest} from '../../scripts/mock-api';
import {fixture, FIXTURE_PATH} from './support/schemaUnderTest';

const API_KEY = 'test-key-123';
const QUERY = '{ unreadNotificationCount me { id email } }';

let api: MockApi;

before(async () => {
  api = await startMockApi({port: 0, schemaPath: FIXTURE_PATH, subscriptionIntervalMs: 20});
});

after(async () => {
  await api?.close();
});

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(api.url, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
}

function wsClient(connectionParams: Record<string, unknown>): Client {
  return createClient({url: api.wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true});
}

function snippetCode(snippets: SnippetSet, id: string): string {
  const found = snippets.tabs.find((tab) => tab.id === id);
  assert.ok(found, id);
  return found.code;
}

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking: the server under test lives in this very process. */
function run(command: string, args: string[], cwd?: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {cwd, encoding: 'utf8', timeout: 20_000, env: {...process.env, FOLIO_API_KEY: API_KEY, ...env}},
      (error, stdout, stderr) => resolve({status: error ? Number(error.code ?? 1) || 1 : 0, stdout, stderr}),
    );
  });
}

/** Runs a JavaScript snippet as an ES module from the repository, so it finds graphql-ws and ws. */
function runJavaScript(code: string): Promise<Run> {
  return run(process.execPath, ['--input-type=module', '-e', code]);
}

describe('mock API over HTTP', () => {
  test('listens on 127.0.0.1 at /graphql', () => {
    assert.match(api.url, /^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    assert.match(api.wsUrl, /^ws:\/\/127\.0\.0\.1:\d+\/graphql$/);
  });

  test('without a key: 401 with a GraphQL-shaped error', async () => {
    const attempts: Array<Record<string, string>> = [{}, {authorization: 'Bearer '}, {authorization: 'Basic abc'}];
    for (const headers of attempts) {
      const response = await post({query: QUERY}, headers);
      assert.equal(response.status, 401);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      const body = (await response.json()) as {errors: Array<{message: string; extensions: {code: string}}>};
      assert.equal(body.errors[0]?.extensions.code, 'UNAUTHENTICATED');
      assert.match(body.errors[0]?.message ?? '', /Authorization: Bearer/);
    }
  });

  test('with a key: data', async () => {
    const response = await post({query: QUERY, operationName: null}, {authorization: `Bearer ${API_KEY}`});
    assert.equal(response.status, 200);
    const body = (await response.json()) as {data: {unreadNotificationCount: number; me: {email: string}}};
    assert.equal(typeof body.data.unreadNotificationCount, 'number');
    assert.match(body.data.me.email, /@example\.com$/);
  });

  test('CORS preflight from any origin', async () => {
    const response = await fetch(api.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    assert.ok(response.status < 300, `status ${response.status}`);
    assert.ok(['*', 'http://localhost:3000'].includes(response.headers.get('access-control-allow-origin') ?? ''));
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/i);
  });

  test('/__received lists the requests with their Authorization header and operation name', async () => {
    await post(
      {query: 'query Probe { unreadNotificationCount }', operationName: 'Probe'},
      {authorization: `Bearer ${API_KEY}`},
    );
    const received = (await (await fetch(api.url.replace('/graphql', '/__received'))).json()) as ReceivedRequest[];
    const probe = received.find((entry) => entry.operationName === 'Probe');
    assert.ok(probe, JSON.stringify(received));
    assert.deepEqual(
      {method: probe.method, path: probe.path, authorization: probe.headers.authorization},
      {method: 'POST', path: '/graphql', authorization: `Bearer ${API_KEY}`},
    );
    assert.ok(
      received.some((entry) => entry.headers.authorization === null),
      'unauthenticated requests are logged too',
    );
    assert.ok(received.length <= 100);
  });

  test('unknown paths are 404', async () => {
    assert.equal((await fetch(api.url.replace('/graphql', '/nope'))).status, 404);
  });
});

describe('mock API over WebSocket', () => {
  test('a subscription with a key receives its events', async () => {
    const client = wsClient({authorization: `Bearer ${API_KEY}`});
    try {
      const events = [];
      for await (const event of client.iterate({
        query: 'subscription Count { unreadCountChanged }',
        operationName: 'Count',
      }))
        events.push(event);
      assert.equal(events.length, 3);
      for (const event of events) assert.equal(typeof event.data?.['unreadCountChanged'], 'number');
    } finally {
      await client.dispose();
    }
    const received = (await (await fetch(api.url.replace('/graphql', '/__received'))).json()) as ReceivedRequest[];
    assert.ok(
      received.some(
        (entry) =>
          entry.method === 'WS' &&
          entry.operationName === 'Count' &&
          entry.headers.authorization === `Bearer ${API_KEY}`,
      ),
    );
  });

  test('a subscription over the depth limit is refused with QUERY_TOO_DEEP and its cost, before any event', async () => {
    const client = wsClient({authorization: `Bearer ${API_KEY}`});
    const parents = 'parent { '.repeat(12) + 'id' + ' }'.repeat(12);
    try {
      await assert.rejects(
        async () => {
          for await (const event of client.iterate({query: `subscription Deep { folderChanged(folderId: "fld_1") { ${parents} } }`}))
            assert.fail(`an event arrived: ${JSON.stringify(event)}`);
        },
        (errors: unknown) => {
          assert.ok(Array.isArray(errors), `expected GraphQL errors, got ${String(errors)}`);
          const [error] = errors as {extensions?: {code?: string; cost?: {depth?: number}}}[];
          assert.equal(error?.extensions?.code, 'QUERY_TOO_DEEP');
          assert.equal(error?.extensions?.cost?.depth, 14);
          return true;
        },
      );
    } finally {
      await client.dispose();
    }
  });

  test('a connection without authorization is refused with 4401', async () => {
    const closeCode = await new Promise<number>((resolve) => {
      const socket = new WebSocket(api.wsUrl, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({type: 'connection_init', payload: {}})));
      socket.on('message', (data) => assert.fail(`no message expected, got ${String(data)}`));
      socket.on('close', (code) => resolve(code));
    });
    assert.equal(closeCode, 4401);

    const client = wsClient({});
    await assert.rejects(async () => {
      for await (const event of client.iterate({query: 'subscription { unreadCountChanged }'}))
        assert.fail(JSON.stringify(event));
    });
    await client.dispose();
  });
});

describe('the portal snippets work against the mock API', () => {
  const endpoints = () => ({httpEndpoint: api.url, wsEndpoint: api.wsUrl});

  test('JavaScript fetch', async () => {
    const example = buildOperationExample(fixture, 'mutation', 'createFolder');
    const result = await runJavaScript(snippetCode(buildSnippets(example, endpoints()), 'javascript'));
    assert.equal(result.status, 0, result.stderr);
    const data = JSON.parse(result.stdout) as {createFolder: {folder: {name: string}; userErrors: unknown[]}};
    assert.equal(data.createFolder.folder.name, 'Contracts 2025');
    assert.deepEqual(data.createFolder.userErrors, []);
  });

  test('JavaScript graphql-ws subscription', async () => {
    const example = buildOperationExample(fixture, 'subscription', 'folderChanged');
    const result = await runJavaScript(snippetCode(buildSnippets(example, endpoints()), 'javascript'));
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.match(/"folderChanged"/g)?.length, 3, result.stdout);
  });

  test('curl', async () => {
    const example = buildOperationExample(fixture, 'query', 'folders');
    const code = snippetCode(buildSnippets(example, endpoints()), 'curl');
    const result = await run('sh', ['-c', code]);
    assert.equal(result.status, 0, result.stderr);
    const body = JSON.parse(result.stdout) as {data: {folders: {nodes: unknown[]}}};
    assert.ok(body.data.folders.nodes.length >= 3);
  });

  test('Python requests', async () => {
    const example = buildOperationExample(fixture, 'query', 'document');
    const code = snippetCode(buildSnippets(example, endpoints()), 'python');
    // Without the requests package (PyPI is out of reach on some machines), the snippet runs on a stand-in for
    // the calls it makes, written over Python's standard library.
    const hasRequests = spawnSync('python3', ['-c', 'import requests']).status === 0;
    const env = hasRequests ? {} : {PYTHONPATH: join(__dirname, 'support', 'python')};
    const result = await run('python3', ['-c', code], undefined, env);
    assert.equal(result.status, 0, result.stderr);
    const data = JSON.parse(result.stdout) as {document: {id: string}};
    assert.equal(data.document.id, example.variables['id']);
  });

  test('multipart upload with curl', async () => {
    const example = buildOperationExample(fixture, 'mutation', 'createDocumentFromFile');
    const code = snippetCode(buildSnippets(example, endpoints()), 'curl');
    const directory = mkdtempSync(join(tmpdir(), 'folio-upload-'));
    writeFileSync(join(directory, 'service-agreement-acme.pdf'), '%PDF-1.4 sample');
    const result = await run('sh', ['-c', code], directory);
    rmSync(directory, {recursive: true, force: true});
    assert.equal(result.status, 0, result.stderr);
    const body = JSON.parse(result.stdout) as {
      data?: {createDocumentFromFile: {userErrors: unknown[]}};
      errors?: unknown;
    };
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data?.createDocumentFromFile.userErrors, []);
  });
});
