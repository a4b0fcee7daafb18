/**
 * Every operation page's example, as its Markdown copy in the build shows it (the page and the copy share their
 * props): the response is what `npm run mock-api` answers, and agrees with the variables where the operation says it
 * should; the TypeScript snippets, with the TypeScript code blocks of every other page, compile with `tsc --strict`;
 * the curl snippet runs as shown. Static over build/ (no browser), but for one look at a rendered page.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';

import {expect, test} from '@playwright/test';
import {getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema} from 'graphql';
import {createClient} from 'graphql-ws';
import WebSocket from 'ws';

import {site} from '../../src/site';
import {SCHEMA_FILE} from '../../src/config/reference';
import {isConnectionType, isPayloadType, listRootFields, type RootField} from '../../src/graphql/examples';
import {listReferenceItems} from '../../src/graphql/markdown';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {BUILD_DIR} from './support/build-dir';
import {labelledBlocks, markdownCopy, uploadPathsOf, type LabelledBlock} from './support/example-blocks';
import {startPlaygroundMockApi} from './support/playground-mock-api';
import {cpuSlowdown} from './support/cpu';

const schema: GraphQLSchema = loadSchemaFile(SCHEMA_FILE);

interface ShownExample {
  readonly root: RootField;
  readonly path: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly uploadPaths: string[];
  readonly response: unknown;
  readonly blocks: LabelledBlock[];
}

function block(blocks: readonly LabelledBlock[], label: RegExp): LabelledBlock | undefined {
  return blocks.find((each) => label.test(each.label));
}

/** Every operation's example as its page's copy shows it, in the reference's order (the generator's). */
function shownExamples(): ShownExample[] {
  const paths = new Map(
    listReferenceItems(schema)
      .filter((item) => item.kind === 'operation')
      .map((item) => [`${item.operationType} ${item.name}`, item.path]),
  );
  return listRootFields(schema).map((root) => {
    const path = paths.get(`${root.operationType} ${root.fieldName}`)!;
    const markdown = markdownCopy(path);
    const blocks = labelledBlocks(markdown);
    const response = block(blocks, /^Response/);
    const operation = block(blocks, /^Operation$/);
    if (!response || !operation) throw new Error(`${path}.md shows no operation or no response`);
    return {
      root,
      path,
      query: operation.code,
      variables: JSON.parse(block(blocks, /^Variables$/)?.code ?? '{}') as Record<string, unknown>,
      uploadPaths: uploadPathsOf(markdown),
      response: JSON.parse(response.code),
      blocks,
    };
  });
}

/** What the mock API answers: over HTTP (multipart for uploads), or a subscription's first event over WebSocket. */
async function ask(api: {url: string; wsUrl: string}, example: ShownExample): Promise<unknown> {
  const headers = {authorization: 'Bearer example-check'};
  if (example.root.operationType === 'subscription') {
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: headers,
      retryAttempts: 0,
    });
    try {
      for await (const event of client.iterate({query: example.query, variables: example.variables})) return event;
      return undefined;
    } finally {
      await client.dispose();
    }
  }
  let body: BodyInit;
  if (example.uploadPaths.length > 0) {
    const form = new FormData();
    form.append('operations', JSON.stringify({query: example.query, variables: example.variables}));
    form.append(
      'map',
      JSON.stringify(Object.fromEntries(example.uploadPaths.map((path, index) => [String(index), [path]]))),
    );
    example.uploadPaths.forEach((_, index) => form.append(String(index), new Blob(['%PDF-1.4 example']), 'upload.pdf'));
    body = form;
  } else {
    body = JSON.stringify({query: example.query, variables: example.variables});
    Object.assign(headers, {'content-type': 'application/json'});
  }
  const response = await fetch(api.url, {method: 'POST', headers, body});
  return response.json();
}

/**
 * The values that name or describe the object an operation is about: a top-level `id` or `<entity>Id`, the `id` of a
 * locator argument (`folder(locator: {id})`), and the leaves of `input` (`input.id`, `input.folderId`, `input.name`).
 * A nested input (`target: {id}`, `parent: {id}`) names another object.
 */
function subjectValues(variables: Record<string, unknown>): [string, unknown][] {
  const values: [string, unknown][] = [];
  for (const [name, value] of Object.entries(variables)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (inner === null || typeof inner !== 'object')
          values.push([name === 'input' ? key : key === 'id' ? 'id' : `${name}.${key}`, inner]);
      }
    } else values.push([name, value]);
  }
  return values;
}

/** The entity a root field's result is about: a payload's first entity field, or the result itself. */
function subjectOf(
  root: RootField,
  data: Record<string, unknown>,
): {type: GraphQLObjectType; value: Record<string, unknown>} | undefined {
  const type = getNamedType(root.field.type);
  const value = data[root.fieldName] as Record<string, unknown> | null;
  if (!value || !isObjectType(type) || isConnectionType(type)) return undefined;
  const payload: GraphQLObjectType = type;
  if (!isPayloadType(type)) return {type, value};
  const field = Object.values(payload.getFields()).find(
    (candidate) =>
      candidate.name !== 'userErrors' &&
      isObjectType(getNamedType(candidate.type)) &&
      !isConnectionType(getNamedType(candidate.type)),
  );
  const entity = field && (value[field.name] as Record<string, unknown> | null);
  return field && entity ? {type: getNamedType(field.type) as GraphQLObjectType, value: entity} : undefined;
}

/** Where the response contradicts the variables the operation was sent with, as sentences. */
function disagreements(example: ShownExample): string[] {
  const problems: string[] = [];
  const data = (example.response as {data?: Record<string, unknown>}).data ?? {};
  // A page holds at most the number asked for.
  const pageSize = [example.variables['first'], example.variables['last']].find((value) => typeof value === 'number');
  const result = data[example.root.fieldName] as {nodes?: unknown[]; edges?: unknown[]} | null;
  for (const list of [result?.nodes, result?.edges]) {
    if (typeof pageSize === 'number' && Array.isArray(list) && list.length > pageSize)
      problems.push(`asks for ${pageSize} items and shows ${list.length}`);
  }
  const subject = subjectOf(example.root, data);
  if (!subject) return problems;
  // The object the operation names by its id is the one it returns, unless it copies it (a copy is another object); a
  // created or changed one has the values sent.
  const idName = `${subject.type.name.charAt(0).toLowerCase()}${subject.type.name.slice(1)}Id`;
  const copies = /^(copy|duplicate|clone)[A-Z]/.test(example.root.fieldName);
  for (const [name, value] of subjectValues(example.variables)) {
    if ((name === 'id' || name === idName) && typeof value === 'string' && 'id' in subject.value) {
      if (!copies && subject.value['id'] !== value)
        problems.push(`is sent ${name} ${JSON.stringify(value)} and returns ${subject.type.name} ${JSON.stringify(subject.value['id'])}`);
      if (copies && subject.value['id'] === value)
        problems.push(`copies ${name} ${JSON.stringify(value)} and returns the original, not a copy`);
    }
    const echoed = example.root.operationType === 'mutation' && !/Id$|^id$|\./.test(name) && name in subject.value;
    const shown = subject.value[name];
    if (echoed && (shown === null || typeof shown !== 'object') && shown !== value)
      problems.push(`is sent ${name} ${JSON.stringify(value)} and returns ${JSON.stringify(shown)}`);
  }
  return problems;
}

test.describe('every operation page', () => {
  test.describe.configure({mode: 'serial'});
  let examples: ShownExample[];
  test.beforeAll(() => {
    examples = shownExamples();
  });

  test('shows the response a fresh mock API gives its example, in agreement with its variables', async () => {
    test.setTimeout(120_000 * cpuSlowdown());
    expect(examples.length, 'one example per operation of the schema').toBe(listRootFields(schema).length);
    const api = await startPlaygroundMockApi();
    const mismatches: string[] = [];
    try {
      // In the generator's order: the mocks number their samples in the order they are asked for.
      for (const example of examples) {
        const answered = await ask(api, example);
        if (JSON.stringify(answered) !== JSON.stringify(example.response))
          mismatches.push(
            `${example.path}: the page shows ${JSON.stringify(example.response).slice(0, 200)}… and the mock API answers ${JSON.stringify(answered).slice(0, 200)}…`,
          );
      }
    } finally {
      await api.stop();
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
    const problems = examples.flatMap((example) =>
      disagreements(example).map((problem) => `${example.path}: ${example.root.fieldName} ${problem}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('TypeScript snippets, and every TypeScript block of the site, compile with tsc --strict', () => {
    test.setTimeout(120_000 * cpuSlowdown());
    // Inside the project, so that the snippets' imports (graphql-ws, ws) resolve from its node_modules.
    mkdirSync(resolve('node_modules/.cache'), {recursive: true});
    const directory = mkdtempSync(join(resolve('node_modules/.cache'), 'typescript-snippets-'));
    const sources: string[] = [];
    try {
      const walk = (dir: string): void => {
        for (const entry of readdirSync(dir, {withFileTypes: true})) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.name.endsWith('.md')) {
            const fences = [...readFileSync(path, 'utf8').matchAll(/^(`{3,})(ts|typescript|tsx)\n([\s\S]*?)\n\1$/gm)];
            fences.forEach((fence, index) => {
              const file = join(directory, `${relative(BUILD_DIR, path).replace(/[^\w]+/g, '_')}_${index}.mts`);
              writeFileSync(file, fence[3]!);
              sources.push(file);
            });
          }
        }
      };
      walk(BUILD_DIR);
      const operationPages = examples.filter((example) => block(example.blocks, /^TypeScript$/)).length;
      expect(operationPages, 'every operation page has a TypeScript tab').toBe(examples.length);
      expect(sources.length).toBeGreaterThanOrEqual(examples.length);
      writeFileSync(
        join(directory, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            types: ['node', 'ws'],
            typeRoots: [resolve('node_modules/@types')],
            skipLibCheck: true,
          },
          include: ['*.mts'],
        }),
      );
      const tsc = spawnSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', directory], {
        encoding: 'utf8',
      });
      expect(tsc.stdout + tsc.stderr, `tsc over ${sources.length} TypeScript snippets`).toBe('');
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(directory, {recursive: true, force: true});
    }
  });

  test('the curl snippet runs as shown against the mock API', async () => {
    const api = await startPlaygroundMockApi();
    try {
      for (const path of [
        '/docs/graphql/mutations/create-folder',
        '/docs/graphql/mutations/create-document-from-file',
      ]) {
        const curl = labelledBlocks(markdownCopy(path)).find((each) => each.label === 'curl')!;
        const directory = mkdtempSync(join(tmpdir(), 'folio-curl-'));
        writeFileSync(join(directory, 'service-agreement-acme.pdf'), '%PDF-1.4 example');
        const script = curl.code.replace(`'${site.apiHttpEndpoint}'`, `'${api.url}'`);
        const run = spawnSync('bash', ['-c', script], {
          cwd: directory,
          encoding: 'utf8',
          env: {...process.env, FOLIO_API_KEY: 'example-check'},
        });
        rmSync(directory, {recursive: true, force: true});
        expect(run.status, run.stderr).toBe(0);
        const body = JSON.parse(run.stdout) as {data?: Record<string, {userErrors: unknown[]}>; errors?: unknown};
        expect(body.errors, `${path}: ${run.stdout}`).toBeUndefined();
        expect(Object.values(body.data ?? {})[0]?.userErrors).toEqual([]);
      }
    } finally {
      await api.stop();
    }
  });
});
