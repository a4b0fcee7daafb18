import {expect, type Page} from '@playwright/test';

import {colourToggle} from './navbar';

/**
 * True in a page whose app has started. The page template requests the app's scripts only after the first paint
 * (src/config/ssr-template.ts), so a page's load event no longer means they have run. Docusaurus sets
 * `window.docusaurusRoot` when it starts hydrating; from then on React hydrates whatever a click lands on first and
 * handles the click.
 */
export const APP_STARTED = `'docusaurusRoot' in window`;

/**
 * Waits until React has taken over a site page: APP_STARTED, written as a function, since the pages' Content-Security-
 * Policy forbids evaluating a string in them (./tab.ts evaluates the string through the DevTools protocol instead).
 */
export async function waitForApp(page: Pick<Page, 'waitForFunction'>): Promise<void> {
  await page.waitForFunction(() => 'docusaurusRoot' in window);
}

/**
 * Waits until React has hydrated the whole page, not only started: the theme enables the colour toggle then. A test
 * that changes the history by script must wait for it: a history change while React still hydrates the server's HTML
 * makes it render another route over that HTML (React's error #418), which no reader can cause (a page's first Back
 * leaves the document); on a slow CPU (CPU_SLOWDOWN=4) that failed 7 runs in 12.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(colourToggle(page)).toBeEnabled();
}

/**
 * Holds the app's main bundle back until the returned function is called: the page is served and painted, and
 * nothing of it is hydrated. Go to the page with `waitUntil: 'commit'`: the suite's goto otherwise waits for the app.
 */
export async function holdAppBundle(page: Pick<Page, 'route'>): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
