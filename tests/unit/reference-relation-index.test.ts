/**
 * scripts/reference/relation-index.ts answers graphql-markdown's "Member Of" question from an index. These tests
 * keep it honest: for every item of the real schema its answer equals the original function's, and the page
 * printer calls the indexed version once it is installed.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {indexFieldRelationsPerSchemaMap, originalGetRelationOfField} from '../../scripts/reference/relation-index';
import {shareSchemaMapPerSchema} from '../../scripts/reference/schema-map-memo';
import {SCHEMA_FILE} from '../../src/config/reference';
import {loadSchemaFile} from '../../src/graphql/schemaSource';

type SchemaMap = Record<string, Record<string, unknown> | undefined>;
type GetRelation = (type: unknown, schemaMap: SchemaMap | undefined) => Record<string, unknown[]>;

/** The graphql helpers as the page printer (@graphql-markdown/printer-legacy) reads them, at call time. */
function printersGraphql(): {getRelationOfField: GetRelation; getSchemaMap: (schema: unknown) => SchemaMap} {
  const requireFromCore = createRequire(require.resolve('@graphql-markdown/core'));
  const requireFromPrinter = createRequire(requireFromCore.resolve('@graphql-markdown/printer-legacy'));
  return requireFromPrinter('@graphql-markdown/graphql');
}

test('the indexed "Member Of" relations equal graphql-markdown’s for every item of the schema', () => {
  shareSchemaMapPerSchema();
  const original = originalGetRelationOfField();
  const schema = loadSchemaFile(SCHEMA_FILE);
  const schemaMap = printersGraphql().getSchemaMap(schema);

  indexFieldRelationsPerSchemaMap();
  const indexed = printersGraphql().getRelationOfField;
  assert.notEqual(indexed, original, 'the printer calls the indexed version');

  let compared = 0;
  let nonEmpty = 0;
  for (const [kind, items] of Object.entries(schemaMap)) {
    for (const [name, item] of Object.entries(items ?? {})) {
      const expected = original(item, schemaMap);
      assert.deepEqual(indexed(item, schemaMap), expected, `${kind}.${name}`);
      compared++;
      if (Object.values(expected).some((relations) => relations.length > 0)) nonEmpty++;
    }
  }
  assert.ok(compared > 400, `compared ${compared} items`);
  assert.ok(nonEmpty > 100, `${nonEmpty} items have relations: the comparison is not between empty answers`);
  assert.deepEqual(indexed(schema.getType('Folder'), undefined), {}, 'no schema map, no relations (as the original)');
});
