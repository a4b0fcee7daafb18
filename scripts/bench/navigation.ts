/**
 * How long a click into the reference takes to show its page: from the press of the button to the first paint of the
 * page the tab then shows (for a prerendered page, the moment it is activated, if it had painted before). Measured in
 * a Chromium tab driven through its tab target (tests/e2e/support/tab.ts), where prerendering and paint holding work
 * as in a visitor's browser.
 */
import {Tab} from '../../tests/e2e/support/tab';

export interface ClickToPaint {
  readonly label: string;
  /** Milliseconds of each run. */
  readonly runs: readonly number[];
  /** How many of the runs showed a prerendered page. */
  readonly prerendered: number;
}

export interface Navigation {
  readonly label: string;
  readonly from: string;
  /** The link clicked, a CSS selector on the page `from`. */
  readonly link: string;
  readonly to: string;
  /** Whether the pointer rests on the link before the click, as a reader's does while they decide. */
  readonly rest: boolean;
}

/** How long the pointer rests on the link: more than the 200 ms Chromium waits before a moderate prerender. */
const REST_MS = 1000;

export async function measureClickToPaint(baseUrl: string, navigations: readonly Navigation[], runs = 5): Promise<ClickToPaint[]> {
  const results: ClickToPaint[] = [];
  for (const navigation of navigations) {
    const times: number[] = [];
    let prerendered = 0;
    for (let run = 0; run < runs; run++) {
      // A new browser each run: nothing of the page is in its memory cache or prerendered from before.
      const tab = await Tab.open({width: 1366, height: 768});
      try {
        await tab.goto(`${baseUrl}${navigation.from}`);
        const link = await tab.centreOf(navigation.link);
        if (navigation.rest) {
          await tab.hover(link);
          await new Promise((resolve) => setTimeout(resolve, REST_MS));
        }
        const pressedAt = await tab.click(link);
        const url = `${baseUrl}${navigation.to}`;
        // The document loaded for the link's page, painted: not the page the click came from, should the app have
        // navigated there first and loaded the page from the server after (as the site once did).
        await tab.waitFor(
          () =>
            tab
              .evaluate<boolean>(`performance.getEntriesByType('navigation')[0].name === ${JSON.stringify(url)} && performance.getEntriesByName('first-contentful-paint').length > 0`)
              .catch(() => false),
          'the first paint of the link’s page',
        );
        const timing = await tab.evaluate<{origin: number; activation: number; paint: number}>(`(() => ({
          origin: performance.timeOrigin,
          activation: performance.getEntriesByType('navigation')[0].activationStart,
          paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        }))()`);
        if (timing.activation > 0) prerendered += 1;
        times.push(timing.origin + Math.max(timing.paint, timing.activation) - pressedAt);
      } finally {
        await tab.close();
      }
    }
    results.push({label: navigation.label, runs: times, prerendered});
  }
  return results;
}

/** The navigations `npm run bench` times: into the reference from a guide, the pointer resting first or not. */
export const NAVIGATIONS_INTO_THE_REFERENCE: readonly Navigation[] = [
  {
    label: 'guide → reference page, pointer resting on the link first',
    from: '/docs/guides/documents/getting-documents',
    link: 'article a[href="/docs/graphql/queries/nodes"]',
    to: '/docs/graphql/queries/nodes',
    rest: true,
  },
  {
    label: 'guide → reference page, clicked at once',
    from: '/docs/guides/documents/getting-documents',
    link: 'article a[href="/docs/graphql/queries/nodes"]',
    to: '/docs/graphql/queries/nodes',
    rest: false,
  },
];
