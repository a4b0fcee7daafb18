/**
 * Mock mode: runs operations in the browser against the shared mocks (src/graphql/mocks/), so
 * nothing goes over the network. Results come back in the wire shape GraphiQL prints; anything the
 * executor throws becomes a readable error instead of an empty response pane.
 */
import type {FormattedExecutionResult, GraphQLSchema} from 'graphql';

import {executeMock, formatResult, mockSchemaCache, subscribeMock} from '@site/src/graphql/mocks';

import {failureResult} from './failureMessages';
import type {OperationRequest} from './operationRequest';

/** One mock schema per page visit, built on the first run. */
const mockSchemaFor = mockSchemaCache();

function executorFailure(error: unknown): FormattedExecutionResult {
  const detail = error instanceof Error ? error.message : String(error);
  return failureResult(`The in-browser mock could not run this operation: ${detail}`);
}

export async function runMockOperation(
  schema: GraphQLSchema,
  request: OperationRequest,
): Promise<FormattedExecutionResult> {
  try {
    return formatResult(
      await executeMock({
        schema: mockSchemaFor(schema),
        query: request.query,
        variables: request.variables ?? null,
        operationName: request.operationName ?? null,
      }),
    );
  } catch (error) {
    return executorFailure(error);
  }
}

export async function* streamMockSubscription(
  schema: GraphQLSchema,
  request: OperationRequest,
): AsyncGenerator<FormattedExecutionResult> {
  try {
    const events = subscribeMock({
      schema: mockSchemaFor(schema),
      query: request.query,
      variables: request.variables ?? null,
      operationName: request.operationName ?? null,
    });
    for await (const event of events) yield formatResult(event);
  } catch (error) {
    yield executorFailure(error);
  }
}
