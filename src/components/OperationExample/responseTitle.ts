import type {OperationType} from '../../graphql/examples';

/** The response block's title: a subscription answers with a stream of events, of which the page shows one. */
export function responseTitle(operationType: OperationType): string {
  return operationType === 'subscription' ? 'Response: one event (mock data)' : 'Response (mock data)';
}
