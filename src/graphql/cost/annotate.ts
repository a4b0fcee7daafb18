/**
 * How a guide marks an operation whose cost the page states: ```graphql … cost (or cost="breakdown"). The cost is
 * written under it by src/plugins/remark-operation-cost.ts, on the page and in its Markdown copy alike.
 */

/** `cost` or `cost="breakdown"` in a code block's meta; group 1 or 2 is the value. */
export const COST_META = /(?:^|\s)cost(?:=(?:"([^"]*)"|(\S+)))?(?:\s|$)/;

export function wantsBreakdown(meta: RegExpExecArray): boolean {
  return (meta[1] ?? meta[2]) === 'breakdown';
}
