import {getOperationAST, parse, type DocumentNode, type OperationTypeNode} from 'graphql';

/** What GraphiQL hands the fetcher, in the shape both executors (mock and live) take. */
export interface OperationRequest {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string | null;
}

/** The request as it will be executed, and which kind of operation it runs (when that can be told). */
export interface ResolvedOperation {
  readonly request: OperationRequest;
  readonly kind?: OperationTypeNode;
}

/**
 * Decides from the query text itself which operation runs and whether it is a subscription (to be
 * streamed). GraphiQL updates its parsed document and operation name after a short debounce, so an
 * operation run straight after it was typed or pasted can arrive with the previous document's name: a
 * name that matches nothing in a one-operation document is dropped rather than sent on. `kind` is
 * undefined when the text does not parse or names no single operation; the executor then reports that
 * problem itself, as a GraphQL error.
 */
export function resolveOperation(request: OperationRequest): ResolvedOperation {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch {
    return {request};
  }
  const named = request.operationName ? getOperationAST(document, request.operationName) : null;
  if (named) return {request, kind: named.operation};
  const only = getOperationAST(document);
  if (!only) return {request};
  return {request: {...request, operationName: only.name?.value ?? null}, kind: only.operation};
}
