/**
 * The cost a guide states under an operation marked ```graphql … cost (or cost="breakdown"), as Markdown, for the
 * pages' Markdown copies; src/plugins/remark-operation-cost.ts writes the same into the HTML.
 */
import type {GraphQLSchema} from 'graphql';

import {operationCost, type OperationCost} from './calculate';
import {COST_FORMULA_PATH} from './explain';
import {COST_LIMITS, formatCount} from './limits';

/** `cost` or `cost="breakdown"` in a code block's meta; group 1 or 2 is the value. */
export const COST_META = /(?:^|\s)cost(?:=(?:"([^"]*)"|(\S+)))?(?:\s|$)/;

export function wantsBreakdown(meta: RegExpExecArray): boolean {
  return (meta[1] ?? meta[2]) === 'breakdown';
}

/** The variables of the ```json title="Variables" block that comes next in `lines`, if that is the next block. */
export function variablesInLines(lines: readonly string[]): Record<string, unknown> | undefined {
  const start = lines.findIndex((line) => /^\s*(`{3,}|~{3,})/.test(line));
  if (start < 0 || !/^\s*```json\b.*title="Variables"/.test(lines[start]!)) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^\s*```\s*$/.test(line));
  try {
    return JSON.parse(lines.slice(start + 1, end < 0 ? undefined : end).join('\n')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export function costSentenceMarkdown(cost: OperationCost, siteUrl: string): string {
  return `Cost: **${formatCount(cost.complexity)} points** of ${formatCount(COST_LIMITS.maxComplexity)}, depth **${cost.depth}** of ${COST_LIMITS.maxDepth}, computed from this operation by the [published formula](${siteUrl}${COST_FORMULA_PATH}).`;
}

export function costBreakdownMarkdown(cost: OperationCost): string {
  return [
    '| Field | Counted | Points |',
    '|---|--:|--:|',
    ...cost.fields.map(
      (field) =>
        `| \`${field.path}\` | ${field.times === 1 ? 'once' : `${formatCount(field.times)} times`} | ${formatCount(field.times)} |`,
    ),
    `| **Total** | | **${formatCount(cost.complexity)}** |`,
  ].join('\n');
}

/**
 * What a Markdown copy adds after a fenced block: the operation's cost when its info string is `graphql … cost`;
 * undefined for any other block. `following` are the lines after the block, where its variables may be.
 */
export function codeBlockCostMarkdown(
  schema: GraphQLSchema,
  info: string,
  code: string,
  following: readonly string[],
  siteUrl: string,
): string | undefined {
  const [language = '', ...rest] = info.trim().split(/\s+/);
  const meta = language === 'graphql' ? COST_META.exec(rest.join(' ')) : null;
  if (!meta) return undefined;
  const cost = operationCost(schema, code, {variables: variablesInLines(following)});
  const sentence = costSentenceMarkdown(cost, siteUrl);
  return wantsBreakdown(meta) ? `${sentence}\n\n${costBreakdownMarkdown(cost)}` : sentence;
}
