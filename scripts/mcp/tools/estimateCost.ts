/**
 * estimate_cost: an operation's complexity and depth by the published formula (src/graphql/cost), the same numbers
 * the playground shows and the mock API enforces, with the connections that cost most and what to shrink when it is
 * over a limit. Bad input (no operation, a syntax error, a document the schema rejects) is a tool error.
 */
import {validate, type GraphQLSchema} from 'graphql';

import {
  COST_FORMULA_PATH,
  COST_LIMITS,
  costSummary,
  describeConnection,
  formatCount,
  operationCost,
  overLimitMessage,
} from '../../../src/graphql/cost';
import {ToolInputError} from '../errors';
import * as operations from '../operations';

/** Connections listed at most, costliest first. */
const LISTED_CONNECTIONS = 5;

export function estimateCost(schema: GraphQLSchema, input: operations.OperationInput): string {
  const document = operations.parseOperation(operations.requireOperationText(input));
  if (!('kind' in document))
    throw new ToolInputError(`The operation does not parse: ${operations.formatGraphQLError(document)}`);
  const errors = validate(schema, document);
  if (errors.length > 0) {
    throw new ToolInputError(
      `The operation does not match the schema (check it with validate_operation):\n${errors
        .map((error) => `- ${operations.formatGraphQLError(error)}`)
        .join('\n')}`,
    );
  }
  const operation = operations.selectOperation(document, input.operationName);
  const cost = operationCost(schema, document, {
    variables: operations.variablesOf(input),
    operationName: operation.name?.value ?? null,
  });
  const lines = [
    `Complexity: ${formatCount(cost.complexity)} points (limit ${formatCount(COST_LIMITS.maxComplexity)})`,
    `Depth: ${cost.depth} levels (limit ${COST_LIMITS.maxDepth})`,
    `In short: ${costSummary(cost)}.`,
  ];
  const problems = cost.pageSizeProblems.map(
    (problem) =>
      `- ${problem.path}: ${problem.argument} is ${JSON.stringify(problem.value)}; it must be between ${COST_LIMITS.minPageSize} and ${COST_LIMITS.maxPageSize} (BAD_USER_INPUT).`,
  );
  if (problems.length > 0) lines.push('', 'Page sizes the API refuses:', ...problems);
  const over = overLimitMessage(cost);
  lines.push('', over ? `Over a limit: the API refuses it. ${over}` : 'Within the limits: the API runs it.');
  if (cost.connections.length > 0) {
    lines.push(
      '',
      'Connections, costliest first (points include everything inside them):',
      ...cost.connections
        .slice(0, LISTED_CONNECTIONS)
        .map((connection) => `- ${describeConnection(connection)}: ${formatCount(connection.points)} points`),
    );
  }
  lines.push('', `How the cost is computed: ${COST_FORMULA_PATH}`);
  return lines.join('\n');
}
