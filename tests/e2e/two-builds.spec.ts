/**
 * `npm run build` serves the reference's pages from the whole build and every other page from the light build
 * (src/config/build-variant.ts). These tests read the merged build/ as visitors get it: which app a page loads, and
 * that moving between the two works from links, the search and the address bar.
 */
import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {openSearch, waitForCompleteAnswer} from './support/search-box';
import {waitForApp} from './support/app-ready';

const REFERENCE_PAGE = '/docs/graphql/queries/me';
const GUIDE_WITH_REFERENCE_LINKS = '/docs/guides/documents/getting-documents';

/** The text of the app's main script a page loads. */
async function mainScript(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  // The page template starts its scripts from an inline loader (src/config/ssr-template.ts), which lists them.
  const src = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(src, `${path} loads a main script`).toBeTruthy();
  return (await page.request.get(src!)).text();
}

/** The path the current document was loaded from (not where the app has navigated since); '' while none is. */
const documentPath = (page: Page) =>
  page
    .evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname)
    .catch(() => '');

/** Waits until the page at `path` has been loaded from the server and its app has taken over. */
async function waitForDocumentAt(page: Page, path: string | RegExp) {
  await expect.poll(() => documentPath(page), {message: 'the page came from the server'}).toMatch(path);
  await waitForApp(page);
}

test('the home page, a guide, the blog and the playground load an app without the reference’s routes', async ({page}) => {
  const reference = await mainScript(page, REFERENCE_PAGE);
  expect(reference, 'the reference page’s app has its routes').toContain(`"${REFERENCE_PAGE}"`);
  for (const path of ['/', '/docs/getting-started', '/blog', '/playground']) {
    const light = await mainScript(page, path);
    expect(light, `${path}: the app has the guides’ routes`).toContain('"/docs/getting-started"');
    expect(light, `${path}: the app has no reference page’s route`).not.toContain(`"${REFERENCE_PAGE}"`);
    expect(light.length, `${path}: its app is smaller than the reference page’s`).toBeLessThan(reference.length);
  }
});

test('a reference page’s app fetches its other scripts by chunk id, with no map of chunk names', async ({page}) => {
  const html = await (await page.request.get(REFERENCE_PAGE)).text();
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(REFERENCE_PAGE, {waitUntil: 'networkidle'});
  await waitForApp(page);
  // The app prefetches the chunks of the routes its visible links lead to: a chunk name with no file of its own
  // (a module bundled into main.js) must not become a request for a file that does not exist.
  const prefetches = page.locator('link[rel="prefetch"]');
  await expect(prefetches.first()).toBeAttached();
  for (const href of await prefetches.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)))
    expect((await page.request.get(href)).status(), href).toBe(200);
  expect(missing).toEqual([]);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  // Scripts the page's HTML names are the app's entry files; the rest the app asked for by chunk.
  const lazy = fetched.filter((path) => path.startsWith('/assets/js/') && !html.includes(`"${path}"`));
  expect(lazy.length, 'the page loads chunks of its own').toBeGreaterThan(1);
  // Docusaurus names a route's chunks with 8 hexadecimal digits; the bundler's chunk ids are shorter numbers.
  for (const path of lazy) expect(path).toMatch(/^\/assets\/js\/\d{1,6}\.[0-9a-f]{8}\.js$/);
});

test('a link from a guide to a reference page loads that page, and back returns to the guide', async ({page}) => {
  await page.goto(GUIDE_WITH_REFERENCE_LINKS);
  await page.locator('article a[href="/docs/graphql/queries/nodes"]').first().click();
  await waitForDocumentAt(page, /^\/docs\/graphql\/queries\/nodes$/);
  await expect(page).toHaveURL(/\/docs\/graphql\/queries\/nodes$/);
  await expect(page.getByRole('heading', {level: 1, name: 'nodes'})).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GUIDE_WITH_REFERENCE_LINKS}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting documents');
});

test('the navbar’s API reference leads from the home page to the reference overview', async ({page}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API reference'}).click();
  await waitForDocumentAt(page, /^\/docs\/graphql\/?$/);
  await expect(page).toHaveURL(/\/docs\/graphql\/?$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('.menu__link', {hasText: 'Queries'}).first()).toBeVisible();
});

test('a search result for a reference page opens it from the home page, its words marked', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('me');
  await waitForCompleteAnswer(page);
  await page.locator(`.aa-Panel .aa-Item a[href="${REFERENCE_PAGE}"]`).first().click();
  await waitForDocumentAt(page, new RegExp(`^${REFERENCE_PAGE}$`));
  await expect(page).toHaveURL(new RegExp(`${REFERENCE_PAGE}$`));
  await expect(page.getByRole('heading', {level: 1, name: 'me'})).toBeVisible();
  // The words to mark travel in the history entry, which the page load keeps.
  await expect(page.locator('article mark').first()).toHaveText(/^me$/i);
});

test('an unknown reference path shows the not-found page, loaded once', async ({page}) => {
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  const response = await page.goto('/docs/graphql/objects/no-such-type');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // A stand-in that asked the server again would load the same not-found page over and over.
  await page.waitForTimeout(1_000);
  expect(loads).toHaveLength(1);
});

test('a reference path the app does not hold is asked of the server, whose not-found page then shows once', async ({page}) => {
  // When the reference is built in parts (src/config/reference-parts.ts), a page's app holds its own part only: the
  // docs instance's not-found content (src/theme/NotFound/Content) hands the others' paths to the server.
  await page.goto(REFERENCE_PAGE);
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  const missing = '/docs/graphql/objects/no-such-type';
  // The app's router follows the history as it does for its own links.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, missing);
  await waitForDocumentAt(page, missing);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await page.waitForTimeout(1_000);
  // The app's history entry, then one load from the server: not a loop.
  expect(loads, 'navigations').toHaveLength(2);
});
