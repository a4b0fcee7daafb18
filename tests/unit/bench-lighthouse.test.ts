import assert from 'node:assert/strict';
import {test} from 'node:test';

import {assertAppScriptLoaded, medianRun} from '../../scripts/bench/lighthouse';

test('the bench reports the Lighthouse run with the median Performance score', () => {
  const runs = [
    {performance: 91, id: 'a'},
    {performance: 74, id: 'b'},
    {performance: 88, id: 'c'},
  ];
  assert.equal(medianRun(runs).id, 'c');
  assert.equal(medianRun([{performance: 90, id: 'only'}]).id, 'only');
  // An even count takes the lower middle run: the report never rounds a page up.
  assert.equal(
    medianRun([
      {performance: 95, id: 'high'},
      {performance: 80, id: 'low'},
    ]).id,
    'low',
  );
  assert.throws(() => medianRun([]), /no Lighthouse runs/);
});

test("a Lighthouse run that never loaded the app's script is rejected, not reported", () => {
  const page = 'http://127.0.0.1:4173/docs/getting-started';
  const css = 'http://127.0.0.1:4173/assets/css/styles.10080de6.css';
  assert.throws(() => assertAppScriptLoaded('/docs/getting-started', [page, css]), /never requested the app's script/);
  // The runtime chunk alone is not the app.
  const runtime = 'http://127.0.0.1:4173/assets/js/runtime~main.fb3284a5.js';
  assert.throws(() => assertAppScriptLoaded('/docs/getting-started', [page, runtime]));
  assert.doesNotThrow(() =>
    assertAppScriptLoaded('/docs/getting-started', [
      page,
      css,
      runtime,
      'http://127.0.0.1:4173/assets/js/main.ef9915b0.js',
    ]),
  );
});

test('the CPU slowdown makes every host behave like one of benchmark index 1,500: 4 × index / 1,500', async () => {
  const {normalisedSlowdown, describeCpu, median} = await import('../../scripts/bench/lighthouse');
  assert.equal(normalisedSlowdown(1500), 4);
  assert.equal(normalisedSlowdown(2870).toFixed(2), '7.65');
  assert.equal(normalisedSlowdown(750), 2);
  assert.throws(() => normalisedSlowdown(0), /positive number/);
  assert.throws(() => normalisedSlowdown(Number.NaN), /positive number/);
  assert.equal(
    describeCpu({benchmarkIndex: 2870.4, cpuSlowdownMultiplier: normalisedSlowdown(2870.4)}),
    'host benchmark index 2870, CPU slowdown 7.65 (4 × 2870 / 1,500: a host of index 1,500)',
  );
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2);
});

test('each Lighthouse run is made at the slowdown of the host as it is now: the median of the latest five indexes', async () => {
  const {HostCpu, INDEX_WINDOW, describeRunsCpu} = await import('../../scripts/bench/lighthouse');
  assert.equal(INDEX_WINDOW, 5);
  // The host measured at 1,800 before the first run, then faster in the runs, with one slow outlier.
  const runIndexes = [2400, 2500, 2450, 1500, 2550, 2600];
  const asked: number[] = [];
  const session = {
    measure: async (_baseUrl: string, path: string, options?: {cpuSlowdownMultiplier?: number}) => {
      asked.push(options!.cpuSlowdownMultiplier!);
      const benchmarkIndex = runIndexes[asked.length - 1]!;
      return {path, performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1, tbtMs: 1, cls: 0, failedAudits: [], benchmarkIndex, cpuSlowdownMultiplier: options!.cpuSlowdownMultiplier!};
    },
  };
  const host = new HostCpu([1800, 1790, 1810]);
  const runs = [];
  for (let run = 0; run < runIndexes.length; run++) runs.push(await host.measure(session, 'http://127.0.0.1', '/'));
  const indexes = asked.map((slowdown) => Math.round((slowdown * 1500) / 4));
  // First the three quick runs' median; each run's own index then counts, five at most, so the slowdown follows the
  // host's drift within a few runs and one outlier does not move it.
  assert.deepEqual(indexes, [1800, 1800, 1810, 2400, 2400, 2450]);
  assert.equal(Math.round(host.current.benchmarkIndex), 2500);
  assert.equal(
    describeRunsCpu(runs),
    'host benchmark index 1500–2600, CPU slowdown 4.80–6.53 (4 × the median of the latest 5 indexes / 1,500: a host of index 1,500)',
  );
  assert.throws(() => new HostCpu([]), /one benchmark index/);
  assert.throws(() => new HostCpu([0]), /positive number/);
});
