/**
 * The navbar's controls every layout test reaches for: the colour toggle, and on a phone the button that unfolds the
 * menu and the folded menu itself (the theme renders it only on a narrow screen).
 */
import type {Locator, Page} from '@playwright/test';

/** The colour toggle that is visible: the navbar's on a desktop, the folded menu's on a phone while it is open. */
export function colourToggle(page: Page): Locator {
  return page.getByRole('button', {name: /switch between dark and light mode/i});
}

/** The button that unfolds the navbar's menu on a phone. */
export function menuButton(page: Page): Locator {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

export function foldedMenu(page: Page): Locator {
  return page.locator('.navbar-sidebar');
}
