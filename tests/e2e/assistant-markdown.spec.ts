/**
 * The copies for assistants on the served build: a Markdown copy of every sitemap page and every reference page
 * (served as text/markdown), llms.txt in the llmstxt.org shape, and the "Copy page as Markdown" / "View as Markdown"
 * actions of the docs and blog pages, used with the keyboard. The links inside llms.txt and the copies are checked
 * by the link crawl (link-crawl.spec.ts).
 */
import {test, expect} from './support/fixtures';
import {site} from '../../src/site';
import {markdownCopyPath} from '../../src/config/markdown-copies';
import {listReferenceItems} from '../../src/graphql/markdown';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {searchDocs} from '../../scripts/mcp/search';
import {BUILD_DIR} from './support/build-dir';
import {waitForApp} from './support/app-ready';
import {COPIED_MESSAGE, COPY_FAILED_MESSAGE} from '../../src/components/PageMarkdownActions/messages';
import {cpuSlowdown} from './support/cpu';

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>, size = 16): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({length: size}, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

async function expectCopy(origin: string, pagePath: string, problems: string[], title?: string): Promise<void> {
  const response = await fetch(`${origin}${markdownCopyPath(pagePath)}`);
  const body = await response.text();
  if (response.status !== 200) problems.push(`${pagePath}: HTTP ${response.status}`);
  else if (response.headers.get('content-type') !== 'text/markdown; charset=utf-8')
    problems.push(`${pagePath}: ${response.headers.get('content-type')}`);
  else if (!body.startsWith(title ? `# ${title}\n` : '# '))
    problems.push(`${pagePath}: starts with ${JSON.stringify(body.slice(0, 40))}`);
  else if (/\]\(\/(?!\/)/.test(body)) problems.push(`${pagePath}: a relative link`);
}

test.describe('Markdown copies', () => {
  test('every sitemap page has its Markdown copy at its URL plus .md', async ({baseURL}) => {
    const origin = new URL(baseURL ?? '').origin;
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toContain('/docs/troubleshooting/');
    const problems: string[] = [];
    await inBatches(paths, (path) => expectCopy(origin, path, problems));
    expect(problems).toEqual([]);
  });

  test('every reference page of the schema has its page and its Markdown copy', async ({baseURL}) => {
    test.setTimeout(60_000 * cpuSlowdown());
    const origin = new URL(baseURL ?? '').origin;
    const items = listReferenceItems(loadSchemaFile('schema.graphql'));
    expect(items.length).toBeGreaterThan(400);
    const problems: string[] = [];
    await inBatches(items, async (item) => {
      const page = await fetch(`${origin}${item.path}`, {method: 'HEAD'});
      if (page.status !== 200) problems.push(`${item.path}: the page answers HTTP ${page.status}`);
      // The copy's title is the page's title: graphql-markdown titles a directive's page without its `@`.
      await expectCopy(origin, item.path, problems, item.name);
    });
    expect(problems).toEqual([]);
  });

  test('llms.txt has the llmstxt.org shape and links every guide, post and reference section as Markdown', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const response = await fetch(`${origin}/llms.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith(`# ${site.siteTitle}\n\n> ${site.tagline}\n`)).toBe(true);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Guides', 'API reference', 'Blog', 'Optional']);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
    for (const link of links) expect(link).toMatch(new RegExp(`^${site.siteUrl.replace(/\./g, '\\.')}/.*\\.md$`));
    for (const path of [
      '/docs/getting-started.md',
      '/docs/troubleshooting.md',
      '/docs/graphql.md',
      '/docs/graphql/mutations.md',
      '/blog/sunsetting-the-v1-endpoint.md',
    ]) {
      expect(links).toContain(`${site.siteUrl}${path}`);
    }
    const full = await (await fetch(`${origin}/llms-full.txt`)).text();
    expect(full).toContain('# Getting started\n');
    expect(full).toContain('# GraphQL reference in brief\n');
    expect(full).toContain(`(${site.siteUrl}/docs/graphql/mutations/create-folder)`);
  });
});

test.describe('Copy page as Markdown and View as Markdown', () => {
  for (const path of [
    '/docs/troubleshooting/',
    '/docs/graphql/mutations/create-folder',
    '/blog/sunsetting-the-v1-endpoint',
  ]) {
    test(`work with the keyboard and announce the copy on ${path}`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path);
      const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: COPIED_MESSAGE})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const served = await (await page.request.get(markdownCopyPath(path))).text();
      expect(copied).toBe(served);

      await page.keyboard.press('Tab');
      const view = page.getByRole('link', {name: 'View as Markdown'});
      await expect(view).toBeFocused();
      const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(response?.url()).toBe(new URL(markdownCopyPath(path), page.url()).href);
      expect(response?.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    });
  }

  test('are not part of the search index: a search for their words finds only pages about them', async ({baseURL}) => {
    const origin = new URL(baseURL ?? '').origin;
    const hits = searchDocs(BUILD_DIR, 'markdown');
    expect(hits.length, 'results for "markdown"').toBeGreaterThan(0);
    for (const {path} of hits) {
      const copy = await (await fetch(`${origin}${markdownCopyPath(path.split('#')[0])}`)).text();
      expect(copy.toLowerCase(), `${path} is a result for "markdown"`).toContain('markdown');
    }
  });

  test('announce a failed copy', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started');
    await page.route('**/docs/getting-started.md', (route) => route.fulfill({status: 404, body: ''}));
    await page.getByRole('button', {name: 'Copy page as Markdown'}).press('Enter');
    await expect(page.getByRole('status').filter({hasText: COPY_FAILED_MESSAGE})).toBeVisible();
  });

  test('are in the server-rendered page, and a copy shifts no layout', async ({page, context, browser}) => {
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noScript.newPage();
    await staticPage.goto('/docs/getting-started');
    await expect(staticPage.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
    await expect(staticPage.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/getting-started.md',
    );
    await noScript.close();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started');
    await waitForApp(page);
    // Shifts are recorded from just before the click and all of them count: a shift the copy causes comes within
    // 500 ms of the click, so the browser marks it hadRecentInput, and leaving those out would hide exactly what this
    // test is for. What happened while the page loaded (a frame painted mid-parse, say) is Lighthouse's CLS in the
    // bench, not the copy's doing.
    await page.evaluate(() => {
      interface LayoutShiftEntry {
        value: number;
        sources: {node: Node | null}[];
      }
      const shifts: string[] = [];
      (window as unknown as {copyShifts: string[]}).copyShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
          const moved = entry.sources.map((source) => source.node?.nodeName ?? 'a removed node').join(', ');
          shifts.push(`${entry.value.toFixed(4)} (${moved})`);
        }
      }).observe({type: 'layout-shift'});
    });
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: COPIED_MESSAGE})).toBeVisible();
    // Two frames after the message is shown, every shift it or the click caused has been reported.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve((window as unknown as {copyShifts: string[]}).copyShifts)),
            ),
          ),
        ),
    );
    expect(shifts, 'layout shifts from the click on').toEqual([]);
  });
});
