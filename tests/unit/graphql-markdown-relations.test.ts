/**
 * patches/@graphql-markdown+graphql+1.2.2.patch: graphql-markdown maps a schema once and answers each page's
 * "Member Of" relations from an index built once per schema map. These tests fail without the patch (the first two),
 * and check that the indexed relations are the ones a plain walk of the schema finds (the third).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSchema, getNamedType, isNamedType, type GraphQLNamedType, type GraphQLSchema} from 'graphql';
import {getRelationOfField, getSchemaMap} from '@graphql-markdown/graphql';

import {loadSchemaFile} from '../../src/graphql/schemaSource';

type Relations = Record<string, unknown[]>;
const relationsOf = (type: GraphQLNamedType, schema: GraphQLSchema) =>
  getRelationOfField(type, getSchemaMap(schema) as never) as unknown as Relations;

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
