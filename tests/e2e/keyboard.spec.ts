/**
 * Search, the mobile menu and the playground, driven with the keyboard only: Tab, Enter, arrows, Escape and
 * shortcuts. No clicks.
 */
import type {Locator, Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {editorValue, operationPreview, setEditorValue} from './support/playground-page';
import {foldedMenu, menuButton} from './support/navbar';
import {PHONE_VIEWPORT} from './support/screens';
import {waitForCompleteAnswer} from './support/search-box';

test.describe.configure({mode: 'parallel'});

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/** Presses Tab until `target` (or an element inside it) has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab reaches ${target.toString()} within ${limit} presses`).toBe(true);
}

test('search: Tab to the search button, Enter, type, ArrowDown and Enter open a result', async ({page}) => {
  await page.goto('/docs/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await tabTo(page, page.locator('.aa-DetachedSearchButton'));
  // Focusing the button downloads the search code (src/theme/SearchBar); the focus must stay where it is.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.aa-DetachedSearchButton')).toBeFocused();
  await page.keyboard.press('Enter');
  const input = page.locator('.aa-DetachedOverlay .aa-Input');
  await expect(input).toBeFocused();
  // One input event, as a paste or an input method gives: typed key by key, an earlier prefix's answer could be the
  // complete one on screen when ArrowDown picks a result, and the last key's answer replace it before Enter.
  await page.keyboard.insertText('createFolder');
  await waitForCompleteAnswer(page);
  await page.keyboard.press('ArrowDown');
  const selected = page.locator('.aa-Panel .aa-Item[aria-selected="true"] a');
  await expect(selected).toHaveCount(1);
  const href = await selected.getAttribute('href');
  expect(href).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0);
});

test.describe('mobile menu (390 px)', () => {
  test.use({viewport: PHONE_VIEWPORT});

  async function openMenu(page: Page): Promise<void> {
    await page.goto('/docs/getting-started');
    await expect(menuButton(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(foldedMenu(page)).toBeVisible();
  }

  test('Tab to the toggle, Enter opens the panel, Tab and Enter follow a link', async ({page}) => {
    await openMenu(page);
    // On a docs page the panel opens on the docs sidebar; the site's menu is one level up.
    await tabTo(page, foldedMenu(page).getByRole('button', {name: /back to main menu/i}));
    await page.keyboard.press('Enter');
    const blogLink = foldedMenu(page).getByRole('link', {name: 'Blog', exact: true});
    await tabTo(page, blogLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the close button closes the panel from the keyboard', async ({page}) => {
    await openMenu(page);
    await tabTo(page, foldedMenu(page).getByRole('button', {name: 'Close navigation bar'}));
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
  });

  test('Escape closes the panel', async ({page}) => {
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('playground: Tab reaches the API key, the mode switch and the editor; Ctrl+Enter runs in mock mode', async ({
  page,
}) => {
  await page.goto('/playground');
  await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('radio', {name: 'Mock data'}));
  await expect(page.getByRole('radio', {name: 'Mock data'})).toBeChecked();
  await tabTo(page, page.getByLabel('API key'));
  // Tab reaches the operation before the editor exists; focusing it builds the editor, and the focus moves into it.
  await tabTo(page, operationPreview(page).getByLabel('Operation'));
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
  await expect(page.locator('.graphiql-query-editor .monaco-editor.focused')).toHaveCount(1);
  await setEditorValue(page, 'operation.graphql', '{ me { id name } }');
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => editorValue(page, 'response.json'), {timeout: 20_000}).toContain('"data"');
  const response = JSON.parse(await editorValue(page, 'response.json')) as {data?: {me?: {id?: string}}};
  expect(response.data?.me?.id).toBeTruthy();
});
