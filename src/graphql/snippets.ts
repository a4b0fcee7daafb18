/**
 * Client code for one operation: curl, JavaScript and Python, ready to paste. Queries and mutations go over
 * HTTP (multipart when they upload files), subscriptions over WebSocket (graphql-transport-ws), where
 * curl has nothing to offer and a short note takes its tab. Endpoints come from `src/site.ts`; the API key
 * always from the FOLIO_API_KEY environment variable.
 */
import {stripIgnoredCharacters} from 'graphql';

import {site} from '../site';
import type {OperationType} from './examples';
import {sampleString} from './sampleValues';

export const API_KEY_ENV_VAR = 'FOLIO_API_KEY';

export interface ApiEndpoints {
  /** GraphQL over HTTP: queries and mutations. */
  httpEndpoint: string;
  /** GraphQL over WebSocket: subscriptions. */
  wsEndpoint: string;
}

export const defaultEndpoints: ApiEndpoints = {
  httpEndpoint: site.apiHttpEndpoint,
  wsEndpoint: site.apiWsEndpoint,
};

export interface SnippetRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationType: OperationType;
  operationName?: string;
  /** Object paths of Upload variables (`variables.input.file`), sent as multipart parts. */
  uploadPaths?: readonly string[];
  /** The operation's TypeScript types (GraphQL Code Generator's), for the TypeScript tab; no tab without them. */
  typescript?: OperationTypes;
}

/** An operation's types as GraphQL Code Generator's typescript-operations plugin writes them. */
export interface OperationTypes {
  /** The declarations: the result and variables types and the input and enum types they use. */
  readonly declarations: string;
  /** The result type's name (`CreateFolderMutation`) and the variables type's (`CreateFolderMutationVariables`). */
  readonly result: string;
  readonly variables: string;
  /** The root field the result holds (`createFolder`). */
  readonly field: string;
}

/** `shell-note` replaces `curl` for subscriptions, which curl cannot open. */
export type SnippetTabId = 'curl' | 'shell-note' | 'javascript' | 'typescript' | 'python';
export type SnippetLanguage = 'bash' | 'javascript' | 'typescript' | 'python';

export interface SnippetTab {
  id: SnippetTabId;
  label: string;
  /** Prism language of the code block. */
  language: SnippetLanguage;
  code: string;
}

export interface SnippetSet {
  /** How the request travels: JSON over HTTP, multipart over HTTP (uploads), or a WebSocket. */
  transport: 'http' | 'multipart' | 'websocket';
  /** In display order. */
  tabs: SnippetTab[];
}

/** JavaScript snippets use top-level await and imports, so they run as ES modules. */
const NODE_MODULE_NOTE = `// Node.js 20+, as an ES module: ${API_KEY_ENV_VAR}=… node example.mjs`;

/** TypeScript snippets run the same way, with a TypeScript runner. */
const TS_MODULE_NOTE = `// Node.js 20+, TypeScript 5+, as an ES module: ${API_KEY_ENV_VAR}=… npx tsx example.mts
// The types are GraphQL Code Generator's (typescript-operations) for this operation and schema.graphql.`;

/** Placeholder for the local file an upload example sends. */
const SAMPLE_UPLOAD_FILE = `./${sampleString('fileName')}`;

// ---------------------------------------------------------------------------------------------------------
// Quoting

/** A single-quoted shell word: safe for any text, including quotes and newlines. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A JavaScript template literal holding `text` verbatim. */
function jsTemplateLiteral(text: string): string {
  return `\`${text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\``;
}

const JS_STRING_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A single-quoted JavaScript string literal. */
function jsString(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (character) => JS_STRING_ESCAPES[character] ?? character)}'`;
}

/** JSON-escaped strings are valid Python string literals, so they are used whenever a block would not be. */
function pythonString(text: string): string {
  return JSON.stringify(text);
}

function pythonBlockString(text: string): string {
  const safe = !text.includes('\\') && !text.includes('"""') && !text.endsWith('"');
  return safe ? `"""\n${text}\n"""` : pythonString(text);
}

/** How both JavaScript HTTP snippets (JSON and multipart) read the reply. */
const JS_RESPONSE_HANDLING = `if (!response.ok) {
  throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
}
const {data, errors} = await response.json();
if (errors) console.error(JSON.stringify(errors, null, 2));
console.log(JSON.stringify(data, null, 2));
`;

/** How both Python HTTP snippets (JSON and multipart) read the reply. */
const PYTHON_RESPONSE_HANDLING = `response.raise_for_status()
result = response.json()
if result.get("errors"):
    print(json.dumps(result["errors"], indent=2))
print(json.dumps(result.get("data"), indent=2))
`;

/** A Python literal for a JSON value: dicts, lists, True/False/None. */
function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const closePad = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, indent + 4)},`).join('\n')}\n${closePad}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${pad}${pythonString(key)}: ${pythonLiteral(item, indent + 4)},`);
    return `{\n${lines.join('\n')}\n${closePad}}`;
  }
  return pythonString(String(value));
}

function jsonBody(request: SnippetRequest): Record<string, unknown> {
  return {
    query: request.query,
    variables: request.variables ?? {},
    ...(request.operationName ? {operationName: request.operationName} : {}),
  };
}

/** The multipart `map` part: file part `0`, `1`, … → the variable paths they fill. */
function uploadMap(uploadPaths: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(uploadPaths.map((path, index) => [String(index), [path]]));
}

const operationNameField = (request: SnippetRequest, quote: (text: string) => string): string =>
  request.operationName ? `, operationName: ${quote(request.operationName)}` : '';

// ---------------------------------------------------------------------------------------------------------
// HTTP: JSON

/**
 * The query on one line (GraphQL ignores line breaks and indentation, and a JSON string cannot hold a line break),
 * the rest of the body indented: what a reader edits is the variables.
 */
function oneLineQuery(query: string): string {
  // A block string ("""…""") may hold line breaks of its own: graphql's own stripping keeps it intact.
  if (query.includes('"""')) return stripIgnoredCharacters(query);
  return query.replace(/\s*\n\s*/g, ' ').trim();
}

/** A here-document delimiter that no line of `text` is. */
function hereDocDelimiter(text: string): string {
  let delimiter = 'JSON';
  while (text.split('\n').includes(delimiter)) delimiter = `${delimiter}_END`;
  return delimiter;
}

function curlJson(request: SnippetRequest, endpoints: ApiEndpoints): string {
  const body = JSON.stringify({...jsonBody(request), query: oneLineQuery(request.query)}, null, 2);
  const delimiter = hereDocDelimiter(body);
  // A quoted here-document: the shell leaves `$variables` and quotes in the JSON as they are.
  return [
    `curl ${shellQuote(endpoints.httpEndpoint)} \\`,
    `  -H "Authorization: Bearer $${API_KEY_ENV_VAR}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data-binary @- <<'${delimiter}'`,
    body,
    delimiter,
  ].join('\n');
}

function javascriptFetch(request: SnippetRequest, endpoints: ApiEndpoints): string {
  return `${NODE_MODULE_NOTE}
const query = ${jsTemplateLiteral(request.query)};

const variables = ${JSON.stringify(request.variables ?? {}, null, 2)};

const response = await fetch(${jsString(endpoints.httpEndpoint)}, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.${API_KEY_ENV_VAR}}\`,
  },
  body: JSON.stringify({query, variables${operationNameField(request, jsString)}}),
});
${JS_RESPONSE_HANDLING}`;
}

function pythonRequests(request: SnippetRequest, endpoints: ApiEndpoints): string {
  const operationName = request.operationName ? `, "operationName": ${pythonString(request.operationName)}` : '';
  return `import json
import os

import requests

QUERY = ${pythonBlockString(request.query)}

VARIABLES = ${pythonLiteral(request.variables ?? {})}

response = requests.post(
    ${pythonString(endpoints.httpEndpoint)},
    json={"query": QUERY, "variables": VARIABLES${operationName}},
    headers={"Authorization": f"Bearer {os.environ['${API_KEY_ENV_VAR}']}"},
    timeout=30,
)
${PYTHON_RESPONSE_HANDLING}`;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP: multipart (GraphQL multipart request spec: `operations`, `map`, then one part per file)

function curlMultipart(request: SnippetRequest, endpoints: ApiEndpoints): string {
  const uploadPaths = request.uploadPaths ?? [];
  const operations = JSON.stringify({...jsonBody(request), query: oneLineQuery(request.query)}, null, 2);
  const delimiter = hereDocDelimiter(operations);
  return [
    `# Files travel as multipart parts; their variables stay null in "operations" and "map" points at them.`,
    `# The "operations" part is read from the here-document below (\`<-\`: the content of standard input).`,
    `curl ${shellQuote(endpoints.httpEndpoint)} \\`,
    `  -H "Authorization: Bearer $${API_KEY_ENV_VAR}" \\`,
    `  -F 'operations=<-' \\`,
    `  -F map=${shellQuote(JSON.stringify(uploadMap(uploadPaths)))} \\`,
    ...uploadPaths.map(
      (_, index) => `  -F ${index}=@${SAMPLE_UPLOAD_FILE}${index < uploadPaths.length - 1 ? ' \\' : ''}`,
    ),
  ]
    .join('\n')
    .concat(` <<'${delimiter}'\n${operations}\n${delimiter}`);
}

/**
 * The multipart upload with `fetch`: JavaScript's, and TypeScript's with the example's types declared and its
 * variables typed; the rest of the code is the same.
 */
function fetchMultipart(
  request: SnippetRequest,
  endpoints: ApiEndpoints,
  {
    moduleNote,
    declarations,
    variablesType,
    responseHandling,
  }: {moduleNote: string; declarations?: string; variablesType?: string; responseHandling: string},
): string {
  const uploadPaths = request.uploadPaths ?? [];
  const fileParts = uploadPaths
    .map(
      (_, index) =>
        `form.append('${index}', await openAsBlob(${jsString(SAMPLE_UPLOAD_FILE)}), ${jsString(SAMPLE_UPLOAD_FILE.slice(2))});`,
    )
    .join('\n');
  return `${moduleNote}
import {openAsBlob} from 'node:fs';

${declarations ? `${declarations}\n\n` : ''}const query = ${jsTemplateLiteral(request.query)};

// Upload variables stay null: the multipart "map" tells the server which file part fills them.
const variables${variablesType ? `: ${variablesType}` : ''} = ${JSON.stringify(request.variables ?? {}, null, 2)};

const form = new FormData();
form.append('operations', JSON.stringify({query, variables${operationNameField(request, jsString)}}));
form.append('map', JSON.stringify(${JSON.stringify(uploadMap(uploadPaths))}));
${fileParts}

const response = await fetch(${jsString(endpoints.httpEndpoint)}, {
  method: 'POST',
  headers: {Authorization: \`Bearer \${process.env.${API_KEY_ENV_VAR}}\`},
  body: form,
});
${responseHandling}`;
}

function javascriptMultipart(request: SnippetRequest, endpoints: ApiEndpoints): string {
  return fetchMultipart(request, endpoints, {moduleNote: NODE_MODULE_NOTE, responseHandling: JS_RESPONSE_HANDLING});
}

function pythonMultipart(request: SnippetRequest, endpoints: ApiEndpoints): string {
  const uploadPaths = request.uploadPaths ?? [];
  const operationName = request.operationName ? `, "operationName": ${pythonString(request.operationName)}` : '';
  const files = uploadPaths
    .map((_, index) => `        "${index}": open(${pythonString(SAMPLE_UPLOAD_FILE)}, "rb"),`)
    .join('\n');
  return `import json
import os

import requests

QUERY = ${pythonBlockString(request.query)}

# Upload variables stay None: the multipart "map" tells the server which file part fills them.
VARIABLES = ${pythonLiteral(request.variables ?? {})}

response = requests.post(
    ${pythonString(endpoints.httpEndpoint)},
    data={
        "operations": json.dumps({"query": QUERY, "variables": VARIABLES${operationName}}),
        "map": json.dumps(${pythonLiteral(uploadMap(uploadPaths), 8)}),
    },
    files={
${files}
    },
    headers={"Authorization": f"Bearer {os.environ['${API_KEY_ENV_VAR}']}"},
    timeout=120,
)
${PYTHON_RESPONSE_HANDLING}`;
}

// ---------------------------------------------------------------------------------------------------------
// TypeScript: the same calls, typed with the operation's generated types

/** How both TypeScript HTTP snippets read the reply: typed by the operation's result type. */
function typescriptResponseHandling(types: OperationTypes): string {
  return `if (!response.ok) {
  throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
}
const {data, errors} = (await response.json()) as {
  data?: ${types.result} | null;
  errors?: {message: string; extensions?: Record<string, unknown>}[];
};
if (errors) console.error(JSON.stringify(errors, null, 2));
const result = data?.${types.field};
console.log(JSON.stringify(result, null, 2));
`;
}

function typescriptFetch(request: SnippetRequest, types: OperationTypes, endpoints: ApiEndpoints): string {
  return `${TS_MODULE_NOTE}
${types.declarations}

const query = ${jsTemplateLiteral(request.query)};

const variables: ${types.variables} = ${JSON.stringify(request.variables ?? {}, null, 2)};

const response = await fetch(${jsString(endpoints.httpEndpoint)}, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.${API_KEY_ENV_VAR}}\`,
  },
  body: JSON.stringify({query, variables${operationNameField(request, jsString)}}),
});
${typescriptResponseHandling(types)}`;
}

function typescriptMultipart(request: SnippetRequest, types: OperationTypes, endpoints: ApiEndpoints): string {
  return fetchMultipart(request, endpoints, {
    moduleNote: TS_MODULE_NOTE,
    declarations: types.declarations,
    variablesType: types.variables,
    responseHandling: typescriptResponseHandling(types),
  });
}

function typescriptSubscription(request: SnippetRequest, types: OperationTypes, endpoints: ApiEndpoints): string {
  return `${TS_MODULE_NOTE}
import {createClient} from 'graphql-ws';
// Node.js before 22 has no global WebSocket; the ws package provides one (npm install graphql-ws ws @types/ws).
import WebSocket from 'ws';

${types.declarations}

const client = createClient({
  url: ${jsString(endpoints.wsEndpoint)},
  webSocketImpl: WebSocket,
  connectionParams: {authorization: \`Bearer \${process.env.${API_KEY_ENV_VAR}}\`},
});

const query = ${jsTemplateLiteral(request.query)};

const variables: ${types.variables} = ${JSON.stringify(request.variables ?? {}, null, 2)};

try {
  for await (const event of client.iterate<${types.result}>({query, variables${operationNameField(request, jsString)}})) {
    if (event.errors) console.error(JSON.stringify(event.errors, null, 2));
    const result = event.data?.${types.field};
    console.log(JSON.stringify(result, null, 2));
  }
} finally {
  await client.dispose();
}
`;
}

// ---------------------------------------------------------------------------------------------------------
// WebSocket (graphql-transport-ws)

function shellSubscriptionNote(endpoints: ApiEndpoints): string {
  return `# curl cannot hold a subscription open: subscriptions run over a WebSocket
# (${endpoints.wsEndpoint}, graphql-transport-ws protocol).
# Use the JavaScript or Python tab; both send the key from $${API_KEY_ENV_VAR} in connection_init.
`;
}

function javascriptSubscription(request: SnippetRequest, endpoints: ApiEndpoints): string {
  return `${NODE_MODULE_NOTE}
import {createClient} from 'graphql-ws';
// Node.js before 22 has no global WebSocket; the ws package provides one (npm install graphql-ws ws).
import WebSocket from 'ws';

const client = createClient({
  url: ${jsString(endpoints.wsEndpoint)},
  webSocketImpl: WebSocket,
  connectionParams: {authorization: \`Bearer \${process.env.${API_KEY_ENV_VAR}}\`},
});

const query = ${jsTemplateLiteral(request.query)};

const variables = ${JSON.stringify(request.variables ?? {}, null, 2)};

try {
  for await (const event of client.iterate({query, variables${operationNameField(request, jsString)}})) {
    if (event.errors) console.error(JSON.stringify(event.errors, null, 2));
    console.log(JSON.stringify(event.data, null, 2));
  }
} finally {
  await client.dispose();
}
`;
}

function pythonSubscription(request: SnippetRequest, endpoints: ApiEndpoints): string {
  const operationName = request.operationName
    ? `,\n                "operationName": ${pythonString(request.operationName)}`
    : '';
  return `import asyncio
import json
import os

import websockets

QUERY = ${pythonBlockString(request.query)}

VARIABLES = ${pythonLiteral(request.variables ?? {})}


async def main():
    async with websockets.connect(
        ${pythonString(endpoints.wsEndpoint)}, subprotocols=["graphql-transport-ws"]
    ) as socket:
        await socket.send(json.dumps({
            "type": "connection_init",
            "payload": {"authorization": f"Bearer {os.environ['${API_KEY_ENV_VAR}']}"},
        }))
        ack = json.loads(await socket.recv())
        if ack["type"] != "connection_ack":
            raise RuntimeError(f"Connection refused: {ack}")
        await socket.send(json.dumps({
            "id": "1",
            "type": "subscribe",
            "payload": {
                "query": QUERY,
                "variables": VARIABLES${operationName},
            },
        }))
        async for raw in socket:
            message = json.loads(raw)
            if message["type"] == "next":
                print(json.dumps(message["payload"], indent=2))
            elif message["type"] == "ping":
                await socket.send(json.dumps({"type": "pong"}))
            elif message["type"] == "error":
                raise RuntimeError(json.dumps(message["payload"]))
            elif message["type"] == "complete":
                break


asyncio.run(main())
`;
}

// ---------------------------------------------------------------------------------------------------------

/** The client snippets for one operation, with the tabs that apply to its transport. */
export function buildSnippets(request: SnippetRequest, endpoints: ApiEndpoints = defaultEndpoints): SnippetSet {
  const types = request.typescript;
  const typescriptTab = (code: (types: OperationTypes) => string): SnippetTab[] =>
    types ? [{id: 'typescript', label: 'TypeScript', language: 'typescript', code: code(types)}] : [];
  if (request.operationType === 'subscription') {
    return {
      transport: 'websocket',
      tabs: [
        {
          id: 'javascript',
          label: 'JavaScript',
          language: 'javascript',
          code: javascriptSubscription(request, endpoints),
        },
        ...typescriptTab((each) => typescriptSubscription(request, each, endpoints)),
        {id: 'python', label: 'Python', language: 'python', code: pythonSubscription(request, endpoints)},
        {id: 'shell-note', label: 'curl', language: 'bash', code: shellSubscriptionNote(endpoints)},
      ],
    };
  }
  if (request.uploadPaths && request.uploadPaths.length > 0) {
    return {
      transport: 'multipart',
      tabs: [
        {id: 'curl', label: 'curl', language: 'bash', code: curlMultipart(request, endpoints)},
        {id: 'javascript', label: 'JavaScript', language: 'javascript', code: javascriptMultipart(request, endpoints)},
        ...typescriptTab((each) => typescriptMultipart(request, each, endpoints)),
        {id: 'python', label: 'Python', language: 'python', code: pythonMultipart(request, endpoints)},
      ],
    };
  }
  return {
    transport: 'http',
    tabs: [
      {id: 'curl', label: 'curl', language: 'bash', code: curlJson(request, endpoints)},
      {id: 'javascript', label: 'JavaScript', language: 'javascript', code: javascriptFetch(request, endpoints)},
      ...typescriptTab((each) => typescriptFetch(request, each, endpoints)),
      {id: 'python', label: 'Python', language: 'python', code: pythonRequests(request, endpoints)},
    ],
  };
}
