import {test} from 'node:test';
import assert from 'node:assert/strict';

import {isoDay, reasonWithoutRemoval, removalPhrase} from '../../src/graphql/changelog/wording';

test('a removal date still to come is planned, not done', () => {
  assert.equal(removalPhrase('2027-03-31', '2026-11-25'), 'removal planned 2027-03-31');
  assert.equal(removalPhrase('2027-03-31', '2027-03-31'), 'removal due since 2027-03-31');
  assert.equal(removalPhrase('2027-03-31', '2027-04-01'), 'removal due since 2027-03-31');
});

test('the reason loses the sentence that announces the removal date, and keeps the rest', () => {
  assert.equal(
    reasonWithoutRemoval('Renamed. Use `documentCountChange` instead. Removal on 2027-03-31.'),
    'Renamed. Use `documentCountChange` instead.',
  );
  assert.equal(reasonWithoutRemoval('Use `webUrl`; it will be removed after 2027-03-31.'), '');
  assert.equal(reasonWithoutRemoval('Use `webUrl` instead.'), 'Use `webUrl` instead.');
});

test('today is the UTC calendar day', () => {
  assert.equal(isoDay(new Date('2026-11-25T23:59:59Z')), '2026-11-25');
});
