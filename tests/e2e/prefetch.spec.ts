import {test, expect} from './support/fixtures';
import {waitForHydration} from './support/app-ready';
import {holdIdleCallbacks, type HeldIdleCallbacks} from './support/idle';

/**
 * Prefetching the routes of the links in view (issue 60, patches/@docusaurus+core+*.patch): the links of a docs page
 * report together that they are in view, right after hydration, and prefetching all their routes at once took a
 * phone's main thread one long task. The app now prefetches them in idle time, one route per idle callback.
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
