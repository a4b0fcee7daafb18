/**
 * graphql-markdown rebuilds its whole schema map (every type sorted into kinds, with a quadratic chain
 * of object spreads) for each page it prints: about 950 times for this schema, 1.5 s of the reference's
 * 5 s budget. The map depends only on the schema, which does not change while the generator runs, and
 * its callers only read it; so one map per schema object is built and shared. The generated pages stayed
 * byte-identical; tests/unit/reference-schema-map-memo.test.ts checks the shared map against a freshly built one.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

import type {GraphQLSchema} from 'graphql';

type SchemaMapBuilder = (schema: GraphQLSchema | undefined) => unknown;

interface IntrospectionModule {
  getSchemaMap: SchemaMapBuilder;
}

/** The module every graphql-markdown package reads `getSchemaMap` from (through getters of its index). */
function introspectionModule(): IntrospectionModule {
  // Resolved from the generator's own package, so the copy patched is the copy it uses.
  const requireFromCore = createRequire(require.resolve('@graphql-markdown/core'));
  const graphqlPackageEntry = requireFromCore.resolve('@graphql-markdown/graphql');
  return requireFromCore(join(dirname(graphqlPackageEntry), 'introspection.js')) as IntrospectionModule;
}

let installed = false;

export function shareSchemaMapPerSchema(): void {
  if (installed) return;
  installed = true;
  const introspection = introspectionModule();
  const buildSchemaMap = introspection.getSchemaMap;
  const maps = new WeakMap<GraphQLSchema, unknown>();
  introspection.getSchemaMap = (schema) => {
    if (!schema) return buildSchemaMap(schema);
    if (!maps.has(schema)) maps.set(schema, buildSchemaMap(schema));
    return maps.get(schema);
  };
}
