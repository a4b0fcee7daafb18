/**
 * `npm run mock-api`: a local stand-in for the Folio GraphQL API, answering from the shared mocks.
 *   POST/GET http://127.0.0.1:4010/graphql   queries and mutations (JSON or multipart), CORS open to any origin
 *   ws://127.0.0.1:4010/graphql              subscriptions (graphql-transport-ws)
 *   GET  http://127.0.0.1:4010/__received    the last requests received, for end-to-end tests
 * Like the real API it wants `Authorization: Bearer <key>` (any non-empty key); the port comes from
 * MOCK_API_PORT. Each key is a session of its own for the failures the mocks answer (src/graphql/mocks/failures.ts): a
 * folder name is taken for a key once that key created the folder or was shown it. Node-only.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {GraphQLError, parse, type GraphQLSchema} from 'graphql';
import {CloseCode, type SubscribePayload} from 'graphql-ws';
import {useServer} from 'graphql-ws/use/ws';
import {createYoga, type Plugin} from 'graphql-yoga';
import {WebSocketServer} from 'ws';

import {SCHEMA_FILE} from '../src/config/reference';
import {checkOperationCost, costExtension, nestingError} from '../src/graphql/cost';
import {createMockExecutableSchema, type MockOptions} from '../src/graphql/mocks';
import {MockFolderNames, mockSessionContext} from '../src/graphql/mocks/failures';
import {loadSchemaFile} from '../src/graphql/schemaSource';

export const GRAPHQL_PATH = '/graphql';
export const RECEIVED_PATH = '/__received';
const DEFAULT_PORT = 4010;
const DEFAULT_HOST = '127.0.0.1';
const RECEIVED_LIMIT = 100;
/** Sessions kept, one per API key; the least recently used goes first. */
const SESSION_LIMIT = 100;
const UNAUTHENTICATED_MESSAGE = 'Missing or invalid API key: send the header "Authorization: Bearer <your API key>".';

export interface MockApiOptions extends MockOptions {
  /** 0 picks a free port. Defaults to MOCK_API_PORT, else 4010. */
  port?: number;
  host?: string;
  /** Schema file to mock; defaults to schema.graphql at the repository root. */
  schemaPath?: string;
}

export interface MockApi {
  /** HTTP endpoint, e.g. http://127.0.0.1:4010/graphql */
  url: string;
  /** WebSocket endpoint, e.g. ws://127.0.0.1:4010/graphql */
  wsUrl: string;
  port: number;
  close(): Promise<void>;
}

/** One request as `/__received` lists it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: {authorization: string | null};
  operationName: string | null;
  receivedAt: string;
}

type ServerContext = {req: IncomingMessage; res: ServerResponse};

function hasBearerKey(authorization: unknown): boolean {
  return typeof authorization === 'string' && /^Bearer\s+\S+/i.test(authorization.trim());
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...headers});
  res.end(JSON.stringify(body, null, 2));
}

/**
 * A refusal before execution, answered as the GraphQL over HTTP specification says for each media type (yoga reads
 * `extensions.http`, and drops it from the body): with `application/graphql-response+json` a response without data
 * is a 400, with `application/json` a well-formed request gets a 200 (`spec: true`). Parse and validation errors are
 * yoga's own and answered so already; docs/errors.mdx says the same.
 */
function refusedBeforeExecution(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: {...error.extensions, http: {status: 400, spec: true}},
  });
}

/**
 * The API's limits (docs/limits.mdx): a document nested deeper than the API reads is refused before it is parsed
 * (graphql-js would run out of stack); after validation, an operation over a limit is answered with the documented
 * error and not executed; every executed operation reports its cost in `extensions.cost`.
 */
const limitsPlugin: Plugin<ServerContext> = {
  onParse: ({parseFn, setParseFn}) => {
    setParseFn((source, options) => {
      const tooDeep = nestingError(source);
      if (tooDeep) throw refusedBeforeExecution(tooDeep);
      return parseFn(source, options);
    });
  },
  onExecute: ({args, setResultAndStopExecution}) => {
    const check = checkOperationCost(args.schema, args.document, args.variableValues, args.operationName);
    if (!check) return undefined;
    if (check.errors.length > 0) {
      setResultAndStopExecution({errors: check.errors.map(refusedBeforeExecution)});
      return undefined;
    }
    const cost = costExtension(check.cost);
    return {
      onExecuteDone: ({result, setResult}) => {
        if (Symbol.asyncIterator in result) return;
        setResult({...result, extensions: {...result.extensions, cost}});
      },
    };
  },
};

/**
 * The same limits over the WebSocket: graphql-ws refuses a subscription whose `onSubscribe` returns errors, so one
 * over a limit gets the documented error before it starts. A document that does not parse is left to graphql-ws.
 */
function subscriptionLimitErrors(schema: GraphQLSchema, payload: SubscribePayload): readonly GraphQLError[] | undefined {
  const tooDeep = nestingError(payload.query);
  if (tooDeep) return [tooDeep];
  let document;
  try {
    document = parse(payload.query);
  } catch {
    return undefined;
  }
  const errors = checkOperationCost(schema, document, payload.variables, payload.operationName)?.errors ?? [];
  return errors.length > 0 ? errors : undefined;
}

/** The session of each API key, the least recently used dropped beyond SESSION_LIMIT. */
function sessionsByKey(): (authorization: unknown) => MockFolderNames {
  const sessions = new Map<string, MockFolderNames>();
  return (authorization) => {
    const key = typeof authorization === 'string' ? authorization.trim() : '';
    const session = sessions.get(key) ?? new MockFolderNames();
    sessions.delete(key);
    sessions.set(key, session);
    if (sessions.size > SESSION_LIMIT) sessions.delete(sessions.keys().next().value as string);
    return session;
  };
}

/** Starts the mock API; resolves once it listens. */
export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? Number(process.env['MOCK_API_PORT'] ?? DEFAULT_PORT);
  const schema = createMockExecutableSchema(loadSchemaFile(options.schemaPath ?? SCHEMA_FILE), options);

  const sessionFor = sessionsByKey();
  const received: ReceivedRequest[] = [];
  const httpRecords = new WeakMap<IncomingMessage, ReceivedRequest>();
  const record = (entry: Omit<ReceivedRequest, 'receivedAt'>): ReceivedRequest => {
    const full = {...entry, receivedAt: new Date().toISOString()};
    received.push(full);
    if (received.length > RECEIVED_LIMIT) received.splice(0, received.length - RECEIVED_LIMIT);
    return full;
  };

  const yoga = createYoga<ServerContext>({
    schema,
    context: ({req}) => mockSessionContext(sessionFor(req.headers.authorization)),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: false,
    cors: {origin: '*', methods: ['GET', 'POST', 'OPTIONS'], allowedHeaders: ['authorization', 'content-type']},
    plugins: [
      {
        // The operation name is only known once yoga has parsed the body.
        onParams: ({params, context}) => {
          const {req} = context as Partial<ServerContext>;
          const entry = req ? httpRecords.get(req) : undefined;
          if (entry) entry.operationName = params.operationName ?? null;
        },
      },
      limitsPlugin,
    ],
  });

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === RECEIVED_PATH && req.method === 'GET') {
      sendJson(res, 200, received);
      return;
    }
    const authorization = req.headers.authorization ?? null;
    if (req.method !== 'OPTIONS') {
      httpRecords.set(req, record({method: req.method ?? 'GET', path, headers: {authorization}, operationName: null}));
    }
    if (path !== GRAPHQL_PATH) {
      sendJson(res, 404, {errors: [{message: `Not found: the API lives at ${GRAPHQL_PATH}.`}]});
      return;
    }
    if (req.method !== 'OPTIONS' && !hasBearerKey(authorization)) {
      sendJson(
        res,
        401,
        {errors: [{message: UNAUTHENTICATED_MESSAGE, extensions: {code: 'UNAUTHENTICATED'}}]},
        {'www-authenticate': 'Bearer'},
      );
      return;
    }
    void yoga(req, res, {req, res});
  });

  const webSockets = new WebSocketServer({server, path: GRAPHQL_PATH});
  const graphqlWs = useServer(
    {
      schema,
      context: (context) => mockSessionContext(sessionFor(context.connectionParams?.['authorization'])),
      onConnect: (context) => {
        const authorization = context.connectionParams?.['authorization'];
        if (hasBearerKey(authorization)) return true;
        record({method: 'WS', path: GRAPHQL_PATH, headers: {authorization: null}, operationName: null});
        context.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized: connection_init needs authorization');
        return false;
      },
      onSubscribe: (context, _id, payload) => {
        const authorization = context.connectionParams?.['authorization'];
        record({
          method: 'WS',
          path: GRAPHQL_PATH,
          headers: {authorization: typeof authorization === 'string' ? authorization : null},
          operationName: payload.operationName ?? null,
        });
        return subscriptionLimitErrors(schema, payload);
      },
    },
    webSockets,
  );

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await graphqlWs.dispose();
      for (const socket of webSockets.clients) socket.terminate();
      await new Promise<void>((done) => webSockets.close(() => done()));
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    })();
    return closing;
  };

  return {url: `http://${origin}${GRAPHQL_PATH}`, wsUrl: `ws://${origin}${GRAPHQL_PATH}`, port: actualPort, close};
}

async function main(): Promise<void> {
  const api = await startMockApi();
  console.log(`Mock API listening on ${api.url}`);
  console.log(`Subscriptions on ${api.wsUrl}; send "Authorization: Bearer <any key>".`);
  const stop = (): void => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
