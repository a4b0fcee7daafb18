/**
 * The playground's schema, from the same schema.graphql as the reference: no introspection request.
 * Parsing takes four tasks and building one, so input is handled in between. `npm run build` has
 * already validated this file (its reference step, scripts/generate-reference.ts, stops on an invalid schema),
 * so neither step validates it again.
 */
import {buildASTSchema, type GraphQLSchema} from 'graphql';
import schemaSdl from '@site/schema.graphql';
import {parseInParts} from '@site/src/graphql/parseInParts';

import {nextTask} from '@site/src/client/nextTask';

/** Parts of the SDL, each parsed in a task of its own. */
const SDL_PARTS = 4;

export async function buildPlaygroundSchema(): Promise<GraphQLSchema> {
  const document = await parseInParts(schemaSdl, SDL_PARTS, nextTask);
  return buildASTSchema(document, {assumeValidSDL: true, assumeValid: true});
}
