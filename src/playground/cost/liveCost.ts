/**
 * What the playground shows about the operation being edited: its cost by the published formula, the costliest
 * connection or field, and, over a limit, what to shrink. Pure, so it is unit-tested in Node; the playground runs it
 * on every edit of the operation or its variables.
 */
import {Kind, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode} from 'graphql';

import {
  COST_LIMITS,
  connectionToShrink,
  isOverLimit,
  operationCost,
  OperationCostError,
  overLimitBrief,
  overLimitMessage,
  type CostLocation,
  type OperationCost,
} from '@site/src/graphql/cost';

export interface LiveCost {
  readonly cost: OperationCost;
  readonly overLimit: boolean;
  /** Why it is over a limit and what to shrink; undefined within the limits. */
  readonly problem?: string;
  /** What to shrink, in brief, for the status line that shows the figures (code in backticks); within the limits, none. */
  readonly brief?: string;
  /** Where the connection to shrink (or the costliest field) is, for the caret. */
  readonly focus?: CostLocation;
}

/** Variables as typed: an object, else none (the editor may hold half-typed JSON). */
export function parseVariables(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The operation GraphiQL runs: the only one, else the one the caret is in, else the first. */
function operationAt(document: DocumentNode, offset: number | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length <= 1 || offset === undefined) return operations[0];
  return (
    operations.find((operation) => operation.loc && operation.loc.start <= offset && offset <= operation.loc.end) ??
    operations[0]
  );
}

/**
 * The cost of the operation in `query` with `variables`; undefined while the text does not parse or holds no
 * operation (the playground then keeps showing the last cost it had).
 */
export function liveCost(
  schema: GraphQLSchema,
  query: string,
  variables: Record<string, unknown>,
  caretOffset?: number,
): LiveCost | undefined {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const operation = operationAt(document, caretOffset);
  if (!operation) return undefined;
  let cost: OperationCost;
  try {
    cost = operationCost(
      schema,
      {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)],
      },
      {variables},
    );
  } catch (error) {
    // An operation the formula cannot cost (a fragment that spreads itself) has no cost yet, like one that does not parse.
    if (error instanceof OperationCostError) return undefined;
    throw error;
  }
  const overLimit = isOverLimit(cost);
  const shrink = cost.complexity > COST_LIMITS.maxComplexity ? connectionToShrink(cost) : undefined;
  return {
    cost,
    overLimit,
    ...(overLimit && {problem: overLimitMessage(cost), brief: overLimitBrief(cost)}),
    ...((shrink?.location ?? cost.costliest?.location) && {focus: shrink?.location ?? cost.costliest?.location}),
  };
}
