/**
 * The one fetcher GraphiQL gets: it sends each operation to the mock executor or the live API,
 * depending on the mode, and streams subscriptions from either. GraphiQL never sees the API key: it is
 * closed over here, not passed through GraphiQL's headers.
 */
import type {GraphiQLProps} from 'graphiql';
import type {FormattedExecutionResult, GraphQLSchema} from 'graphql';

import {site} from '@site/src/site';

import {executorLoadFailure} from './failureMessages';
import type {LiveTarget} from './liveExecution';
import {resolveOperation} from './operationRequest';
import type {ExecutionMode} from '../controls/ModeSwitch';

type GraphiQLFetcher = GraphiQLProps['fetcher'];
type GraphiQLFetcherResult = Awaited<ReturnType<GraphiQLFetcher>>;

/**
 * GraphiQL's types want `GraphQLError` instances, but it only prints the result as JSON; the formatted
 * (wire) shape that servers send and mocks produce is what it shows either way.
 */
function isAsyncIterable(value: unknown): value is AsyncIterable<FormattedExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function forGraphiQL(result: FormattedExecutionResult | AsyncIterable<FormattedExecutionResult>): GraphiQLFetcherResult {
  return result as GraphiQLFetcherResult;
}

export interface PlaygroundFetcherOptions {
  readonly mode: ExecutionMode;
  readonly apiKey: string;
  readonly schema: GraphQLSchema;
  /** Told when the executor's code could not be downloaded, so that the page can offer Retry. */
  readonly onExecutorLoadFailure?: () => void;
  /**
   * Aborted when this fetcher is replaced (another mode or key): what its runs still bring back is dropped, so an
   * answer for the old target never lands under the new one (ResponseFollowsTarget.tsx empties the response).
   */
  readonly retired?: AbortSignal;
}

/** No results at all: GraphiQL shows nothing for a stream that ends without one. */
async function* nothing(): AsyncGenerator<FormattedExecutionResult> {}

/** The stream's results until the fetcher is retired. */
async function* untilRetired(
  results: AsyncIterable<FormattedExecutionResult>,
  retired: AbortSignal,
): AsyncGenerator<FormattedExecutionResult> {
  for await (const result of results) {
    if (retired.aborted) return;
    yield result;
  }
}

export function createPlaygroundFetcher({
  mode,
  apiKey,
  schema,
  onExecutorLoadFailure,
  retired,
}: PlaygroundFetcherOptions): GraphiQLFetcher {
  const liveTarget: LiveTarget = {
    httpEndpoint: site.apiHttpEndpoint,
    wsEndpoint: site.apiWsEndpoint,
    apiKeySettingsUrl: site.apiKeySettingsUrl,
    apiKey,
  };

  const run = async (...[params]: Parameters<GraphiQLFetcher>): Promise<GraphiQLFetcherResult> => {
    const {request, kind} = resolveOperation({
      query: params.query,
      variables: params.variables as Record<string, unknown> | undefined,
      operationName: params.operationName ?? null,
    });
    const isSubscription = kind === 'subscription';
    // Each executor is its own chunk, loaded on the first run in its mode: the editor is ready sooner,
    // and a visitor who never goes live never downloads the WebSocket client (nor the mocks, vice versa).
    if (mode === 'mock') {
      const {runMockOperation, streamMockSubscription} = await import(
        /* webpackChunkName: "playground-mock-executor" */ './mockExecution'
      );
      return forGraphiQL(isSubscription ? streamMockSubscription(schema, request) : await runMockOperation(schema, request));
    }
    const {sendLiveOperation, subscribeLive} = await import(
      /* webpackChunkName: "playground-live-executor" */ './liveExecution'
    );
    return forGraphiQL(isSubscription ? subscribeLive(request, liveTarget) : await sendLiveOperation(request, liveTarget));
  };

  const runOrFail = async (params: Parameters<GraphiQLFetcher>[0]): Promise<GraphiQLFetcherResult> => {
    try {
      return await run(params);
    } catch (error) {
      // Only a failed chunk download lands here: both executors report their own failures as results. The next run
      // downloads the chunk again.
      onExecutorLoadFailure?.();
      return forGraphiQL(executorLoadFailure(error));
    }
  };

  return async (params) => {
    const result = await runOrFail(params);
    if (!retired) return result;
    if (retired.aborted) return forGraphiQL(nothing());
    return isAsyncIterable(result) ? forGraphiQL(untilRetired(result, retired)) : result;
  };
}
