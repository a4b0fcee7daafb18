import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {waitForCompleteAnswer} from './support/search-box';

/** Widths from the desktop navbar's breakpoint up: the 1366 px laptop is where the links wrapped after a search. */
const WIDTHS = [997, 1100, 1280, 1366, 1920];

/** The navbar's height and whether every item sits on the first row. */
async function navbarRows(page: Page): Promise<{height: number; wrapped: string[]}> {
  return page.evaluate(() => {
    const inner = document.querySelector<HTMLElement>('.navbar__inner')!;
    const items = [...inner.querySelectorAll<HTMLElement>('.navbar__items > .navbar__item, .navbar__items > div')];
    const top = Math.min(...items.map((item) => item.getBoundingClientRect().top));
    const wrapped = items
      .filter((item) => item.getBoundingClientRect().top > top + item.getBoundingClientRect().height / 2)
      .map((item) => item.textContent ?? item.className);
    return {height: Math.round(inner.getBoundingClientRect().height), wrapped};
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px the navbar stays on one line before, during and after a search`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    // A reference page's app has every page's route (scripts/build.ts): the result opens in the same page.
    await page.goto('/docs/graphql/queries/me');
    const before = await navbarRows(page);
    expect(before.wrapped, 'before').toEqual([]);

    await page.locator('.aa-DetachedSearchButton').click();
    const input = page.locator('.aa-DetachedOverlay .aa-Input');
    await input.fill('upload transaction');
    await waitForCompleteAnswer(page);
    const during = await navbarRows(page);
    expect(during.wrapped, 'during').toEqual([]);
    expect(during.height).toBe(before.height);

    await page.locator('.aa-Panel .aa-Item a').first().click();
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/queries\/me$/);
    const after = await navbarRows(page);
    expect(after.wrapped, 'after').toEqual([]);
    expect(after.height).toBe(before.height);
    // The button shows its placeholder, not the last query.
    await expect(page.locator('.navbar .aa-DetachedSearchButton')).toContainText('Search...');
    await expect(page.locator('.navbar .aa-DetachedSearchButton')).not.toContainText('upload transaction');
  });
}
