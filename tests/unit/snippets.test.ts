/**
 * Client snippets: the shell quoting survives any query, the JavaScript parses, the Python compiles,
 * subscriptions get WebSocket clients and a note instead of curl, and every snippet reads FOLIO_API_KEY.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import {parse, print} from 'graphql';

import {buildOperationExample} from '../../src/graphql/examples';
import {
  API_KEY_ENV_VAR,
  buildSnippets,
  defaultEndpoints,
  shellQuote,
  type SnippetRequest,
  type SnippetSet,
} from '../../src/graphql/snippets';
import {site} from '../../src/site';
import {fixture} from './support/schemaUnderTest';

const workDir = mkdtempSync(join(tmpdir(), 'folio-snippets-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

/** A query with everything a naive quoting breaks on: quotes of both kinds, newlines, $, backslashes, backticks. */
const TRICKY_REQUEST: SnippetRequest = {
  operationType: 'query',
  operationName: 'Search',
  query: `query Search($first: Int) {\n  search(query: "it's \\"quoted\\" $HOME \`cmd\` \${x}", first: $first) {\n    totalCount\n  }\n}`,
  variables: {first: 10, note: 'O\'Brien\'s "file"\nline 2 \\ $PATH'},
};

function tab(snippets: SnippetSet, id: string): string {
  const found = snippets.tabs.find((each) => each.id === id);
  assert.ok(found, `tab ${id} exists`);
  return found.code;
}

/**
 * Runs a curl snippet in sh with `curl` replaced by a function printing its arguments, NUL-separated, then what it
 * reads on standard input (the here-document), after a \x01.
 */
function curlCall(snippet: string): {argumentsList: string[]; input: string} {
  const script = `curl() { for argument in "$@"; do printf '%s\\0' "$argument"; done; printf '\\001'; cat; }\n${snippet}`;
  const result = spawnSync('sh', ['-c', script], {
    encoding: 'utf8',
    env: {...process.env, [API_KEY_ENV_VAR]: 'test-key'},
  });
  assert.equal(result.status, 0, result.stderr);
  const [argumentsText = '', input = ''] = result.stdout.split('\x01');
  return {argumentsList: argumentsText.split('\0').slice(0, -1), input};
}

function argumentAfter(argumentsList: string[], flag: string, prefix = ''): string {
  const values = argumentsList.flatMap((argument, index) =>
    argument === flag && argumentsList[index + 1]?.startsWith(prefix) ? [argumentsList[index + 1] as string] : [],
  );
  assert.equal(values.length, 1, `one ${flag} ${prefix}`);
  return (values[0] as string).slice(prefix.length);
}

function nodeCheck(code: string, name: string): void {
  const file = join(workDir, `${name}.mjs`);
  writeFileSync(file, code);
  const result = spawnSync(process.execPath, ['--check', file], {encoding: 'utf8'});
  assert.equal(result.status, 0, `${name} is valid JavaScript:\n${result.stderr}\n${code}`);
}

const python = spawnSync('python3', ['--version']).status === 0 ? 'python3' : undefined;

function pythonCheck(code: string, name: string): void {
  if (!python) return;
  const result = spawnSync(python, ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], {
    input: code,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${name} is valid Python:\n${result.stderr}\n${code}`);
}

describe('HTTP snippets', () => {
  const snippets = buildSnippets(TRICKY_REQUEST);

  test('tabs: curl, JavaScript, Python over JSON', () => {
    assert.equal(snippets.transport, 'http');
    assert.deepEqual(
      snippets.tabs.map((each) => [each.id, each.language]),
      [
        ['curl', 'bash'],
        ['javascript', 'javascript'],
        ['python', 'python'],
      ],
    );
  });

  test('the curl body survives the shell byte for byte: indented JSON, the query on one line', () => {
    const {argumentsList, input} = curlCall(tab(snippets, 'curl'));
    assert.equal(argumentsList[0], site.apiHttpEndpoint);
    assert.ok(argumentsList.includes('Authorization: Bearer test-key'), 'the key comes from the environment');
    assert.ok(argumentsList.includes('Content-Type: application/json'));
    assert.equal(argumentAfter(argumentsList, '--data-binary'), '@-', 'the body is the here-document');
    const body = JSON.parse(input) as {query: string};
    assert.deepEqual(body, {
      query: 'query Search($first: Int) { search(query: "it\'s \\"quoted\\" $HOME `cmd` ${x}", first: $first) { totalCount } }',
      variables: TRICKY_REQUEST.variables,
      operationName: 'Search',
    });
    assert.equal(print(parse(body.query)), print(parse(TRICKY_REQUEST.query)), 'the same operation');
    assert.match(input, /^\{\n {2}"query": /, 'indented JSON');
  });

  test('a block string keeps its line breaks in the curl body', () => {
    const query = 'query Q {\n  search(query: """\n  two\n  lines\n  """) {\n    totalCount\n  }\n}';
    const {input} = curlCall(tab(buildSnippets({operationType: 'query', query, variables: {}}), 'curl'));
    const sent = (JSON.parse(input) as {query: string}).query;
    assert.equal(print(parse(sent)), print(parse(query)));
  });

  test('shellQuote round-trips through sh', () => {
    const text = `a'b"c\n$d \\e \`f\` ''`;
    const result = spawnSync('sh', ['-c', `printf %s ${shellQuote(text)}`], {encoding: 'utf8'});
    assert.equal(result.stdout, text);
  });

  test('the JavaScript is valid and holds the query verbatim', () => {
    const code = tab(snippets, 'javascript');
    nodeCheck(code, 'fetch');
    assert.match(code, /await fetch\('https:\/\/api\.folio\.example\/graphql'/);
    assert.match(code, /if \(!response\.ok\)/);
    assert.match(code, /process\.env\.FOLIO_API_KEY/);
    // Evaluating the template literal gives the query back unchanged.
    const literal = code.slice(code.indexOf('`'), code.indexOf('`;\n') + 1);
    assert.equal(new Function(`return ${literal};`)(), TRICKY_REQUEST.query);
  });

  test('the Python uses requests with the endpoint, json and the key', () => {
    const code = tab(snippets, 'python');
    pythonCheck(code, 'requests');
    assert.match(code, /import requests/);
    assert.match(code, /import json/);
    assert.ok(code.includes(`"${site.apiHttpEndpoint}"`));
    assert.match(code, /json=\{"query": QUERY, "variables": VARIABLES, "operationName": "Search"\}/);
    assert.match(code, /os\.environ\['FOLIO_API_KEY'\]/);
    assert.match(code, /response\.raise_for_status\(\)/);
    assert.match(code, /"note": "O'Brien's \\"file\\"\\nline 2 \\\\ \$PATH"/);
  });

  test('endpoints default to src/site.ts and can be replaced', () => {
    assert.deepEqual(defaultEndpoints, {httpEndpoint: site.apiHttpEndpoint, wsEndpoint: site.apiWsEndpoint});
    const local = buildSnippets(TRICKY_REQUEST, {httpEndpoint: 'http://127.0.0.1:4010/graphql', wsEndpoint: 'ws://x'});
    for (const each of local.tabs) assert.ok(each.code.includes('http://127.0.0.1:4010/graphql'), each.id);
  });
});

describe('multipart snippets for uploads', () => {
  const example = buildOperationExample(fixture, 'mutation', 'createDocumentFromFile');
  const snippets = buildSnippets(example);

  test('curl sends operations, map and the file part', () => {
    assert.equal(snippets.transport, 'multipart');
    const {argumentsList, input} = curlCall(tab(snippets, 'curl'));
    assert.ok(argumentsList.includes('Authorization: Bearer test-key'));
    assert.equal(argumentAfter(argumentsList, '-F', 'operations='), '<-', 'operations is the here-document');
    const operations = JSON.parse(input);
    assert.equal(print(parse(operations.query)), print(parse(example.query)));
    assert.equal(operations.variables.input.file, null);
    assert.deepEqual(JSON.parse(argumentAfter(argumentsList, '-F', 'map=')), {0: ['variables.input.file']});
    assert.match(argumentAfter(argumentsList, '-F', '0='), /^@\.\/.+\.pdf$/);
  });

  test('JavaScript builds a FormData; Python passes files', () => {
    const javascript = tab(snippets, 'javascript');
    nodeCheck(javascript, 'multipart');
    assert.match(javascript, /new FormData\(\)/);
    assert.match(javascript, /openAsBlob/);
    const pythonCode = tab(snippets, 'python');
    pythonCheck(pythonCode, 'multipart');
    assert.match(pythonCode, /files=\{/);
    assert.match(pythonCode, /"map": json\.dumps/);
  });
});

describe('subscription snippets', () => {
  const example = buildOperationExample(fixture, 'subscription', 'documentAdded');
  const snippets = buildSnippets(example);

  test('JavaScript and Python over WebSocket, and a note instead of curl', () => {
    assert.equal(snippets.transport, 'websocket');
    assert.deepEqual(
      snippets.tabs.map((each) => each.id),
      ['javascript', 'python', 'shell-note'],
    );
    const note = tab(snippets, 'shell-note');
    assert.match(note, /curl cannot/);
    assert.match(note, /JavaScript or Python tab/);
    assert.equal(spawnSync('sh', ['-n', '-c', note]).status, 0, 'the note is a harmless shell comment');
  });

  test('JavaScript uses graphql-ws with the key in connectionParams', () => {
    const code = tab(snippets, 'javascript');
    nodeCheck(code, 'subscription');
    assert.match(code, /import \{createClient\} from 'graphql-ws';/);
    assert.ok(code.includes(`url: '${site.apiWsEndpoint}'`));
    assert.match(code, /connectionParams: \{authorization: `Bearer \$\{process\.env\.FOLIO_API_KEY\}`\}/);
    assert.match(code, /client\.iterate\(/);
  });

  test('Python speaks graphql-transport-ws with websockets', () => {
    const code = tab(snippets, 'python');
    pythonCheck(code, 'subscription');
    assert.match(code, /import websockets/);
    assert.match(code, /subprotocols=\["graphql-transport-ws"\]/);
    assert.match(code, /"type": "connection_init"/);
    assert.match(code, /"payload": \{"authorization": f"Bearer \{os\.environ\['FOLIO_API_KEY'\]\}"\}/);
    assert.match(code, /"type": "subscribe"/);
    assert.match(code, /message\["type"\] == "next"/);
    assert.ok(code.includes(`"${site.apiWsEndpoint}"`));
  });
});

test('every snippet of every fixture example reads the key from FOLIO_API_KEY and is valid', () => {
  for (const operationType of ['query', 'mutation', 'subscription'] as const) {
    const root =
      operationType === 'query'
        ? fixture.getQueryType()
        : operationType === 'mutation'
          ? fixture.getMutationType()
          : fixture.getSubscriptionType();
    const fieldName = Object.keys(root?.getFields() ?? {})[0] as string;
    const snippets = buildSnippets(buildOperationExample(fixture, operationType, fieldName));
    for (const each of snippets.tabs) {
      assert.ok(each.code.includes(API_KEY_ENV_VAR), `${operationType} ${each.id}`);
      if (each.language === 'javascript') nodeCheck(each.code, `${operationType}-${fieldName}`);
      if (each.language === 'python') pythonCheck(each.code, `${operationType}-${fieldName}`);
    }
  }
});
