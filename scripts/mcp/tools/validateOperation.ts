/**
 * validate_operation: an operation and its variables checked against schema.graphql with graphql-js (parse,
 * validate, variable coercion). Each problem comes with its line and column; graphql-js words the "Did you mean …?"
 * suggestions for unknown fields, types, arguments and enum values.
 */
import {getVariableValues, validate, type GraphQLError, type GraphQLSchema} from 'graphql';

import {
  formatGraphQLError,
  parseOperation,
  requireOperationText,
  selectOperation,
  variablesOf,
  type OperationInput,
} from '../operations';

export interface ValidationReport {
  readonly valid: boolean;
  readonly errors: readonly {readonly message: string; readonly line?: number; readonly column?: number}[];
  readonly text: string;
}

function report(errors: readonly GraphQLError[], operationLabel: string): ValidationReport {
  const list = errors.map((error) => ({
    message: error.message,
    line: error.locations?.[0]?.line,
    column: error.locations?.[0]?.column,
  }));
  const text =
    errors.length === 0
      ? `Valid: ${operationLabel} conforms to schema.graphql, and its variables coerce to their types.`
      : `Invalid: ${errors.length} problem${errors.length === 1 ? '' : 's'} (line:column: message)\n${errors
          .map((error) => `- ${formatGraphQLError(error)}`)
          .join('\n')}`;
  return {valid: errors.length === 0, errors: list, text};
}

export function validateOperation(schema: GraphQLSchema, input: OperationInput): ValidationReport {
  const document = parseOperation(requireOperationText(input));
  const variables = variablesOf(input);
  if (!('kind' in document)) return report([document], 'the operation');
  const errors = validate(schema, document);
  if (errors.length > 0) return report(errors, 'the operation');
  const operation = selectOperation(document, input.operationName);
  const label = `${operation.operation}${operation.name ? ` ${operation.name.value}` : ''}`;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return report(coerced.errors ?? [], label);
}
