/**
 * Every fenced `graphql` block in the hand-written docs and blog posts must parse and validate against
 * schema.graphql, and the `json title="Variables"` block right after it must fit its variable definitions.
 *
 * Conventions the checker enforces (see docs/ and blog/):
 * - ```graphql blocks hold named operations (and fragments). They are validated with graphql-js's
 *   `validate`, the same rules a server runs.
 * - ```graphql title="Schema excerpt" blocks are SDL quoted from the schema, not operations: they are the
 *   only graphql blocks skipped, and only with exactly that title.
 * - A ```json title="Variables" block that follows a graphql block (with nothing but blank lines or prose
 *   without other code blocks in between) holds its variables: every required variable must be present,
 *   no unknown variable may appear, and every value must coerce to the variable's type. An operation with
 *   required variables must have such a block. Upload variables are `null` there, as in the `operations`
 *   part of the GraphQL multipart request specification, and are accepted as such.
 * - reference/ and docs/changelog/ are generated from the schema and not checked here.
 *
 * A failure names `file:line: message`, where line is the line of the offending token in the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  Source,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {getVariableValues} from 'graphql/execution/values.js';

import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {REFERENCE_ROUTE_SEGMENT} from '../../src/config/reference';
import {operationPagePath} from '../../scripts/reference/operation-examples';
import {contentFiles, fencedBlocks, type FencedBlock} from './support/content';

const ROOT = join(import.meta.dirname, '..', '..');
const SCHEMA_EXCERPT_TITLE = 'Schema excerpt';
const VARIABLES_TITLE = 'Variables';

export interface SnippetProblem {
  file: string;
  line: number;
  message: string;
}

export const formatSnippetProblem = (problem: SnippetProblem): string =>
  `${problem.file}:${problem.line}: ${problem.message}`;

/** Replaces `null` at Upload positions by a stand-in, as a multipart request's `map` would by a file. */
function fillUploads(type: GraphQLInputType, value: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isScalarType(inner) && inner.name === 'Upload') return value ?? 'upload-part';
  if (value === null || value === undefined) return value;
  if (isListType(inner)) {
    return Array.isArray(value)
      ? value.map((item) => fillUploads(inner.ofType, item))
      : fillUploads(inner.ofType, value);
  }
  if (isInputObjectType(inner) && typeof value === 'object' && !Array.isArray(value)) {
    const fields = inner.getFields();
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        fields[key] ? fillUploads(fields[key].type, item) : item,
      ]),
    );
  }
  return value;
}

function lineOfError(error: GraphQLError, block: FencedBlock): number {
  const location = error.locations?.[0];
  return location ? block.contentLine + location.line - 1 : block.contentLine;
}

/** Checks that variables coerce to the definitions of `operation`; problems point into the JSON block. */
function checkVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variablesBlock: FencedBlock,
  file: string,
): SnippetProblem[] {
  const problems: SnippetProblem[] = [];
  let values: unknown;
  try {
    values = JSON.parse(variablesBlock.content);
  } catch (error) {
    return [{file, line: variablesBlock.contentLine, message: `Variables are not valid JSON: ${String(error)}`}];
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return [{file, line: variablesBlock.contentLine, message: 'Variables must be a JSON object.'}];
  }
  const definitions = operation.variableDefinitions ?? [];
  const defined = new Map(definitions.map((definition) => [definition.variable.name.value, definition]));
  const lineOfKey = (key: string): number => {
    const offset = variablesBlock.content.split('\n').findIndex((line) => line.includes(`"${key}"`));
    return variablesBlock.contentLine + Math.max(offset, 0);
  };
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const definition = defined.get(key);
    if (!definition) {
      problems.push({
        file,
        line: lineOfKey(key),
        message: `Variable "$${key}" is not defined by operation "${operation.name?.value}".`,
      });
      continue;
    }
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    filled[key] = type ? fillUploads(type, value) : value;
  }
  const coerced = getVariableValues(schema, definitions, filled);
  for (const error of coerced.errors ?? []) {
    const key = /Variable "\$(\w+)"/.exec(error.message)?.[1];
    problems.push({
      file,
      line: key && key in values ? lineOfKey(key) : variablesBlock.contentLine,
      message: error.message,
    });
  }
  return problems;
}

/** All problems of one Markdown/MDX text. `file` is only used in the messages. */
export function checkContent(
  schema: GraphQLSchema,
  file: string,
  text: string,
): {problems: SnippetProblem[]; checked: number} {
  const problems: SnippetProblem[] = [];
  const blocks = fencedBlocks(text);
  let checked = 0;
  blocks.forEach((block, index) => {
    if (block.lang !== 'graphql' || block.title === SCHEMA_EXCERPT_TITLE) return;
    checked++;
    let document: DocumentNode;
    try {
      document = parse(new Source(block.content, file));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push({file, line: lineOfError(error, block), message: error.message});
      return;
    }
    for (const error of validate(schema, document)) {
      problems.push({file, line: lineOfError(error, block), message: error.message});
    }
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length === 0) {
      problems.push({
        file,
        line: block.contentLine,
        message: `A graphql block holds no operation; quote SDL with title="${SCHEMA_EXCERPT_TITLE}".`,
      });
    }
    for (const operation of operations) {
      if (!operation.name) {
        problems.push({
          file,
          line: block.contentLine + (operation.loc?.startToken.line ?? 1) - 1,
          message: 'Operations in the docs must be named.',
        });
      }
    }

    const next = blocks[index + 1];
    const variablesBlock = next && next.lang === 'json' && next.title === VARIABLES_TITLE ? next : undefined;
    const withVariables = operations.filter((operation) => (operation.variableDefinitions ?? []).length > 0);
    if (variablesBlock) {
      if (operations.length !== 1) {
        problems.push({
          file,
          line: variablesBlock.fenceLine,
          message: 'A Variables block must follow a graphql block with exactly one operation.',
        });
      } else {
        problems.push(...checkVariables(schema, operations[0]!, variablesBlock, file));
      }
    } else {
      for (const operation of withVariables) {
        const required = (operation.variableDefinitions ?? []).filter(
          (definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue,
        );
        if (required.length > 0) {
          problems.push({
            file,
            line: block.contentLine + (operation.loc?.startToken.line ?? 1) - 1,
            message: `Operation "${operation.name?.value}" has required variables (${required
              .map((definition) => `$${definition.variable.name.value}`)
              .join(', ')}) but no json title="${VARIABLES_TITLE}" block follows it.`,
          });
        }
      }
    }
  });
  return {problems, checked};
}

const schemaPath = join(ROOT, 'schema.graphql');
const schema = loadSchemaFile(schemaPath);

test('every graphql snippet in docs/ and blog/ validates against schema.graphql', () => {
  const problems: SnippetProblem[] = [];
  let checked = 0;
  for (const file of contentFiles()) {
    const result = checkContent(schema, file, readFileSync(join(ROOT, file), 'utf8'));
    problems.push(...result.problems);
    checked += result.checked;
  }
  assert.ok(checked > 0, 'no graphql snippets found in docs/ and blog/');
  assert.deepEqual(
    problems.map(formatSnippetProblem),
    [],
    `invalid graphql snippets:\n${problems.map(formatSnippetProblem).join('\n')}`,
  );
});

/** Reference pages of the root fields a text's graphql snippets call, with the line of each call. */
function calledOperationPages(text: string): {href: string; field: string; line: number}[] {
  const calls: {href: string; field: string; line: number}[] = [];
  for (const block of fencedBlocks(text)) {
    if (block.lang !== 'graphql' || block.title === SCHEMA_EXCERPT_TITLE) continue;
    for (const definition of parse(block.content).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD || selection.name.value.startsWith('__')) continue;
        const field = selection.name.value;
        const line = block.contentLine + (selection.loc?.startToken.line ?? 1) - 1;
        const page = operationPagePath(`/docs/${REFERENCE_ROUTE_SEGMENT}`, schema, definition.operation, field);
        calls.push({href: page.replace(/\.mdx$/, ''), field, line});
      }
    }
  }
  return calls;
}

test('every operation a guide calls links to its reference page from that guide', () => {
  const missing: string[] = [];
  let calls = 0;
  for (const file of contentFiles().filter((each) => each.startsWith('docs'))) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const {href, field, line} of calledOperationPages(text)) {
      calls += 1;
      if (!text.includes(`](${href})`) && !text.includes(`](${href}#`))
        missing.push(`${file}:${line}: ${field} has no link to ${href}`);
    }
  }
  assert.ok(calls > 50, `only ${calls} operation calls found in the guides`);
  assert.deepEqual(missing, [], missing.join('\n'));
});

test('every guide links to at least two other guides', () => {
  const guides = contentFiles().filter((file) => file.startsWith('docs'));
  const isolated = guides.filter((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const guideLinks = new Set(
      [...text.matchAll(/\]\((\/docs\/[^)#\s]*|\.{1,2}\/[^)#\s]*\.mdx?)/g)]
        .map((match) => match[1])
        .filter((href) => !href!.startsWith('/docs/graphql')),
    );
    return guideLinks.size < 2;
  });
  assert.ok(guides.length >= 18, `only ${guides.length} guides found`);
  assert.deepEqual(isolated, [], `guides that link to fewer than two other guides: ${isolated.join(', ')}`);
});

test('the content folders are searched, the generated changelog is not', () => {
  const files = contentFiles();
  assert.ok(files.includes(join('docs', 'getting-started.mdx')));
  assert.ok(files.some((file) => file.startsWith('blog')));
  assert.ok(!files.some((file) => file.startsWith(join('docs', 'changelog'))));
});

test('a broken snippet is reported with the file and the line of the offending token', () => {
  const fixture = join('tests', 'fixtures', 'content', 'broken-snippet.md');
  const text = readFileSync(join(ROOT, fixture), 'utf8');
  const lines = text.split('\n');
  const lineOf = (marker: string) => lines.findIndex((line) => line.includes(marker)) + 1;
  const messages = checkContent(schema, fixture, text).problems.map(formatSnippetProblem);

  // An unknown field, on its own line inside the block.
  const unknownField = lineOf('noSuchFieldAnywhere');
  assert.ok(unknownField > 0);
  assert.ok(
    messages.some((message) =>
      message.startsWith(`${fixture}:${unknownField}: Cannot query field "noSuchFieldAnywhere"`),
    ),
    messages.join('\n'),
  );
  // A syntax error: the position of the unexpected token.
  const syntax = lineOf('missing closing parenthesis');
  assert.ok(
    messages.some((message) => message.startsWith(`${fixture}:${syntax + 1}: Syntax Error`)),
    messages.join('\n'),
  );
  // Variables: an unknown one, a value that does not coerce, a missing required one, an anonymous operation.
  assert.ok(
    messages.some((message) =>
      message.startsWith(`${fixture}:${lineOf('"notDeclared"')}: Variable "$notDeclared" is not defined`),
    ),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((message) =>
      message.startsWith(`${fixture}:${lineOf('"first": "ten"')}: Variable "$first" got invalid value`),
    ),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((message) => message.includes('has required variables ($id)')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((message) => message.endsWith('Operations in the docs must be named.')),
    messages.join('\n'),
  );
  // The SDL excerpt in the fixture is skipped by its title and reports nothing.
  assert.ok(!messages.some((message) => /excerpt|FixtureOnly/i.test(message)), messages.join('\n'));
});

test('fenced blocks keep their file positions and titles', () => {
  const blocks = fencedBlocks(
    '# T\n\n```graphql title="Schema excerpt"\ntype A\n```\n\ntext\n\n  ```json title="Variables"\n  {"a": 1}\n  ```\n',
  );
  assert.deepEqual(
    blocks.map(({lang, title, contentLine, content}) => ({lang, title, contentLine, content})),
    [
      {lang: 'graphql', title: 'Schema excerpt', contentLine: 4, content: 'type A'},
      {lang: 'json', title: 'Variables', contentLine: 10, content: '{"a": 1}'},
    ],
  );
});
