/**
 * Reference items and pages on a small schema: the section and page of every kind of item, the compact reference
 * for llms-full.txt line by line, item lookup by name, and where each directive is applied.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema, type GraphQLNamedType} from 'graphql';

import {listDirectiveUsages} from '../../src/graphql/directiveUsages';
import {REFERENCE_BASE_PATH} from '../../src/config/reference';
import {
  compactReference,
  DEFAULT_REFERENCE_BASE_PATH,
  findReferenceItems,
  listReferenceItems,
  REFERENCE_SECTIONS,
} from '../../src/graphql/markdown';
import {typeItem, typeSection} from '../../src/graphql/markdown/items';
import {directiveSignature, operationSignatureLine} from '../../src/graphql/markdown/sdl';
import {
  FORMER_DEPRECATED_FOLDER,
  directivePage,
  OPERATION_SECTION,
  rootFieldPage,
  rootSections,
  sectionOf,
  typePage,
} from '../../src/graphql/referencePages';
import {sectionPosition} from '../../scripts/reference/section-order';

const SDL = `
"""Marks an item for a team.\\nSecond line."""
directive @tag(name: String!, weight: Int = 1 @deprecated(reason: "Unused.")) repeatable on OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE | INTERFACE | SCALAR | UNION | ENUM | INPUT_OBJECT
directive @internal on FIELD_DEFINITION
"""An instant. In UTC."""
scalar DateTime @tag(name: "time")
"""Something with an id"""
interface Node @tag(name: "node") { id: ID! @tag(name: "id") }
"""A folder.   It holds documents.
More text."""
type Folder implements Node { id: ID! name(format: String = "plain" @tag(name: "f")): String @internal createdAt: DateTime }
type Document implements Node { id: ID! title: String @deprecated(reason: "Use name.") }
union Item @tag(name: "u") = Folder | Document
enum Visibility @tag(name: "e") { PRIVATE PUBLIC @tag(name: "v") OLD @deprecated(reason: "Gone.") }
input FolderInput @tag(name: "i") { name: String! @tag(name: "n") limit: Int = 10 }
input LookupInput @oneOf { id: ID name: String }
type Query {
  """Reads a folder."""
  folder(id: ID!, by: LookupInput): Folder @tag(name: "q")
  items(first: Int = 10, old: Boolean @deprecated(reason: "No.")): [Item!]!
  legacyFolder: Folder @deprecated(reason: "Use folder.")
}
type Mutation { createFolder(input: FolderInput!): Folder }
type Subscription { folderChanged(id: ID!): Folder }
`;

const schema = buildSchema(SDL);
const type = (name: string) => schema.getType(name) as GraphQLNamedType;

const COMPACT = `## Queries

- [\`folder(id: ID!, by: LookupInput): Folder\`](https://x.test/docs/graphql/queries/folder) — Reads a folder.
- [\`items(first: Int = 10, old: Boolean @deprecated): [Item!]!\`](https://x.test/docs/graphql/queries/items)
- [\`legacyFolder: Folder\`](https://x.test/docs/graphql/queries/legacy-folder)

## Mutations

- [\`createFolder(input: FolderInput!): Folder\`](https://x.test/docs/graphql/mutations/create-folder)

## Subscriptions

- [\`folderChanged(id: ID!): Folder\`](https://x.test/docs/graphql/subscriptions/folder-changed)

## Objects

- [\`type Folder { id: ID!, name: String, createdAt: DateTime }\`](https://x.test/docs/graphql/objects/folder) — A folder.
- [\`type Document { id: ID!, title: String }\`](https://x.test/docs/graphql/objects/document)

## Inputs

- [\`input FolderInput { name: String!, limit: Int }\`](https://x.test/docs/graphql/inputs/folder-input)
- [\`input LookupInput { id: ID, name: String }\`](https://x.test/docs/graphql/inputs/lookup-input)

## Enums

- [\`enum Visibility { PRIVATE PUBLIC OLD }\`](https://x.test/docs/graphql/enums/visibility)

## Scalars

- [\`scalar DateTime\`](https://x.test/docs/graphql/scalars/date-time) — An instant.
- [\`scalar ID\`](https://x.test/docs/graphql/scalars/id) — The \`ID\` scalar type represents a unique identifier, often used to refetch an object or as key for a cache.
- [\`scalar String\`](https://x.test/docs/graphql/scalars/string) — The \`String\` scalar type represents textual data, represented as UTF-8 character sequences.
- [\`scalar Int\`](https://x.test/docs/graphql/scalars/int) — The \`Int\` scalar type represents non-fractional signed whole numeric values.
- [\`scalar Boolean\`](https://x.test/docs/graphql/scalars/boolean) — The \`Boolean\` scalar type represents \`true\` or \`false\`.

## Interfaces

- [\`interface Node { id: ID! }\`](https://x.test/docs/graphql/interfaces/node) — Something with an id

## Unions

- [\`union Item = Folder | Document\`](https://x.test/docs/graphql/unions/item)

## Directives

- [\`directive @tag(name: String!, weight: Int = 1 @deprecated) repeatable on OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE | INTERFACE | SCALAR | UNION | ENUM | INPUT_OBJECT\`](https://x.test/docs/graphql/directives/tag) — Marks an item for a team.\\nSecond line.
- [\`directive @internal on FIELD_DEFINITION\`](https://x.test/docs/graphql/directives/internal)
- [\`directive @include(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT\`](https://x.test/docs/graphql/directives/include) — Directs the executor to include this field or fragment only when the \`if\` argument is true.
- [\`directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT\`](https://x.test/docs/graphql/directives/skip) — Directs the executor to skip this field or fragment when the \`if\` argument is true.
- [\`directive @deprecated(reason: String) on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE | DIRECTIVE_DEFINITION\`](https://x.test/docs/graphql/directives/deprecated) — Marks an element of a GraphQL schema as no longer supported.
- [\`directive @specifiedBy(url: String!) on SCALAR\`](https://x.test/docs/graphql/directives/specified-by) — Exposes a URL that specifies the behavior of this scalar.
- [\`directive @oneOf on INPUT_OBJECT\`](https://x.test/docs/graphql/directives/one-of) — Indicates exactly one field must be supplied and this field must not be \`null\`.
`;

describe('reference pages', () => {
  test('each kind of type has its section and page', () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ['DateTime', 'scalars', 'scalars/date-time'],
      ['Visibility', 'enums', 'enums/visibility'],
      ['FolderInput', 'inputs', 'inputs/folder-input'],
      ['Node', 'interfaces', 'interfaces/node'],
      ['Item', 'unions', 'unions/item'],
      ['Folder', 'objects', 'objects/folder'],
    ];
    for (const [name, section, page] of cases) {
      assert.equal(sectionOf(type(name)), section, name);
      assert.equal(typeSection(type(name)), section, name);
      assert.equal(typePage(type(name)), page, name);
    }
  });

  test('root fields: their section, deprecated or not (/docs/graphql/{section}/{name})', () => {
    assert.equal(FORMER_DEPRECATED_FOLDER, 'deprecated');
    assert.equal(
      rootFieldPage('mutations', {name: 'createFolder', deprecationReason: undefined}),
      'mutations/create-folder',
    );
    assert.equal(
      rootFieldPage('mutations', {name: 'createFolder', deprecationReason: null}),
      'mutations/create-folder',
    );
    assert.equal(
      rootFieldPage('queries', {name: 'legacyFolder', deprecationReason: ''}),
      'queries/legacy-folder',
    );
    assert.equal(directivePage('specifiedBy'), 'directives/specified-by');
  });

  test('root sections in reference order, with their root types', () => {
    assert.deepEqual(OPERATION_SECTION, {query: 'queries', mutation: 'mutations', subscription: 'subscriptions'});
    assert.deepEqual(
      rootSections(schema).map(([section, root]) => [section, root?.name]),
      [
        ['queries', 'Query'],
        ['mutations', 'Mutation'],
        ['subscriptions', 'Subscription'],
      ],
    );
  });
});

describe('reference items', () => {
  test('every item in sidebar order, with its page under the base path', () => {
    assert.deepEqual(
      listReferenceItems(schema, '/ref').map((item) => [item.kind, item.section, item.name, item.path]),
      [
        ['operation', 'queries', 'folder', '/ref/queries/folder'],
        ['operation', 'queries', 'items', '/ref/queries/items'],
        ['operation', 'queries', 'legacyFolder', '/ref/queries/legacy-folder'],
        ['operation', 'mutations', 'createFolder', '/ref/mutations/create-folder'],
        ['operation', 'subscriptions', 'folderChanged', '/ref/subscriptions/folder-changed'],
        ['type', 'objects', 'Folder', '/ref/objects/folder'],
        ['type', 'objects', 'Document', '/ref/objects/document'],
        ['type', 'inputs', 'FolderInput', '/ref/inputs/folder-input'],
        ['type', 'inputs', 'LookupInput', '/ref/inputs/lookup-input'],
        ['type', 'enums', 'Visibility', '/ref/enums/visibility'],
        ['type', 'scalars', 'DateTime', '/ref/scalars/date-time'],
        ['type', 'scalars', 'ID', '/ref/scalars/id'],
        ['type', 'scalars', 'String', '/ref/scalars/string'],
        ['type', 'scalars', 'Int', '/ref/scalars/int'],
        ['type', 'scalars', 'Boolean', '/ref/scalars/boolean'],
        ['type', 'interfaces', 'Node', '/ref/interfaces/node'],
        ['type', 'unions', 'Item', '/ref/unions/item'],
        ['directive', 'directives', 'tag', '/ref/directives/tag'],
        ['directive', 'directives', 'internal', '/ref/directives/internal'],
        ['directive', 'directives', 'include', '/ref/directives/include'],
        ['directive', 'directives', 'skip', '/ref/directives/skip'],
        ['directive', 'directives', 'deprecated', '/ref/directives/deprecated'],
        ['directive', 'directives', 'specifiedBy', '/ref/directives/specified-by'],
        ['directive', 'directives', 'oneOf', '/ref/directives/one-of'],
      ],
    );
    assert.equal(listReferenceItems(schema)[0]?.path, '/docs/graphql/queries/folder');
    // src/graphql knows nothing of the site: its default base path is the site's, written out, and must stay equal.
    assert.equal(DEFAULT_REFERENCE_BASE_PATH, `/${REFERENCE_BASE_PATH}`);
    // The sections in the reference sidebar's order: operations first, then types; the deprecated group keeps its own.
    const order = 'queries mutations subscriptions objects inputs enums scalars interfaces unions directives';
    assert.equal(REFERENCE_SECTIONS.map(({section}) => section).join(' '), order);
    assert.deepEqual(['queries', 'directives', 'deprecated'].map(sectionPosition), [1, 10, undefined]);
  });

  test('the default base path and a custom one are kept apart', () => {
    const custom = listReferenceItems(schema, '/api');
    const standard = listReferenceItems(schema);
    assert.equal(custom[5]?.path, '/api/objects/folder');
    assert.equal(standard[5]?.path, '/docs/graphql/objects/folder');
    assert.equal(listReferenceItems(schema, '/api')[5]?.path, '/api/objects/folder');
  });

  test('typeItem finds a type page by name; root types and unknown names have none', () => {
    assert.equal(typeItem(schema, 'Folder')?.path, '/docs/graphql/objects/folder');
    assert.equal(typeItem(schema, 'Folder', '/x')?.path, '/x/objects/folder');
    assert.equal(typeItem(schema, 'Query'), undefined);
    assert.equal(typeItem(schema, 'Nothing'), undefined);
  });

  test('findReferenceItems: exact names first, else ignoring case and a leading @', () => {
    const found = (name: string) => findReferenceItems(schema, name).map((item) => `${item.section}/${item.name}`);
    assert.deepEqual(found('folder'), ['queries/folder']);
    assert.deepEqual(found('Folder'), ['objects/Folder']);
    assert.deepEqual(found('FOLDER'), ['queries/folder', 'objects/Folder']);
    assert.deepEqual(found(' @tag '), ['directives/tag']);
    assert.deepEqual(found('createfolder'), ['mutations/createFolder']);
    assert.deepEqual(found('nothing'), []);
  });
});

describe('compact reference', () => {
  test('one section per kind, one line per item with its signature, link and first sentence', () => {
    assert.equal(compactReference(schema, {siteUrl: 'https://x.test'}), COMPACT);
  });

  test('empty sections are left out; the text ends with one line break', () => {
    const text = compactReference(buildSchema('type Query { a: Int }'), {siteUrl: ''});
    assert.equal(text.includes('## Mutations'), false);
    assert.equal(text.startsWith('## Queries\n\n- [`a: Int`](/docs/graphql/queries/a)\n\n## Scalars\n'), true, text);
    assert.equal(text.endsWith('.\n'), true);
  });

  test('signatures of operations and directives', () => {
    const query = schema.getQueryType()!.getFields();
    assert.equal(operationSignatureLine(query['items']!), 'items(first: Int = 10, old: Boolean @deprecated): [Item!]!');
    assert.equal(operationSignatureLine(query['legacyFolder']!), 'legacyFolder: Folder');
    assert.equal(directiveSignature(schema.getDirective('internal')!), 'directive @internal on FIELD_DEFINITION');
    assert.equal(
      directiveSignature(schema.getDirective('skip')!),
      'directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT',
    );
  });
});

describe('directive usages', () => {
  test('every element carrying each directive, ordered by coordinate; unused directives have none', () => {
    const usages = listDirectiveUsages(schema);
    assert.deepEqual([...usages.keys()], ['tag', 'internal', 'include', 'skip', 'deprecated', 'specifiedBy', 'oneOf']);
    assert.deepEqual(usages.get('tag'), [
      {coordinate: 'DateTime', element: 'type', typeName: 'DateTime'},
      {coordinate: 'Folder.name(format:)', element: 'argument', typeName: 'Folder', fieldName: 'name'},
      {coordinate: 'FolderInput', element: 'type', typeName: 'FolderInput'},
      {coordinate: 'FolderInput.name', element: 'input field', typeName: 'FolderInput'},
      {coordinate: 'Item', element: 'type', typeName: 'Item'},
      {coordinate: 'Node', element: 'type', typeName: 'Node'},
      {coordinate: 'Node.id', element: 'field', typeName: 'Node', fieldName: 'id'},
      {coordinate: 'Query.folder', element: 'field', typeName: 'Query', fieldName: 'folder'},
      {coordinate: 'Visibility', element: 'type', typeName: 'Visibility'},
      {coordinate: 'Visibility.PUBLIC', element: 'enum value', typeName: 'Visibility'},
    ]);
    assert.deepEqual(usages.get('internal'), [
      {coordinate: 'Folder.name', element: 'field', typeName: 'Folder', fieldName: 'name'},
    ]);
    assert.deepEqual(usages.get('include'), []);
    assert.deepEqual(usages.get('specifiedBy'), []);
    assert.deepEqual(
      usages.get('deprecated')?.map((usage) => [usage.coordinate, usage.element]),
      [
        ['Document.title', 'field'],
        ['Query.items(old:)', 'argument'],
        ['Query.legacyFolder', 'field'],
        ['Visibility.OLD', 'enum value'],
      ],
    );
    assert.deepEqual(usages.get('oneOf'), [{coordinate: 'LookupInput', element: 'type', typeName: 'LookupInput'}]);
  });

  test('a directive the schema does not declare still gets its usages, twice on one element counted twice', () => {
    const loose = buildSchema('type Query { b: Int @later a: Int @later @later }', {assumeValidSDL: true});
    assert.deepEqual(
      listDirectiveUsages(loose)
        .get('later')
        ?.map((usage) => usage.coordinate),
      ['Query.a', 'Query.a', 'Query.b'],
    );
  });
});
