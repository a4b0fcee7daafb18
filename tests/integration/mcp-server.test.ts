/**
 * The docs MCP server, driven as an assistant's client drives it: `npm run --silent mcp` over stdio with the SDK's
 * own Client. Lists the tools, checks each tool's answer and each tool's answer to bad input (a tool error, after
 * which the server still answers). search_docs runs on a small index built here with the site's own index builder in
 * the shape the build writes (search-index-*.json), so this test does not need a production build; a second server
 * with an empty build folder checks the error that asks for one.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

import {buildSearchIndex, type PageSection} from '../../src/search/build';
import {EXCERPTS_FILE, INDEX_FILE} from '../../src/search/files';
import {site} from '../../src/site';
import {REFERENCE_CONTENT_DIR} from '../../src/config/reference';

const REPOSITORY = resolve(__dirname, '../..');

interface ToolText {
  readonly text: string;
  readonly isError: boolean;
}

interface Connection {
  readonly client: Client;
  readonly protocolErrors: Error[];
  readonly stderr: string[];
}

async function connect(buildDir: string): Promise<Connection> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--build', buildDir],
    cwd: REPOSITORY,
    stderr: 'pipe',
  });
  const stderr: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const client = new Client({name: 'folio-docs-test', version: '1.0.0'});
  const protocolErrors: Error[] = [];
  // A line on stdout that is not a protocol message (a log line, npm's banner) surfaces here.
  client.onerror = (error) => protocolErrors.push(error);
  await client.connect(transport);
  return {client, protocolErrors, stderr};
}

async function call(connection: Connection, name: string, args: Record<string, unknown>): Promise<ToolText> {
  const result = await connection.client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  assert.equal(content[0]?.type, 'text', `${name} answers with text`);
  return {text: content[0].text ?? '', isError: result.isError === true};
}

/** A search index in the build's format, built by the site's own index builder (src/search/build.ts). */
function writeFixtureIndex(dir: string): void {
  const sections: PageSection[] = [
    {
      pageTitle: 'createFolder',
      sectionTitle: 'createFolder',
      sectionRoute: '/docs/graphql/mutations/create-folder',
      type: 'docs',
      content: 'Creates a folder.',
      tags: [],
    },
    {
      pageTitle: 'Creating a folder',
      sectionTitle: 'Create a folder from a template',
      sectionRoute: '/docs/guides/folders/creating-folder#create-a-folder-from-a-template',
      type: 'docs',
      content: 'Pass templateFolderId to createFolder to copy a template folder.',
      tags: [],
    },
    {
      pageTitle: 'Limits',
      sectionTitle: 'Rate limit',
      sectionRoute: '/docs/limits#rate-limit',
      type: 'docs',
      content: 'Points per rolling 60 seconds.',
      tags: [],
    },
  ];
  const {file, excerpts} = buildSearchIndex(sections);
  writeFileSync(join(dir, INDEX_FILE), JSON.stringify(file));
  writeFileSync(join(dir, EXCERPTS_FILE), JSON.stringify(excerpts));
}

describe('the docs MCP server (npm run mcp)', () => {
  let fixtureBuild: string;
  let emptyBuild: string;
  let server: Connection;
  let serverWithoutBuild: Connection;

  before(async () => {
    // get_reference answers with the generated reference page's source, as the page's Markdown copy does.
    if (!existsSync(join(REPOSITORY, REFERENCE_CONTENT_DIR, 'overview.mdx')))
      execFileSync(process.execPath, ['--require', 'tsx/cjs', 'scripts/generate-reference.ts'], {cwd: REPOSITORY});
    fixtureBuild = mkdtempSync(join(tmpdir(), 'folio-mcp-build-'));
    emptyBuild = mkdtempSync(join(tmpdir(), 'folio-mcp-empty-'));
    writeFixtureIndex(fixtureBuild);
    [server, serverWithoutBuild] = await Promise.all([connect(fixtureBuild), connect(emptyBuild)]);
  });

  after(async () => {
    await Promise.all([server?.client.close(), serverWithoutBuild?.client.close()]);
    rmSync(fixtureBuild, {recursive: true, force: true});
    rmSync(emptyBuild, {recursive: true, force: true});
    assert.deepEqual(server.protocolErrors.map(String), [], 'only protocol messages on stdout');
  });

  test('lists its five tools with their input schemas', async () => {
    const {tools} = await server.client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    assert.deepEqual([...byName.keys()].sort(), [
      'estimate_cost',
      'get_reference',
      'run_mock_operation',
      'search_docs',
      'validate_operation',
    ]);
    assert.deepEqual(byName.get('search_docs')?.inputSchema.required, ['query']);
    assert.deepEqual(byName.get('get_reference')?.inputSchema.required, ['name']);
    for (const name of ['validate_operation', 'run_mock_operation', 'estimate_cost']) {
      assert.deepEqual(byName.get(name)?.inputSchema.required, ['operation'], name);
      assert.ok(byName.get(name)?.inputSchema.properties?.variables, `${name} takes variables`);
    }
  });

  describe('search_docs', () => {
    test('ranks as the site does: the exact title first, each result with its page and Markdown URL', async () => {
      const {text, isError} = await call(server, 'search_docs', {query: 'createFolder'});
      assert.equal(isError, false, text);
      // One line a result (an excerpt, when the build has one, goes on an indented line of its own).
      const lines = text.split('\n').filter((line) => /^\d+\. /.test(line));
      assert.equal(lines.length, 2, text);
      assert.match(
        lines[0],
        new RegExp(`^1\\. Mutation: \\[createFolder\\]\\(${site.siteUrl}/docs/graphql/mutations/create-folder\\)`),
      );
      assert.match(lines[0], /Markdown: https:\/\/\S+\/docs\/graphql\/mutations\/create-folder\.md\)$/);
      assert.match(lines[1], /^2\. Guide: \[Creating a folder › Create a folder from a template\]/);
    });

    test('finds words by their beginning (trailing wildcard) and honours the limit', async () => {
      const {text} = await call(server, 'search_docs', {query: 'fold', limit: 1});
      assert.equal(text.split('\n').filter((line) => /^\d+\. /.test(line)).length, 1, text);
      assert.match(text, /folder/i);
    });

    test('answers a query without words, and a missing build, with a tool error', async () => {
      const empty = await call(server, 'search_docs', {query: ' — '});
      assert.equal(empty.isError, true);
      assert.match(empty.text, /no words to search for/);
      const noBuild = await call(serverWithoutBuild, 'search_docs', {query: 'folder'});
      assert.equal(noBuild.isError, true);
      assert.match(noBuild.text, /No search index in .*Run `npm run build` first/);
      const tooMany = await call(server, 'search_docs', {query: 'folder', limit: 50});
      assert.equal(tooMany.isError, true);
      assert.match(tooMany.text, /limit/);
    });
  });

  describe('get_reference', () => {
    test('answers an operation with its description, SDL, arguments and example', async () => {
      const {text, isError} = await call(serverWithoutBuild, 'get_reference', {name: 'createFolder'});
      assert.equal(isError, false, text);
      assert.match(text, /^# createFolder\n/);
      assert.match(text, /```graphql\ncreateFolder\(\n  input: CreateFolderInput!\n\): CreateFolderPayload!\n```/);
      assert.match(
        text,
        /### Arguments\n\n#### \[`input`\]\(\S+#input\) · \[`CreateFolderInput!`\]\(https:\/\/\S+\/docs\/graphql\/inputs\/create-folder-input\)/,
      );
      assert.match(text, /### Example\n[\s\S]*\*\*Operation:\*\*\n\n```graphql\nmutation CreateFolder\(\$input: CreateFolderInput!\)/);
      assert.match(text, /\*\*Variables:\*\*\n\n```json\n\{\n  "input": \{/);
    });

    test('answers a mutation with what it requires and the user errors it can return, each linked to its row of the errors guide', async () => {
      const {text, isError} = await call(serverWithoutBuild, 'get_reference', {name: 'createFolder'});
      assert.equal(isError, false, text);
      assert.match(text, /\*\*Requires:\*\* the \[`EDIT`\]\(https:\/\/\S+\/docs\/graphql\/enums\/permission-level#edit\) permission on the parent folder\./);
      assert.match(text, /### Errors\n[\s\S]*\| Code +\| Meaning +\|/);
      assert.match(
        text,
        /\| \[`NAME_TAKEN`\]\(https:\/\/\S+\/docs\/errors#user-error-name-taken\) +\| A sibling folder, label, group or template already has this name/,
      );
      const errors = text.slice(text.indexOf('### Errors'), text.indexOf('### Arguments'));
      assert.doesNotMatch(errors, /CIRCULAR_MOVE/, 'createFolder moves nothing');
    });

    test('answers a type and a directive', async () => {
      const folder = await call(server, 'get_reference', {name: 'Folder'});
      assert.match(folder.text, /^# Folder\n[\s\S]*### Fields\n[\s\S]*#### \[`name`\]/);
      const directive = await call(server, 'get_reference', {name: '@oneOf'});
      assert.match(directive.text, /^# @oneOf\n[\s\S]*directive @oneOf on INPUT_OBJECT/);
    });

    test('answers an unknown name with a tool error and suggestions', async () => {
      const {text, isError} = await call(server, 'get_reference', {name: 'Foldr'});
      assert.equal(isError, true);
      assert.match(text, /no type, operation or directive named "Foldr"\. Did you mean .*"Folder"/);
      const blank = await call(server, 'get_reference', {name: '  '});
      assert.equal(blank.isError, true);
      assert.match(blank.text, /name is empty/);
    });
  });

  describe('estimate_cost', () => {
    // folders: 1 + totalCount 1 + nodes (1 + $first × (id 1 + documents (1 + nodes (1 + 10 × (id 1 + name 1))))).
    const tree =
      'query Tree($first: Int) {\n  folders(first: $first) {\n    totalCount\n    nodes {\n      id\n      documents(first: 10) {\n        nodes { id name }\n      }\n    }\n  }\n}';

    test('gives the complexity and depth of the formula for the variables given', async () => {
      const {text, isError} = await call(server, 'estimate_cost', {operation: tree, variables: {first: 5}});
      assert.equal(isError, false, text);
      assert.match(text, /^Complexity: 118 points \(limit 2,500\)$/m);
      assert.match(text, /^Depth: 5 levels \(limit 12\)$/m);
      assert.match(text, /Within the limits/);
      const asJson = await call(server, 'estimate_cost', {operation: tree, variables: '{"first": 100}'});
      assert.match(asJson.text, /^Complexity: 2,303 points/m);
    });

    test('the numbers are those the mock data reports in extensions.cost', async () => {
      const estimate = await call(server, 'estimate_cost', {operation: tree, variables: {first: 7}});
      const run = await call(server, 'run_mock_operation', {operation: tree, variables: {first: 7}});
      const cost = (JSON.parse(run.text) as {extensions: {cost: {complexity: number; depth: number}}}).extensions.cost;
      assert.match(estimate.text, new RegExp(`^Complexity: ${cost.complexity} points`, 'm'));
      assert.match(estimate.text, new RegExp(`^Depth: ${cost.depth} levels`, 'm'));
    });

    test('over the limit, names the connection to shrink and the page size that fits', async () => {
      const {text, isError} = await call(server, 'estimate_cost', {
        operation: 'query Big { folders(first: 100) { nodes { documents(first: 100) { nodes { id } } } } }',
      });
      assert.equal(isError, false, text);
      assert.match(text, /^Complexity: 10,202 points/m);
      assert.match(text, /Over a limit: the API refuses it\./);
      assert.match(text, /Shrink `folders` \(folders, first: 100\).*first: 24 brings the operation to 2,450 points/);
    });

    test('answers bad input with a tool error', async () => {
      const syntax = await call(server, 'estimate_cost', {operation: 'query { me { id }'});
      assert.equal(syntax.isError, true);
      assert.match(syntax.text, /does not parse: 1:18: Syntax Error/);
      const unknown = await call(server, 'estimate_cost', {operation: 'query { me { nme } }'});
      assert.equal(unknown.isError, true);
      assert.match(unknown.text, /Cannot query field "nme" on type "User"/);
      const empty = await call(server, 'estimate_cost', {operation: ' '});
      assert.equal(empty.isError, true);
      const notJson = await call(server, 'estimate_cost', {operation: 'query { me { id } }', variables: '{first'});
      assert.equal(notJson.isError, true);
      assert.match(notJson.text, /variables is not valid JSON/);
    });
  });

  describe('validate_operation', () => {
    test('accepts a valid operation with variables', async () => {
      const {text, isError} = await call(server, 'validate_operation', {
        operation:
          'mutation CreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id name } } }',
        variables: {input: {name: 'Contracts 2025'}},
      });
      assert.equal(isError, false, text);
      assert.match(text, /^Valid: mutation CreateFolder/);
    });

    test('reports each problem with line, column and "Did you mean"', async () => {
      const {text, isError} = await call(server, 'validate_operation', {operation: 'query {\n  me {\n    nme\n  }\n}'});
      assert.equal(isError, false, 'an invalid operation is an answer, not a tool error');
      assert.match(text, /^Invalid: 1 problem/);
      assert.match(text, /- 3:5: Cannot query field "nme" on type "User"\. Did you mean "name"\?/);
      const syntax = await call(server, 'validate_operation', {operation: 'query { me { id }'});
      assert.match(syntax.text, /- 1:18: Syntax Error: Expected Name, found <EOF>\./);
    });

    test('checks the variables against the variable definitions', async () => {
      const {text} = await call(server, 'validate_operation', {
        operation:
          'mutation CreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }',
        variables: '{"input": {"nme": "Contracts"}}',
      });
      assert.match(
        text,
        /1:23: Variable "\$input" got invalid value .*Field "nme" is not defined by type "CreateFolderInput"\. Did you mean "name"\?/,
      );
    });

    test('answers bad input with a tool error', async () => {
      const notJson = await call(server, 'validate_operation', {operation: 'query { me { id } }', variables: '{input'});
      assert.equal(notJson.isError, true);
      assert.match(notJson.text, /variables is not valid JSON/);
      const notObject = await call(server, 'validate_operation', {operation: 'query { me { id } }', variables: '[1]'});
      assert.equal(notObject.isError, true);
      assert.match(notObject.text, /variables must be a JSON object/);
      const empty = await call(server, 'validate_operation', {operation: ''});
      assert.equal(empty.isError, true);
      assert.match(empty.text, /operation is empty/);
      const wrongType = await call(server, 'validate_operation', {operation: 42});
      assert.equal(wrongType.isError, true);
      assert.match(wrongType.text, /Input validation error.*operation/);
      const unnamed = await call(server, 'validate_operation', {
        operation: 'query A { me { id } } query B { me { id } }',
      });
      assert.equal(unnamed.isError, true);
      assert.match(unnamed.text, /several operations \(A, B\): pass operationName/);
    });
  });

  describe('run_mock_operation', () => {
    test('answers a query with the mocks the playground uses', async () => {
      const {text, isError} = await call(server, 'run_mock_operation', {operation: 'query Me { me { id name } }'});
      assert.equal(isError, false, text);
      const response = JSON.parse(text) as {data: {me: {id: string; name: string}}};
      assert.equal(typeof response.data.me.name, 'string');
      assert.ok(response.data.me.id.length > 0);
    });

    test('answers a subscription with its first events', async () => {
      const {text} = await call(server, 'run_mock_operation', {
        operation: 'subscription { folderChanged(folderId: "Rm9sZGVyOjE=") { id name } }',
      });
      assert.match(text, /^Subscription events \(mock data, first 2\):\n/);
      const events = JSON.parse(text.slice(text.indexOf('\n') + 1)) as unknown[];
      assert.equal(events.length, 2);
    });

    test('returns GraphQL errors as the API would, and bad input as a tool error', async () => {
      const invalid = await call(server, 'run_mock_operation', {operation: 'query { me { nme } }'});
      assert.equal(invalid.isError, false);
      assert.match(
        (JSON.parse(invalid.text) as {errors: {message: string}[]}).errors[0].message,
        /Did you mean "name"/,
      );
      const unknownName = await call(server, 'run_mock_operation', {
        operation: 'query A { me { id } }',
        operationName: 'B',
      });
      assert.equal(unknownName.isError, true);
      assert.match(unknownName.text, /no operation named "B"/);
    });
  });

  test('keeps answering after every error', async () => {
    const {tools} = await server.client.listTools();
    assert.equal(tools.length, 5);
  });
});
