/** English's abbreviated month names, as `Intl.DateTimeFormat('en', {month: 'short'})` writes them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as the theme's LastUpdated writes it in English (`Intl.DateTimeFormat('en', {day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'})`: "Nov 29, 2026"), without Intl (./index.tsx says why).
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
