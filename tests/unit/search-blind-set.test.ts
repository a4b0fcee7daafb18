/**
 * The blind judged set (tests/search/blind-queries.jsonl, issue 57): its split is the recorded one, drawn once by the
 * rule in tests/search/blind-split.ts, balanced by kind and writer; and its loader refuses a row it cannot measure.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {BLIND_KINDS, BLIND_SET_FILE, loadBlindSet, type BlindRow} from '../search/judged-set';
import {splitBlindSet} from '../search/blind-split';

const rows: BlindRow[] = readFileSync(BLIND_SET_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as BlindRow);
/** Every path the set accepts, standing in for the built site's (the e2e run checks them against the build). */
const accepted = new Set(rows.flatMap((row) => row.accept));

test('the blind set: at least 300 judged queries of every kind, each accepted page with the sentence that answers', () => {
  const {judged} = loadBlindSet(accepted);
  assert.ok(judged.length >= 300, `${judged.length} judged queries`);
  for (const kind of BLIND_KINDS) assert.ok(judged.some((query) => query.kind === kind), kind);
  assert.equal(new Set(rows.map((row) => row.writer)).size, 3, 'three writers');
});

test('the halves are the recorded ones, as the split rule drew them, balanced within each kind and writer', () => {
  const judged = rows.filter((row) => row.status === 'judged');
  const drawn = splitBlindSet(judged);
  for (const row of judged) assert.equal(row.half, drawn.get(row.query), row.query);
  const groups = new Map<string, number>();
  for (const row of judged) {
    const key = `${row.kind} ${row.writer}`;
    groups.set(key, (groups.get(key) ?? 0) + (row.half === 'tuning' ? 1 : -1));
  }
  for (const [group, difference] of groups) assert.ok(Math.abs(difference) <= 1, group);
  const tuning = judged.filter((row) => row.half === 'tuning').length;
  assert.ok(Math.abs(judged.length - 2 * tuning) <= 1, 'two halves of one size');
});

test('the loader names the line of a row it cannot measure', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blind-'));
  const judgedRow = rows.find((row) => row.status === 'judged')!;
  const write = (row: object) => {
    const file = path.join(dir, 'set.jsonl');
    writeFileSync(file, `${JSON.stringify(judgedRow)}\n${JSON.stringify(row)}\n`);
    return file;
  };
  const refused = (row: object, message: RegExp) =>
    assert.throws(() => loadBlindSet(accepted, write(row)), (error: Error) => /set\.jsonl:2:/.test(error.message) && message.test(error.message));
  refused({...judgedRow, query: 'another', answers: []}, /without the sentence/);
  refused({...judgedRow, query: 'another', half: undefined}, /"half"/);
  refused({...judgedRow, query: 'another', accept: ['/docs/nowhere']}, /not a page or section/);
  refused({...judgedRow, query: 'another', kind: 'plural'}, /"kind"/);
  refused({...judgedRow, status: 'duplicate'}, /accepts nothing/);
  refused({...judgedRow}, /judged twice/);
  assert.equal(loadBlindSet(accepted, write({...judgedRow, query: 'other', status: 'heading', accept: [], answers: [], half: undefined})).judged.length, 1);
});
