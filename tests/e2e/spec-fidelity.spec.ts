/**
 * What the spec (../shared/spec/SPEC.md) asks of the site that a new user meets: the navbar's item kinds and
 * dropdown states, the version label, `/docs` inside the running app, one URL per page, the reference sidebar's
 * order, the overview's table header, the home page's card grid and the directive pages' usage lists.
 */
import type {Locator, Page} from '@playwright/test';

import {site} from '../../src/site';
import {test, expect} from './support/fixtures';
import {foldedMenu, menuButton} from './support/navbar';
import {waitForHydration} from './support/app-ready';
import {PHONE_VIEWPORT} from './support/screens';

const navbar = (page: Page) => page.locator('nav.navbar');
const dropdown = (page: Page, label: string) =>
  navbar(page).locator('.navbar__item.dropdown', {has: page.getByRole('button', {name: label, exact: true})});

test.describe('navbar item kinds', () => {
  test('a Resources dropdown, the docs version "Next" and an English locale dropdown', async ({page}) => {
    await page.goto('/docs/getting-started');
    const resources = dropdown(page, 'Resources');
    await expect(resources.locator('.dropdown__menu a')).toHaveText([
      'Best practices',
      'Errors',
      'Limits',
      'Troubleshooting',
      'Download the schema',
    ]);
    // One docs version: Docusaurus shows it as a link to the version's main doc instead of a one-item menu.
    await expect(navbar(page).getByRole('link', {name: 'Next', exact: true})).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
    const locales = dropdown(page, 'English');
    await expect(locales.locator('.dropdown__menu a')).toHaveText(['English']);
    await expect(locales.locator('.dropdown__menu a')).toHaveAttribute('lang', 'en');
  });

  test('docs pages, guides and reference alike, show the version label "Next"', async ({page}) => {
    for (const path of ['/docs/getting-started', '/docs/graphql/queries/me']) {
      await page.goto(path);
      await expect(page.locator('article .theme-doc-version-badge'), path).toHaveText('Version: Next');
    }
  });
});

test('on every desktop width the navbar keeps its items, dropdowns included, on one line beside the brand', async ({
  page,
}) => {
  await page.goto('/docs/getting-started');
  for (const width of [997, 1100, 1279, 1280, 1440]) {
    await page.setViewportSize({width, height: 800});
    const layout = await page.locator('nav.navbar .navbar__inner').evaluate((inner) => {
      const items = [...inner.querySelectorAll(':scope > .navbar__items > *')]
        .map((item) => ({name: item.textContent?.trim().slice(0, 20) ?? '', rect: item.getBoundingClientRect()}))
        .filter(({rect}) => rect.width > 0);
      return {
        // Each item starts where the one before it ends, or later: none is squeezed under or over another.
        overlaps: items.slice(1).flatMap(({name, rect}, index) => {
          const before = items[index]!;
          return rect.left < before.rect.right - 1 ? [`${before.name} / ${name}`] : [];
        }),
        // Lines of text of each link: its content height over its line height (a wrapped label has two).
        linkLines: [
          ...inner.querySelectorAll(
            '.navbar__items > .navbar__item.navbar__link, .navbar__items > .dropdown > .navbar__link',
          ),
        ].map((link) => {
          const style = getComputedStyle(link);
          const content =
            link.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return `${link.textContent?.trim()}: ${Math.round(content / parseFloat(style.lineHeight))}`;
        }),
        titleWidth: inner.querySelector('.navbar__title')?.getBoundingClientRect().width ?? 0,
      };
    });
    expect(layout.overlaps, `overlapping navbar items at ${width} px`).toEqual([]);
    expect(
      layout.linkLines.filter((line) => !line.endsWith(': 1')),
      `wrapped links at ${width} px`,
    ).toEqual([]);
    expect(layout.titleWidth, `brand title at ${width} px`).toBeGreaterThan(20);
  }
});

test.describe('dropdown states', () => {
  test('opens on Enter and closes on a mousedown outside, a touch outside, or focus leaving', async ({page}) => {
    await page.goto('/');
    const resources = dropdown(page, 'Resources');
    const button = resources.getByRole('button', {name: 'Resources'});
    const menu = resources.locator('.dropdown__menu');
    const open = async () => {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
    };

    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await open();
    await page.mouse.move(640, 600);
    await page.mouse.down();
    await page.mouse.up();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await open();
    await page.locator('main').dispatchEvent('touchstart');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await open();
    // Tabbing into the menu keeps it open; focus on an item outside it closes it.
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await navbar(page).getByRole('link', {name: 'Blog', exact: true}).focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('opens on hover', async ({page}) => {
    await page.goto('/');
    const resources = dropdown(page, 'Resources');
    await expect(resources.locator('.dropdown__menu')).toBeHidden();
    await resources.getByRole('button', {name: 'Resources'}).hover();
    await expect(resources.locator('.dropdown__menu')).toBeVisible();
    await expect(resources.getByRole('link', {name: 'Errors'})).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({viewport: PHONE_VIEWPORT});

    const openPrimaryMenu = async (page: Page) => {
      await menuButton(page).click();
      const panel = foldedMenu(page);
      await expect(panel).toBeVisible();
      // Docs pages open on their sidebar; the navbar's items are one step back.
      if ((await panel.locator('.navbar-sidebar__items--show-secondary').count()) > 0) {
        await panel.getByRole('button', {name: '← Back to main menu'}).click();
      }
      return panel;
    };

    test('a dropdown is collapsed unless one of its items is the current page', async ({page}) => {
      const resources = (panel: Locator) =>
        panel.locator('li.menu__list-item', {has: page.getByRole('button', {name: 'Resources', exact: true})});
      await page.goto('/');
      let panel = await openPrimaryMenu(page);
      await expect(resources(panel)).toHaveClass(/menu__list-item--collapsed/);
      await expect(resources(panel).getByRole('link', {name: 'Errors', exact: true})).toBeHidden();

      await page.goto('/docs/errors');
      panel = await openPrimaryMenu(page);
      await expect(resources(panel)).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(resources(panel).getByRole('link', {name: 'Errors', exact: true})).toBeVisible();
      await expect(resources(panel).getByRole('link', {name: 'Limits', exact: true})).toBeVisible();
    });
  });
});

test('/docs reached inside the running app (back and forward) shows the start doc, not the not-found page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
    // Two history entries of this document: going back to the first is the app's own navigation to /docs.
    window.history.pushState(null, '', '/docs');
    window.history.pushState(null, '', '/');
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

  // Back to the home page and forward again: /docs is in the history no more, the start doc is.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
});

test("every page the navbar links to has the navbar's URL as canonical URL and sitemap entry", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const hrefs = await navbar(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // Pages only: the schema download is a file.
  const paths = [...new Set(hrefs)].filter((href) => !/\.\w+$/.test(href));
  expect(paths).toEqual(expect.arrayContaining(['/docs/getting-started', '/docs/graphql', '/playground', '/blog']));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  for (const path of paths) {
    await page.goto(path);
    const url = `${site.siteUrl}${path}`;
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', url);
    // The generated reference is left out of the sitemap on purpose (spec §1).
    if (!path.startsWith('/docs/graphql')) expect(locs, `sitemap entry of ${path}`).toContain(url);
  }
  expect(locs).not.toContain(`${site.siteUrl}/playground/`);
});

test('the reference sidebar lists each section in name order', async ({page}) => {
  const sidebarLinks = (page: Page) =>
    page
      .locator('.theme-doc-sidebar-menu a.menu__link')
      .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
  for (const [path, first, second] of [
    // Two objects of one resource (src/graphql/resources.ts): a document's comments are the Comments resource's.
    ['/docs/graphql/objects/document', 'Document', 'DocumentConnection'],
    ['/docs/graphql/queries/folder', 'folder', 'folderByName'],
  ]) {
    await page.goto(path!);
    const labels = await sidebarLinks(page);
    expect(labels, path).toContain(first);
    expect(labels, path).toContain(second);
    expect(labels.indexOf(first!), `${first} before ${second}`).toBeLessThan(labels.indexOf(second!));
  }
});

test('the reference overview\'s "Endpoint and authentication" table has a header row', async ({page}) => {
  await page.goto('/docs/graphql');
  const table = page.locator('article table', {hasText: 'Authorization: Bearer'});
  await expect(table.locator('thead th')).toHaveText(['Purpose', 'Endpoint or header']);
  await expect(table.locator('tbody th')).toHaveCount(0);
});

test('the home page\'s "Where to go next" cards fill every row of their grid at every width', async ({page}) => {
  await page.goto('/');
  const rowsAt = async (width: number) => {
    await page.setViewportSize({width, height: 900});
    return page.locator('#entry-points-title + ul > li').evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.values()];
    });
  };
  for (const width of [320, 390, 600, 768, 900, 996, 1024, 1280, 1440, 1920]) {
    const rows = await rowsAt(width);
    expect(
      rows.reduce((sum, count) => sum + count, 0),
      `cards at ${width} px`,
    ).toBe(6);
    expect(new Set(rows).size, `cards per row at ${width} px: ${rows.join(', ')}`).toBe(1);
  }
});

test.describe('directive pages list where each directive is used', () => {
  test('@deprecated lists the deprecated fields and arguments, linked to their types', async ({page}) => {
    await page.goto('/docs/graphql/directives/deprecated');
    const usage = page.locator('article section[data-directive-usage]');
    await expect(usage.getByRole('heading', {name: 'Where it is used'})).toBeVisible();
    await expect(usage.getByRole('link', {name: 'Document.url', exact: true})).toHaveAttribute(
      'href',
      '/docs/graphql/objects/document',
    );
    await expect(usage.getByRole('link', {name: 'Query.documents(folderId:)', exact: true})).toHaveAttribute(
      'href',
      '/docs/graphql/queries/documents',
    );
  });

  test('@oneOf and @specifiedBy list their types; @include says it is used in operations', async ({page}) => {
    await page.goto('/docs/graphql/directives/one-of');
    await expect(
      page.locator('article section[data-directive-usage]').getByRole('link', {name: 'FolderLocator'}),
    ).toBeVisible();
    await page.goto('/docs/graphql/directives/specified-by');
    const specifiedBy = page.locator('article section[data-directive-usage]');
    for (const scalar of ['DateTime', 'Upload', 'URL']) {
      await expect(specifiedBy.getByRole('link', {name: scalar, exact: true})).toBeVisible();
    }
    await page.goto('/docs/graphql/directives/include');
    await expect(page.locator('article section[data-directive-usage]')).toContainText('in operations');
  });
});
