import {test, expect} from './support/fixtures';
import {waitForHydration} from './support/app-ready';

/**
 * A page's first Intl formatter sets up the browser's locale data: on a phone, a long task of the page's load (issue
 * 60). Guides wrote their last-update date with one (theme-classic's LastUpdated), reference pages their cost limits
 * (`formatCount`), and the blog its posts' dates and reading times; all write them without Intl now, as Intl would
 * (tests/unit/english-dates.test.ts, tests/unit/cost-explain.test.ts).
 */
interface IntlCalls {
  intlCalls: string[];
}

const PAGES = [
  '/docs/getting-started',
  '/docs/guides/documents/create-documents',
  '/docs/graphql/queries/me',
  '/blog',
  '/blog/sunsetting-the-v1-endpoint',
];

for (const path of PAGES) {
  test(`${path} loads and hydrates without an Intl formatter`, async ({page, pageErrors}) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as IntlCalls).intlCalls = calls;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => (calls.push(name), new target(...args)),
          apply: (target, self, args) => (calls.push(name), Reflect.apply(target, self, args)),
        });
      }
      for (const [owner, name] of [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
        [String.prototype, 'toLocaleLowerCase'],
        [String.prototype, 'toLocaleUpperCase'],
        [String.prototype, 'normalize'],
      ] as const) {
        const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        Object.defineProperty(owner, name, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            calls.push(name);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as IntlCalls).intlCalls)).toEqual([]);
    // What the formatters wrote is still on the page, as they would write it.
    if (path.includes('/graphql/')) {
      await expect(page.getByText(/of 2,500 points/).first()).toBeVisible();
    } else if (path.startsWith('/blog')) {
      const dates = page.locator('article header time');
      expect(await dates.count()).toBeGreaterThan(0);
      const long = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
      for (const date of await dates.all()) {
        await expect(date).toHaveText(long.format(new Date((await date.getAttribute('datetime'))!)));
        // The theme's line: the date, then the reading time in minutes.
        await expect(date.locator('..')).toHaveText(/^\w+ \d{1,2}, \d{4} · (?:One min read|\d+ min read)$/);
      }
    } else {
      const date = page.locator('time[itemprop="dateModified"]');
      const iso = await date.getAttribute('datetime');
      const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
      await expect(date).toHaveText(expected.format(new Date(iso!)));
    }
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });
}
