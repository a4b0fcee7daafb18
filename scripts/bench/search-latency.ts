/**
 * Time from the last keystroke of a query to the rendered result list, once the index is loaded: the median of
 * a few tries per query (a single try now and then catches a garbage collection or a late frame, 10x the rest).
 */
import type {Browser, Page} from 'playwright-core';

import {waitForApp} from '../../tests/e2e/support/app-ready';

export interface SearchSample {
  readonly query: string;
  readonly milliseconds: number;
}

const QUERIES = ['createFolder', 'upload transaction', 'pagination', 'how do I share a folder with a group', 'uplaod'];
const TRIES = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

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
    const tries: number[] = [];
    for (let attempt = 0; attempt < TRIES; attempt++) tries.push(await lastKeystrokeToResults(page, query));
    samples.push({query, milliseconds: median(tries)});
  }
  await page.close();
  return samples;
}

async function lastKeystrokeToResults(page: Page, query: string): Promise<number> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(query.slice(0, -1));
  await page.evaluate(() => {
    const state = window as unknown as {searchStart?: number; searchEnd?: Promise<number>};
    // Set by the next keydown only: a start left from an earlier try would time the wrong keystroke.
    state.searchStart = undefined;
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
  return page.evaluate(() => (window as unknown as {searchEnd: Promise<number>}).searchEnd);
}
