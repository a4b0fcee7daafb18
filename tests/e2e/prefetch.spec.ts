import {test, expect} from './support/fixtures';
import {waitForHydration} from './support/app-ready';
import {holdIdleCallbacks, type HeldIdleCallbacks} from './support/idle';

/**
 * Loading routes' chunks without long tasks (issue 60).
 * - The page's own route, before it hydrates (src/client/routeChunks.ts): Docusaurus's entry requested every chunk of
 *   it at once, a script element inserted for each in one task.
 * - The routes of the links in view (patches/@docusaurus+core+*.patch): the links of a docs page report together that
 *   they are in view, right after hydration, and prefetching all their routes at once took a phone's main thread one
 *   long task. The app now prefetches them in idle time, one route per idle callback.
 */

test('the routes of the links in view are prefetched in idle time, one route per idle callback', async ({page, pageErrors}) => {
  // Idle callbacks are held until the test runs them, so what each one does can be seen on its own.
  await holdIdleCallbacks(page);
  await page.goto('/docs/getting-started');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as HeldIdleCallbacks).heldIdleCallbacks.length)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="prefetch"]'), 'nothing is prefetched before the browser is idle').toHaveCount(0);

  // Each idle callback prefetches one route's chunks and asks for the next idle period while routes are waiting. The
  // code blocks' buttons wait for an idle period too (src/client/whenIdle.ts): two chains, each one callback at a time.
  const run = await page.evaluate(() => {
    const held = (window as unknown as HeldIdleCallbacks).heldIdleCallbacks;
    const prefetched = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const out: {added: number; waiting: number; asked: number}[] = [];
    const initiallyWaiting = held.length;
    while (held.length > 0 && out.length < 1000) {
      const before = prefetched();
      const waitingBefore = held.length;
      held.shift()!({didTimeout: false, timeRemaining: () => 50});
      out.push({added: prefetched() - before, waiting: held.length, asked: held.length - (waitingBefore - 1)});
    }
    return {initiallyWaiting, out};
  });
  const steps = run.out;
  expect(steps.length, 'the page has links to several routes in view').toBeGreaterThan(3);
  expect(run.initiallyWaiting, 'the prefetch and the buttons each wait for one idle period').toBeLessThanOrEqual(2);
  expect(steps.every((step) => step.asked <= 1), 'an idle callback asks for one more at most').toBe(true);
  expect(steps.at(-1)!.waiting, 'every waiting route has been prefetched').toBe(0);
  expect(steps.reduce((sum, step) => sum + step.added, 0), 'the routes’ chunks are prefetched').toBeGreaterThan(3);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a page requests the chunks of its route a few at a time before it hydrates, each chunk once', async ({page}) => {
  // The chunk scripts the bundler inserts before the page is hydrated, grouped as inserted in one go: a mutation
  // observer's callback gets together the insertions of one task's script run.
  await page.addInitScript(() => {
    const state = window as unknown as {chunkScriptsByTask: string[][]};
    state.chunkScriptsByTask = [];
    new MutationObserver((records) => {
      if ('docusaurusRoot' in window && document.documentElement.dataset.hasHydrated === 'true') return;
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src.includes('/assets/js/'))
        .map((script) => new URL(script.src).pathname)
        .filter((path) => !/\/(main|runtime~main|react-dom|site-routes|site-data)\.[0-9a-f]+\.js$/.test(path));
      if (added.length > 0) state.chunkScriptsByTask.push(added);
    }).observe(document, {subtree: true, childList: true});
  });
  for (const path of ['/docs/guides/documents/create-documents', '/blog', '/docs/graphql/objects/folder']) {
    await page.goto(path);
    await waitForHydration(page);
    const byTask = await page.evaluate(() => (window as unknown as {chunkScriptsByTask: string[][]}).chunkScriptsByTask);
    const all = byTask.flat();
    expect(all.length, `${path}: chunks requested before hydration`).toBeGreaterThan(5);
    expect(new Set(all).size, `${path}: each chunk requested once`).toBe(all.length);
    // Docusaurus's entry inserted them all in one task.
    expect(Math.max(...byTask.map((scripts) => scripts.length)), `${path}: the most chunks requested in one task`).toBeLessThanOrEqual(all.length / 2);
  }
});
