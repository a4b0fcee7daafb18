/**
 * Live mode: queries and mutations go to the HTTP endpoint, subscriptions over graphql-ws to the
 * WebSocket endpoint, both authenticated with the API key. The key travels only in the Authorization
 * header (HTTP) or the connection_init payload (WebSocket), never in a URL. Every failure comes back
 * as a result with a readable message (see failureMessages.ts); nothing here throws.
 */
import {createClient} from 'graphql-ws';
import type {FormattedExecutionResult} from 'graphql';

import {describeNetworkFailure, describeSocketFailure, failureResult, interpretHttpReply} from './failureMessages';
import type {OperationRequest} from './operationRequest';

export interface LiveTarget {
  readonly httpEndpoint: string;
  readonly wsEndpoint: string;
  readonly apiKeySettingsUrl: string;
  readonly apiKey: string;
}

function missingKeyResult(target: LiveTarget): FormattedExecutionResult {
  return failureResult(
    `Live mode needs an API key: enter it in the "API key" field above the editor (create one at ${target.apiKeySettingsUrl}), or switch to mock data.`,
  );
}

function requestBody(request: OperationRequest): string {
  return JSON.stringify({
    query: request.query,
    variables: request.variables ?? {},
    ...(request.operationName ? {operationName: request.operationName} : {}),
  });
}

export async function sendLiveOperation(request: OperationRequest, target: LiveTarget): Promise<FormattedExecutionResult> {
  if (!target.apiKey) return missingKeyResult(target);
  let response: Response;
  try {
    response = await fetch(target.httpEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        Authorization: `Bearer ${target.apiKey}`,
      },
      body: requestBody(request),
      // The key must not ride along to any other origin, and no cookies are needed.
      credentials: 'omit',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
    });
  } catch (error) {
    return describeNetworkFailure(error, {endpoint: target.httpEndpoint, apiKeySettingsUrl: target.apiKeySettingsUrl});
  }
  let bodyText: string;
  try {
    bodyText = await response.text();
  } catch (error) {
    return describeNetworkFailure(error, {endpoint: target.httpEndpoint, apiKeySettingsUrl: target.apiKeySettingsUrl});
  }
  return interpretHttpReply(
    {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('Content-Type'),
      retryAfter: response.headers.get('Retry-After'),
      bodyText,
    },
    {endpoint: target.httpEndpoint, apiKeySettingsUrl: target.apiKeySettingsUrl},
  );
}

/**
 * Streams a subscription's events. One client per subscription: the playground runs one operation at
 * a time, and a fresh connection always carries the key currently typed in.
 */
export async function* subscribeLive(request: OperationRequest, target: LiveTarget): AsyncGenerator<FormattedExecutionResult> {
  if (!target.apiKey) {
    yield missingKeyResult(target);
    return;
  }
  const context = {endpoint: target.wsEndpoint, apiKeySettingsUrl: target.apiKeySettingsUrl};
  // Remembers how the socket closed, because graphql-ws may end the iteration with a generic error.
  let lastClose: unknown;
  const client = createClient({
    url: target.wsEndpoint,
    connectionParams: {authorization: `Bearer ${target.apiKey}`},
    lazy: true,
    // A playground should report a broken connection at once rather than retry silently.
    retryAttempts: 0,
    on: {
      closed: (event) => {
        lastClose = event;
      },
    },
  });
  const events = client.iterate({
    query: request.query,
    variables: request.variables ?? {},
    ...(request.operationName ? {operationName: request.operationName} : {}),
  });
  try {
    for await (const event of events) {
      yield event as FormattedExecutionResult;
    }
  } catch (failure) {
    yield describeSocketFailure(failure ?? lastClose, context);
  } finally {
    await events.return?.(undefined);
    await client.dispose();
  }
}
