/**
 * What comes back for each reference example: the example operation run, with its variables, by the mock executor
 * the playground's mock mode and `npm run mock-api` use (./mocks/). For a subscription, its first event.
 *
 * The mock schema keeps the entities it generated, and its samples are numbered in the order they are asked for, so
 * a response depends on the examples run before it. All examples run in one fixed order (`listRootFields`), against
 * one mock schema built for them: a fresh `npm run mock-api` sent the same examples in the same order answers each
 * with the same response (tests/e2e/operation-examples.spec.ts checks every one).
 */
import type {FormattedExecutionResult, GraphQLSchema} from 'graphql';

import type {OperationExample} from './examples';
import {createMockExecutableSchema, formatResult, subscribeMock} from './mocks';

/** What an example's Upload variable holds when it runs in-process: a file name, the multipart part's stand-in. */
export const EXAMPLE_UPLOAD_VALUE = 'upload.pdf';

/** The example's variables with every Upload path (`variables.input.file`) filled, as the server sees them. */
export function variablesWithUploads(example: Pick<OperationExample, 'variables' | 'uploadPaths'>): Record<string, unknown> {
  const variables = structuredClone(example.variables);
  for (const path of example.uploadPaths) {
    const keys = path.split('.').slice(1);
    let target = variables as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = EXAMPLE_UPLOAD_VALUE;
  }
  return variables;
}

/** The key of an example's response: `mutation createFolder`. */
export function exampleKey(example: Pick<OperationExample, 'operationType' | 'fieldName'>): string {
  return `${example.operationType} ${example.fieldName}`;
}

/**
 * The response to each example, by exampleKey, from one mock schema, in the examples' order. Fails naming the
 * example when the mocks answer it with errors: a page never shows a failed example as its response.
 */
export async function exampleResponses(
  schema: GraphQLSchema,
  examples: readonly OperationExample[],
): Promise<Map<string, FormattedExecutionResult>> {
  const mockSchema = createMockExecutableSchema(schema, {subscriptionEventCount: 1, subscriptionIntervalMs: 0});
  const responses = new Map<string, FormattedExecutionResult>();
  for (const example of examples) {
    const stream = subscribeMock({
      schema: mockSchema,
      query: example.query,
      variables: variablesWithUploads(example),
      operationName: example.operationName,
    });
    const first = await stream.next();
    await stream.return(undefined);
    const result = first.done ? undefined : formatResult(first.value);
    if (!result || result.errors) {
      throw new Error(`the mock response to the example of ${exampleKey(example)} failed: ${JSON.stringify(result?.errors)}`);
    }
    // The mocks refuse some inputs as the API would (./mocks/failures.ts): an example must not be one of them.
    const refused = Object.values(result.data ?? {}).find(
      (value) => Array.isArray((value as {userErrors?: unknown} | null)?.userErrors) && (value as {userErrors: unknown[]}).userErrors.length > 0,
    );
    if (refused) {
      throw new Error(`the mocks refuse the example of ${exampleKey(example)}: ${JSON.stringify((refused as {userErrors: unknown}).userErrors)}`);
    }
    responses.set(exampleKey(example), result);
  }
  return responses;
}
