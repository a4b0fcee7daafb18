/** Time from the last keystroke of a query to the rendered result list, once the index is loaded. */
import type {Browser} from 'playwright-core';

import {waitForApp} from '../../tests/e2e/support/app-ready';

export interface SearchSample {
  readonly query: string;
  readonly milliseconds: number;
}

const QUERIES = ['createFolder', 'upload transaction', 'pagination'];

export async function measureSearchLatency(browser: Browser, baseUrl: string): Promise<SearchSample[]> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/docs/getting-started`);
  await waitForApp(page);
  // The navbar shows a button that opens the search dialog (the plugin's detached layout).
  await page.locator('.aa-DetachedSearchButton').click();
  await page.locator('.aa-DetachedOverlay .aa-Input').waitFor();
  // Warm-up: the first query loads and parses the index files.
  await page.keyboard.type('folder');
  await page.locator('.aa-Item').first().waitFor();
  const samples: SearchSample[] = [];
  for (const query of QUERIES) {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(query.slice(0, -1));
    await page.evaluate(() => {
      const state = window as unknown as {searchStart?: number; searchEnd?: Promise<number>};
      state.searchEnd = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const panel = document.querySelector('.aa-Panel');
          if (state.searchStart !== undefined && panel && panel.querySelector('.aa-Item, .aa-SourceNoResults')) {
            observer.disconnect();
            resolve(performance.now() - state.searchStart);
          }
        });
        observer.observe(document.body, {childList: true, subtree: true, characterData: true});
        document.addEventListener('keydown', () => (state.searchStart = performance.now()), {once: true, capture: true});
      });
    });
    await page.keyboard.type(query.slice(-1));
    const milliseconds = await page.evaluate(() => (window as unknown as {searchEnd: Promise<number>}).searchEnd);
    samples.push({query, milliseconds});
  }
  await page.close();
  return samples;
}
