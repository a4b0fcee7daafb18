import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {waitForApp} from './support/app-ready';

/**
 * Code blocks after hydration (issue 60): the server's elements stay. Theme-classic remounted every block right after
 * hydration, which re-highlighted and rebuilt them all, the largest share of a guide's main-thread time on a phone
 * (patches/@docusaurus+theme-classic+*.patch says why it is safe, maintainers/performance.md what it buys).
 */
const GUIDE = '/docs/guides/documents/create-documents';
/**
 * The page's code blocks outside tabs: theme-classic's Tabs still remount after hydration, their content with them,
 * for a tab chosen on an earlier page (facebook/docusaurus#5653).
 */
const CODE_BLOCKS_OUTSIDE_TABS = '.theme-code-block:not([role=tabpanel] .theme-code-block)';

/** Waits until every code block has its buttons: the theme renders them once the page knows it is in a browser. */
async function waitForCodeBlockButtons(page: Page): Promise<void> {
  await waitForApp(page);
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('.theme-code-block')].every((block) => block.querySelector('button') !== null)))
    .toBe(true);
}

test('the code blocks a page was served with are the ones it shows once React has it', async ({page, pageErrors}) => {
  // Each block's <pre> as parsed, marked before the app's scripts run (they load after the first paint).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const pre of document.querySelectorAll('.theme-code-block pre')) (pre as HTMLElement & {servedWithPage?: boolean}).servedWithPage = true;
    });
  });
  await page.goto(GUIDE);
  await waitForCodeBlockButtons(page);
  const blocks = await page.evaluate(
    (selector) => [...document.querySelectorAll(`${selector} pre`)].map((pre) => (pre as HTMLElement & {servedWithPage?: boolean}).servedWithPage === true),
    CODE_BLOCKS_OUTSIDE_TABS,
  );
  expect(blocks.length, 'the guide has code blocks').toBeGreaterThan(3);
  expect(blocks.every(Boolean), 'every block is the element served with the page').toBe(true);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});
