/**
 * The snippets word for word, for one request of each transport: what a reader copies from a reference page. The
 * snippets-behaviour tests run them; these pin their text, comments and layout, so any change to a snippet is
 * a visible change here.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {buildSnippets, type SnippetRequest} from '../../src/graphql/snippets';

const ENDPOINTS = {httpEndpoint: 'https://api.test/graphql', wsEndpoint: 'wss://api.test/graphql'};

/** GraphQL Code Generator's types for a request, as a reference page passes them (scripts/reference/operation-types.ts). */
function typesOf(result: string, field: string, variables: string) {
  return {
    declarations: `type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };\n\nexport type ${result}Variables = Exact<${variables}>;\n\nexport type ${result} = {\n  ${field}: {\n    id: string;\n  };\n};`,
    result,
    variables: `${result}Variables`,
    field,
  };
}

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
    typescript: typesOf('FindQuery', 'folders', '{ first?: number | null; filter?: unknown }'),
  },
  UPLOAD: {
    operationType: 'mutation',
    operationName: 'Upload',
    query: 'mutation Upload($input: UploadInput!) {\n  upload(input: $input) {\n    id\n  }\n}',
    variables: {input: {file: null, copy: null}},
    uploadPaths: ['variables.input.file', 'variables.input.copy'],
    typescript: typesOf('UploadMutation', 'upload', '{ input: { file: Blob | null; copy: Blob | null } }'),
  },
  SUBSCRIPTION: {
    operationType: 'subscription',
    operationName: 'Added',
    query: 'subscription Added($folderId: ID!) {\n  documentAdded(folderId: $folderId) {\n    id\n  }\n}',
    variables: {folderId: 'fld_1'},
    typescript: typesOf('AddedSubscription', 'documentAdded', '{ folderId: string | number }'),
  },
};

/** Every tab's code for each request, written out whole (a data file: the snippets repeat the templates' text). */
const EXPECTED_FILE = join(import.meta.dirname, '..', 'fixtures', 'snippets', 'expected-snippets.json');
// After an intended change to a snippet: UPDATE_SNIPPETS=1 writes the new text (review the diff: readers copy it).
if (process.env.UPDATE_SNIPPETS === '1') {
  const written = Object.fromEntries(
    Object.entries(REQUESTS).map(([name, request]) => [
      name,
      Object.fromEntries(buildSnippets(request, ENDPOINTS).tabs.map((tab) => [tab.id, tab.code])),
    ]),
  );
  writeFileSync(EXPECTED_FILE, `${JSON.stringify(written, null, 2)}\n`);
}
const EXPECTED = JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as Record<string, Record<string, string>>;

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
      ['typescript', 'TypeScript', 'typescript'],
      ['python', 'Python', 'python'],
    ];
    assert.deepEqual(tabs(REQUESTS['QUERY']!), http);
    assert.deepEqual(tabs(REQUESTS['UPLOAD']!), http);
    assert.deepEqual(tabs(REQUESTS['SUBSCRIPTION']!), [
      ['javascript', 'JavaScript', 'javascript'],
      ['typescript', 'TypeScript', 'typescript'],
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
