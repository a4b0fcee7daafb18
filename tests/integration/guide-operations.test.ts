/**
 * End to end: every GraphQL operation the guides and blog posts show is sent, with the variables shown
 * beside it, to the local mock API (scripts/mock-api.ts) the way an integrator would send it:
 * - queries and mutations as a JSON POST with `Authorization: Bearer test-key`;
 * - operations with `Upload` variables as a GraphQL multipart request, with a small file in place of
 *   each `null` upload;
 * - subscriptions over WebSocket (graphql-transport-ws), waiting for the first event.
 * Each must answer HTTP 200 (or an event) with data and without errors. Each query and mutation is sent with an API
 * key of its own: the mock API keeps a session per key, in which a folder name the key created or was shown is taken
 * (src/graphql/mocks/failures.ts), and the guides' operations are separate examples, not one script (the blog post's
 * "before" and "after" create the same folder). Which blocks count as operations,
 * and how their variables are found, is the convention checked by tests/unit/content-snippets.test.ts.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {
  buildSchema,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {createClient, type Client} from 'graphql-ws';
import WebSocket from 'ws';

import {startMockApi, type MockApi} from '../../scripts/mock-api';
import {COST_LIMITS, operationCost} from '../../src/graphql/cost';

const ROOT = join(import.meta.dirname, '..', '..');
const API_KEY = 'test-key';
const SUBSCRIPTION_TIMEOUT_MS = 5_000;

interface GuideOperation {
  file: string;
  line: number;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string;
  variables: Record<string, unknown>;
}

/** Markdown and MDX files of docs/ and blog/ (the generated reference is in reference/). */
function contentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (/\.mdx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const dir of ['docs', 'blog']) if (existsSync(join(ROOT, dir))) walk(dir);
  return files.sort();
}

/** Fenced blocks as [lang, title, first content line, content]. */
function blocksOf(text: string): Array<{lang: string; title?: string; line: number; content: string}> {
  const lines = text.split(/\r?\n/);
  const blocks: Array<{lang: string; title?: string; line: number; content: string}> = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', rest = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length && !closing.test(lines[end]!); end++) {
      const line = lines[end]!;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(rest);
    blocks.push({lang: lang.toLowerCase(), title: title ? (title[1] ?? title[2]) : undefined, line: index + 2, content: body.join('\n')});
    index = end;
  }
  return blocks;
}

function guideOperations(): GuideOperation[] {
  const operations: GuideOperation[] = [];
  for (const file of contentFiles()) {
    const blocks = blocksOf(readFileSync(join(ROOT, file), 'utf8'));
    blocks.forEach((block, index) => {
      if (block.lang !== 'graphql' || block.title === 'Schema excerpt') return;
      const operation = getOperationAST(parse(block.content));
      if (!operation) return;
      const next = blocks[index + 1];
      const variables = next?.lang === 'json' && next.title === 'Variables' ? (JSON.parse(next.content) as Record<string, unknown>) : {};
      operations.push({
        file,
        line: block.line,
        name: operation.name?.value ?? '(anonymous)',
        kind: operation.operation,
        query: block.content,
        variables,
      });
    });
  }
  return operations;
}

/** Object paths (`variables.input.file`) of the Upload values an operation's variables hold. */
function uploadPaths(schema: GraphQLSchema, operation: GuideOperation): string[] {
  const definitions = getOperationAST(parse(operation.query))?.variableDefinitions ?? [];
  const paths: string[] = [];
  const visit = (type: GraphQLInputType, value: unknown, path: string) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isScalarType(inner) && inner.name === 'Upload') {
      paths.push(path);
    } else if (isListType(inner) && Array.isArray(value)) {
      value.forEach((item, position) => visit(inner.ofType, item, `${path}.${position}`));
    } else if (isInputObjectType(inner) && value && typeof value === 'object') {
      for (const [key, field] of Object.entries(inner.getFields())) {
        if (key in (value as object)) visit(field.type, (value as Record<string, unknown>)[key], `${path}.${key}`);
      }
    }
  };
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type && name in operation.variables) visit(type, operation.variables[name], `variables.${name}`);
  }
  return paths;
}

/** A GraphQL response or subscription event, as far as the assertions look into it. */
interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
  extensions?: {cost?: {complexity: number; depth: number}};
}

async function postOperation(api: MockApi, operation: GuideOperation, uploads: string[]): Promise<{status: number; body: GraphQLResponse}> {
  const key = `${API_KEY}-${operation.file}:${operation.line}`;
  const payload = {query: operation.query, variables: operation.variables, operationName: operation.name};
  let init: RequestInit;
  if (uploads.length > 0) {
    // GraphQL multipart request: operations, map, then one part per file.
    const form = new FormData();
    form.append('operations', JSON.stringify(payload));
    form.append('map', JSON.stringify(Object.fromEntries(uploads.map((path, index) => [String(index), [path]]))));
    uploads.forEach((_path, index) => {
      form.append(String(index), new Blob(['%PDF-1.7 test file\n'], {type: 'application/pdf'}), `upload-${index}.pdf`);
    });
    init = {method: 'POST', headers: {authorization: `Bearer ${key}`}, body: form};
  } else {
    init = {
      method: 'POST',
      headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json'},
      body: JSON.stringify(payload),
    };
  }
  const response = await fetch(api.url, init);
  return {status: response.status, body: (await response.json()) as GraphQLResponse};
}

async function firstEvent(client: Client, operation: GuideOperation): Promise<GraphQLResponse> {
  const events = client.iterate({query: operation.query, variables: operation.variables, operationName: operation.name});
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${SUBSCRIPTION_TIMEOUT_MS} ms`)), SUBSCRIPTION_TIMEOUT_MS);
    });
    const next = await Promise.race([events.next(), timeout]);
    assert.ok(!next.done, 'the subscription completed without an event');
    return next.value as GraphQLResponse;
  } finally {
    clearTimeout(timer);
    await events.return?.();
  }
}

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
const operations = guideOperations();

describe('guide operations against the mock API', () => {
  let api: MockApi;
  let client: Client;

  before(async () => {
    api = await startMockApi({port: 0, host: '127.0.0.1', schemaPath: join(ROOT, 'schema.graphql'), subscriptionIntervalMs: 10});
    client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: {authorization: `Bearer ${API_KEY}`},
      retryAttempts: 0,
    });
  });

  after(async () => {
    await client?.dispose();
    await api?.close();
  });

  test('the guides show operations of every kind', () => {
    const kinds = new Set(operations.map((operation) => operation.kind));
    assert.deepEqual([...kinds].sort(), ['mutation', 'query', 'subscription']);
    assert.ok(operations.some((operation) => uploadPaths(schema, operation).length > 0), 'no upload operation found');
  });

  for (const operation of operations) {
    test(`${operation.file}:${operation.line} ${operation.kind} ${operation.name}`, async () => {
      // Every operation a guide shows stays within the limits the API enforces (docs/limits.mdx).
      const cost = operationCost(schema, operation.query, {variables: operation.variables, operationName: operation.name});
      assert.ok(
        cost.complexity <= COST_LIMITS.maxComplexity && cost.depth <= COST_LIMITS.maxDepth,
        `${operation.file}:${operation.line}: ${operation.name} costs ${cost.complexity} points at depth ${cost.depth}, over the limits`,
      );
      if (operation.kind === 'subscription') {
        const event = await firstEvent(client, operation);
        assert.equal(event.errors, undefined, JSON.stringify(event.errors));
        assert.ok(event.data && Object.keys(event.data).length > 0, 'the event has no data');
        return;
      }
      const {status, body} = await postOperation(api, operation, uploadPaths(schema, operation));
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.ok(body.data && Object.keys(body.data).length > 0, 'the response has no data');
      assert.deepEqual(body.extensions?.cost && [body.extensions.cost.complexity, body.extensions.cost.depth], [cost.complexity, cost.depth]);
      for (const [field, value] of Object.entries(body.data ?? {})) {
        if (value && typeof value === 'object' && 'userErrors' in value) {
          assert.deepEqual((value as {userErrors: unknown[]}).userErrors, [], `${field} returned userErrors`);
        }
      }
    });
  }
});
