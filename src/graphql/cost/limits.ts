/**
 * The one home of the operation limits: the limits page, the cost module, the mock API, the playground and the
 * MCP server all read them from here. Plain data, so a page can import it without the cost calculator.
 */
export interface CostLimits {
  /** Points an operation may cost at most. */
  readonly maxComplexity: number;
  /** Nested selection sets an operation may open at most. */
  readonly maxDepth: number;
  /** Smallest `first`/`last` a connection accepts. */
  readonly minPageSize: number;
  /** Largest `first`/`last` a connection accepts. */
  readonly maxPageSize: number;
  /** Items a connection returns when neither `first` nor `last` is given. */
  readonly defaultPageSize: number;
}

export const COST_LIMITS = {
  maxComplexity: 2500,
  maxDepth: 12,
  minPageSize: 1,
  maxPageSize: 100,
  defaultPageSize: 25,
} as const satisfies CostLimits;

/**
 * Braces, brackets and parentheses a document may nest before it is read: deeper, it is refused with QUERY_TOO_DEEP
 * before parsing (nesting.ts). Far above what `maxDepth` lets an operation use, with its arguments' input objects.
 */
export const MAX_DOCUMENT_NESTING = 64;

/** Where the limits page explains the formula, from the site's root. */
export const COST_FORMULA_PATH = '/docs/limits#query-complexity';

/**
 * `2,500`: how the portal writes the numbers of this module in prose, as `toLocaleString('en-US')` writes a whole
 * number. Written without Intl: a page's first Intl formatter sets up the browser's locale data, a long task on a
 * phone (issue 60), and every reference page evaluates this module.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(?:\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** The rate limit: the points one API key may spend in a rolling window of this many seconds. */
export const RATE_LIMIT = {points: 5000, windowSeconds: 60} as const;

/** The limits as the docs write them (`2,500`), for `{limits.…}` in MDX and in the pages' Markdown copies. */
export const LIMIT_TEXT: Readonly<
  Record<keyof CostLimits | 'maxNesting' | 'ratePoints' | 'rateWindowSeconds' | 'maxComplexityRunsPerWindow', string>
> = {
  maxComplexity: formatCount(COST_LIMITS.maxComplexity),
  maxDepth: formatCount(COST_LIMITS.maxDepth),
  minPageSize: formatCount(COST_LIMITS.minPageSize),
  maxPageSize: formatCount(COST_LIMITS.maxPageSize),
  defaultPageSize: formatCount(COST_LIMITS.defaultPageSize),
  maxNesting: formatCount(MAX_DOCUMENT_NESTING),
  ratePoints: formatCount(RATE_LIMIT.points),
  rateWindowSeconds: formatCount(RATE_LIMIT.windowSeconds),
  // How many operations at the complexity limit a key's budget pays for in one window.
  maxComplexityRunsPerWindow: formatCount(Math.floor(RATE_LIMIT.points / COST_LIMITS.maxComplexity)),
};
