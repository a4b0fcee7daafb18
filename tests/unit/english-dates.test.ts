import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatUtcDate} from '../../src/text/englishDates';

const DAY = 24 * 60 * 60 * 1000;

/** Every day of 2024 to 2028 (a leap year at each end), at the first and the last millisecond of the UTC day. */
function* days(): Generator<Date> {
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY) {
    yield new Date(time);
    yield new Date(time + DAY - 1);
  }
}

for (const month of ['short', 'long'] as const) {
  test(`dates are written as the theme’s English formatter writes them (month: ${month})`, () => {
    // The theme's formatters (LastUpdated: short; a blog post's header: long), with theme-common's hook's calendar.
    const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});
    for (const at of days()) assert.equal(formatUtcDate(at, month), intl.format(at), at.toISOString());
  });
}
