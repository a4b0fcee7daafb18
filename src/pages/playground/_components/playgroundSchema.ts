/**
 * The playground's schema, from the same schema.graphql as the reference: no introspection request.
 * Parsing and building are a task each (about 100 ms apiece on a phone). `npm run build` has already validated
 * this file (its reference step, scripts/generate-reference.ts, stops on an invalid schema), so neither step
 * validates it again.
 */
import {buildASTSchema, parse, type GraphQLSchema} from 'graphql';
import schemaSdl from '@site/schema.graphql';

import {nextTask} from './nextTask';

export async function buildPlaygroundSchema(): Promise<GraphQLSchema> {
  const document = parse(schemaSdl, {noLocation: true});
  await nextTask();
  return buildASTSchema(document, {assumeValidSDL: true, assumeValid: true});
}
