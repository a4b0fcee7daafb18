import {test, expect} from './support/fixtures';
import {waitForHydration} from './support/app-ready';

/**
 * A page's first Intl formatter sets up the browser's locale data: on a phone, a long task of the page's load (issue
 * 60). Guides wrote their last-update date with one (theme-classic's LastUpdated) and reference pages their cost
 * limits (`formatCount`); both write them without Intl now, as Intl would (tests/unit/last-updated-date.test.ts,
 * tests/unit/cost-explain.test.ts).
 */
interface IntlCalls {
  intlCalls: string[];
}

for (const path of ['/docs/getting-started', '/docs/guides/documents/create-documents', '/docs/graphql/queries/me']) {
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
    } else {
      const date = page.locator('time[itemprop="dateModified"]');
      const iso = await date.getAttribute('datetime');
      const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
      await expect(date).toHaveText(expected.format(new Date(iso!)));
    }
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });
}
