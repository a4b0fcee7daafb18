/**
 * scripts/reference/input-fields.ts: a mutation's page lists its input's fields after its arguments, printed by
 * graphql-markdown's own printer, with anchors of their own; tests/integration/reference-snapshot.test.ts checks the
 * pages the real generator writes.
 */
import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {buildSchema} from 'graphql';
import {Printer} from '@graphql-markdown/printer-legacy';
import type {PageSection, PrintTypeOptions} from '@graphql-markdown/types';

import {inputObjectOf, prefixAnchors, withInputFields} from '../../scripts/reference/input-fields';
import {createReferenceHooks} from '../../scripts/reference/compose';
import {INPUT_FIELDS_TITLE} from '../../src/config/reference';

const SCHEMA = buildSchema(`
  type Query { "A label." label(id: ID!): Int }
  "Input of \`renameLabel\`."
  input RenameLabelInput {
    "The label."
    labelId: ID!
    "Its kind, as the label's own \`type\` field says."
    type: String
  }
  type Mutation {
    "Renames a label."
    renameLabel("The label and its new name." input: RenameLabelInput!): Int
    "Pins a label."
    pinLabel(id: ID!): Int
  }
`);

let options: PrintTypeOptions;
before(async () => {
  await Printer.init(SCHEMA, '/docs', 'reference', {printTypeOptions: {typeBadges: true, parentTypePrefix: false}} as never);
  options = {...Printer.options!, schema: SCHEMA} as PrintTypeOptions;
});

const mutation = (name: string) => SCHEMA.getMutationType()!.getFields()[name]!;

/** An operation's metadata as graphql-markdown hands it to the hook: its Arguments, then its Type. */
const METADATA: PageSection = {
  content: [
    {title: 'Arguments', content: '#### [`input`](#input) \\{#input\\}\nThe label and its new name.\n', level: 3},
    {title: 'Type', content: '#### `Int`\n', level: 3},
  ],
};

test('a mutation that takes one `input` has its input object; an operation with other arguments has none', () => {
  assert.equal(inputObjectOf(mutation('renameLabel'))?.name, 'RenameLabelInput');
  assert.equal(inputObjectOf(mutation('pinLabel')), undefined);
  assert.equal(inputObjectOf(SCHEMA.getQueryType()!.getFields().label!), undefined);
});

test("the input's fields come right after the arguments, with the input's link and a field's description", () => {
  const sections = withInputFields(METADATA, mutation('renameLabel'), options)!.content as PageSection[];
  assert.deepEqual(
    sections.map((section) => section.title),
    ['Arguments', INPUT_FIELDS_TITLE, 'Type'],
  );
  const fields = sections[1]!.content as string;
  assert.match(fields, /^The fields of the `input` argument, \[`RenameLabelInput`\]\(\/reference\/inputs\/rename-label-input\.mdx\)\./);
  assert.match(fields, /The label\./);
  assert.match(fields, /Its kind, as the label's own `type` field says\./);
  assert.equal(sections[1]!.level, 3);
});

test("the fields' anchors are the argument's, so a field named `type` does not take the page's Type section's", () => {
  const fields = (withInputFields(METADATA, mutation('renameLabel'), options)!.content as PageSection[])[1]!.content as string;
  assert.match(fields, /\]\(#input-type\)/);
  assert.match(fields, /\\\{#input-type\\\}/);
  assert.match(fields, /\\\{#input-label-id\\\}/);
  assert.doesNotMatch(fields, /\{#type\\\}|\]\(#type\)/);
});

test('prefixing rewrites same-page anchors only: links to other pages keep theirs', () => {
  assert.equal(
    prefixAnchors('#### [`name`](#name) [`String`](/reference/scalars/string.mdx#x) \\{#name\\}', 'input'),
    '#### [`name`](#input-name) [`String`](/reference/scalars/string.mdx#x) \\{#input-name\\}',
  );
});

test('other operations keep their metadata as printed; a page without Arguments fails naming the mutation', () => {
  assert.equal(withInputFields(METADATA, mutation('pinLabel'), options), METADATA);
  assert.throws(
    () => withInputFields({content: [{title: 'Type', content: 'Int'}]}, mutation('renameLabel'), options),
    /renameLabel: its page has no Arguments section/,
  );
});

test("the compose hook gives a mutation's page its input fields, through graphql-markdown's sections map", () => {
  const hooks = createReferenceHooks(async () => {});
  const sections: Record<string, PageSection> = {metadata: METADATA};
  const event = {
    data: {type: mutation('renameLabel'), name: 'renameLabel', options, sections},
    output: ['description', 'metadata'],
  };
  hooks.beforeComposePageTypeHook(event);
  assert.deepEqual(
    (sections.metadata!.content as PageSection[]).map((section) => section.title),
    ['Arguments', INPUT_FIELDS_TITLE, 'Type'],
  );
});
