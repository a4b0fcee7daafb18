/**
 * graphql-markdown rebuilds its whole schema map (every type sorted into kinds, with a quadratic chain
 * of object spreads) for each page it prints: about 950 times for this schema, 1.5 s of the reference's
 * 5 s budget. The map depends only on the schema, which does not change while the generator runs, and
 * its callers only read it; so one map per schema object is built and shared. The generated pages stayed
 * byte-identical; tests/unit/reference-schema-map-memo.test.ts checks the shared map against a freshly built one.
 */
import type {GraphQLSchema} from 'graphql';

import {graphqlMarkdownGraphqlModule} from './graphql-markdown-modules';

type SchemaMapBuilder = (schema: GraphQLSchema | undefined) => unknown;

/** The module every graphql-markdown package reads `getSchemaMap` from (through getters of its index). */
interface IntrospectionModule {
  getSchemaMap: SchemaMapBuilder;
}

let installed = false;

export function shareSchemaMapPerSchema(): void {
  if (installed) return;
  installed = true;
  const introspection = graphqlMarkdownGraphqlModule<IntrospectionModule>('introspection');
  const buildSchemaMap = introspection.getSchemaMap;
  const maps = new WeakMap<GraphQLSchema, unknown>();
  introspection.getSchemaMap = (schema) => {
    if (!schema) return buildSchemaMap(schema);
    if (!maps.has(schema)) maps.set(schema, buildSchemaMap(schema));
    return maps.get(schema);
  };
}
