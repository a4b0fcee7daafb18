/**
 * run_mock_operation: executes an operation against the playground's mock data (src/graphql/mocks/), the same
 * deterministic answers the playground's mock mode and `npm run mock-api` give. A subscription yields its first
 * events.
 */
import type {GraphQLSchema} from 'graphql';

import {formatResult, mockSchemaCache, subscribeMock} from '../../../src/graphql/mocks';
import {parseOperation, requireOperationText, selectOperation, variablesOf, type OperationInput} from '../operations';

/** Events a subscription answers with; the mocks emit them without a pause here. */
export const MOCK_SUBSCRIPTION_EVENTS = 2;

const mockSchemaFor = mockSchemaCache({subscriptionEventCount: MOCK_SUBSCRIPTION_EVENTS, subscriptionIntervalMs: 0});

/** The response as the API would send it (JSON), or a list of events for a subscription. */
export async function runMockOperation(schema: GraphQLSchema, input: OperationInput): Promise<string> {
  const query = requireOperationText(input);
  const variables = variablesOf(input);
  const document = parseOperation(query);
  const isSubscription =
    'kind' in document && selectOperation(document, input.operationName).operation === 'subscription';
  const results: unknown[] = [];
  for await (const result of subscribeMock({
    schema: mockSchemaFor(schema),
    query,
    variables,
    operationName: input.operationName ?? null,
  })) {
    results.push(formatResult(result));
  }
  const body = JSON.stringify(isSubscription ? results : results[0], null, 2);
  return isSubscription ? `Subscription events (mock data, first ${MOCK_SUBSCRIPTION_EVENTS}):\n${body}` : body;
}
