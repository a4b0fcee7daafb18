/**
 * Turns every way a live request can fail into a GraphQL-shaped result with a readable message, so the
 * response pane always shows text a person can act on. Pure (no fetch, no clock of its own), so the
 * mapping is unit-tested in Node.
 */
import type {FormattedExecutionResult, GraphQLFormattedError} from 'graphql';

export interface FailureContext {
  /** Where the request went, named in messages about unreachable servers. */
  readonly endpoint: string;
  /** Where users create API keys, named in messages about rejected keys. */
  readonly apiKeySettingsUrl: string;
}

/** The parts of an HTTP reply the mapping needs; the fetcher reads them from a `Response`. */
export interface HttpReply {
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly bodyText: string;
}

export function failureResult(message: string, extensions?: Record<string, unknown>): FormattedExecutionResult {
  const error: GraphQLFormattedError = extensions ? {message, extensions} : {message};
  return {errors: [error]};
}

function isGraphQLResult(value: unknown): value is FormattedExecutionResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  const hasData = 'data' in candidate;
  const hasErrors = Array.isArray(candidate['errors']);
  return hasData || hasErrors;
}

function parseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch {
    return {ok: false};
  }
}

/** The server's own explanation, if it sent one: the first GraphQL error, or a short plain-text body. */
function serverExplanation(reply: HttpReply, parsed: unknown): string | undefined {
  if (isGraphQLResult(parsed)) {
    const message = parsed.errors?.[0]?.message;
    return message ? message : undefined;
  }
  if (typeof parsed === 'object' && parsed !== null && typeof (parsed as {message?: unknown}).message === 'string') {
    return (parsed as {message: string}).message;
  }
  const text = reply.bodyText.trim();
  const looksLikeMarkup = text.startsWith('<');
  if (text && !looksLikeMarkup && text.length <= 200) return text;
  return undefined;
}

function withExplanation(message: string, explanation: string | undefined): string {
  return explanation ? `${message} The API said: "${explanation}"` : message;
}

/** `Retry-After` is either a number of seconds or an HTTP date. */
export function describeRetryAfter(retryAfter: string | null, now: Date): string {
  if (retryAfter === null || retryAfter.trim() === '') return 'Wait a moment before trying again.';
  const trimmed = retryAfter.trim();
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return `The API asks to wait ${seconds} second${seconds === 1 ? '' : 's'} (Retry-After: ${trimmed}).`;
  }
  const retryAt = Date.parse(trimmed);
  if (Number.isNaN(retryAt)) return `Wait a moment before trying again (Retry-After: ${trimmed}).`;
  const seconds = Math.max(0, Math.ceil((retryAt - now.getTime()) / 1000));
  return `The API asks to wait ${seconds} second${seconds === 1 ? '' : 's'} (Retry-After: ${trimmed}).`;
}

function statusLabel(reply: HttpReply): string {
  return reply.statusText ? `HTTP ${reply.status} ${reply.statusText}` : `HTTP ${reply.status}`;
}

/**
 * Maps an HTTP reply to what the response pane shows. GraphQL results pass through unchanged, including
 * the 4xx replies of the GraphQL-over-HTTP spec that carry `errors` (validation, bad variables); the
 * statuses people must act on (401, 403, 429, 5xx) and non-GraphQL bodies get an explanation.
 */
export function interpretHttpReply(reply: HttpReply, context: FailureContext, now: Date = new Date()): FormattedExecutionResult {
  const parsed = parseJson(reply.bodyText);
  const value = parsed.ok ? parsed.value : undefined;
  const explanation = serverExplanation(reply, value);
  const extensions = {httpStatus: reply.status};

  if (reply.status === 401) {
    return failureResult(
      withExplanation(
        `The API key was rejected (HTTP 401). Check the key or create a new one at ${context.apiKeySettingsUrl}.`,
        explanation,
      ),
      extensions,
    );
  }
  if (reply.status === 403) {
    return failureResult(
      withExplanation(
        `The API key is valid but not allowed to do this (HTTP 403). Ask an administrator of your company for the permission, or create a key with it at ${context.apiKeySettingsUrl}.`,
        explanation,
      ),
      extensions,
    );
  }
  if (reply.status === 429) {
    return failureResult(
      withExplanation(`Too many requests (HTTP 429): the rate limit of this key is used up. ${describeRetryAfter(reply.retryAfter, now)}`, explanation),
      extensions,
    );
  }
  if (reply.status >= 500) {
    return failureResult(
      withExplanation(
        `The API could not answer (${statusLabel(reply)}). This is a problem on the server, not in your operation; try again in a moment.`,
        explanation,
      ),
      extensions,
    );
  }
  if (!parsed.ok) {
    const kind = reply.contentType ? `content type ${reply.contentType.split(';')[0]}` : 'no content type';
    return failureResult(
      `The API answered with something that is not JSON (${statusLabel(reply)}, ${kind}). A proxy, firewall or captive portal may be answering instead of the API.`,
      extensions,
    );
  }
  if (isGraphQLResult(value)) return value;
  if (reply.status >= 400) {
    return failureResult(withExplanation(`The API refused the request (${statusLabel(reply)}).`, explanation), extensions);
  }
  return failureResult(
    `The API answered with JSON that is not a GraphQL result (${statusLabel(reply)}, neither "data" nor "errors").`,
    extensions,
  );
}

/** What the response pane shows when the executor's code could not be downloaded; the page offers Retry. */
export function executorLoadFailure(error: unknown): FormattedExecutionResult {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return failureResult(`The playground could not load its executor${detail}. Check your connection and press Retry.`);
}

/** `fetch` rejects (with a TypeError) when no HTTP answer arrives at all. */
export function describeNetworkFailure(error: unknown, context: FailureContext): FormattedExecutionResult {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return failureResult(
    `Could not reach the API at ${context.endpoint}${detail}. Check your internet connection; a firewall, VPN or browser extension may be blocking the request.`,
  );
}

/** Close codes of the graphql-transport-ws protocol and the WebSocket standard, in plain words. */
const SOCKET_CLOSE_REASONS: Readonly<Record<number, string>> = {
  1001: 'the server is going away',
  1006: 'the connection could not be opened or was cut',
  1011: 'the server had an internal error',
  4400: 'the server did not understand a message',
  4403: 'the API key is valid but not allowed to subscribe to this',
  4406: 'the server does not speak the graphql-transport-ws protocol',
  4408: 'the connection was not initialised in time',
  4429: 'too many connection attempts',
  4500: 'the server had an internal error',
  4504: 'the server did not acknowledge the connection in time',
};

export interface SocketClose {
  readonly code: number;
  readonly reason: string;
}

export function describeSocketClose(close: SocketClose, context: FailureContext): FormattedExecutionResult {
  const extensions = {webSocketCloseCode: close.code};
  const reason = close.reason ? ` The server said: "${close.reason}"` : '';
  if (close.code === 4401) {
    return failureResult(
      `The API key was rejected when opening the WebSocket (close code 4401). Check the key or create a new one at ${context.apiKeySettingsUrl}.${reason}`,
      extensions,
    );
  }
  const known = SOCKET_CLOSE_REASONS[close.code];
  const what = known ?? 'the connection closed before the subscription finished';
  return failureResult(`The WebSocket to ${context.endpoint} closed: ${what} (close code ${close.code}).${reason}`, extensions);
}

function isSocketClose(value: unknown): value is SocketClose {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {code?: unknown}).code === 'number' &&
    typeof (value as {reason?: unknown}).reason === 'string'
  );
}

function isFormattedErrorList(value: unknown): value is GraphQLFormattedError[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'message' in item);
}

/**
 * graphql-ws reports a failed subscription with a CloseEvent, a list of GraphQL errors (the server's
 * `error` message), an `Error`, or the socket's bare `error` Event; each becomes a readable result.
 */
export function describeSocketFailure(failure: unknown, context: FailureContext): FormattedExecutionResult {
  if (isSocketClose(failure)) return describeSocketClose(failure, context);
  if (isFormattedErrorList(failure)) return {errors: failure};
  if (failure instanceof Error && failure.message) {
    return failureResult(`The WebSocket subscription to ${context.endpoint} failed: ${failure.message}`);
  }
  return failureResult(
    `Could not open a WebSocket to ${context.endpoint}. Check your internet connection; a firewall, proxy or VPN may block WebSockets.`,
  );
}
