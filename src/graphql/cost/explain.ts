/**
 * Words and figures about a cost, shared by every place that shows one: the reference examples (HTML and Markdown
 * copy), the playground, the mock API's errors and the MCP server.
 */
import type {GraphQLSchema} from 'graphql';

import {operationCost, type ConnectionCost, type OperationCost} from './calculate';
import {COST_FORMULA_PATH, COST_LIMITS, formatCount} from './limits';

/** How the cost of an operation changes with one page-size variable. */
export interface PageSizeEffect {
  readonly variable: string;
  /** The operation's complexity at a few page sizes: the smallest, the example's, the largest allowed. */
  readonly points: readonly {readonly pageSize: number; readonly complexity: number}[];
  /** The largest page size that keeps the operation within the complexity limit (0 when none does). */
  readonly largestWithinLimit: number;
}

/** What a reference example shows about its cost; plain data, computed when the reference is generated. */
export interface ExampleCost {
  readonly complexity: number;
  readonly depth: number;
  readonly maxComplexity: number;
  readonly maxDepth: number;
  readonly pageSizes: readonly PageSizeEffect[];
}

/** `62 points of 2,500, depth 4 of 12` */
export function costSummary(cost: Pick<OperationCost, 'complexity' | 'depth'>): string {
  return `${formatCount(cost.complexity)} points of ${formatCount(COST_LIMITS.maxComplexity)}, depth ${cost.depth} of ${COST_LIMITS.maxDepth}`;
}

export function isOverLimit(cost: Pick<OperationCost, 'complexity' | 'depth'>): boolean {
  return cost.complexity > COST_LIMITS.maxComplexity || cost.depth > COST_LIMITS.maxDepth;
}

/**
 * The page size that brings the operation within the complexity limit by shrinking this connection alone; its
 * items cost points (connectionToShrink).
 */
function sizeWithinLimit(cost: OperationCost, connection: ConnectionCost): number {
  const fixed = cost.complexity - connection.pageSize * connection.pointsPerItem;
  return Math.min(connection.pageSize - 1, Math.floor((COST_LIMITS.maxComplexity - fixed) / connection.pointsPerItem));
}

/** The connection to shrink first: the one that costs most and whose items cost something. */
export function connectionToShrink(cost: OperationCost): ConnectionCost | undefined {
  return cost.connections.find((connection) => connection.pointsPerItem > 0 && connection.pageSize > 1);
}

function pageArgument(connection: ConnectionCost): string {
  return connection.argument ?? 'first';
}

/** `` `documents` (folders.nodes.documents, first: 50) `` */
export function describeConnection(connection: ConnectionCost): string {
  const size =
    connection.pageSizeSource === 'default'
      ? `no first or last: ${COST_LIMITS.defaultPageSize} items`
      : `${pageArgument(connection)}: ${connection.pageSize}${connection.variable ? ` from $${connection.variable}` : ''}`;
  return `\`${connection.fieldName}\` (${connection.path}, ${size})`;
}

/** What to do about an operation over the complexity limit, naming the connection to shrink. */
export function shrinkAdvice(cost: OperationCost): string {
  const connection = connectionToShrink(cost);
  if (!connection) return 'Select fewer fields, or split it into several operations.';
  const size = sizeWithinLimit(cost, connection);
  const named = `Shrink ${describeConnection(connection)}: it costs ${formatCount(connection.points)} points`;
  if (size < 1)
    return `${named}; even one item per page is over the limit, so select fewer fields inside it or split the operation.`;
  const after = cost.complexity - (connection.pageSize - size) * connection.pointsPerItem;
  return `${named}, and ${pageArgument(connection)}: ${size} brings the operation to ${formatCount(after)} points.`;
}

/** Why an operation is over a limit, in one or two sentences; undefined when it is within both. */
export function overLimitMessage(cost: OperationCost): string | undefined {
  const parts: string[] = [];
  if (cost.depth > COST_LIMITS.maxDepth)
    parts.push(`It is nested ${cost.depth} levels deep, more than the limit of ${COST_LIMITS.maxDepth}: flatten it.`);
  if (cost.complexity > COST_LIMITS.maxComplexity)
    parts.push(
      `It costs ${formatCount(cost.complexity)} points, more than the limit of ${formatCount(COST_LIMITS.maxComplexity)}. ${shrinkAdvice(cost)}`,
    );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * What to do about an operation over a limit, in a sentence for a status line under the editor, which shows the
 * figures beside it: `Shrink \`folders\` to first: 24 (2,450 points).` A connection whose name the operation uses
 * more than once is named by its path. Undefined within both limits.
 */
export function overLimitBrief(cost: OperationCost): string | undefined {
  const parts: string[] = [];
  if (cost.depth > COST_LIMITS.maxDepth) parts.push(`Nested ${cost.depth} levels deep, more than ${COST_LIMITS.maxDepth}: flatten it.`);
  if (cost.complexity > COST_LIMITS.maxComplexity) {
    const connection = connectionToShrink(cost);
    if (!connection) {
      parts.push('Select fewer fields, or split it into several operations.');
    } else {
      const named = cost.connections.filter((each) => each.fieldName === connection.fieldName).length > 1 ? connection.path : connection.fieldName;
      const size = sizeWithinLimit(cost, connection);
      const after = cost.complexity - (connection.pageSize - size) * connection.pointsPerItem;
      parts.push(
        size < 1
          ? `Even one item of \`${named}\` per page is over the limit: select fewer fields inside it, or split the operation.`
          : `Shrink \`${named}\` to ${pageArgument(connection)}: ${size} (${formatCount(after)} points).`,
      );
    }
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Page sizes an example's cost is shown at: the smallest, the example's own, the largest allowed. */
function pageSizesShown(current: number): number[] {
  return [...new Set([COST_LIMITS.minPageSize, current, COST_LIMITS.maxPageSize])].sort((a, b) => a - b);
}

/**
 * The cost of an example operation, and how it changes with each page-size variable it uses (other variables as
 * given). Computed when the reference is generated, so the page carries only numbers.
 */
export function exampleCost(
  schema: GraphQLSchema,
  query: string,
  variables: Readonly<Record<string, unknown>>,
): ExampleCost {
  const cost = operationCost(schema, query, {variables});
  const pageVariables = [
    ...new Set(cost.connections.flatMap((connection) => (connection.variable ? [connection.variable] : []))),
  ].sort();
  const complexityWith = (variable: string, pageSize: number): number =>
    operationCost(schema, query, {variables: {...variables, [variable]: pageSize}}).complexity;
  const pageSizes = pageVariables.map((variable) => {
    const current =
      typeof variables[variable] === 'number' ? (variables[variable] as number) : COST_LIMITS.defaultPageSize;
    let largestWithinLimit = 0;
    for (let size = COST_LIMITS.maxPageSize; size >= COST_LIMITS.minPageSize; size -= 1) {
      if (complexityWith(variable, size) <= COST_LIMITS.maxComplexity) {
        largestWithinLimit = size;
        break;
      }
    }
    return {
      variable,
      points: pageSizesShown(current).map((pageSize) => ({pageSize, complexity: complexityWith(variable, pageSize)})),
      largestWithinLimit,
    };
  });
  return {
    complexity: cost.complexity,
    depth: cost.depth,
    maxComplexity: COST_LIMITS.maxComplexity,
    maxDepth: COST_LIMITS.maxDepth,
    pageSizes,
  };
}

/** `$first`: 1 → 8 points, 10 → 62 points, 100 → 602 points */
export function pageSizeSentence(effect: PageSizeEffect): string {
  const steps = effect.points.map((point) => `${point.pageSize} → ${formatCount(point.complexity)}`).join(', ');
  const within =
    effect.largestWithinLimit >= COST_LIMITS.maxPageSize
      ? 'every allowed page size stays within the limit'
      : effect.largestWithinLimit > 0
        ? `at most ${effect.largestWithinLimit} stays within the limit`
        : 'no page size stays within the limit';
  return `\`$${effect.variable}\`: ${steps} points (${within})`;
}

/** The cost of a reference example in the page's Markdown copy; `siteUrl` makes the link absolute. */
export function costMarkdown(cost: ExampleCost, siteUrl = ''): string {
  const lines = [
    `**Cost:** complexity ${formatCount(cost.complexity)} of ${formatCount(cost.maxComplexity)} points, depth ${cost.depth} of ${cost.maxDepth} ([how it is computed](${siteUrl}${COST_FORMULA_PATH})).`,
  ];
  for (const effect of cost.pageSizes) lines.push(`- ${pageSizeSentence(effect)}`);
  return lines.join('\n');
}
