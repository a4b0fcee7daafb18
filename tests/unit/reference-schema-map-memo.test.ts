/**
 * scripts/reference/schema-map-memo.ts shares graphql-markdown's schema map between pages. These tests keep the
 * shortcut honest: the generator's own packages see the shared map, and it equals what they would have built.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {shareSchemaMapPerSchema} from '../../scripts/reference/schema-map-memo';
import {SCHEMA_FILE} from '../../src/config/reference';
import {loadSchemaFile} from '../../src/graphql/schemaSource';

type SchemaMapBuilder = (schema: unknown) => Record<string, Record<string, unknown> | undefined>;

/** `getSchemaMap` as the page printer (@graphql-markdown/printer-legacy) imports it. */
function printersGetSchemaMap(): SchemaMapBuilder {
  const requireFromCore = createRequire(require.resolve('@graphql-markdown/core'));
  const requireFromPrinter = createRequire(requireFromCore.resolve('@graphql-markdown/printer-legacy'));
  return (requireFromPrinter('@graphql-markdown/graphql') as {getSchemaMap: SchemaMapBuilder}).getSchemaMap;
}

test('the printer gets one shared schema map per schema, equal to the one it would have built', () => {
  const schema = loadSchemaFile(SCHEMA_FILE);
  const built = printersGetSchemaMap()(schema);
  assert.notEqual(printersGetSchemaMap()(schema), built, 'unshared before the patch: a new map on each call');

  shareSchemaMapPerSchema();
  const shared = printersGetSchemaMap()(schema);
  assert.equal(printersGetSchemaMap()(schema), shared, 'the same map on every call');
  assert.deepEqual(Object.keys(shared), Object.keys(built));
  for (const [kind, items] of Object.entries(built)) {
    assert.deepEqual(Object.keys(shared[kind] ?? {}), Object.keys(items ?? {}), `${kind}: same items, same order`);
    for (const [name, item] of Object.entries(items ?? {})) assert.equal(shared[kind]?.[name], item, `${kind}.${name}`);
  }

  const otherSchema = loadSchemaFile(SCHEMA_FILE);
  assert.notEqual(printersGetSchemaMap()(otherSchema), shared, 'another schema gets its own map');
});
