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
function forGraphiQL(result: FormattedExecutionResult | AsyncIterable<FormattedExecutionResult>): GraphiQLFetcherResult {
  return result as GraphiQLFetcherResult;
}

export interface PlaygroundFetcherOptions {
  readonly mode: ExecutionMode;
  readonly apiKey: string;
  readonly schema: GraphQLSchema;
  /** Told when the executor's code could not be downloaded, so that the page can offer Retry. */
  readonly onExecutorLoadFailure?: () => void;
}

export function createPlaygroundFetcher({
  mode,
  apiKey,
  schema,
  onExecutorLoadFailure,
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

  return async (params) => {
    try {
      return await run(params);
    } catch (error) {
      // Only a failed chunk download lands here: both executors report their own failures as results. The next run
      // downloads the chunk again.
      onExecutorLoadFailure?.();
      return forGraphiQL(executorLoadFailure(error));
    }
  };
}
