/**
 * The judged query set (judged-queries.jsonl: one query a line, with the pages that answer it) and the measures
 * taken over it: hit@1, hit@3 and MRR@8. A result answers a query when its path is an accepted one: an accepted
 * path with an anchor names that section only, one without names every section of the page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const JUDGED_SET_FILE = path.join(__dirname, 'judged-queries.jsonl');

export interface JudgedQuery {
  readonly query: string;
  readonly kind: string;
  readonly accept: readonly string[];
  /** 1-based line in the judged set file, for messages. */
  readonly line: number;
}

export interface QueryOutcome {
  readonly judged: JudgedQuery;
  /** The result paths, best first. */
  readonly paths: readonly string[];
  /** 1-based rank of the first answering result, or null when none of the results answers. */
  readonly rank: number | null;
}

export interface Scores {
  readonly queries: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly mrrAt8: number;
  readonly misses: readonly QueryOutcome[];
}

const KINDS = new Set([
  'identifier',
  'enum value',
  'partial',
  'task',
  'concept',
  'error',
  'limit',
  'blog',
  'plural',
  'typo',
  'question',
]);

/** Reads and checks the judged set; `knownPaths` are the section paths of the built indexes. */
export function loadJudgedSet(knownPaths: ReadonlySet<string>, file = JUDGED_SET_FILE): JudgedQuery[] {
  const knownPages = new Set([...knownPaths].map(pagePath));
  const normalisedKnown = new Set([...knownPaths].map(normalise));
  const judged: JudgedQuery[] = [];
  const seen = new Set<string>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (!text.trim()) return;
      const where = `${file}:${index + 1}`;
      let row: unknown;
      try {
        row = JSON.parse(text);
      } catch (error) {
        throw new Error(`${where}: not JSON (${(error as Error).message})`);
      }
      const {query, kind, accept} = row as Partial<JudgedQuery>;
      if (typeof query !== 'string' || !query.trim()) throw new Error(`${where}: "query" must be a non-empty string`);
      if (typeof kind !== 'string' || !KINDS.has(kind))
        throw new Error(`${where}: "kind" must be one of ${[...KINDS].join(', ')}`);
      if (!Array.isArray(accept) || accept.length === 0)
        throw new Error(`${where}: "accept" must list at least one page`);
      if (seen.has(query)) throw new Error(`${where}: "${query}" is judged twice`);
      seen.add(query);
      for (const path of accept) {
        const known = path.includes('#') ? normalisedKnown.has(normalise(path)) : knownPages.has(pagePath(path));
        if (!known) throw new Error(`${where}: "${path}" is not a page or section of the built site`);
      }
      judged.push({query, kind, accept, line: index + 1});
    });
  return judged;
}

function normalise(path: string): string {
  const [page = '', anchor] = path.split('#');
  const route = page.length > 1 ? page.replace(/\/$/, '') : page;
  return anchor ? `${route}#${anchor}` : route;
}

function pagePath(path: string): string {
  return normalise(path).split('#')[0]!;
}

export function answers(judged: JudgedQuery, path: string): boolean {
  return judged.accept.some((accepted) =>
    accepted.includes('#') ? normalise(accepted) === normalise(path) : pagePath(accepted) === pagePath(path),
  );
}

export function outcome(judged: JudgedQuery, paths: readonly string[]): QueryOutcome {
  const index = paths.slice(0, 8).findIndex((path) => answers(judged, path));
  return {judged, paths, rank: index < 0 ? null : index + 1};
}

export function score(outcomes: readonly QueryOutcome[]): Scores {
  const count = outcomes.length;
  const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / count;
  return {
    queries: count,
    hitAt1: share((o) => o.rank === 1),
    hitAt3: share((o) => o.rank !== null && o.rank <= 3),
    mrrAt8: outcomes.reduce((sum, o) => sum + (o.rank === null ? 0 : 1 / o.rank), 0) / count,
    misses: outcomes.filter((o) => o.rank !== 1),
  };
}
