/**
 * The client snippets run: each JavaScript and Python snippet is executed against a stand-in for its HTTP or
 * WebSocket library, which records the request it makes and plays back a reply. What reaches the server (URL,
 * headers, body, files, protocol messages) and what the snippet prints is what a user would see.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import {buildSnippets, type ApiEndpoints, type SnippetRequest, type SnippetSet} from '../../src/graphql/snippets';

const workDir = mkdtempSync(join(tmpdir(), 'folio-snippet-run-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

const ENDPOINTS: ApiEndpoints = {httpEndpoint: "https://api.test/graph'ql", wsEndpoint: 'wss://api.test/socket'};
const KEY = 'secret-key-1';
const UPLOAD_FILE = 'service-agreement-acme.pdf';
writeFileSync(join(workDir, UPLOAD_FILE), 'PDF!');

// ---------------------------------------------------------------------------------------------------------
// Stand-ins: fetch (a preloaded module), graphql-ws and ws (packages in the work dir), requests and websockets
// (Python modules first on the path). Each writes what it was asked to do as JSON to $RECORD.

writeFileSync(
  join(workDir, 'fake-fetch.mjs'),
  `import {writeFileSync} from 'node:fs';
globalThis.fetch = async (url, init) => {
  let body = init.body;
  if (body instanceof FormData) {
    body = [];
    for (const [name, value] of init.body.entries()) {
      body.push([name, typeof value === 'string' ? value : {fileName: value.name, text: await value.text()}]);
    }
  }
  writeFileSync(process.env.RECORD, JSON.stringify({url, method: init.method, headers: init.headers, body}));
  const status = Number(process.env.REPLY_STATUS ?? 200);
  return {
    ok: status < 400,
    status,
    text: async () => process.env.REPLY,
    json: async () => JSON.parse(process.env.REPLY),
  };
};
`,
);
for (const [name, code] of [
  [
    'graphql-ws',
    `import {writeFileSync} from 'node:fs';
const record = {};
export function createClient(options) {
  record.url = options.url;
  record.webSocketImpl = options.webSocketImpl?.name;
  record.connectionParams = options.connectionParams;
  return {
    async *iterate(payload) {
      record.payload = payload;
      for (const event of JSON.parse(process.env.REPLY)) yield event;
    },
    async dispose() {
      record.disposed = true;
      writeFileSync(process.env.RECORD, JSON.stringify(record));
    },
  };
}
`,
  ],
  ['ws', 'export default class FakeWebSocket {}\n'],
] as const) {
  mkdirSync(join(workDir, 'node_modules', name), {recursive: true});
  writeFileSync(
    join(workDir, 'node_modules', name, 'package.json'),
    JSON.stringify({name, type: 'module', main: 'index.js'}),
  );
  writeFileSync(join(workDir, 'node_modules', name, 'index.js'), code);
}

const pythonPath = join(workDir, 'python');
mkdirSync(pythonPath);
writeFileSync(
  join(pythonPath, 'requests.py'),
  `import json, os

class Response:
    def __init__(self):
        self.status = int(os.environ.get("REPLY_STATUS", "200"))

    def raise_for_status(self):
        if self.status >= 400:
            raise RuntimeError(f"HTTP {self.status}")

    def json(self):
        return json.loads(os.environ["REPLY"])

def post(url, **options):
    files = {name: {"name": part.name, "mode": part.mode, "text": part.read().decode()} for name, part in options.pop("files", {}).items()}
    with open(os.environ["RECORD"], "w") as record:
        json.dump({"url": url, "files": files, **options}, record)
    return Response()
`,
);
writeFileSync(
  join(pythonPath, 'websockets.py'),
  `import json, os

class Socket:
    def __init__(self, url, subprotocols):
        self.record = {"url": url, "subprotocols": subprotocols, "sent": []}
        self.replies = [json.dumps(message) for message in json.loads(os.environ["REPLY"])]

    async def __aenter__(self):
        return self

    async def __aexit__(self, *details):
        with open(os.environ["RECORD"], "w") as record:
            json.dump(self.record, record)

    async def send(self, text):
        self.record["sent"].append(json.loads(text))

    async def recv(self):
        return self.replies.pop(0)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.replies:
            raise StopAsyncIteration
        return self.replies.pop(0)

def connect(url, subprotocols):
    return Socket(url, subprotocols)
`,
);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  // What the stand-in recorded; its shape is what the assertions check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  record: any;
}

let runs = 0;

function runSnippet(language: 'javascript' | 'python', code: string, reply: unknown, replyStatus = 200): Run {
  runs += 1;
  const file = join(workDir, `snippet-${runs}.${language === 'javascript' ? 'mjs' : 'py'}`);
  const recordFile = join(workDir, `record-${runs}.json`);
  writeFileSync(file, code);
  const env = {
    ...process.env,
    FOLIO_API_KEY: KEY,
    RECORD: recordFile,
    REPLY: JSON.stringify(reply),
    REPLY_STATUS: String(replyStatus),
    PYTHONPATH: pythonPath,
  };
  const result =
    language === 'javascript'
      ? spawnSync(process.execPath, ['--import', './fake-fetch.mjs', file], {cwd: workDir, env, encoding: 'utf8'})
      : spawnSync('python3', [file], {cwd: workDir, env, encoding: 'utf8'});
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    record = undefined;
  }
  return {status: result.status, stdout: result.stdout, stderr: result.stderr, record};
}

function code(snippets: SnippetSet, id: string): string {
  const found = snippets.tabs.find((each) => each.id === id);
  assert.ok(found, `tab ${id}`);
  return found.code;
}

/** Each tab as "id label language". */
const tabsOf = (snippets: SnippetSet): string[] => snippets.tabs.map((tab) => `${tab.id} ${tab.label} ${tab.language}`);

const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

// ---------------------------------------------------------------------------------------------------------

/** Text each quoting could break on: quotes, backslashes, line breaks, template syntax, JavaScript line separators. */
const AWKWARD = `it's "quoted" \\ \${x} \`tick\`\nline\r2 \u2028\u2029 end"`;

const QUERY_REQUEST: SnippetRequest = {
  operationType: 'query',
  operationName: `Find'\\\n\r\u2028\u2029Name`,
  query:
    'query Find($first: Int, $filter: FilterInput) {\n  folders(first: $first, filter: $filter) {\n    totalCount\n  }\n}',
  variables: {
    first: 10,
    ratio: 0.5,
    infinite: Number.POSITIVE_INFINITY,
    filter: {name: AWKWARD, tags: ['a', 'b'], none: [], empty: {}, archived: false, shared: true, parent: null},
  },
};
/** What JSON makes of the variables: Infinity becomes null. */
const SENT_VARIABLES = {...QUERY_REQUEST.variables, infinite: null};

describe('HTTP (JSON) snippets, run', () => {
  const snippets = buildSnippets(QUERY_REQUEST, ENDPOINTS);
  const reply = {data: {folders: {totalCount: 3}}};

  test('the JavaScript posts the query, variables and operation name with the key', () => {
    const javascript = code(snippets, 'javascript');
    assert.equal(
      javascript.split('\n')[0],
      '// Node.js 20+, as an ES module: FOLIO_API_KEY=… node example.mjs',
      'the first line says how to run it',
    );
    const run = runSnippet('javascript', javascript, reply);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.record, {
      url: ENDPOINTS.httpEndpoint,
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: `Bearer ${KEY}`},
      body: JSON.stringify({
        query: QUERY_REQUEST.query,
        variables: SENT_VARIABLES,
        operationName: QUERY_REQUEST.operationName,
      }),
    });
    assert.equal(run.stdout, pretty(reply.data));
    assert.equal(run.stderr, '');
  });

  test('the JavaScript prints errors to stderr and fails on an HTTP error', () => {
    const javascript = code(snippets, 'javascript');
    const withErrors = runSnippet('javascript', javascript, {errors: [{message: 'Denied'}], data: null});
    assert.equal(withErrors.status, 0);
    assert.equal(withErrors.stderr, pretty([{message: 'Denied'}]));
    assert.equal(withErrors.stdout, 'null\n');
    const refused = runSnippet('javascript', javascript, 'Bad gateway', 502);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /Error: HTTP 502: "Bad gateway"/);
  });

  test('the Python posts the same request, with a timeout, and prints the data', () => {
    const run = runSnippet('python', code(snippets, 'python'), reply);
    assert.equal(run.status, 0, run.stderr);
    // A Python block string adds a line break either side of the query, which GraphQL ignores.
    run.record.json.query = run.record.json.query.trim();
    assert.deepEqual(run.record, {
      url: ENDPOINTS.httpEndpoint,
      files: {},
      json: {query: QUERY_REQUEST.query, variables: SENT_VARIABLES, operationName: QUERY_REQUEST.operationName},
      headers: {Authorization: `Bearer ${KEY}`},
      timeout: 30,
    });
    assert.equal(run.stdout, pretty(reply.data));
  });

  test('the Python prints errors and stops on an HTTP error', () => {
    const python = code(snippets, 'python');
    const withErrors = runSnippet('python', python, {errors: [{message: 'Denied'}]});
    assert.equal(withErrors.status, 0, withErrors.stderr);
    assert.equal(withErrors.stdout, `${pretty([{message: 'Denied'}])}null\n`);
    const refused = runSnippet('python', python, {}, 500);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /HTTP 500/);
  });

  test('Python variables are written as a readable, indented literal', () => {
    const python = code(
      buildSnippets({operationType: 'query', query: '{ a }', variables: {x: {y: [1, 'z']}}}),
      'python',
    );
    assert.ok(
      python.includes(
        'VARIABLES = {\n    "x": {\n        "y": [\n            1,\n            "z",\n        ],\n    },\n}\n',
      ),
      python,
    );
  });

  test('without variables or an operation name, an empty object is sent and no name', () => {
    const request: SnippetRequest = {operationType: 'query', query: '{ viewer { id } }'};
    const plain = buildSnippets(request, ENDPOINTS);
    const javascript = runSnippet('javascript', code(plain, 'javascript'), {data: {}});
    assert.equal(javascript.record.body, JSON.stringify({query: request.query, variables: {}}));
    const python = runSnippet('python', code(plain, 'python'), {data: {}});
    assert.deepEqual(python.record.json, {query: `\n${request.query}\n`, variables: {}});
  });

  test('queries with backslashes, triple quotes or a closing quote reach the server unchanged', () => {
    for (const query of ['{ a(x: "\\u0041") }', '{ a(x: """block""") }', '{ a }\n# ends with "', '{ plain }']) {
      const run = runSnippet('python', code(buildSnippets({operationType: 'query', query}, ENDPOINTS), 'python'), {});
      assert.equal(run.record.json.query.trim(), query);
    }
  });
});

describe('multipart snippets, run', () => {
  const request: SnippetRequest = {
    operationType: 'mutation',
    operationName: 'Upload',
    query: 'mutation Upload($input: UploadInput!) {\n  upload(input: $input) {\n    id\n  }\n}',
    variables: {input: {file: null, copy: null, title: 'Lease'}},
    uploadPaths: ['variables.input.file', 'variables.input.copy'],
  };
  const snippets = buildSnippets(request, ENDPOINTS);
  const operations = {query: request.query, variables: request.variables, operationName: 'Upload'};
  const map = {0: ['variables.input.file'], 1: ['variables.input.copy']};

  test('tabs: curl, JavaScript, Python', () => {
    assert.equal(snippets.transport, 'multipart');
    assert.deepEqual(tabsOf(snippets), ['curl curl bash', 'javascript JavaScript javascript', 'python Python python']);
  });

  test('curl: a comment, then operations from a here-document, map and one part per file', () => {
    assert.equal(
      code(snippets, 'curl'),
      [
        `# Files travel as multipart parts; their variables stay null in "operations" and "map" points at them.`,
        '# The "operations" part is read from the here-document below (`<-`: the content of standard input).',
        `curl 'https://api.test/graph'\\''ql' \\`,
        `  -H "Authorization: Bearer $FOLIO_API_KEY" \\`,
        `  -F 'operations=<-' \\`,
        `  -F map='${JSON.stringify(map)}' \\`,
        `  -F 0=@./${UPLOAD_FILE} \\`,
        `  -F 1=@./${UPLOAD_FILE} <<'JSON'`,
        JSON.stringify({...operations, query: 'mutation Upload($input: UploadInput!) { upload(input: $input) { id } }'}, null, 2),
        'JSON',
      ].join('\n'),
    );
  });

  test('the JavaScript sends operations, map and the files as form parts', () => {
    const run = runSnippet('javascript', code(snippets, 'javascript'), {data: {upload: {id: '1'}}});
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.record, {
      url: ENDPOINTS.httpEndpoint,
      method: 'POST',
      headers: {Authorization: `Bearer ${KEY}`},
      body: [
        ['operations', JSON.stringify(operations)],
        ['map', JSON.stringify(map)],
        ['0', {fileName: UPLOAD_FILE, text: 'PDF!'}],
        ['1', {fileName: UPLOAD_FILE, text: 'PDF!'}],
      ],
    });
    assert.equal(run.stdout, pretty({upload: {id: '1'}}));
  });

  test('the Python sends operations, map and the files opened in binary mode', () => {
    const run = runSnippet('python', code(snippets, 'python'), {data: {upload: {id: '1'}}});
    assert.equal(run.status, 0, run.stderr);
    const {data, ...rest} = run.record;
    const sent = JSON.parse(data.operations);
    assert.deepEqual(
      {operations: {...sent, query: sent.query.trim()}, map: JSON.parse(data.map)},
      {operations, map: {'0': map[0], '1': map[1]}},
    );
    assert.deepEqual(rest, {
      url: ENDPOINTS.httpEndpoint,
      files: {
        '0': {name: `./${UPLOAD_FILE}`, mode: 'rb', text: 'PDF!'},
        '1': {name: `./${UPLOAD_FILE}`, mode: 'rb', text: 'PDF!'},
      },
      headers: {Authorization: `Bearer ${KEY}`},
      timeout: 120,
    });
    assert.equal(run.stdout, pretty({upload: {id: '1'}}));
  });

  test('without an operation name, none is sent', () => {
    const unnamed = buildSnippets({...request, operationName: undefined}, ENDPOINTS);
    const python = runSnippet('python', code(unnamed, 'python'), {data: {}});
    assert.equal('operationName' in JSON.parse(python.record.data.operations), false);
    const javascript = runSnippet('javascript', code(unnamed, 'javascript'), {data: {}});
    assert.equal('operationName' in JSON.parse(javascript.record.body[0][1]), false);
  });

  test('an empty upload list is a plain JSON request', () => {
    assert.equal(buildSnippets({...request, uploadPaths: []}).transport, 'http');
  });
});

describe('subscription snippets, run', () => {
  const request: SnippetRequest = {
    operationType: 'subscription',
    operationName: 'Added',
    query: 'subscription Added($folderId: ID!) {\n  documentAdded(folderId: $folderId) {\n    id\n  }\n}',
    variables: {folderId: 'fld_1'},
  };
  const snippets = buildSnippets(request, ENDPOINTS);

  test('tabs: JavaScript, Python and a note in the curl tab', () => {
    assert.equal(snippets.transport, 'websocket');
    assert.deepEqual(tabsOf(snippets), [
      'javascript JavaScript javascript',
      'python Python python',
      'shell-note curl bash',
    ]);
    assert.equal(
      code(snippets, 'shell-note'),
      `# curl cannot hold a subscription open: subscriptions run over a WebSocket
# (wss://api.test/socket, graphql-transport-ws protocol).
# Use the JavaScript or Python tab; both send the key from $FOLIO_API_KEY in connection_init.
`,
    );
  });

  test('the JavaScript subscribes through graphql-ws with the key and prints every event', () => {
    const events = [{data: {documentAdded: {id: '1'}}}, {errors: [{message: 'Gone'}], data: null}];
    const run = runSnippet('javascript', code(snippets, 'javascript'), events);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.record, {
      url: ENDPOINTS.wsEndpoint,
      webSocketImpl: 'FakeWebSocket',
      connectionParams: {authorization: `Bearer ${KEY}`},
      payload: {query: request.query, variables: request.variables, operationName: 'Added'},
      disposed: true,
    });
    assert.equal(run.stdout, `${pretty({documentAdded: {id: '1'}})}null\n`);
    assert.equal(run.stderr, pretty([{message: 'Gone'}]));
  });

  test('the Python speaks graphql-transport-ws: init, subscribe, pong, print, stop at complete', () => {
    const messages = [
      {type: 'connection_ack'},
      {type: 'ping'},
      {type: 'next', id: '1', payload: {data: {documentAdded: {id: '1'}}}},
      {type: 'complete', id: '1'},
      {type: 'next', id: '1', payload: {data: 'after complete'}},
    ];
    const run = runSnippet('python', code(snippets, 'python'), messages);
    assert.equal(run.status, 0, run.stderr);
    run.record.sent[1].payload.query = run.record.sent[1].payload.query.trim();
    assert.deepEqual(run.record, {
      url: ENDPOINTS.wsEndpoint,
      subprotocols: ['graphql-transport-ws'],
      sent: [
        {type: 'connection_init', payload: {authorization: `Bearer ${KEY}`}},
        {
          id: '1',
          type: 'subscribe',
          payload: {query: request.query, variables: request.variables, operationName: 'Added'},
        },
        {type: 'pong'},
      ],
    });
    assert.equal(run.stdout, pretty({data: {documentAdded: {id: '1'}}}));
  });

  test('the Python stops on a refused connection or an error message', () => {
    const python = code(snippets, 'python');
    const refused = runSnippet('python', python, [{type: 'connection_error'}]);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /RuntimeError: Connection refused: \{'type': 'connection_error'\}/);
    const failed = runSnippet('python', python, [
      {type: 'connection_ack'},
      {type: 'error', payload: [{message: 'No'}]},
    ]);
    assert.notEqual(failed.status, 0);
    assert.match(failed.stderr, /RuntimeError: \[\{"message": "No"\}\]/);
  });

  test('without an operation name, none is sent', () => {
    const unnamed = buildSnippets({...request, operationName: undefined}, ENDPOINTS);
    const python = runSnippet('python', code(unnamed, 'python'), [{type: 'connection_ack'}]);
    assert.deepEqual(python.record.sent[1].payload, {query: `\n${request.query}\n`, variables: request.variables});
    const javascript = runSnippet('javascript', code(unnamed, 'javascript'), []);
    assert.deepEqual(javascript.record.payload, {query: request.query, variables: request.variables});
  });
});
