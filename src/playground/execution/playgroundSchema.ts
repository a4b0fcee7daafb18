/**
 * The playground's schema, from the same schema.graphql as the reference: no introspection request.
 * Parsing takes four tasks and building one (about 140 ms and 130 ms in all on a phone). `npm run build` has
 * already validated this file (its reference step, scripts/generate-reference.ts, stops on an invalid schema),
 * so neither step validates it again.
 */
import {buildASTSchema, type GraphQLSchema} from 'graphql';
import {setSchemaSource} from 'monaco-graphql/esm/utils.js';
import schemaSdl from '@site/schema.graphql';
import {parseInParts} from '@site/src/graphql/parseInParts';

import {nextTask} from '@site/src/client/nextTask';

/** About 40 KB of SDL per task. */
const SDL_PARTS = 4;

export async function buildPlaygroundSchema(): Promise<GraphQLSchema> {
  const document = await parseInParts(schemaSdl, SDL_PARTS, nextTask);
  const schema = buildASTSchema(document, {assumeValidSDL: true, assumeValid: true});
  // The GraphQL language worker gets this file's text, not a print of the schema (patches/monaco-graphql+*.patch).
  setSchemaSource(schema, schemaSdl);
  return schema;
}
