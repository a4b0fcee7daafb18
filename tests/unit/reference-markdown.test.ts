/**
 * The reference as Markdown for assistants (src/graphql/markdown): URLs that match the generated pages, and for
 * every item of the schema a copy with its description, SDL, arguments or fields, example and related items.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {getVariableValues, parse, validate, type OperationDefinitionNode} from 'graphql';

import {buildOperationExample} from '../../src/graphql/examples';
import {
  compactReference,
  findReferenceItems,
  listReferenceItems,
  MAX_RELATED_ITEMS,
  referenceMarkdown,
  type ReferenceItem,
} from '../../src/graphql/markdown';
import {schema} from './support/schemaUnderTest';

const SITE = {siteUrl: 'https://developers.example'};
const items = listReferenceItems(schema);
const item = (section: string, name: string): ReferenceItem => {
  const found = items.find((candidate) => candidate.section === section && candidate.name === name);
  assert.ok(found, `${section}/${name}`);
  return found;
};

/** The fenced blocks of a Markdown text, with their language. */
function codeBlocks(markdown: string): {language: string; code: string}[] {
  return [...markdown.matchAll(/^(`{3,})(\w*)\n([\s\S]*?)\n\1$/gm)].map((match) => ({
    language: match[2],
    code: match[3],
  }));
}

describe('reference items and their URLs', () => {
  test('are named as graphql-markdown names the pages', () => {
    assert.equal(item('mutations', 'createFolder').path, '/docs/graphql/mutations/create-folder');
    assert.equal(item('objects', 'Folder').path, '/docs/graphql/objects/folder');
    assert.equal(item('queries', 'me').path, '/docs/graphql/queries/me');
    assert.equal(item('directives', 'oneOf').path, '/docs/graphql/directives/one-of');
    assert.equal(item('directives', 'specifiedBy').path, '/docs/graphql/directives/specified-by');
    assert.equal(item('scalars', 'ID').path, '/docs/graphql/scalars/id');
  });

  test('cover every root field, named type and directive once, without the root types', () => {
    const rootFields = ['getQueryType', 'getMutationType', 'getSubscriptionType'] as const;
    const operations = rootFields.reduce(
      (sum, getter) => sum + Object.keys(schema[getter]()?.getFields() ?? {}).length,
      0,
    );
    const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length - 3;
    assert.equal(items.length, operations + types + schema.getDirectives().length);
    assert.equal(new Set(items.map((entry) => entry.path)).size, items.length, 'one URL per item');
    assert.equal(
      items.some((entry) => ['Query', 'Mutation', 'Subscription'].includes(entry.name)),
      false,
    );
  });

  test('are found by name: exact case first, then ignoring case and a leading @', () => {
    assert.deepEqual(
      findReferenceItems(schema, 'Folder').map((entry) => entry.path),
      ['/docs/graphql/objects/folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, 'folder').map((entry) => entry.path),
      ['/docs/graphql/queries/folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, 'CREATEFOLDER').map((entry) => entry.path),
      ['/docs/graphql/mutations/create-folder'],
    );
    assert.deepEqual(
      findReferenceItems(schema, '@include').map((entry) => entry.path),
      ['/docs/graphql/directives/include'],
    );
    assert.deepEqual(findReferenceItems(schema, 'NoSuchThing'), []);
  });
});

describe('the Markdown of a reference page', () => {
  test('of an operation: description, SDL, arguments, return type, example and variables that validate', () => {
    const markdown = referenceMarkdown(schema, item('mutations', 'createFolder'), SITE);
    const field = schema.getMutationType()?.getFields().createFolder;
    assert.ok(field?.description);
    assert.ok(markdown.startsWith(`# createFolder\n\nMutation of the GraphQL API.\n\n${field.description.trim()}\n`));
    assert.match(
      markdown,
      /## Arguments\n\n- `input`: \[`CreateFolderInput!`\]\(https:\/\/developers\.example\/docs\/graphql\/inputs\/create-folder-input\)/,
    );
    assert.match(
      markdown,
      /## Type\n\nReturns \[`CreateFolderPayload!`\]\(https:\/\/developers\.example\/docs\/graphql\/objects\/create-folder-payload\)\./,
    );
    const example = buildOperationExample(schema, 'mutation', 'createFolder');
    const [sdl, operation, variables] = codeBlocks(markdown);
    assert.deepEqual(sdl, {
      language: 'graphql',
      code: 'createFolder(\n  input: CreateFolderInput!\n): CreateFolderPayload!',
    });
    assert.deepEqual(operation, {language: 'graphql', code: example.query.trimEnd()});
    assert.deepEqual(JSON.parse(variables?.code ?? ''), example.variables);
    assert.match(
      markdown,
      /\*\*Related types:\*\* \[`CreateFolderPayload`\]\(.*\) \(object type\), \[`CreateFolderInput`\]\(.*\) \(input type\)\./,
    );
  });

  test('of every operation: its example operation is valid against the schema with its variables', () => {
    for (const entry of items.filter((candidate) => candidate.kind === 'operation')) {
      const blocks = codeBlocks(referenceMarkdown(schema, entry, SITE));
      const document = parse(blocks[1]?.code ?? '');
      assert.deepEqual(validate(schema, document), [], entry.name);
      const variables = blocks[2]?.language === 'json' ? (JSON.parse(blocks[2].code) as Record<string, unknown>) : {};
      const definition = document.definitions[0] as OperationDefinitionNode;
      const uploads = buildOperationExample(schema, entry.operationType, entry.name).uploadPaths;
      if (uploads.length === 0)
        assert.equal(
          getVariableValues(schema, definition.variableDefinitions ?? [], variables).errors,
          undefined,
          entry.name,
        );
    }
  });

  test('of an object type: SDL without descriptions, fields with types and descriptions, where it is used', () => {
    const markdown = referenceMarkdown(schema, item('objects', 'Folder'), SITE);
    const [sdl] = codeBlocks(markdown);
    assert.match(sdl?.code ?? '', /^type Folder implements Node \{\n  id: ID!\n/);
    assert.equal(sdl?.code.includes('"""'), false, 'descriptions are listed under the fields instead');
    const nameField =
      schema.getType('Folder') && (schema.getType('Folder') as import('graphql').GraphQLObjectType).getFields().name;
    assert.ok(
      markdown.includes(
        `- \`name\`: [\`String!\`](https://developers.example/docs/graphql/scalars/string) — ${nameField?.description?.trim().replace(/\s*\n\s*/g, ' ')}`,
      ),
    );
    assert.match(
      markdown,
      /\*\*Implements:\*\* \[`Node`\]\(https:\/\/developers\.example\/docs\/graphql\/interfaces\/node\) \(interface\)\./,
    );
    assert.match(
      markdown,
      /\*\*Returned by:\*\* .*\[`folder`\]\(https:\/\/developers\.example\/docs\/graphql\/queries\/folder\) \(query\)/,
    );
    assert.match(markdown, /\*\*Used in fields of:\*\* /);
  });

  test('of an enum lists its values; of a deprecated field, the reason', () => {
    const enumItem = items.find((candidate) => candidate.section === 'enums');
    assert.ok(enumItem?.kind === 'type');
    const markdown = referenceMarkdown(schema, enumItem, SITE);
    const values = (enumItem.type as import('graphql').GraphQLEnumType).getValues();
    for (const value of values) assert.ok(markdown.includes(`- \`${value.name}\``), value.name);
    assert.match(
      referenceMarkdown(schema, item('objects', 'Folder'), SITE),
      /- `documentCount`: .* \*\*Deprecated:\*\* /,
    );
  });

  test('of a much-used type lists a bounded number of related items and counts the rest', () => {
    const markdown = referenceMarkdown(schema, item('scalars', 'ID'), SITE);
    const fieldsOf = /\*\*Used in fields of:\*\* (.*)\n/.exec(markdown)?.[1] ?? '';
    assert.equal(fieldsOf.match(/\]\(/g)?.length, MAX_RELATED_ITEMS);
    assert.match(fieldsOf, /, and \d+ more\.$/);
  });

  test('of a directive: its definition and where it is allowed', () => {
    const markdown = referenceMarkdown(schema, item('directives', 'include'), SITE);
    assert.match(markdown, /^# @include\n/);
    assert.match(
      markdown,
      /```graphql\ndirective @include\(\n  if: Boolean!\n\) on FIELD \| FRAGMENT_SPREAD \| INLINE_FRAGMENT\n```/,
    );
  });

  test('of every item: only absolute links; those into the portal reach the reference or the cost formula', () => {
    for (const entry of items) {
      const markdown = referenceMarkdown(schema, entry, SITE);
      for (const [, target] of markdown.matchAll(/\]\(([^)]+)\)/g)) {
        assert.match(target, /^https:\/\//, `${entry.path} links to ${target}`);
        if (target.startsWith(SITE.siteUrl)) {
          assert.ok(
            target.startsWith(`${SITE.siteUrl}/docs/graphql/`) || target === `${SITE.siteUrl}/docs/limits#query-complexity`,
            `${entry.path} links to ${target}`,
          );
        }
      }
    }
  });
});

test('the compact reference has one line per item, linked to its page, in sidebar section order', () => {
  const compact = compactReference(schema, SITE);
  const lines = compact.split('\n').filter((line) => line.startsWith('- '));
  assert.equal(lines.length, items.length);
  assert.ok(compact.startsWith('## Queries\n\n'));
  assert.ok(
    compact.includes(
      '- [`createFolder(input: CreateFolderInput!): CreateFolderPayload!`](https://developers.example/docs/graphql/mutations/create-folder)',
    ),
  );
  assert.match(compact, /- \[`type Folder \{ id: ID!, name: String!, /);
});
