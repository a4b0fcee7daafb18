import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** A test's table of cases, from tests/fixtures/cases/<name>.json (null stands for undefined): data, not code. */
export function casesFrom<T extends readonly unknown[]>(name: string): readonly T[] {
  const file = join(import.meta.dirname, '..', '..', 'fixtures', 'cases', `${name}.json`);
  const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[][];
  return rows.map((row) => row.map((value) => (value === null ? undefined : value)) as unknown as T);
}
