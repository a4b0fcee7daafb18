import {getOperationAST, parse, type DocumentNode, type OperationTypeNode} from 'graphql';

/** What GraphiQL hands the fetcher, in the shape both executors (mock and live) take. */
export interface OperationRequest {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string | null;
}

/**
 * Whether the operation to run is a query, mutation or subscription, so subscriptions can be streamed.
 * `undefined` when the document does not parse or names no single operation: the executor then reports
 * that problem itself, as a GraphQL error.
 */
export function operationKind(request: OperationRequest, documentAST?: DocumentNode): OperationTypeNode | undefined {
  let document = documentAST;
  if (!document) {
    try {
      document = parse(request.query);
    } catch {
      return undefined;
    }
  }
  return getOperationAST(document, request.operationName ?? undefined)?.operation;
}
