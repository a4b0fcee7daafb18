/**
 * Stand-in for `@docusaurus/theme-common/lib/utils/IntlUtils.js` (swapped in by src/plugins/bundler-settings.ts,
 * in both builds so server and browser write the same text): the same hooks, with dates formatted by
 * ./englishDates rather than a new `Intl.DateTimeFormat` on every render. The bundler keeps the loaders chosen for the
 * original `.js` file, so this is written in the subset of TypeScript that is also plain JavaScript.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {dateTimeFormat} from './englishDates';

export function useCalendar() {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale].calendar;
}

export function useDateTimeFormat(options = {}) {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return dateTimeFormat(currentLocale, {calendar, ...options});
}
