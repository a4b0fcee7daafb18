/**
 * Running axe on a page of the portal and reporting its violations readably.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

import {colourToggle, foldedMenu, menuButton} from './navbar';
import {resizeTo, type Screen} from './screens';
import {waitForHydration} from './app-ready';

export type ColourMode = 'dark' | 'light';

/** WCAG 2.0/2.1/2.2 level A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Third-party markup axe flags but the portal cannot change through CSS or a thin wrapper. Each entry is one
 * exact selector, with the reason it is out of reach.
 */
export const THIRD_PARTY_EXCLUSIONS: ReadonlyArray<{selector: string; reason: string}> = [
  {
    selector: '.graphiql-tabs > li.graphiql-tab',
    reason:
      'GraphiQL 5 renders each editor tab as <li role="tab"> around its own <button> (nested-interactive); ' +
      'the markup is inside the GraphiQL component and the tab button itself is keyboard-usable (keyboard.spec.ts).',
  },
  {
    selector: '.row > .col.margin-vert--lg > h3',
    reason:
      "Docusaurus's blog archive page renders its year headings at h3 directly under the page's h1 " +
      '(heading-order); only ejecting the whole BlogArchivePage component would change the level.',
  },
];

/** Stores the colour mode before any page script runs, so the first paint is already in that mode. */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
}

/** One line per failing node: rule, impact, target, and axe's summary of what is wrong. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of gathering each frame's results in a new blank page, which
  // cost a page per scan; the portal has no frames, cross-origin or not, so the results are the same. Only
  // violations are reported, so axe need not collect every passing node.
  let builder = new AxeBuilder({page})
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({resultTypes: ['violations']});
  for (const {selector} of THIRD_PARTY_EXCLUSIONS) builder = builder.exclude(selector);
  const {violations} = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/**
 * Switches the colour mode the way a visitor does, with the navbar's toggle (on a phone, the one in the folded menu,
 * which is closed again), and waits until the page is in that mode with the menu out of sight.
 */
export async function switchColourMode(page: Page, screen: Screen, mode: ColourMode): Promise<void> {
  const menu = foldedMenu(page);
  if (screen === 'phone') {
    await menuButton(page).click();
    await expect(menu).toBeVisible();
  }
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // The theme fades colours (Infima's buttons, for one) into the new mode: axe must weigh the colours the mode has,
  // not one half-way (a scan right after the switch read #e0e0e0 on a light-mode button whose text is white).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition replaced by another ends cancelled: its promise rejects, and the new one is waited for.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (screen === 'phone') {
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    // Hidden only once its slide-out transition has ended: axe must not weigh the contrast of a half-faded menu.
    await expect(menu).toBeHidden();
  }
}

/**
 * The page's violations in both colour modes on both screens, each line saying where it was found. The page is
 * loaded in dark mode on a desktop screen and ends there: the toggle switches it to light, the screen narrows to a
 * phone's, the toggle in the folded menu switches it back to dark, and the screen widens again: one page load serves
 * four scans.
 */
export async function violationsOnEveryScreenAndMode(page: Page, what: string): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Hydrated: the chrome the scans check is in place.
  await waitForHydration(page);
  const found: string[] = [];
  const scan = async (mode: ColourMode, screen: Screen) => {
    for (const line of await axeViolations(page)) found.push(`${what}, ${mode} mode, ${screen}: ${line}`);
  };
  await scan('dark', 'desktop');
  await switchColourMode(page, 'desktop', 'light');
  await scan('light', 'desktop');
  await resizeTo(page, 'phone');
  await scan('light', 'phone');
  await switchColourMode(page, 'phone', 'dark');
  await scan('dark', 'phone');
  await resizeTo(page, 'desktop');
  return found;
}
