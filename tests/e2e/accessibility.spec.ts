/**
 * axe (WCAG 2 A/AA and best practices) on every kind of page of the production build, in both colour modes, on a
 * desktop screen and on a phone's (where the navbar folds, the table of contents collapses and the playground stacks
 * its panes). Pages are scanned after hydration, when the client-side chrome (colour toggle, editor) is in place.
 * Each page is loaded once and scanned four times, switched between the modes and screens the way a visitor switches
 * them (support/a11y-scan.ts): a page load per scan cost as much as the scan, for the same pages.
 */
import {test, expect} from './support/fixtures';
import {useColourMode, violationsOnEveryScreenAndMode} from './support/a11y-scan';
import {operationPreview, startEditor} from './support/playground-page';
import {PAGE_KINDS} from './support/page-kinds';
import {findLightBlocks} from './support/reading-layout';
import {cpuSlowdown} from './support/cpu';

// Four scans a test, eight on the playground.
test.describe.configure({mode: 'parallel', timeout: 120_000 * cpuSlowdown()});

for (const {kind, path} of PAGE_KINDS) {
  test(`${kind} (${path}) has no axe violations in either colour mode, on a desktop screen or a phone's, and no light block in dark mode`, async ({
    page,
  }) => {
    await useColourMode(page, 'dark');
    if (path === '/playground') {
      // The operation preview first, then the editor that replaces it.
      await page.goto(path);
      await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
      expect(await violationsOnEveryScreenAndMode(page, 'the operation preview')).toEqual([]);
      await startEditor(page);
      // Monaco paints its line numbers a frame after the editor is ready; they are part of what is checked.
      await expect(page.locator('.graphiql-query-editor .line-numbers').first()).toBeVisible();
      expect(await violationsOnEveryScreenAndMode(page, 'the editor')).toEqual([]);
    } else {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      expect(await violationsOnEveryScreenAndMode(page, kind)).toEqual([]);
    }
    // Back in dark mode on a desktop screen: every part of the page follows the mode (no light banner).
    expect(await page.evaluate(findLightBlocks), `${kind}: light blocks in dark mode`).toEqual([]);
  });
}
