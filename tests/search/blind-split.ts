/**
 * The rule that split the blind set (blind-queries.jsonl) into its tuning and test halves, once, before any ranking
 * change: the judged queries are grouped by kind and writer; within a group they are ordered by a seeded hash of their
 * text and dealt alternately to the two halves; a group of odd size gives its extra query to the half that the
 * previous odd group did not. The halves are recorded in the file (`half`); this rule is kept to show how they were
 * drawn (tests/unit/search-blind-set.test.ts checks that it gives the recorded halves), not to draw them again.
 */
import {stableHash, type Half} from './judged-set';

export const BLIND_SPLIT_SEED = 'folio-search-57';

export interface SplitRow {
  readonly query: string;
  readonly kind: string;
  readonly writer: string;
}

export function splitBlindSet(rows: readonly SplitRow[], seed = BLIND_SPLIT_SEED): Map<string, Half> {
  const groups = new Map<string, SplitRow[]>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.writer}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const halves = new Map<string, Half>();
  let extraToTuning = true;
  for (const key of [...groups.keys()].sort()) {
    const ordered = groups
      .get(key)!
      .map((row) => ({row, hash: stableHash(`${seed}\u0000${row.query}`)}))
      .sort((a, b) => a.hash - b.hash || (a.row.query < b.row.query ? -1 : 1));
    const first: Half = ordered.length % 2 === 0 || extraToTuning ? 'tuning' : 'test';
    const second: Half = first === 'tuning' ? 'test' : 'tuning';
    ordered.forEach(({row}, i) => halves.set(row.query, i % 2 === 0 ? first : second));
    if (ordered.length % 2 === 1) extraToTuning = !extraToTuning;
  }
  return halves;
}
