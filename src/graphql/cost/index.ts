/** Operation cost: the published formula (calculate.ts), its limits (limits.ts), what it means (explain.ts). */
export * from './calculate';
export * from './explain';
export * from './enforce';
export * from './limits';
export * from './annotate';
export * from './nesting';
