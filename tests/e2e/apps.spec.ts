/**
 * `npm run build` builds the site as two kinds of app (src/config/apps.ts): the site app (home, guides, changelog,
 * blog, playground) and the reference app, in as many parts as the reference needs; `npm test` builds two. These
 * tests read build/ as visitors get it, and assume no part holds any page in particular: which app a page loads, and
 * that moving between them is a plain navigation that never shows an empty page, prerendered when the pointer rests
 * on a link into the reference, with the scroll position kept on back and forward.
 */
import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {openSearch, waitForCompleteAnswer} from './support/search-box';
import {waitForApp, waitForHydration} from './support/app-ready';
import {inkShare, Tab, type Frame} from './support/tab';
import {cpuSlowdown} from './support/cpu';
import {SCRIPT_LOADER_ID} from '../../src/config/ssr-template';

const REFERENCE_PAGE = '/docs/graphql/queries/me';
const GUIDE_WITH_REFERENCE_LINKS = '/docs/guides/documents/getting-documents';
const VIEWPORT = {width: 1366, height: 768};
/** The content area below the navbar and right of the sidebar, where every page shows its text. */
const CONTENT_BOX = {left: 0.25, top: 0.2, right: 0.95, bottom: 0.9};
/** A page's content area has text in more than this share of its pixels: 20–40 % here; an empty one has none. */
const MIN_INK = 0.02;
/** How many times slower than this host the CPU runs where a test needs the parser to yield mid-page. */
const PARSER_SLOWDOWN = 20;

/** The app's route table: the generated routes' file beside the main bundle (src/plugins/bundler-settings.ts). */
async function routeTableScript(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  // The page template starts its scripts from an inline loader (src/config/ssr-template.ts), which lists them.
  const src = /"(\/assets\/js\/site-routes\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(src, `${path} loads a route table`).toBeTruthy();
  return (await page.request.get(src!)).text();
}

/** The path the current document was loaded from (not where the app has navigated since); '' while none is. */
const documentPath = (page: Page) =>
  page
    .evaluate(
      () => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname,
    )
    .catch(() => '');

/** Waits until the page at `path` has been loaded from the server and its app has taken over. */
async function waitForDocumentAt(page: Page, path: string | RegExp) {
  await expect.poll(() => documentPath(page), {message: 'the page came from the server'}).toMatch(path);
  await waitForApp(page);
}

/**
 * Frames painted from `since` (ms since the epoch) on that show no content, as "time: ink share for how long". Not one
 * may: a navigation shows the old page until the new one paints its content (the template's render blocking). The
 * old build showed an empty main area for 766–1,190 ms on a cross-app click; with rendering unblocked at the start of
 * the content element rather than after the page, a navigation into a page still parsed on a slow CPU showed the
 * navbar over an empty main area for 500–750 ms.
 */
function emptyFrames(frames: readonly Frame[], since: number): string[] {
  const shown = frames.filter((frame) => frame.timestamp * 1000 >= since);
  return shown
    .map((frame, index) => ({
      at: Math.round(frame.timestamp * 1000 - since),
      // Until the next frame; the last one stays on screen.
      for: index + 1 < shown.length ? (shown[index + 1]!.timestamp - frame.timestamp) * 1000 : Infinity,
      ink: inkShare(frame, CONTENT_BOX),
    }))
    .filter(({ink}) => ink < MIN_INK)
    .map(
      ({at, ink, for: duration}) =>
        `${at} ms: ${(ink * 100).toFixed(1)} % for ${Number.isFinite(duration) ? `${Math.round(duration)} ms` : 'the rest'}`,
    );
}

test('the home page, a guide, the blog and the playground load the site app, which has no reference page’s route', async ({
  page,
}) => {
  const reference = await routeTableScript(page, REFERENCE_PAGE);
  expect(reference, 'the reference page’s app has its routes').toContain(`"${REFERENCE_PAGE}"`);
  for (const path of ['/', '/docs/getting-started', '/blog', '/playground']) {
    const light = await routeTableScript(page, path);
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

test('a link from a guide into the reference, the pointer resting on it, shows the page prerendered, and no frame without content', async ({
  baseURL,
}) => {
  test.setTimeout(60_000 * cpuSlowdown());
  const tab = await Tab.open(VIEWPORT);
  try {
    await tab.goto(`${baseURL}${GUIDE_WITH_REFERENCE_LINKS}`);
    await tab.startScreencast();
    const link = await tab.centreOf('article a[href="/docs/graphql/queries/nodes"]');
    await tab.hover(link);
    // Moderate eagerness: the prerender starts once the pointer has rested on the link for 200 ms. The pointer rests
    // until the page is prerendered to the end (a press before then is the next test's case).
    await tab.waitFor(
      () => tab.prerendered(`${baseURL}/docs/graphql/queries/nodes`),
      'the prerendered page of the link, loaded and with its app started',
    );
    const clicked = await tab.click(link);
    await tab.waitForApp(`${baseURL}/docs/graphql/queries/nodes`);
    expect(await tab.evaluate<string>('document.querySelector("h1")?.textContent ?? ""')).toBe('nodes');
    expect(
      await tab.evaluate<number>("performance.getEntriesByType('navigation')[0].activationStart"),
      'the page shown was the prerendered one',
    ).toBeGreaterThan(0);
    const framesAfterClick = () => tab.shownFrames().filter((frame) => frame.timestamp * 1000 >= clicked);
    await tab.waitFor(() => framesAfterClick().length > 0, 'a frame painted after the click');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const frames = framesAfterClick();
    expect(emptyFrames(frames, clicked), 'frames without content after the click').toEqual([]);
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.close();
  }
});

test('every navigation between the apps and their parts keeps a page on screen, and back and forward restore the scroll position', async ({
  baseURL,
}) => {
  test.setTimeout(90_000 * cpuSlowdown());
  const tab = await Tab.open(VIEWPORT);
  try {
    await tab.goto(`${baseURL}${GUIDE_WITH_REFERENCE_LINKS}`);
    await tab.startScreencast();
    // From a guide, at once, without waiting for a prerender; then from reference page to reference page across
    // sections, which may be parts apart; then back to the guides from the reference's navbar.
    const hops: [selector: string, to: string][] = [
      ['article a[href="/docs/graphql/queries/folder"]', '/docs/graphql/queries/folder'],
      ['article a[href="/docs/graphql/objects/folder"]', '/docs/graphql/objects/folder'],
      ['article a[href="/docs/graphql/enums/folder-sort-after"]', '/docs/graphql/enums/folder-sort-after'],
      ['.navbar a[href="/docs/getting-started"]', '/docs/getting-started'],
    ];
    for (const [selector, to] of hops) {
      const target = await tab.centreOf(selector);
      const clicked = await tab.click(target);
      await tab.waitForApp(`${baseURL}${to}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(emptyFrames(tab.shownFrames(), clicked), `${to}: frames without content after the click`).toEqual([]);
    }

    // The scroll position, kept across the apps on back and forward.
    await tab.goto(`${baseURL}${GUIDE_WITH_REFERENCE_LINKS}`);
    await tab.evaluate('window.scrollTo(0, 1200)');
    const scrolled = await tab.evaluate<number>('Math.round(window.scrollY)');
    expect(scrolled).toBeGreaterThan(1000);
    const link = await tab.evaluate<{x: number; y: number}>(`(() => {
      const inView = [...document.querySelectorAll('article a[href^="/docs/graphql/"]')].find((a) => {
        const box = a.getBoundingClientRect();
        return box.top > 80 && box.bottom < innerHeight - 10;
      });
      const box = inView.getBoundingClientRect();
      return {x: box.x + box.width / 2, y: box.y + box.height / 2};
    })()`);
    const scrollBefore = await tab.evaluate<number>('Math.round(window.scrollY)');
    await tab.click(link);
    await tab.waitForApp(/\/docs\/graphql\//);
    await tab.evaluate('window.scrollTo(0, 300)');
    // After the evaluation has answered: a navigation during it ends the request with an error.
    await tab.evaluate('setTimeout(() => history.back())');
    await tab.waitForApp(`${baseURL}${GUIDE_WITH_REFERENCE_LINKS}`);
    await tab.waitFor(
      async () => Math.abs((await tab.evaluate<number>('Math.round(window.scrollY)')) - scrollBefore) <= 2,
      `the guide scrolled back to ${scrollBefore}`,
    );
    await tab.evaluate('setTimeout(() => history.forward())');
    await tab.waitForApp(/\/docs\/graphql\//);
    await tab.waitFor(
      async () => Math.abs((await tab.evaluate<number>('Math.round(window.scrollY)')) - 300) <= 2,
      'the reference page scrolled back to 300',
    );
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.close();
  }
});

/** The pages whose first frame the tests below look at: one of each app and kind. */
const FIRST_FRAME_PAGES = ['/', GUIDE_WITH_REFERENCE_LINKS, REFERENCE_PAGE, '/docs/graphql/enums/folder-sort-after', '/blog'];

test('no frame before a page is parsed: the loader, last in the body, blocks rendering, and no script runs in the body before it', async ({
  page,
}) => {
  for (const path of FIRST_FRAME_PAGES) {
    const html = await (await page.request.get(path)).text();
    const [head, body] = html.split(/<body[^>]*>/) as [string, string];
    // Without it, a press that activated a page still being prerendered showed a frame of bare background.
    expect(head, `${path}: rendering waits for the loader`).toMatch(
      new RegExp(`<link rel="?expect"? href="?#${SCRIPT_LOADER_ID}"? blocking="?render"?>`),
    );
    // Chromium presents a frame before it runs a script met in the body: with the colour mode's script first in the
    // body, a navigation showed a frame of bare background in about half of the hops between reference pages.
    const colourMode = head.indexOf('setAttribute("data-theme"');
    expect(colourMode, `${path}: the head sets the colour mode`).toBeGreaterThan(0);
    expect(colourMode, `${path}: before the stylesheet`).toBeLessThan(head.search(/<link rel="?stylesheet/));
    const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts, `${path}: the body's only script is the loader`).toEqual([
      expect.stringMatching(new RegExp(`^<script id="?${SCRIPT_LOADER_ID}"?>$`)),
    ]);
    expect(body.slice(body.lastIndexOf('<script')), `${path}: the loader comes after the content`).not.toMatch(
      /<(?:div|footer)\b/,
    );
  }
});

test('a page parsed on a slow CPU paints its first frame with all of its content, the footer included', async ({
  page,
}) => {
  test.setTimeout(90_000 * cpuSlowdown());
  // At the first frame (the first animation frame callback runs just before it): how far the parser had come.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as {firstFrame?: object}).firstFrame = {footer: document.querySelector('footer') !== null};
    });
  });
  const session = await page.context().newCDPSession(page);
  // Throttled, Chromium's parser yields in the middle of a page and a frame may be painted then, unless rendering
  // is blocked; on a navigation that frame showed the navbar, then the sidebar, over an empty main area.
  await session.send('Emulation.setCPUThrottlingRate', {rate: PARSER_SLOWDOWN * cpuSlowdown()});
  for (const path of FIRST_FRAME_PAGES) {
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await expect
      .poll(() => page.evaluate(() => (window as {firstFrame?: object}).firstFrame), {message: `${path}: a frame`})
      .toEqual({footer: true});
  }
});

test('every page links the blog’s feeds in its head, the reference’s as the guides’', async ({page}) => {
  const feeds = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    return [...html.matchAll(/<link [^>]*type=application\/(?:rss|atom)\+xml[^>]*>/g)].map((match) => match[0]).sort();
  };
  const guide = await feeds('/docs/getting-started');
  expect(guide).toHaveLength(2);
  for (const path of [REFERENCE_PAGE, '/docs/graphql', '/blog', '/']) expect(await feeds(path), path).toEqual(guide);
});

test('the navbar’s API reference leads from the home page to the reference overview', async ({page}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API reference'}).click();
  await waitForDocumentAt(page, /^\/docs\/graphql\/?$/);
  await expect(page).toHaveURL(/\/docs\/graphql\/?$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // The sidebar's groups are the resources (src/graphql/resources.ts), the first of them the folders.
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link', {hasText: 'Folders'}).first()).toBeVisible();
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
  // The words to mark are handed to the page the result leads to (src/components/SiteSearch/highlightState.ts).
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

test('a missing reference path reached by navigating in an app shows the not-found page, asking the server at most once', async ({
  page,
}) => {
  // Whichever app holds the path's part of the reference, or none: a page of its own or the server's not-found page.
  for (const from of [REFERENCE_PAGE, '/docs/getting-started']) {
    await page.goto(from);
    await waitForHydration(page);
    const loads: string[] = [];
    const onNavigation = (frame: ReturnType<Page['mainFrame']>) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    };
    page.on('framenavigated', onNavigation);
    const missing = '/docs/graphql/objects/no-such-type';
    // The app's router follows the history as it does for its own links.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, missing);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await page.waitForTimeout(1_000);
    // The app's history entry, and at most one load from the server: not a loop.
    expect(loads.length, `from ${from}: navigations ${loads.join(', ')}`).toBeLessThanOrEqual(2);
    page.off('framenavigated', onNavigation);
  }
});
