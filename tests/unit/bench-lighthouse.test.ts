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
