/**
 * The judged query sets (one query a line, with the pages that answer it) and the measures taken over them: hit@1,
 * hit@3 and MRR@8. A result answers a query when its path is an accepted one: an accepted path with an anchor names
 * that section only, one without names every section of the page.
 *
 * Two sets: judged-queries.jsonl, written by the team with the pages at hand (kept as a regression set), and
 * blind-queries.jsonl, written by writers who never saw the pages and judged by a separate reader
 * (maintainers/search.md). A blind row also says who wrote it, its `status` (only `judged` rows are measured; the
 * duplicates, headings typed back and unanswerable queries stay for the record), its `half` of the split, and for
 * every accepted path the sentence on that page that answers it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const JUDGED_SET_FILE = path.join(__dirname, 'judged-queries.jsonl');
export const BLIND_SET_FILE = path.join(__dirname, 'blind-queries.jsonl');

export type Half = 'tuning' | 'test';

export interface JudgedQuery {
  readonly query: string;
  readonly kind: string;
  readonly accept: readonly string[];
  /** 1-based line in the judged set file, for messages. */
  readonly line: number;
  /** The blind set's half, as recorded in its file; the old set's half follows from a hash (tests/search/measures.ts). */
  readonly half?: Half;
  /** The blind set's writer (a, b or c). */
  readonly writer?: string;
}

/** A row of the blind set's file: a judged query, or one kept for the record only. */
export interface BlindRow {
  readonly query: string;
  readonly kind: string;
  readonly intent: string;
  readonly writer: string;
  readonly status: BlindStatus;
  readonly half?: Half;
  readonly accept: readonly string[];
  readonly answers: readonly {readonly path: string; readonly sentence: string}[];
  readonly note?: string;
}

/** Only `judged` rows are measured: the others are a query asked twice, a heading typed back, or one no page answers. */
export const BLIND_STATUSES = ['judged', 'duplicate', 'heading', 'unanswerable'] as const;
export type BlindStatus = (typeof BLIND_STATUSES)[number];
/** The kinds the blind set's writers labelled their queries with (maintainers/search.md says the right answer of each). */
export const BLIND_KINDS = ['topic', 'task', 'concept', 'identifier', 'error', 'question'] as const;

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
  readonly outcomes: readonly QueryOutcome[];
}

const KINDS = new Set([
  ...BLIND_KINDS,
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
  return readRows(file).flatMap(({row, where, line}) => {
    const judged = checkedQuery(row as Partial<JudgedQuery>, where, knownPaths);
    return [{...judged, line}];
  }).filter(uniqueQueries(file));
}

/**
 * Reads and checks the blind set: every row (for the record) and its judged queries, each with its half. A judged row
 * has an answering sentence for each accepted path and a half; every other row accepts nothing.
 */
export function loadBlindSet(
  knownPaths: ReadonlySet<string>,
  file = BLIND_SET_FILE,
): {rows: BlindRow[]; judged: JudgedQuery[]} {
  const rows: BlindRow[] = [];
  const judged: JudgedQuery[] = [];
  for (const {row, where, line} of readRows(file)) {
    const blind = row as Partial<BlindRow>;
    if (!BLIND_STATUSES.includes(blind.status as BlindStatus))
      throw new Error(`${where}: "status" must be one of ${BLIND_STATUSES.join(', ')}`);
    if (!BLIND_KINDS.includes(blind.kind as (typeof BLIND_KINDS)[number]))
      throw new Error(`${where}: "kind" must be one of ${BLIND_KINDS.join(', ')}`);
    if (typeof blind.writer !== 'string' || !blind.writer) throw new Error(`${where}: "writer" must name the writer`);
    if (typeof blind.intent !== 'string' || !blind.intent.trim()) throw new Error(`${where}: "intent" must say what was meant`);
    rows.push(blind as BlindRow);
    if (blind.status !== 'judged') {
      if (blind.accept?.length || blind.half) throw new Error(`${where}: a ${blind.status} row accepts nothing and has no half`);
      continue;
    }
    if (blind.half !== 'tuning' && blind.half !== 'test') throw new Error(`${where}: "half" must be tuning or test`);
    const query = checkedQuery(blind as Partial<JudgedQuery>, where, knownPaths);
    const answered = new Set((blind.answers ?? []).filter((answer) => answer.sentence?.trim()).map((answer) => answer.path));
    for (const accepted of query.accept) {
      if (!answered.has(accepted)) throw new Error(`${where}: "${accepted}" is accepted without the sentence that answers`);
    }
    judged.push({...query, line, half: blind.half, writer: blind.writer});
  }
  return {rows, judged: judged.filter(uniqueQueries(file))};
}

function readRows(file: string): {row: unknown; where: string; line: number}[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      if (!text.trim()) return [];
      const where = `${file}:${index + 1}`;
      try {
        return [{row: JSON.parse(text) as unknown, where, line: index + 1}];
      } catch (error) {
        throw new Error(`${where}: not JSON (${(error as Error).message})`);
      }
    });
}

function checkedQuery(
  {query, kind, accept}: Partial<JudgedQuery>,
  where: string,
  knownPaths: ReadonlySet<string>,
): Omit<JudgedQuery, 'line'> {
  const {knownPages, normalisedKnown} = knownRoutes(knownPaths);
  if (typeof query !== 'string' || !query.trim()) throw new Error(`${where}: "query" must be a non-empty string`);
  if (typeof kind !== 'string' || !KINDS.has(kind))
    throw new Error(`${where}: "kind" must be one of ${[...KINDS].join(', ')}`);
  if (!Array.isArray(accept) || accept.length === 0) throw new Error(`${where}: "accept" must list at least one page`);
  for (const path of accept) {
    const known = path.includes('#') ? normalisedKnown.has(normalise(path)) : knownPages.has(pagePath(path));
    if (!known) throw new Error(`${where}: "${path}" is not a page or section of the built site`);
  }
  return {query, kind, accept};
}

const knownRoutesCache = new WeakMap<ReadonlySet<string>, {knownPages: Set<string>; normalisedKnown: Set<string>}>();

/** The built site's pages and sections, normalised once per set of paths. */
function knownRoutes(knownPaths: ReadonlySet<string>): {knownPages: Set<string>; normalisedKnown: Set<string>} {
  let known = knownRoutesCache.get(knownPaths);
  if (!known) {
    known = {knownPages: new Set([...knownPaths].map(pagePath)), normalisedKnown: new Set([...knownPaths].map(normalise))};
    knownRoutesCache.set(knownPaths, known);
  }
  return known;
}

/** A filter that throws on a query judged twice in one file. */
function uniqueQueries(file: string): (judged: JudgedQuery) => boolean {
  const seen = new Set<string>();
  return ({query, line}) => {
    if (seen.has(query)) throw new Error(`${file}:${line}: "${query}" is judged twice`);
    seen.add(query);
    return true;
  };
}

/** FNV-1a: a stable 32-bit hash of a string, for the sets' splits. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
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
    outcomes,
  };
}
