/**
 * The navbar search as the tests drive it. The index arrives in parts (src/search/files.ts): each answer in the
 * panel says whether it was searched in the whole index (`data-search-index="complete"`) or in the parts that had
 * arrived; tests that read the ranking wait for the whole index's answer.
 */
import {expect, type Page} from '@playwright/test';

export const NO_RESULTS = 'No results found.';

/** Opens the search dialog from the navbar and returns its input. */
export async function openSearch(page: Page) {
  await page.locator('.aa-DetachedSearchButton').click();
  const input = page.locator('.aa-DetachedOverlay .aa-Input');
  await expect(input).toBeFocused();
  return input;
}

/** Waits until the panel shows an answer (results or the no-results message) from the whole index. */
export async function waitForCompleteAnswer(page: Page) {
  await expect(page.locator('.aa-Panel [data-search-index="complete"]').first()).toBeVisible();
}

/** The result links the panel shows, in order. */
export function resultHrefs(page: Page): Promise<string[]> {
  return page
    .locator('.aa-Panel .aa-Item a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
