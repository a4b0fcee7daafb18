/**
 * Dates as `Intl.DateTimeFormat('en', …)` writes them, for the few formats the theme uses (blog post dates, the
 * blog archive, "Last updated on"), without constructing an `Intl.DateTimeFormat`. A page's first one loads the
 * browser's date and time-zone data: 40–200 ms of main-thread time on a mid-range phone, during hydration, for one
 * date. Any other locale or option falls back to the real `Intl.DateTimeFormat`, created when first used.
 */

const MONTHS = {
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

/** Locales whose dates read "Nov 23, 2026" (en-GB and others put the day first). */
const MONTH_FIRST_LOCALES: ReadonlySet<string> = new Set(['en', 'en-US']);

interface EnglishDateOptions {
  month: keyof typeof MONTHS;
  withYear: boolean;
}

/** The options this module formats itself: numeric day, short or long month, optional numeric year, in UTC. */
export function englishDateOptions(locale: string, options: Intl.DateTimeFormatOptions): EnglishDateOptions | null {
  const {day, month, year, timeZone, calendar, ...others} = options;
  const handled =
    MONTH_FIRST_LOCALES.has(locale) &&
    Object.keys(others).length === 0 &&
    day === 'numeric' &&
    (month === 'short' || month === 'long') &&
    (year === undefined || year === 'numeric') &&
    timeZone === 'UTC' &&
    (calendar === undefined || calendar === 'gregory');
  return handled ? {month, withYear: year === 'numeric'} : null;
}

export function formatEnglishDate(date: Date, {month, withYear}: EnglishDateOptions): string {
  const monthAndDay = `${MONTHS[month][date.getUTCMonth()]} ${date.getUTCDate()}`;
  return withYear ? `${monthAndDay}, ${date.getUTCFullYear()}` : monthAndDay;
}

/** A drop-in for `new Intl.DateTimeFormat(locale, options)`. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let intl: Intl.DateTimeFormat | undefined;
  const real = () => (intl ??= new Intl.DateTimeFormat(locale, options));
  const english = englishDateOptions(locale, options);
  if (!english) return real();
  return {
    format(value?: Date | number) {
      const date = value === undefined ? new Date() : new Date(value);
      const year = date.getUTCFullYear();
      // Invalid dates (Intl throws) and years Intl writes differently (before 1, after 9999) go to Intl.
      return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? real().format(value) : formatEnglishDate(date, english);
    },
    formatToParts: (value) => real().formatToParts(value),
    formatRange: (start, end) => real().formatRange(start, end),
    formatRangeToParts: (start, end) => real().formatRangeToParts(start, end),
    resolvedOptions: () => real().resolvedOptions(),
  } as Intl.DateTimeFormat;
}
