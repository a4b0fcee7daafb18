/**
 * An independent crawl of the served production build with linkinator: every internal link, image, script and
 * stylesheet answers, and every `#fragment` names an element of its target page. Links to other hosts are
 * listed in the report, never fetched. The build's own checks (onBrokenLinks/onBrokenAnchors) see only what
 * Docusaurus renders through its Link component; this crawl sees the served HTML. A second test follows the links of
 * the Markdown written for assistants (llms.txt, llms-full.txt, the pages' .md copies), which linkinator does not read.
 */
import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {test, expect} from '@playwright/test';
import {LinkChecker, LinkState} from 'linkinator';

import {site} from '../../src/site';
import {readAnchors, type PageAnchors} from '../../src/plugins/built-pages/anchors';
import {pageKey} from './support/a11y-crawl';
import {BUILD_DIR} from './support/build-dir';
import {cpuSlowdown} from './support/cpu';

// No browser: this test only talks HTTP to the served build, so the page fixtures are not needed.
test('the served build has no broken internal link, resource or fragment', async ({baseURL}, testInfo) => {
  test.setTimeout(110_000 * cpuSlowdown());
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
      if (!(await anchorsOf(pageKey(target))).targets.has(fragment))
        brokenFragments.push(`${link} (linked from ${key})`);
    }
  }
  expect(brokenFragments, 'links to fragments that do not exist').toEqual([]);

  const externalLinks = [...external].sort();
  await testInfo.attach('external-links.txt', {body: externalLinks.join('\n'), contentType: 'text/plain'});
  console.log(
    `Link crawl: ${pages.size} pages, ${result.links.length} links checked, ${externalLinks.length} external links listed (not fetched):\n  ${externalLinks.join('\n  ')}`,
  );
});

/** Every `[text](url)` target of a Markdown text. */
function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

// linkinator reads HTML only: the links of llms.txt, llms-full.txt and the Markdown copies are checked here.
test('every link of llms.txt, llms-full.txt and the Markdown copies answers', async ({baseURL}) => {
  test.setTimeout(110_000 * cpuSlowdown());
  const origin = new URL(baseURL ?? '').origin;
  const local = (link: string) => link.replace(site.siteUrl, origin);
  const sources = [
    '/llms.txt',
    '/llms-full.txt',
    ...markdownFiles(BUILD_DIR).map((file) => `/${relative(BUILD_DIR, file).split(sep).join('/')}`),
  ];
  expect(sources.length, 'Markdown copies in the build').toBeGreaterThan(500);
  const llmsLinks = markdownLinks(await (await fetch(`${origin}/llms.txt`)).text());
  expect(llmsLinks.length, 'links in llms.txt').toBeGreaterThan(30);

  const targets = new Map<string, string>();
  for (const source of sources) {
    const response = await fetch(`${origin}${source}`);
    expect(response.status, source).toBe(200);
    for (const link of markdownLinks(await response.text())) {
      if (!link.startsWith(site.siteUrl)) continue;
      const target = new URL(local(link));
      target.hash = '';
      if (!targets.has(target.href)) targets.set(target.href, source);
    }
  }
  const broken: string[] = [];
  const queue = [...targets];
  await Promise.all(
    Array.from({length: 16}, async () => {
      for (let entry = queue.pop(); entry !== undefined; entry = queue.pop()) {
        const [target, source] = entry;
        const response = await fetch(target, {method: 'HEAD'});
        if (response.status !== 200) broken.push(`${response.status} ${target} (linked from ${source})`);
      }
    }),
  );
  expect(broken, 'broken links in the Markdown for assistants').toEqual([]);
  console.log(`Markdown link check: ${sources.length} files, ${targets.size} distinct local links`);
});

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}
