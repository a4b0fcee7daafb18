/**
 * patches/@graphql-markdown+graphql+1.2.2.patch: graphql-markdown maps a schema once and answers each page's
 * relations ("Member Of", "Returned By", "Implemented By") from indexes built once per schema map. The tests that
 * count reads fail without the patch; the others check that the indexed relations are the ones a plain walk of the
 * schema finds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isNamedType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {getRelationOfField, getRelationOfImplementation, getRelationOfReturn, getSchemaMap} from '@graphql-markdown/graphql';

import {loadSchemaFile} from '../../src/graphql/schemaSource';

type Relations = Record<string, unknown[]>;
type Relate = (type: GraphQLNamedType, schemaMap: never) => unknown;
/** A type's relations of one kind, as graphql-markdown's printer asks for them: from the schema's map. */
const relatedBy = (relate: Relate, type: GraphQLNamedType, schema: GraphQLSchema) =>
  relate(type, getSchemaMap(schema) as never) as Relations;
const relationsOf = (type: GraphQLNamedType, schema: GraphQLSchema) => relatedBy(getRelationOfField as Relate, type, schema);

const nameOf = (entity: unknown) => (entity as {name: string}).name;

test('a schema is mapped once: the same schema gives the same map', () => {
  const schema = buildSchema('type Query { folder: Folder }  type Folder { id: ID! }');
  assert.equal(getSchemaMap(schema), getSchemaMap(schema));
  assert.notEqual(getSchemaMap(schema), getSchemaMap(buildSchema('type Query { id: ID }')), 'one map per schema');
});

test('each entity’s fields are read once per schema map, not once per page that asks for its relations', () => {
  const schema = buildSchema(`
    type Query { folder: Folder }
    type Folder { id: ID!, name: String, parent: Folder, owner: User }
    type User { id: ID!, name: String }
  `);
  const folder = schema.getType('Folder') as GraphQLNamedType & {getFields: () => object};
  const getFields = folder.getFields.bind(folder);
  let reads = 0;
  // The test's own schema object: counting reads of its fields, not replacing anything of graphql-markdown.
  folder.getFields = () => {
    reads += 1;
    return getFields();
  };
  relationsOf(schema.getType('User')!, schema);
  const afterFirstPage = reads;
  for (const name of ['ID', 'String', 'Folder', 'User']) relationsOf(schema.getType(name)!, schema);
  assert.equal(reads, afterFirstPage, 'later pages read no fields');
  assert.deepEqual(relationsOf(schema.getType('User')!, schema).objects?.map(nameOf), ['Folder']);
});

test('the indexed relations are those a walk of every field and argument finds, in the schema map’s order', () => {
  const schema = loadSchemaFile('schema.graphql');
  const schemaMap = getSchemaMap(schema) as unknown as Record<string, Record<string, unknown> | undefined>;
  const uses = (entity: unknown, typeName: string) => {
    const args = (entity as {args?: readonly {type: never}[]}).args ?? [];
    const fields = Object.values((entity as {getFields?: () => Record<string, {type: never}>}).getFields?.() ?? {});
    return [...args, ...fields].some((field) => getNamedType(field.type as GraphQLNamedType).name === typeName);
  };
  let compared = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isNamedType(type) || type.name.startsWith('__')) continue;
    const relations = relationsOf(type, schema);
    for (const [kind, entities] of Object.entries(relations)) {
      const expected = Object.entries(schemaMap[kind] ?? {})
        .filter(([, entity]) => uses(entity, type.name))
        .map(([name, entity]) => (kind === 'directives' ? nameOf(entity) : name));
      assert.deepEqual(entities.map(nameOf), expected, `${type.name}: ${kind}`);
      compared += expected.length;
    }
  }
  assert.ok(compared > 500, `relations compared: ${compared}`);
});

test('the operations a type is returned by, and the unions and interfaces it belongs to, are found without walking the schema for each page', () => {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type Folder implements Node { id: ID!, name: String }
    type Document implements Node { id: ID!, title: String }
    union Item = Folder | Document
    type Query { folder: Folder, item: Item, node: Node }
  `);
  const folder = schema.getType('Folder') as GraphQLNamedType & {getInterfaces: () => readonly unknown[]};
  const item = schema.getType('Item') as GraphQLNamedType & {getTypes: () => readonly unknown[]};
  const query = schema.getQueryType()!.getFields()['folder']!;
  let reads = 0;
  // The test's own schema objects: counting what graphql-markdown reads of them, not replacing anything of its own.
  const getInterfaces = folder.getInterfaces.bind(folder);
  folder.getInterfaces = () => (reads++, getInterfaces());
  const getTypes = item.getTypes.bind(item);
  item.getTypes = () => (reads++, getTypes());
  const returned = query.type;
  Object.defineProperty(query, 'type', {get: () => (reads++, returned)});
  const ask = (name: string) => {
    relatedBy(getRelationOfReturn as Relate, schema.getType(name)!, schema);
    relatedBy(getRelationOfImplementation as Relate, schema.getType(name)!, schema);
  };
  for (const name of ['ID', 'String', 'Node', 'Folder', 'Document', 'Item']) ask(name);
  assert.ok(reads > 0, 'the first pages built the indexes from the schema');
  // A page whose type nothing counted returns, lists or implements: with the indexes, it reads none of them.
  reads = 0;
  for (const name of ['ID', 'String']) ask(name);
  assert.equal(reads, 0, 'pages of unrelated types read no return type, member list or interface list');
  assert.deepEqual(relatedBy(getRelationOfReturn as Relate, folder, schema).queries?.map(nameOf), ['folder']);
  assert.deepEqual(relatedBy(getRelationOfImplementation as Relate, folder, schema).unions?.map(nameOf), ['Item']);
  assert.deepEqual(relatedBy(getRelationOfImplementation as Relate, schema.getType('Node')!, schema).objects?.map(nameOf), [
    'Folder',
    'Document',
  ]);
});

test('the indexed returns, unions and interfaces are those a walk of every entity finds, in the schema map’s order', () => {
  const schema = loadSchemaFile('schema.graphql');
  const schemaMap = getSchemaMap(schema) as unknown as Record<string, Record<string, unknown> | undefined>;
  const walks: [Relate, Record<string, (entity: unknown, typeName: string) => boolean>][] = [
    [
      getRelationOfReturn as Relate,
      Object.fromEntries(
        ['queries', 'mutations', 'subscriptions'].map((kind) => [
          kind,
          (entity: unknown, typeName: string) => getNamedType((entity as {type: never}).type as GraphQLNamedType).name === typeName,
        ]),
      ),
    ],
    [
      getRelationOfImplementation as Relate,
      {
        unions: (entity, typeName) => isUnionType(entity) && entity.getTypes().some((member) => member.name === typeName),
        ...Object.fromEntries(
          ['objects', 'interfaces'].map((kind) => [
            kind,
            (entity: unknown, typeName: string) =>
              (isObjectType(entity) || isInterfaceType(entity)) && entity.getInterfaces().some((iface) => iface.name === typeName),
          ]),
        ),
      },
    ],
  ];
  let compared = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isNamedType(type) || type.name.startsWith('__')) continue;
    for (const [relate, relates] of walks) {
      const relations = relatedBy(relate, type, schema);
      assert.deepEqual(Object.keys(relations).sort(), Object.keys(relates).sort());
      for (const [kind, entities] of Object.entries(relations)) {
        const expected = Object.entries(schemaMap[kind] ?? {})
          .filter(([, entity]) => relates[kind]!(entity, type.name))
          .map(([name]) => name);
        assert.deepEqual(entities.map(nameOf), expected, `${type.name}: ${kind}`);
        compared += expected.length;
      }
    }
  }
  assert.ok(compared > 100, `relations compared: ${compared}`);
});
