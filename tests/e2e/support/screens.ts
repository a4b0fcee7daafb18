import {devices, expect, type Page} from '@playwright/test';

import {foldedMenu} from './navbar';

/** The phone the e2e tests use for narrow-screen layouts: 390 × 844 CSS pixels, below the site's 996 px breakpoint. */
export const PHONE_VIEWPORT = {width: 390, height: 844} as const;

/** The project's desktop screen (playwright.config.ts). */
export const DESKTOP_VIEWPORT = devices['Desktop Chrome'].viewport;

export type Screen = 'desktop' | 'phone';

/**
 * Resizes the page to a screen and waits until React has laid the page out for it. The theme renders the navbar's
 * folded menu only on a narrow screen, from the same window-size update that folds the docs sidebar and collapses the
 * table of contents, so its presence says the whole layout has switched.
 */
export async function resizeTo(page: Page, screen: Screen): Promise<void> {
  await page.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
  if (screen === 'phone') await expect(foldedMenu(page)).toBeAttached();
  else await expect(foldedMenu(page)).not.toBeAttached();
  // A table's box measures itself when its size changes and takes the focus if it now scrolls, in a transition
  // (src/components/ScrollableTable): on a slow CPU that update can come after the folded menu.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('table')]
              .map((table) => table.parentElement!)
              .filter((box) => box.scrollWidth > box.clientWidth && box.tabIndex < 0).length,
        ),
      {message: 'table boxes that scroll and do not take the focus yet'},
    )
    .toBe(0);
}
