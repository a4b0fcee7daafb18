/**
 * The playground's failure mapping: every HTTP status, body and WebSocket close a live request can end
 * with must come back as a GraphQL-shaped result whose message a person can act on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {
  describeNetworkFailure,
  describeRetryAfter,
  describeSocketFailure,
  executorLoadFailure,
  interpretHttpReply,
  type HttpReply,
} from '../../src/playground/execution/failureMessages';
import {site} from '../../src/site';

const context = {endpoint: site.apiHttpEndpoint, apiKeySettingsUrl: site.apiKeySettingsUrl};
const wsContext = {endpoint: site.apiWsEndpoint, apiKeySettingsUrl: site.apiKeySettingsUrl};

function reply(overrides: Partial<HttpReply>): HttpReply {
  return {status: 200, statusText: 'OK', contentType: 'application/json', retryAfter: null, bodyText: '{}', ...overrides};
}

function onlyMessage(result: {errors?: ReadonlyArray<{message: string}>}): string {
  assert.equal(result.errors?.length, 1, 'exactly one error');
  return result.errors?.[0]?.message ?? '';
}

test('a GraphQL result passes through unchanged, data and errors alike', () => {
  const body = {data: {me: {id: 'VXNlcjox'}}};
  assert.deepEqual(interpretHttpReply(reply({bodyText: JSON.stringify(body)}), context), body);
  const partial = {data: {me: null}, errors: [{message: 'Not found', path: ['me']}]};
  assert.deepEqual(interpretHttpReply(reply({bodyText: JSON.stringify(partial)}), context), partial);
});

test('a 400 with GraphQL errors (validation, bad variables) shows the server errors themselves', () => {
  const body = {errors: [{message: 'Cannot query field "nope" on type "Query".', locations: [{line: 1, column: 3}]}]};
  const result = interpretHttpReply(reply({status: 400, statusText: 'Bad Request', bodyText: JSON.stringify(body)}), context);
  assert.deepEqual(result, body);
});

test('401 says the key was rejected and where to get a new one, with the server explanation', () => {
  const message = onlyMessage(
    interpretHttpReply(reply({status: 401, statusText: 'Unauthorized', bodyText: '{"errors":[{"message":"Invalid API key"}]}'}), context),
  );
  assert.match(message, /API key was rejected \(HTTP 401\)/);
  assert.ok(message.includes(site.apiKeySettingsUrl));
  assert.match(message, /Invalid API key/);
});

test('403 names the missing permission, not a wrong key', () => {
  const message = onlyMessage(interpretHttpReply(reply({status: 403, statusText: 'Forbidden', bodyText: ''}), context));
  assert.match(message, /not allowed.*HTTP 403/);
});

test('429 reads Retry-After in seconds and as an HTTP date', () => {
  const seconds = onlyMessage(interpretHttpReply(reply({status: 429, retryAfter: '30', bodyText: ''}), context));
  assert.match(seconds, /HTTP 429/);
  assert.match(seconds, /wait 30 seconds/);
  const now = new Date('2025-11-04T09:30:00Z');
  assert.match(describeRetryAfter('Tue, 04 Nov 2025 09:31:00 GMT', now), /wait 60 seconds/);
  assert.match(describeRetryAfter(null, now), /Wait a moment/);
  assert.match(describeRetryAfter('soon', now), /Retry-After: soon/);
});

test('5xx says the problem is on the server, whatever the body', () => {
  for (const [status, statusText, bodyText] of [
    [500, 'Internal Server Error', '{"errors":[{"message":"boom"}]}'],
    [502, 'Bad Gateway', '<html><body>Bad gateway</body></html>'],
    [503, '', ''],
  ] as const) {
    const message = onlyMessage(interpretHttpReply(reply({status, statusText, bodyText, contentType: 'text/html'}), context));
    assert.match(message, new RegExp(`HTTP ${status}`));
    assert.match(message, /problem on the server/);
    assert.doesNotMatch(message, /<html>/, 'markup is not echoed');
  }
});

test('a non-JSON 200 names the status and content type', () => {
  const message = onlyMessage(
    interpretHttpReply(reply({bodyText: '<!doctype html><p>Login</p>', contentType: 'text/html; charset=utf-8'}), context),
  );
  assert.match(message, /not JSON \(HTTP 200 OK, content type text\/html\)/);
});

test('JSON that is not a GraphQL result is reported as such', () => {
  assert.match(onlyMessage(interpretHttpReply(reply({bodyText: '{"hello":"world"}'}), context)), /not a GraphQL result/);
  assert.match(
    onlyMessage(interpretHttpReply(reply({status: 404, statusText: 'Not Found', bodyText: '{"message":"No route"}'}), context)),
    /refused the request \(HTTP 404 Not Found\).*No route/,
  );
});

test('a network failure names the endpoint', () => {
  const message = onlyMessage(describeNetworkFailure(new TypeError('Failed to fetch'), context));
  assert.ok(message.includes(site.apiHttpEndpoint));
  assert.match(message, /Failed to fetch/);
});

test('WebSocket closes and errors become readable messages', () => {
  const unauthorized = onlyMessage(describeSocketFailure({code: 4401, reason: 'Unauthorized'}, wsContext));
  assert.match(unauthorized, /API key was rejected.*4401/);
  assert.ok(unauthorized.includes(site.apiKeySettingsUrl));
  assert.match(onlyMessage(describeSocketFailure({code: 1006, reason: ''}, wsContext)), /could not be opened.*1006/);
  assert.match(onlyMessage(describeSocketFailure({code: 4999, reason: 'odd'}, wsContext)), /closed.*4999.*odd/);
  assert.match(onlyMessage(describeSocketFailure(new Event('error'), wsContext)), /Could not open a WebSocket/);
  assert.match(onlyMessage(describeSocketFailure(new Error('socket hang up'), wsContext)), /socket hang up/);
  const serverErrors = [{message: 'Unknown field'}];
  assert.deepEqual(describeSocketFailure(serverErrors, wsContext), {errors: serverErrors});
});

test("a failed download of the executor's code says what failed and points at Retry, not at a reload", () => {
  const result = executorLoadFailure(new Error('Loading chunk playground-mock-executor failed.'));
  assert.deepEqual(result, {
    errors: [
      {
        message:
          'The playground could not load its executor (Loading chunk playground-mock-executor failed.). Check your connection and press Retry.',
      },
    ],
  });
  assert.doesNotMatch(executorLoadFailure('offline').errors![0]!.message, /reload/i);
});
