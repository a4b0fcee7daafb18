/**
 * Running axe on a page of the portal and reporting its violations readably.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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
  let builder = new AxeBuilder({page}).withTags(AXE_TAGS).setLegacyMode(true).options({resultTypes: ['violations']});
  for (const {selector} of THIRD_PARTY_EXCLUSIONS) builder = builder.exclude(selector);
  const {violations} = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}
