import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {
  BREAKING_CHANGES_ROUTE,
  CHANGELOG_ATOM_FILE,
  CHANGELOG_ROUTE,
  CHANGELOG_RSS_FILE,
} from '../../src/config/changelog';
import {isoDay, removalPhrase} from '../../src/graphql/changelog/wording';
import {resultHrefs, waitForCompleteAnswer} from './support/search-box';

/** Every link of the main content into the reference, deduplicated. */
async function referenceLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('article a[href^="/docs/graphql/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

test.describe('changelog page', () => {
  test('sections newest first (Upcoming first), each change classified in words and linked', async ({
    page,
    request,
  }) => {
    await page.goto(CHANGELOG_ROUTE);
    await expect(page.locator('h1')).toHaveText('API changelog');
    const sections = await page.locator('article h2').allTextContents();
    const dates = sections.map((title) => title.replace(/\W*$/, '')).filter((title) => title !== 'Upcoming');
    expect(sections.slice(1).map((title) => title.replace(/\W*$/, ''))).not.toContain('Upcoming');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toEqual(expect.arrayContaining(['2025-11-04', '2025-09-09', '2025-03-11']));

    const released = page.locator('article h2#\\32 025-09-09 + p + ul > li');
    const labels = await released.locator('.badge').allTextContents();
    expect(new Set(labels)).toEqual(new Set(['Breaking', 'Dangerous', 'Safe']));
    await expect(released.filter({hasText: 'Document.thumbnailUrl'})).toContainText('Removed');
    await expect(released.filter({hasText: 'Document.thumbnailUrl'}).locator('a')).toHaveCount(0);
    const deprecation = page.locator('article li').filter({hasText: 'Document.url'}).first();
    await expect(deprecation).toContainText('Deprecated');
    await expect(deprecation).toContainText('Use webUrl instead.');
    await expect(deprecation).toContainText('Removal date: 2027-03-31');

    const links = await referenceLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(['/docs/graphql/objects/document', '/docs/graphql/queries/documents']),
    );
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200);

    // Last updated with the latest release, not with the build.
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^2025-11-04T/);
    await expect(page.locator(`head link[rel="alternate"][href="/${CHANGELOG_RSS_FILE}"]`)).toHaveCount(1);
    await expect(page.locator(`head link[rel="alternate"][href="/${CHANGELOG_ATOM_FILE}"]`)).toHaveCount(1);
  });

  test('is reached from the footer and the docs sidebar', async ({page}) => {
    await page.goto('/docs/getting-started');
    await page.locator('footer').getByRole('link', {name: 'API changelog'}).click();
    await expect(page).toHaveURL(new RegExp(`${CHANGELOG_ROUTE}$`));
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Breaking changes'})).toBeVisible();
  });
});

test('breaking-changes page: the removals of 2027-03-31 with reasons, linked to their reference pages', async ({
  page,
  request,
}) => {
  await page.goto(BREAKING_CHANGES_ROUTE);
  await expect(page.locator('h1')).toHaveText('Breaking changes');
  await expect(page.locator('article h2').first()).toHaveText(/^Upcoming removals/);
  await expect(page.locator('article h3').first()).toHaveText(/^Removal on 2027-03-31/);
  const removals = page.locator('article h3').first().locator('xpath=following-sibling::ul[1]/li');
  for (const item of [
    'Query.documents.folderId',
    'Folder.documentCount',
    'Document.url',
    'CreateFolderInput.parentId',
  ]) {
    await expect(removals.filter({hasText: item})).toContainText('Removal on 2027-03-31');
  }
  await expect(removals.filter({hasText: 'Document.url'})).toContainText('Deprecated on 2025-11-04.');
  await expect(page.locator('article')).toContainText('Document.thumbnailUrl');
  for (const link of await referenceLinks(page)) expect((await request.get(link)).status(), link).toBe(200);
});

test.describe('reference history', () => {
  test('a type shows its history and the date of the release that last changed it', async ({page}) => {
    await page.goto('/docs/graphql/objects/document');
    const history = page.locator('.theme-admonition').filter({hasText: 'History'});
    await expect(history).toContainText(`Deprecated 2025-11-04 · ${removalPhrase('2027-03-31', isoDay())} (url)`);
    await expect(history).toContainText('Changed 2025-11-04: webUrl added');
    await expect(history).toContainText('Changed 2025-09-09: thumbnailUrl removed');
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^2025-11-04T/);
    await expect(page.locator('.theme-last-updated')).toHaveText('Last updated on Nov 4, 2025');
  });

  test('an operation added in a release shows "Added" and that date as its last update', async ({page}) => {
    await page.goto('/docs/graphql/mutations/rotate-document-image');
    await expect(page.locator('.theme-admonition').filter({hasText: 'History'})).toContainText('Added 2025-09-09');
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^2025-09-09T/);
  });

  test('an item unchanged since the first release shows that release as its last update', async ({page}) => {
    await page.goto('/docs/graphql/mutations/create-folder');
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^2025-03-11T/);
  });
});

test('the RSS and Atom feeds are valid XML with one entry per release, linking to the changelog', async ({
  page,
  request,
}) => {
  const rss = await (await request.get(`/${CHANGELOG_RSS_FILE}`)).text();
  const atom = await (await request.get(`/${CHANGELOG_ATOM_FILE}`)).text();
  await page.goto(CHANGELOG_ROUTE);
  const parsed = await page.evaluate(
    ([rssText, atomText]) => {
      const parser = new DOMParser();
      const rssDocument = parser.parseFromString(rssText, 'application/xml');
      const atomDocument = parser.parseFromString(atomText, 'application/xml');
      return {
        errors:
          rssDocument.getElementsByTagName('parsererror').length +
          atomDocument.getElementsByTagName('parsererror').length,
        rssRoot: rssDocument.documentElement.nodeName,
        rssItems: [...rssDocument.querySelectorAll('channel > item > link')].map((link) => link.textContent),
        atomRoot: atomDocument.documentElement.namespaceURI,
        atomEntries: atomDocument.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length,
      };
    },
    [rss, atom],
  );
  expect(parsed.errors).toBe(0);
  expect(parsed.rssRoot).toBe('rss');
  expect(parsed.atomRoot).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.rssItems.length).toBeGreaterThanOrEqual(2);
  expect(parsed.atomEntries).toBe(parsed.rssItems.length);
  expect(parsed.rssItems[0]).toMatch(/\/docs\/changelog#2025-11-04$/);
  // Each entry's fragment is a section of the changelog page.
  for (const link of parsed.rssItems) {
    const id = new URL(link ?? '').hash.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
});

test('the site search finds the changelog and the breaking-changes page', async ({page}) => {
  await page.goto('/docs/getting-started');
  await page.locator('.aa-DetachedSearchButton').click();
  const input = page.locator('.aa-DetachedOverlay .aa-Input');
  await input.fill('changelog');
  await waitForCompleteAnswer(page);
  const hrefs = await resultHrefs(page);
  expect(hrefs[0]?.split('#')[0]).toBe(CHANGELOG_ROUTE);
  await input.fill('breaking changes');
  await expect.poll(() => resultHrefs(page)).not.toEqual(hrefs);
  await waitForCompleteAnswer(page);
  const breaking = await resultHrefs(page);
  expect(breaking.map((href) => href.split('#')[0])).toContain(BREAKING_CHANGES_ROUTE);
});
