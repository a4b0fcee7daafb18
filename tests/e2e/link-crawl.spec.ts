/**
 * An independent crawl of the served production build with linkinator: every internal link, image, script and
 * stylesheet answers, and every `#fragment` names an element of its target page. Links to other hosts are
 * listed in the report, never fetched. The build's own checks (onBrokenLinks/onBrokenAnchors) see only what
 * Docusaurus renders through its Link component; this crawl sees the served HTML.
 */
import {test, expect} from '@playwright/test';
import {LinkChecker, LinkState} from 'linkinator';

import {site} from '../../src/site';
import {pageKey, readAnchors, type PageAnchors} from './support/a11y-crawl';

// No browser: this test only talks HTTP to the served build, so the page fixtures are not needed.
test('the served build has no broken internal link, resource or fragment', async ({baseURL}, testInfo) => {
  test.setTimeout(110_000);
  const origin = new URL(baseURL ?? '').origin;
  const external = new Set<string>();

  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 32,
    timeout: 15_000,
    // Absolute links to the portal's public origin (canonical URLs, social images) are checked on the served build.
    urlRewriteExpressions: [{pattern: new RegExp(`^${site.siteUrl.replace(/[.]/g, '\\.')}`), replacement: origin}],
    linksToSkip: async (link) => {
      const url = new URL(link);
      if (url.origin === origin) return false;
      external.add(`${url.origin}${url.pathname}`);
      return true;
    },
  });

  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (linked from ${link.parent ?? 'the start page'})`);
  expect(broken, 'broken internal links').toEqual([]);

  // Pages the crawl reached: the start page and every local URL without a file extension.
  const pages = new Set(
    result.links
      .filter((link) => link.state === LinkState.OK && new URL(link.url).origin === origin)
      .map((link) => new URL(link.url))
      .filter((url) => !/\.[a-z0-9]+$/i.test(url.pathname))
      .map(pageKey),
  );
  expect(pages.size, 'pages crawled').toBeGreaterThan(500);

  const anchors = new Map<string, PageAnchors>();
  async function anchorsOf(key: string): Promise<PageAnchors> {
    const known = anchors.get(key);
    if (known) return known;
    const response = await fetch(key);
    const read = readAnchors(response.ok ? await response.text() : '', key);
    anchors.set(key, read);
    return read;
  }
  const queue = [...pages];
  await Promise.all(
    Array.from({length: 16}, async () => {
      for (let key = queue.pop(); key !== undefined; key = queue.pop()) await anchorsOf(key);
    }),
  );

  const brokenFragments: string[] = [];
  for (const [key, {fragmentLinks}] of [...anchors]) {
    for (const link of fragmentLinks) {
      const target = new URL(link);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (target.origin !== origin || fragment === '') continue;
      if (!(await anchorsOf(pageKey(target))).targets.has(fragment)) brokenFragments.push(`${link} (linked from ${key})`);
    }
  }
  expect(brokenFragments, 'links to fragments that do not exist').toEqual([]);

  const externalLinks = [...external].sort();
  await testInfo.attach('external-links.txt', {body: externalLinks.join('\n'), contentType: 'text/plain'});
  console.log(`Link crawl: ${pages.size} pages, ${result.links.length} links checked, ${externalLinks.length} external links listed (not fetched):\n  ${externalLinks.join('\n  ')}`);
});
