/** `npm run bench:measures`: its switches turn each measure off and back on exactly, and its verdicts follow the bar. */
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {MEASURES, type Measure} from '../../scripts/bench/measures/registry';
import {clearsBar, gains, verdict, type ConfigurationFigures} from '../../scripts/bench/measures/report';
import {editSource} from '../../scripts/bench/measures/switches';

/** A copy of the files the switches change, so the tests never touch the working tree. */
function copyOfTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'measures-'));
  cpSync('src', join(root, 'src'), {recursive: true});
  cpSync('docusaurus.config.ts', join(root, 'docusaurus.config.ts'));
  cpSync('scripts/build', join(root, 'scripts/build'), {recursive: true});
  return root;
}

function snapshot(root: string, files: readonly string[]): string[] {
  return files.map((file) => readFileSync(join(root, file), 'utf8'));
}

test('every measure can be switched off in the current code (a patch: can be reversed), changes something, and is switched back exactly', () => {
  const root = copyOfTree();
  const files = [
    'docusaurus.config.ts',
    'src/plugins/bundler-settings.ts',
    'src/playground/ide/EditorSlot.tsx',
    'scripts/build/docusaurus-cli.ts',
    'src/theme/LastUpdated/index.tsx',
    'src/theme/BlogPostItem/Header/Info/index.tsx',
    'src/theme/CodeBlock/Buttons/index.tsx',
    'src/theme/CodeBlock/Content/index.tsx',
    'src/theme/CodeBlock/Line/index.tsx',
    'src/theme/CodeBlock/Line/Token/index.tsx',
    'src/client/stagedClientEntry.ts',
    'src/graphql/cost/limits.ts',
  ];
  try {
    const before = snapshot(root, files);
    for (const measure of MEASURES) {
      // A patch is reversed in node_modules: checked against the real tree, not applied.
      if (measure.off.check) {
        measure.off.check(process.cwd());
        continue;
      }
      const restore = measure.off.apply(root);
      assert.notDeepEqual(snapshot(root, files), before, `${measure.id} changes nothing`);
      restore();
      assert.deepEqual(snapshot(root, files), before, `${measure.id} is not switched back exactly`);
    }
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('measure ids are unique', () => {
  const ids = MEASURES.map((measure) => measure.id);
  assert.equal(new Set(ids).size, ids.length);
});

test('a switch whose text is no longer in its file stops with the file and the text', () => {
  const root = mkdtempSync(join(tmpdir(), 'measures-'));
  try {
    writeFileSync(join(root, 'a.ts'), 'one\ntwo\ntwo\n');
    assert.throws(() => editSource('a.ts', 'three\n', '').apply(root), /a\.ts: expected the text "three\\n" once, found it 0 times/);
    assert.throws(() => editSource('a.ts', 'two\n', '').apply(root), /found it 2 times/);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

const figures = (performance: number, tbtMs: number, jsGzipBytes: number): ConfigurationFigures => ({
  buildSeconds: 20,
  peakMemoryBytes: 1,
  pages: [{path: '/', performance, tbtMs, jsGzipBytes}],
});
const internal = {id: 'x', title: 'x', touches: 'internals', where: 'x', scope: 'all pages', off: editSource('x', 'x', '')} satisfies Measure;

test('an internals measure clears the bar with 3 points or 100 ms of TBT on some page, and not with less', () => {
  const on = figures(100, 50, 1000);
  assert.equal(clearsBar(gains(on, figures(97, 60, 1000))), true);
  assert.equal(clearsBar(gains(on, figures(100, 150, 1000))), true);
  assert.equal(clearsBar(gains(on, figures(98, 149, 900_000))), false);
  assert.equal(verdict({measure: internal, off: figures(98, 149, 1000)}, gains(on, figures(98, 149, 1000))), 'below the bar');
  assert.match(verdict({measure: {...internal, fixes: 'a bug'}, off: on}, gains(on, on)), /^fixes a bug: a bug$/);
});

test('a measure that only changes the build clears the bar with a second of cold build, and not with less', () => {
  const on = figures(100, 50, 1000);
  const build = {...internal, scope: 'build'} satisfies Measure;
  assert.equal(verdict({measure: build, off: on}, gains(on, on), 1.2), 'clears the bar (build time)');
  assert.equal(verdict({measure: build, off: on}, gains(on, on), 0.8), 'below the bar');
  assert.equal(verdict({measure: internal, off: on}, gains(on, on), 5), 'below the bar', 'a page measure is judged on its pages');
});

test('a measure that is part of a group names a group row, and its verdict alone points to it', () => {
  for (const measure of MEASURES.filter((candidate) => candidate.partOf))
    assert.ok(MEASURES.some((group) => group.id === measure.partOf), `${measure.id}: no row ${measure.partOf}`);
  const on = figures(100, 50, 1000);
  const member = {...internal, partOf: 'group'};
  assert.equal(verdict({measure: member, off: on}, gains(on, figures(99, 120, 1000))), 'below the bar alone: stays or goes with `group`');
});
