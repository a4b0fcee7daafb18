/**
 * An operation nested far deeper than any the API runs (20,000 levels) is refused before it is parsed: graphql-js
 * parses and validates by recursion, and such a document ran them out of stack ("Maximum call stack size exceeded",
 * HTTP 500 from the mock API). The mock API (HTTP and WebSocket), the playground's mock mode and the docs MCP server's
 * tools answer with QUERY_TOO_DEEP, naming the nesting limit, and go on answering.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';

import {createClient} from 'graphql-ws';
import WebSocket from 'ws';

import {startMockApi, type MockApi} from '../../scripts/mock-api';
import {estimateCost} from '../../scripts/mcp/tools/estimateCost';
import {runMockOperation} from '../../scripts/mcp/tools/runMockOperation';
import {validateOperation} from '../../scripts/mcp/tools/validateOperation';
import {executeMock, formatResult, mockSchemaCache} from '../../src/graphql/mocks';
import {MAX_DOCUMENT_NESTING} from '../../src/graphql/cost';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {SCHEMA_FILE} from '../../src/config/reference';

const LEVELS = 20_000;
const NESTED = `query Deep { folders ${'{ nodes '.repeat(LEVELS)}{ id }${' }'.repeat(LEVELS)} }`;
const NESTED_SUBSCRIPTION = `subscription Deep { folderChanged(folderId: "1") ${'{ parent '.repeat(LEVELS)}{ id }${' }'.repeat(LEVELS)} }`;
/** The answer names the limit it is over. */
const SAYS_THE_LIMIT = new RegExp(`more than ${MAX_DOCUMENT_NESTING} levels`);

const schema = loadSchemaFile(SCHEMA_FILE);
let api: MockApi;

before(async () => {
  api = await startMockApi({port: 0});
});

after(async () => {
  await api?.close();
});

describe('an operation nested 20,000 levels deep', () => {
  for (const accept of ['application/json', 'application/graphql-response+json']) {
    test(`the mock API refuses it with QUERY_TOO_DEEP (Accept: ${accept}), and answers the next request`, async () => {
      const response = await fetch(api.url, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept, authorization: 'Bearer key'},
        body: JSON.stringify({query: NESTED}),
      });
      const body = (await response.json()) as {errors?: Array<{message: string; extensions?: {code?: string}}>};
      assert.equal(response.status, accept === 'application/json' ? 200 : 400);
      assert.equal(body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP');
      assert.match(body.errors?.[0]?.message ?? '', SAYS_THE_LIMIT);
      const next = await fetch(api.url, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: 'Bearer key'},
        body: JSON.stringify({query: '{ me { id } }'}),
      });
      assert.equal(next.status, 200);
    });
  }

  test('the mock API refuses it over the WebSocket with QUERY_TOO_DEEP', async () => {
    const client = createClient({url: api.wsUrl, webSocketImpl: WebSocket, connectionParams: {authorization: 'Bearer key'}, retryAttempts: 0, lazy: true});
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({query: NESTED_SUBSCRIPTION}, {next: () => resolve('an event'), error: resolve, complete: () => resolve('completed')});
      });
      assert.ok(Array.isArray(errors), `the subscription is refused with errors, not ${String(errors)}`);
      const [first] = errors as Array<{message: string; extensions?: {code?: string}}>;
      assert.equal(first?.extensions?.code, 'QUERY_TOO_DEEP');
      assert.match(first?.message ?? '', SAYS_THE_LIMIT);
    } finally {
      await client.dispose();
    }
  });

  test("the playground's mock mode refuses it with QUERY_TOO_DEEP", async () => {
    const result = formatResult(await executeMock({schema: mockSchemaCache()(schema), query: NESTED, variables: null, operationName: null}));
    assert.equal(result.errors?.[0]?.extensions?.['code'], 'QUERY_TOO_DEEP');
    assert.match(result.errors?.[0]?.message ?? '', SAYS_THE_LIMIT);
  });

  test('the docs MCP tools say it is nested more than the limit', async () => {
    const answers: string[] = [];
    for (const tool of [
      () => validateOperation(schema, {operation: NESTED}).text,
      () => estimateCost(schema, {operation: NESTED}),
      () => runMockOperation(schema, {operation: NESTED}),
    ]) {
      try {
        answers.push(await tool());
      } catch (error) {
        answers.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
    }
    for (const answer of answers) {
      assert.doesNotMatch(answer, /call stack/i);
      assert.match(answer, SAYS_THE_LIMIT);
    }
  });
});
