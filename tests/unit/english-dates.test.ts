import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

import {dateTimeFormat, englishDateOptions} from '../../src/intl/englishDates';
import {THEME_MODULE_REPLACEMENTS} from '../../src/plugins/bundler-settings';

/** The option sets theme-classic passes to useDateTimeFormat (blog post, blog archive, last updated), with the calendar it adds. */
const THEME_OPTIONS: Intl.DateTimeFormatOptions[] = [
  {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'short', timeZone: 'UTC'},
];

/** Timestamps from 1970 to 2100, a fixed pseudo-random walk (so a failure can be reproduced), plus edges. */
function sampleTimestamps(): number[] {
  const stamps = [0, Date.UTC(2024, 1, 29), Date.UTC(2025, 11, 31, 23, 59, 59, 999), Date.UTC(2026, 0, 1), Date.UTC(9999, 11, 31)];
  let seed = 42;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    stamps.push(Math.floor((seed / 2 ** 31) * Date.UTC(2100, 0, 1)));
  }
  return stamps;
}

test('the formats the theme uses read exactly as Intl writes them in English', () => {
  for (const options of THEME_OPTIONS) {
    assert.ok(englishDateOptions('en', options), `${JSON.stringify(options)} is formatted without Intl`);
    const ours = dateTimeFormat('en', options);
    const intl = new Intl.DateTimeFormat('en', options);
    assert.equal(ours instanceof Intl.DateTimeFormat, false);
    for (const stamp of sampleTimestamps()) {
      assert.equal(ours.format(stamp), intl.format(stamp), `${new Date(stamp).toISOString()} with ${JSON.stringify(options)}`);
      assert.equal(ours.format(new Date(stamp)), intl.format(new Date(stamp)));
    }
  }
});

test('other locales, options and dates are left to Intl', () => {
  const longDate = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
  for (const [locale, options] of [
    ['en-GB', longDate],
    ['de', longDate],
    ['en', {...longDate, timeZone: 'Europe/Berlin'}],
    ['en', {...longDate, weekday: 'long'}],
    ['en', {month: 'long', year: 'numeric', timeZone: 'UTC'}],
    ['en', {...longDate, calendar: 'japanese'}],
  ] as const) {
    assert.equal(englishDateOptions(locale, options), null, `${locale} ${JSON.stringify(options)}`);
    assert.ok(dateTimeFormat(locale, options) instanceof Intl.DateTimeFormat);
  }
  const ours = dateTimeFormat('en', longDate);
  const intl = new Intl.DateTimeFormat('en', longDate);
  assert.equal(ours.format(Date.UTC(12000, 0, 1)), intl.format(Date.UTC(12000, 0, 1)));
  assert.throws(() => ours.format(Number.NaN), RangeError);
  assert.deepEqual(ours.formatToParts(0), intl.formatToParts(0));
  assert.deepEqual(ours.resolvedOptions(), intl.resolvedOptions());
});

test("the stand-in replaces theme-common's date hooks with the same exports, and the theme still imports them from there", async () => {
  const original = resolve('node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js');
  const [, replacement] = THEME_MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(original)) ?? [];
  assert.ok(replacement, `${original} is replaced`);
  const exportedNames = (source: string) => [...source.matchAll(/export function (\w+)/g)].map((match) => match[1]).sort();
  assert.deepEqual(exportedNames(readFileSync(replacement, 'utf8')), exportedNames(readFileSync(original, 'utf8')));
  // A theme-common update that moved the hook elsewhere would silently bring back Intl on every page: it shows here.
  assert.match(
    readFileSync('node_modules/@docusaurus/theme-common/lib/internal.js', 'utf8'),
    /export \{ useDateTimeFormat \} from '\.\/utils\/IntlUtils';/,
  );
  for (const component of ['LastUpdated', 'BlogArchivePage', 'BlogPostItem/Header/Info']) {
    const source = readFileSync(`node_modules/@docusaurus/theme-classic/lib/theme/${component}/index.js`, 'utf8');
    assert.match(source, /import \{useDateTimeFormat\} from '@docusaurus\/theme-common\/internal';/, component);
    assert.doesNotMatch(source, /new Intl\.DateTimeFormat/, component);
  }
});
