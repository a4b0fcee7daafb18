/**
 * The playground's schema, from the same schema.graphql as the reference, downloaded as the file the site was built
 * from: no introspection request, and no script that grows with the schema. Parsing takes four tasks and building
 * one, so input is handled in between. `npm run build` has already validated this file (its reference step,
 * scripts/generate-reference.ts, stops on an invalid schema), so neither step validates it again.
 */
import {buildASTSchema, type GraphQLSchema} from 'graphql';
import schemaUrl from '@site/schema.graphql';
import {parseInParts} from '@site/src/graphql/parseInParts';

import {nextTask} from '@site/src/client/nextTask';

/** Parts of the SDL, each parsed in a task of its own. */
const SDL_PARTS = 4;

/** The schema's SDL; rejects with a readable message when it cannot be downloaded. */
export async function fetchSchemaSdl(): Promise<string> {
  const response = await fetch(schemaUrl);
  if (!response.ok) throw new Error(`The playground's schema could not be downloaded (HTTP ${response.status}).`);
  return response.text();
}

export async function buildPlaygroundSchema(schemaSdl: string): Promise<GraphQLSchema> {
  const document = await parseInParts(schemaSdl, SDL_PARTS, nextTask);
  return buildASTSchema(document, {assumeValidSDL: true, assumeValid: true});
}
