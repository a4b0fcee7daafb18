/**
 * The playground's schema, from the same schema.graphql as the reference: no introspection request.
 * Parsing and building are a task each (about 100 ms apiece on a phone). `npm run build` has already validated
 * this file (its reference step, scripts/generate-reference.ts, stops on an invalid schema), so neither step
 * validates it again.
 */
import {buildASTSchema, parse, type GraphQLSchema} from 'graphql';
import {setSchemaSource} from 'monaco-graphql/esm/utils.js';
import schemaSdl from '@site/schema.graphql';

import {nextTask} from './nextTask';

export async function buildPlaygroundSchema(): Promise<GraphQLSchema> {
  const document = parse(schemaSdl, {noLocation: true});
  await nextTask();
  const schema = buildASTSchema(document, {assumeValidSDL: true, assumeValid: true});
  // The GraphQL language worker gets this file's text, not a print of the schema (patches/monaco-graphql+*.patch).
  setSchemaSource(schema, schemaSdl);
  return schema;
}
