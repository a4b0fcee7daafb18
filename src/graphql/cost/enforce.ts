/**
 * The limits as the API enforces them, for the places that execute operations (the mock API, the playground's mock
 * mode): an operation over a limit is refused with the documented error before it runs (over HTTP, the status its
 * media type calls for: docs/errors.mdx); an operation that runs reports its cost in `extensions.cost`.
 */
import {GraphQLError, type DocumentNode, type GraphQLSchema} from 'graphql';

import {operationCost, type CostLocation, type OperationCost} from './calculate';
import {shrinkAdvice} from './explain';
import {COST_LIMITS, formatCount} from './limits';

/** `extensions.cost` of a response, as docs/errors.mdx documents it. */
export interface CostExtension {
  readonly complexity: number;
  readonly depth: number;
  readonly maxComplexity: number;
  readonly maxDepth: number;
}

export function costExtension(cost: Pick<OperationCost, 'complexity' | 'depth'>): CostExtension {
  return {
    complexity: cost.complexity,
    depth: cost.depth,
    maxComplexity: COST_LIMITS.maxComplexity,
    maxDepth: COST_LIMITS.maxDepth,
  };
}

function where(location: CostLocation | undefined): string {
  return location ? `, line ${location.line}` : '';
}

/** The errors an operation gets before it runs: page sizes out of range, then depth, then complexity. */
export function costErrors(cost: OperationCost): GraphQLError[] {
  const extension = costExtension(cost);
  const errors = cost.pageSizeProblems.map(
    (problem) =>
      new GraphQLError(
        `Argument "${problem.argument}" must be between ${COST_LIMITS.minPageSize} and ${COST_LIMITS.maxPageSize} (got ${JSON.stringify(problem.value)} at ${problem.path}${where(problem.location)}).`,
        {extensions: {code: 'BAD_USER_INPUT'}, path: problem.path.split('.')},
      ),
  );
  if (cost.depth > COST_LIMITS.maxDepth) {
    errors.push(
      new GraphQLError(
        `The operation is nested ${cost.depth} levels deep, more than the limit of ${COST_LIMITS.maxDepth}: flatten it, or fetch the deeper levels in another operation.`,
        {extensions: {code: 'QUERY_TOO_DEEP', cost: extension}},
      ),
    );
  }
  if (cost.complexity > COST_LIMITS.maxComplexity) {
    errors.push(
      new GraphQLError(
        `The operation costs ${formatCount(cost.complexity)} points, more than the limit of ${formatCount(COST_LIMITS.maxComplexity)}. ${shrinkAdvice(cost)}`,
        {extensions: {code: 'QUERY_TOO_COMPLEX', cost: extension}},
      ),
    );
  }
  return errors;
}

export interface CostCheck {
  readonly cost: OperationCost;
  /** Empty when the operation may run. */
  readonly errors: readonly GraphQLError[];
}

/**
 * The cost of the operation to run and the errors that stop it; undefined when the document names no single
 * operation (execution reports that problem itself).
 */
export function checkOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  operationName: string | null | undefined,
): CostCheck | undefined {
  let cost: OperationCost;
  try {
    cost = operationCost(schema, document, {variables, operationName});
  } catch {
    return undefined;
  }
  return {cost, errors: costErrors(cost)};
}
