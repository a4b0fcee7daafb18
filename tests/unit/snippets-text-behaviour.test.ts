/**
 * The snippets word for word, for one request of each transport: what a reader copies from a reference page. The
 * snippets-behaviour tests run them; these pin their text, comments and layout, so any change to a snippet is
 * a visible change here.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSnippets, type SnippetRequest} from '../../src/graphql/snippets';

const ENDPOINTS = {httpEndpoint: 'https://api.test/graphql', wsEndpoint: 'wss://api.test/graphql'};

const REQUESTS: Record<string, SnippetRequest> = {
  QUERY: {
    operationType: 'query',
    operationName: "Find'Folder",
    query: 'query Find($first: Int) {\n  folders(first: $first) {\n    totalCount\n  }\n}',
    variables: {
      first: 10,
      filter: {
        name: 'O\'Brien "x"',
        tags: ['a'],
        none: [],
        empty: {},
        archived: false,
        shared: true,
        parent: null,
        ratio: Number.NaN,
      },
    },
  },
  UPLOAD: {
    operationType: 'mutation',
    operationName: 'Upload',
    query: 'mutation Upload($input: UploadInput!) {\n  upload(input: $input) {\n    id\n  }\n}',
    variables: {input: {file: null, copy: null}},
    uploadPaths: ['variables.input.file', 'variables.input.copy'],
  },
  SUBSCRIPTION: {
    operationType: 'subscription',
    operationName: 'Added',
    query: 'subscription Added($folderId: ID!) {\n  documentAdded(folderId: $folderId) {\n    id\n  }\n}',
    variables: {folderId: 'fld_1'},
  },
};

const EXPECTED: Record<string, Record<string, string>> = {
  QUERY: {
    curl: `curl 'https://api.test/graphql' \\
  -H "Authorization: Bearer $FOLIO_API_KEY" \\
  -H 'Content-Type: application/json' \\
  --data-raw '{
  "query": "query Find($first: Int) {\\n  folders(first: $first) {\\n    totalCount\\n  }\\n}",
  "variables": {
    "first": 10,
    "filter": {
      "name": "O'\\''Brien \\"x\\"",
      "tags": [
        "a"
      ],
      "none": [],
      "empty": {},
      "archived": false,
      "shared": true,
      "parent": null,
      "ratio": null
    }
  },
  "operationName": "Find'\\''Folder"
}'`,
    javascript: `// Node.js 20+, as an ES module: FOLIO_API_KEY=… node example.mjs
const query = \`query Find($first: Int) {
  folders(first: $first) {
    totalCount
  }
}\`;

const variables = {
  "first": 10,
  "filter": {
    "name": "O'Brien \\"x\\"",
    "tags": [
      "a"
    ],
    "none": [],
    "empty": {},
    "archived": false,
    "shared": true,
    "parent": null,
    "ratio": null
  }
};

const response = await fetch('https://api.test/graphql', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.FOLIO_API_KEY}\`,
  },
  body: JSON.stringify({query, variables, operationName: 'Find\\'Folder'}),
});
if (!response.ok) {
  throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
}
const {data, errors} = await response.json();
if (errors) console.error(JSON.stringify(errors, null, 2));
console.log(JSON.stringify(data, null, 2));
`,
    python: `import json
import os

import requests

QUERY = """
query Find($first: Int) {
  folders(first: $first) {
    totalCount
  }
}
"""

VARIABLES = {
    "first": 10,
    "filter": {
        "name": "O'Brien \\"x\\"",
        "tags": [
            "a",
        ],
        "none": [],
        "empty": {},
        "archived": False,
        "shared": True,
        "parent": None,
        "ratio": None,
    },
}

response = requests.post(
    "https://api.test/graphql",
    json={"query": QUERY, "variables": VARIABLES, "operationName": "Find'Folder"},
    headers={"Authorization": f"Bearer {os.environ['FOLIO_API_KEY']}"},
    timeout=30,
)
response.raise_for_status()
result = response.json()
if result.get("errors"):
    print(json.dumps(result["errors"], indent=2))
print(json.dumps(result.get("data"), indent=2))
`,
  },
  UPLOAD: {
    curl: `# Files travel as multipart parts; their variables stay null in "operations" and "map" points at them.
curl 'https://api.test/graphql' \\
  -H "Authorization: Bearer $FOLIO_API_KEY" \\
  -F operations='{"query":"mutation Upload($input: UploadInput!) {\\n  upload(input: $input) {\\n    id\\n  }\\n}","variables":{"input":{"file":null,"copy":null}},"operationName":"Upload"}' \\
  -F map='{"0":["variables.input.file"],"1":["variables.input.copy"]}' \\
  -F 0=@./service-agreement-acme.pdf \\
  -F 1=@./service-agreement-acme.pdf`,
    javascript: `// Node.js 20+, as an ES module: FOLIO_API_KEY=… node example.mjs
import {openAsBlob} from 'node:fs';

const query = \`mutation Upload($input: UploadInput!) {
  upload(input: $input) {
    id
  }
}\`;

// Upload variables stay null: the multipart "map" tells the server which file part fills them.
const variables = {
  "input": {
    "file": null,
    "copy": null
  }
};

const form = new FormData();
form.append('operations', JSON.stringify({query, variables, operationName: 'Upload'}));
form.append('map', JSON.stringify({"0":["variables.input.file"],"1":["variables.input.copy"]}));
form.append('0', await openAsBlob('./service-agreement-acme.pdf'), 'service-agreement-acme.pdf');
form.append('1', await openAsBlob('./service-agreement-acme.pdf'), 'service-agreement-acme.pdf');

const response = await fetch('https://api.test/graphql', {
  method: 'POST',
  headers: {Authorization: \`Bearer \${process.env.FOLIO_API_KEY}\`},
  body: form,
});
if (!response.ok) {
  throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
}
const {data, errors} = await response.json();
if (errors) console.error(JSON.stringify(errors, null, 2));
console.log(JSON.stringify(data, null, 2));
`,
    python: `import json
import os

import requests

QUERY = """
mutation Upload($input: UploadInput!) {
  upload(input: $input) {
    id
  }
}
"""

# Upload variables stay None: the multipart "map" tells the server which file part fills them.
VARIABLES = {
    "input": {
        "file": None,
        "copy": None,
    },
}

response = requests.post(
    "https://api.test/graphql",
    data={
        "operations": json.dumps({"query": QUERY, "variables": VARIABLES, "operationName": "Upload"}),
        "map": json.dumps({
            "0": [
                "variables.input.file",
            ],
            "1": [
                "variables.input.copy",
            ],
        }),
    },
    files={
        "0": open("./service-agreement-acme.pdf", "rb"),
        "1": open("./service-agreement-acme.pdf", "rb"),
    },
    headers={"Authorization": f"Bearer {os.environ['FOLIO_API_KEY']}"},
    timeout=120,
)
response.raise_for_status()
result = response.json()
if result.get("errors"):
    print(json.dumps(result["errors"], indent=2))
print(json.dumps(result.get("data"), indent=2))
`,
  },
  SUBSCRIPTION: {
    javascript: `// Node.js 20+, as an ES module: FOLIO_API_KEY=… node example.mjs
import {createClient} from 'graphql-ws';
// Node.js before 22 has no global WebSocket; the ws package provides one (npm install graphql-ws ws).
import WebSocket from 'ws';

const client = createClient({
  url: 'wss://api.test/graphql',
  webSocketImpl: WebSocket,
  connectionParams: {authorization: \`Bearer \${process.env.FOLIO_API_KEY}\`},
});

const query = \`subscription Added($folderId: ID!) {
  documentAdded(folderId: $folderId) {
    id
  }
}\`;

const variables = {
  "folderId": "fld_1"
};

try {
  for await (const event of client.iterate({query, variables, operationName: 'Added'})) {
    if (event.errors) console.error(JSON.stringify(event.errors, null, 2));
    console.log(JSON.stringify(event.data, null, 2));
  }
} finally {
  await client.dispose();
}
`,
    python: `import asyncio
import json
import os

import websockets

QUERY = """
subscription Added($folderId: ID!) {
  documentAdded(folderId: $folderId) {
    id
  }
}
"""

VARIABLES = {
    "folderId": "fld_1",
}


async def main():
    async with websockets.connect(
        "wss://api.test/graphql", subprotocols=["graphql-transport-ws"]
    ) as socket:
        await socket.send(json.dumps({
            "type": "connection_init",
            "payload": {"authorization": f"Bearer {os.environ['FOLIO_API_KEY']}"},
        }))
        ack = json.loads(await socket.recv())
        if ack["type"] != "connection_ack":
            raise RuntimeError(f"Connection refused: {ack}")
        await socket.send(json.dumps({
            "id": "1",
            "type": "subscribe",
            "payload": {
                "query": QUERY,
                "variables": VARIABLES,
                "operationName": "Added",
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
`,
    'shell-note': `# curl cannot hold a subscription open: subscriptions run over a WebSocket
# (wss://api.test/graphql, graphql-transport-ws protocol).
# Use the JavaScript or Python tab; both send the key from $FOLIO_API_KEY in connection_init.
`,
  },
};

describe('snippets, word for word', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    test(`${name}: ${Object.keys(EXPECTED[name] ?? {}).join(', ')}`, () => {
      const tabs = buildSnippets(request, ENDPOINTS).tabs;
      assert.deepEqual(
        tabs.map((tab) => tab.id),
        Object.keys(EXPECTED[name] ?? {}),
      );
      for (const tab of tabs) assert.equal(tab.code, EXPECTED[name]?.[tab.id], `${name} ${tab.id}`);
    });
  }
});

describe('tabs and literals', () => {
  test('each transport has its tabs, labels and code languages', () => {
    const tabs = (request: SnippetRequest) =>
      buildSnippets(request, ENDPOINTS).tabs.map((tab) => [tab.id, tab.label, tab.language]);
    const http = [
      ['curl', 'curl', 'bash'],
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
    ];
    assert.deepEqual(tabs(REQUESTS['QUERY']!), http);
    assert.deepEqual(tabs(REQUESTS['UPLOAD']!), http);
    assert.deepEqual(tabs(REQUESTS['SUBSCRIPTION']!), [
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
      ['shell-note', 'curl', 'bash'],
    ]);
  });

  const python = (request: SnippetRequest) =>
    buildSnippets(request, ENDPOINTS).tabs.find((tab) => tab.id === 'python')?.code ?? '';

  test('Python literals: nested lists and objects indented, missing values as None', () => {
    const code = python({
      operationType: 'query',
      query: '{ a }',
      variables: {rows: [[1], {b: [true]}], skip: undefined},
    });
    assert.ok(
      code.includes(
        'VARIABLES = {\n    "rows": [\n        [\n            1,\n        ],\n        {\n            "b": [\n                True,\n            ],\n        },\n    ],\n    "skip": None,\n}\n',
      ),
      code,
    );
  });

  test('a query that ends in a quote is written as a JSON string, one that starts with one as a block', () => {
    assert.ok(python({operationType: 'query', query: '{ a }\n# "x"'}).includes('QUERY = "{ a }\\n# \\"x\\""\n'));
    assert.ok(python({operationType: 'query', query: '"x"\n{ a }'}).includes('QUERY = """\n"x"\n{ a }\n"""\n'));
  });

  test('the JavaScript query literal keeps backslashes, backticks and ${ as written', () => {
    const javascript =
      buildSnippets({operationType: 'query', query: '{ a(x: "\\\\ `b` ${c}") }'}, ENDPOINTS).tabs.find(
        (tab) => tab.id === 'javascript',
      )?.code ?? '';
    assert.ok(javascript.includes('const query = `{ a(x: "\\\\\\\\ \\`b\\` \\${c}") }`;'), javascript);
  });
});
