/**
 * Dates as the theme's English formatters write them, without Intl: a page's first Intl formatter sets up the
 * browser's locale data, a long task on a phone (issue 60). Used where the locale is English (src/theme/LastUpdated,
 * src/theme/BlogPostItem/Header/Info); tests/unit/english-dates.test.ts compares them with Intl day by day.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `date` as `Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'})` writes it:
 * "Nov 29, 2026" (`short`, the last-update date) or "November 29, 2026" (`long`, a blog post's date).
 */
export function formatUtcDate(date: Date, month: 'short' | 'long' = 'short'): string {
  const name = MONTHS[date.getUTCMonth()]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
