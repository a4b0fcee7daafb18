/** Directive pages list where each directive is used (src/graphql/directiveUsages.ts, scripts/reference/directive-usages.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildSchema} from 'graphql';

import {SCHEMA_FILE} from '../../src/config/reference';
import {listDirectiveUsages} from '../../src/graphql/directiveUsages';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {usageLink, usageSection} from '../../scripts/reference/directive-usages';

const small = buildSchema(`
  directive @internal on OBJECT | FIELD_DEFINITION
  scalar DateTime @specifiedBy(url: "https://scalars.graphql.org/andimarek/date-time")
  type Query {
    folder(id: ID, path: String @deprecated(reason: "Use id.")): Folder
    when: DateTime
  }
  type Mutation { move(input: MoveInput!): Folder }
  type Folder @internal { id: ID! name: String @internal old: String @deprecated }
  input MoveInput @oneOf { id: ID path: String @deprecated }
  enum Mode { KEEP DROP @deprecated }
`);

const coordinates = (name: string) => (listDirectiveUsages(small).get(name) ?? []).map((usage) => usage.coordinate);

test('usages cover types, fields, arguments, input fields and enum values, in coordinate order', () => {
  assert.deepEqual(coordinates('deprecated'), ['Folder.old', 'Mode.DROP', 'MoveInput.path', 'Query.folder(path:)']);
  assert.deepEqual(coordinates('internal'), ['Folder', 'Folder.name']);
  assert.deepEqual(coordinates('oneOf'), ['MoveInput']);
  assert.deepEqual(coordinates('specifiedBy'), ['DateTime']);
  assert.deepEqual(coordinates('include'), [], 'operations use @include; no schema element carries it');
  const argument = listDirectiveUsages(small)
    .get('deprecated')!
    .find((usage) => usage.element === 'argument');
  assert.deepEqual(argument, {
    coordinate: 'Query.folder(path:)',
    element: 'argument',
    typeName: 'Query',
    fieldName: 'folder',
  });
});

test('the section links each usage to its page: root fields to their operation page, the rest to their type', () => {
  const usages = listDirectiveUsages(small);
  const deprecated = usageSection(small, small.getDirective('deprecated')!, usages.get('deprecated')!);
  assert.match(deprecated, /^<section data-directive-usage>\n\n### Where it is used\n\n/);
  assert.match(deprecated, /- \[`Query\.folder\(path:\)`\]\(\/reference\/queries\/folder\.mdx\) \(argument\)/);
  assert.match(deprecated, /- \[`Folder\.old`\]\(\/reference\/objects\/folder\.mdx\) \(field\)/);
  assert.match(deprecated, /- \[`MoveInput\.path`\]\(\/reference\/inputs\/move-input\.mdx\) \(input field\)/);
  assert.match(deprecated, /- \[`Mode\.DROP`\]\(\/reference\/enums\/mode\.mdx\) \(enum value\)/);
  const include = usageSection(small, small.getDirective('include')!, []);
  assert.match(include, /it is used in operations, on: field, fragment spread, inline fragment\./);
});

test("the API schema's deprecations and @oneOf inputs are all found", () => {
  const schema = loadSchemaFile(SCHEMA_FILE);
  const usages = listDirectiveUsages(schema);
  const deprecated = (usages.get('deprecated') ?? []).map((usage) => usage.coordinate);
  assert.ok(deprecated.includes('Document.url'), deprecated.join(', '));
  assert.ok(deprecated.includes('Query.documents(folderId:)'), deprecated.join(', '));
  assert.ok((usages.get('oneOf') ?? []).some((usage) => usage.coordinate === 'FolderLocator'));
  assert.deepEqual(
    (usages.get('specifiedBy') ?? []).map((usage) => usage.coordinate),
    Object.values(schema.getTypeMap())
      .filter((type) => 'specifiedByURL' in type && type.specifiedByURL)
      .map((type) => type.name)
      .sort(),
  );
});

test("a deprecated operation links to its page in the reference's deprecated group", () => {
  const schema = buildSchema(`
    type Query { old: String @deprecated(reason: "Use new.") new: String }
  `);
  const [usage] = listDirectiveUsages(schema).get('deprecated')!;
  assert.equal(usageLink(schema, usage!), '/reference/queries/old.mdx');
});
