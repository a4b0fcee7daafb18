/** Reading an operation and its variables from a tool call: the shared part of validate_operation and run_mock_operation. */
import {getOperationAST, GraphQLError, type DocumentNode, type OperationDefinitionNode} from 'graphql';

import {parseWithinNesting} from '../../src/graphql/cost';

import {ToolInputError} from './errors';

export interface OperationInput {
  readonly operation: string;
  readonly variables?: Record<string, unknown> | string | undefined;
  readonly operationName?: string | undefined;
}

/** Variables as an object: given as one, or as JSON text of one. */
export function variablesOf(input: OperationInput): Record<string, unknown> {
  const {variables} = input;
  if (variables === undefined) return {};
  if (typeof variables !== 'string') return variables;
  if (variables.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(variables);
  } catch (error) {
    throw new ToolInputError(`variables is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ToolInputError('variables must be a JSON object, such as {"id": "…"}.');
  }
  return parsed as Record<string, unknown>;
}

export function requireOperationText(input: OperationInput): string {
  if (input.operation.trim() === '')
    throw new ToolInputError('operation is empty: pass the text of a GraphQL operation.');
  return input.operation;
}

/** `line:column: message` for each location of an error, or the message alone. */
export function formatGraphQLError(error: GraphQLError): string {
  const location = error.locations?.[0];
  return location ? `${location.line}:${location.column}: ${error.message}` : error.message;
}

/**
 * Parses the operation; a syntax error, or a document nested deeper than the API reads (QUERY_TOO_DEEP), comes back
 * as a GraphQLError with its location.
 */
export function parseOperation(text: string): DocumentNode | GraphQLError {
  try {
    return parseWithinNesting(text);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
}

/** The operation to check or run; several operations without a matching operationName is bad input. */
export function selectOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode {
  const operation = getOperationAST(document, operationName);
  if (operation) return operation;
  const names = document.definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [],
  );
  if (names.length === 0) throw new ToolInputError('The document has no operation (only fragments?).');
  throw new ToolInputError(
    operationName
      ? `The document has no operation named "${operationName}"; it has ${names.map((name) => `"${name}"`).join(', ')}.`
      : `The document has several operations (${names.join(', ')}): pass operationName to choose one.`,
  );
}
