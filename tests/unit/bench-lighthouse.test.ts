import assert from 'node:assert/strict';
import {test} from 'node:test';

import {medianRun} from '../../scripts/bench/lighthouse';

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
