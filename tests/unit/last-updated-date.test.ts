import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatUtcDate} from '../../src/theme/LastUpdated/date';

test('a page’s last-update date is written as the theme’s English formatter writes it', () => {
  // The formatter of theme-classic's LastUpdated (with the theme-common hook's options) in the site's locale.
  const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const day = 24 * 60 * 60 * 1000;
  // Every day of 2024 to 2028 (a leap year each end), at the first and the last millisecond of the UTC day.
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += day) {
    for (const at of [new Date(time), new Date(time + day - 1)]) assert.equal(formatUtcDate(at), intl.format(at), at.toISOString());
  }
});
