import type {Locator, Page} from '@playwright/test';

import {site} from '../../src/site';
import {test, expect} from './support/fixtures';
import {holdAppBundle, waitForHydration} from './support/app-ready';
import {colourToggle, foldedMenu, menuButton} from './support/navbar';
import {PHONE_VIEWPORT} from './support/screens';
import {cpuSlowdown} from './support/cpu';

const THEME_KEY = 'theme';
const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** The box a Markdown table scrolls in (src/components/ScrollableTable): the page's first. */
const firstTableBox = (page: Page) => page.locator('article table').first().locator('..');
const scrollsSideways = (box: Locator) => box.evaluate((element) => element.scrollWidth > element.clientWidth);

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark by default even when the OS prefers light', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle switches mode, stores it under "theme" and restores it on reload', async ({page}) => {
    await page.goto('/docs/getting-started');
    const toggle = colourToggle(page);
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('is dismissible, stays dismissed, and comes back when its id changes', async ({page}) => {
    await page.goto('/');
    await expect(page.locator(bar)).toContainText('/v1/graphql');
    await page.locator(bar).getByRole('button', {name: /close/i}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    const currentId = await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_ID_KEY);
    expect(currentId).toBeTruthy();

    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);

    // A dismissal recorded for an older announcement id must not hide the current one.
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), ANNOUNCEMENT_ID_KEY);
    await page.reload();
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
  });
});

test.describe('navbar and footer', () => {
  test('navbar links lead to docs, reference, playground, glossary, blog and the API-key settings', async ({page}) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    const expectations: [string, string][] = [
      ['Docs', '/docs/getting-started'],
      ['API reference', '/docs/graphql'],
      ['Playground', '/playground'],
      ['Glossary', '/docs/glossar'],
      ['Blog', '/blog'],
      ['Get an API key', site.apiKeySettingsUrl],
    ];
    for (const [name, href] of expectations) {
      // The external link's name also carries its "opens in a new tab" icon, so match its start.
      await expect(navbar.getByRole('link', {name: new RegExp(`^${name}`)}).first()).toHaveAttribute('href', href);
    }
    await expect(navbar.getByRole('link', {name: 'Get an API key'})).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('button', {name: /switch between dark and light mode/i})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /search/i}).or(navbar.getByPlaceholder('Search...'))).toBeVisible();
  });

  test('the navbar highlights the section of the page: guides, reference, glossary', async ({page}) => {
    const activeItems = () =>
      page.locator('nav.navbar .navbar__items:not(.navbar__items--right) .navbar__link--active');
    const expectations: [path: string, active: string][] = [
      ['/docs/getting-started', 'Docs'],
      ['/docs/category/folders', 'Docs'],
      ['/docs/graphql', 'API reference'],
      ['/docs/graphql/queries/me', 'API reference'],
      ['/docs/glossar', 'Glossary'],
      ['/blog', 'Blog'],
    ];
    for (const [path, active] of expectations) {
      await page.goto(path);
      await expect(activeItems(), path).toHaveText([active]);
    }
  });

  test('every navbar link opens a page', async ({page}) => {
    for (const path of ['/docs/getting-started', '/docs/graphql', '/playground', '/docs/glossar', '/blog']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    }
  });

  test('footer links to code hosting and the imprint, with the 2025 copyright', async ({page}) => {
    await page.goto('/docs/getting-started');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Code hosting'})).toHaveAttribute('href', site.codeHostingUrl);
    await expect(footer.getByRole('link', {name: 'Imprint'})).toHaveAttribute('href', site.imprintUrl);
    await expect(footer).toContainText(`Copyright © 2025 ${site.brand}`);
  });
});

test.describe('mobile navigation', () => {
  test.use({viewport: PHONE_VIEWPORT});

  test('the side panel shows the docs sidebar and a back button to the main menu', async ({page}) => {
    await page.goto('/docs/getting-started');
    await menuButton(page).click();
    const panel = foldedMenu(page);
    await expect(panel).toBeVisible();
    const back = panel.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Requirements'})).toBeVisible();
    await back.click();
    await expect(panel.getByRole('link', {name: 'Playground'})).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Blog'})).toBeVisible();
  });

  test('no page scrolls sideways: a table wider than the screen scrolls in its own box', async ({page, request}) => {
    test.setTimeout(120_000 * cpuSlowdown());
    // 360 px: the narrowest common phone.
    await page.setViewportSize({width: 360, height: 740});
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
    // The sitemap leaves out the reference: one page of each kind, and the type with the longest name.
    const referencePaths = [
      'overview',
      'objects/folder',
      'mutations/create-folder',
      'enums/user-error-code',
      'objects/replace-file-on-document-via-upload-transaction-payload',
    ].map((page) => `/docs/graphql/${page}`);
    const wide: string[] = [];
    for (const path of [...paths, ...referencePaths]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide.push(`${path} (${overflow} px wider than the screen)`);
    }
    expect(paths.length).toBeGreaterThan(30);
    expect(wide).toEqual([]);

    // /docs/errors has a table wider than a phone: its box scrolls, and takes the focus for the arrow keys.
    await page.goto('/docs/errors');
    const box = firstTableBox(page);
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await scrollsSideways(box)).toBe(true);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('the panel closes when the viewport becomes desktop', async ({page}) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(foldedMenu(page)).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(foldedMenu(page)).toBeHidden();
  });
});

test.describe('tables before the script has run', () => {
  test.use({viewport: PHONE_VIEWPORT, javaScriptEnabled: false});

  test('a table wider than a phone scrolls in a box that already takes the focus', async ({page}) => {
    await page.goto('/docs/getting-started', {waitUntil: 'commit'});
    const box = firstTableBox(page);
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await scrollsSideways(box)).toBe(true);
  });
});

test('a table that fits takes no place in the tab order once the page has started', async ({page}) => {
  await page.goto('/docs/getting-started');
  const box = firstTableBox(page);
  await expect(box).toBeVisible();
  expect(await scrollsSideways(box)).toBe(false);
  await expect(box).not.toHaveAttribute('tabindex');
});

test.describe('pages', () => {
  test('titles read "Page title | Site title"', async ({page}) => {
    await page.goto('/docs/getting-started');
    await expect(page).toHaveTitle(`Getting started | ${site.siteTitle}`);
    await page.goto('/blog');
    await expect(page).toHaveTitle(new RegExp(` \\| ${site.siteTitle}$`));
  });

  // react-helmet-async wrote the head from the middle of React's render (patches/react-helmet-async+1.3.0.patch): while
  // a page hydrated, its title and description became the site's and the classes of <html> came off and back.
  test('a page keeps the title, description and classes the server wrote while it hydrates', async ({page}) => {
    test.setTimeout(60_000 * cpuSlowdown());
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as {headChanges?: string[]}).headChanges = changes;
      new MutationObserver((records) => {
        // The parser's own insertions come before the app starts.
        if (!('docusaurusRoot' in window)) return;
        for (const record of records) {
          const target = record.target;
          if (target === document.documentElement && record.attributeName === 'class') {
            changes.push(`class: ${document.documentElement.className}`);
          } else if (target.nodeName === 'TITLE' || target.parentNode?.nodeName === 'TITLE') {
            changes.push(`title: ${document.title}`);
          } else if (target === document.head) {
            for (const node of record.removedNodes) {
              if (node instanceof HTMLMetaElement) changes.push(`removed: ${node.outerHTML}`);
            }
          }
        }
      }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class']});
    });
    // A slower CPU makes React yield to the browser more often while it hydrates, as on a phone.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: 4 * cpuSlowdown()});
    for (const path of ['/docs/guides/documents/create-documents', '/docs/graphql/queries/me']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      // A head update waits for an animation frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as {headChanges?: string[]}).headChanges), path).toEqual([]);
    }
    // On a move to another page, the head is the new page's.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Overview', exact: true}).click();
    await expect(page).toHaveTitle(`GraphQL API reference | ${site.siteTitle}`);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveClass(/ docs-doc-id-overview$/);
  });

  // Every route of the spec's route table (§2), as the production server answers it.
  const SPEC_ROUTES = [
    '/',
    '/playground',
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...['api', 'infrastructure', 'maintenance', 'performance', 'security'].map((tag) => `/blog/tags/${tag}`),
    '/blog/migrating-our-infrastructure',
    '/blog/sunsetting-the-v1-endpoint',
    '/docs/getting-started',
    '/docs/best-practices',
    '/docs/errors',
    '/docs/limits',
    '/docs/requirements',
    '/docs/glossar',
    '/docs/troubleshooting/',
    '/docs/integrations/make',
    ...['create-documents', 'document-location', 'getting-documents', 'update-documents'].map(
      (doc) => `/docs/guides/documents/${doc}`,
    ),
    ...['creating-folder', 'folder-permissions', 'geolocation', 'getting-folders'].map(
      (doc) => `/docs/guides/folders/${doc}`,
    ),
    '/docs/guides/folders/updating-folders/',
    '/docs/guides/folders/updating-folders/archive-and-bin',
    '/docs/guides/folders/updating-folders/moving-folders',
    '/docs/category/documents',
    '/docs/category/folders',
    '/docs/category/updating-folders',
    '/docs/graphql',
    '/docs/graphql/queries/me',
    '/docs/graphql/mutations/create-folder',
    ...['deprecated', 'include', 'one-of', 'skip', 'specified-by'].map(
      (directive) => `/docs/graphql/directives/${directive}`,
    ),
  ];

  test('every route of the spec answers 200 with its own page, not the not-found page', async ({request}) => {
    for (const route of SPEC_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).not.toMatch(/<h1[^>]*>Page Not Found<\/h1>/i);
      expect(html, route).toMatch(/<h1[\s>]/);
    }
  });

  test('/docs, the documentation root, leads to the start doc getting-started', async ({page}) => {
    const response = await page.request.get('/docs');
    expect(response.status()).toBe(200);
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Getting started'})).toBeVisible();
  });

  test('unknown paths answer 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: /page not found/i})).toBeVisible();
  });

  test('the skip link is the first focusable element and moves focus to the main content', async ({page}) => {
    await page.goto('/docs/getting-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // <main> becomes the sequential focus starting point: the next Tab lands inside it, past the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('docs show the last-update time, never the author, and a TOC of h2 and h3 only', async ({page}) => {
    await page.goto('/docs/getting-started');
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText(/Last updated/);
    await expect(lastUpdated).not.toContainText(/ by /);
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(0);
    const tocTargets = await tocLinks.evaluateAll((links) =>
      links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName),
    );
    expect(new Set(tocTargets)).toEqual(new Set(tocTargets.filter((tag) => tag === 'H2' || tag === 'H3')));
  });

  // On the project's desktop screen (playwright.config.ts), where the table of contents is a column of its own.
  test('on a desktop screen the table of contents stays in view as a long guide or post scrolls', async ({page}) => {
    for (const path of ['/docs/errors', '/blog/sunsetting-the-v1-endpoint']) {
      await page.goto(path);
      const toc = page.getByRole('navigation', {name: 'On this page'}).locator('.table-of-contents');
      await expect(toc, path).toBeInViewport();
      // Far down the page, past the end of the table of contents as it was first laid out.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(toc, `${path}, scrolled halfway`).toBeInViewport();
    }
  });

  test('blog shows reading time and a sidebar of all posts grouped by year', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('article').first()).toContainText(/min read/);
    const sidebar = page.locator('nav[aria-label*="Blog"], aside nav').first();
    await expect(sidebar).toContainText('2025');
    await expect(sidebar.getByRole('link')).toHaveCount(2);
    // Excerpt links say where they go, not a bare "Read more"; their accessible name starts with the visible
    // text (WCAG 2.5.3 label in name, Lighthouse's label-content-name-mismatch).
    await expect(page.getByRole('link', {name: /^Read the full post: \S/})).toHaveCount(2);
    await expect(page.getByText('Read the full post', {exact: true})).toHaveCount(2);
  });
});

test('the sitemap is weekly, priority 0.5, and leaves out the GraphQL reference', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain(`${site.siteUrl}/docs/getting-started`);
  expect(xml).toContain(`${site.siteUrl}/blog`);
  const entries = xml.match(/<url>.*?<\/url>/gs) ?? [];
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  expect(xml).not.toMatch(/\/docs\/graphql(\/|<)/);
});

test('code blocks take their colours from the colour mode, also after a switch and a reload', async ({page}) => {
  await page.goto('/docs/getting-started');
  const keyword = page.locator('article pre.language-graphql .token.keyword').first();
  await expect(keyword).toBeVisible();
  await expect(colourToggle(page)).toBeEnabled();
  const colours = () =>
    keyword.evaluate((element) => ({
      keyword: getComputedStyle(element).color,
      background: getComputedStyle(element.closest('pre')!).backgroundColor,
    }));
  // Dracula (dark) and GitHub (light), the Prism themes of docusaurus.config.ts.
  expect(await colours()).toEqual({keyword: 'rgb(189, 147, 249)', background: 'rgb(40, 42, 54)'});
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(colours).toEqual({keyword: 'rgb(0, 0, 159)', background: 'rgb(246, 248, 250)'});
  // GitHub's string colour, darkened for contrast (src/prism/themes.ts); bash is one of the added grammars.
  await expect(page.locator('article pre.language-bash .token.string').first()).toHaveCSS('color', 'rgb(194, 24, 91)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(colours).toEqual({keyword: 'rgb(0, 0, 159)', background: 'rgb(246, 248, 250)'});
});

// patches/@docusaurus+theme-common+3.10.2.patch: a code block's resize listener outlived its element.
test('a window resize while a code block is being removed raises no error', async ({page, pageErrors}) => {
  // Leaving a page removes its code blocks; a MutationObserver's callback runs after React has removed a block but
  // before React runs its effect cleanups, which is when a real resize could arrive.
  await page.addInitScript(() => {
    const seen = window as unknown as {resizesDuringRemoval: number};
    seen.resizesDuringRemoval = 0;
    new MutationObserver((records) => {
      const removedCodeBlock = records.some((record) =>
        [...record.removedNodes].some((node) => node instanceof Element && node.querySelector('pre code') !== null),
      );
      if (!removedCodeBlock) return;
      seen.resizesDuringRemoval += 1;
      window.dispatchEvent(new Event('resize'));
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/getting-started');
  await expect(page.locator('article pre code').first()).toBeVisible();
  await expect(colourToggle(page)).toBeEnabled();
  // A link within the app: React replaces the page's content, code blocks and all.
  await page.locator('.navbar a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {resizesDuringRemoval: number}).resizesDuringRemoval))
    .toBeGreaterThan(0);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test("the app's scripts are requested only once the page's content has been painted", async ({page, request}) => {
  const html = await (await request.get('/docs/getting-started')).text();
  expect(html, 'no script element loads a file by itself').not.toMatch(/<script[^>]*\ssrc=/);
  await page.goto('/docs/getting-started');
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptRequests: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(?:runtime~main|main|site-routes|site-data)\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.scriptRequests).toHaveLength(4);
  for (const start of timing.scriptRequests) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  // And the page works: React has taken it over.
  await expect(colourToggle(page)).toBeEnabled();
});

test('a button pressed before the app has loaded takes effect once it has', async ({page}) => {
  const releaseApp = await holdAppBundle(page);
  await page.goto('/docs/getting-started', {waitUntil: 'commit'});
  // The server-rendered search button, pressed while the app's script is still on its way.
  await page.locator('.aa-DetachedSearchButton').click();
  expect(await page.evaluate(() => 'docusaurusRoot' in window)).toBe(false);
  releaseApp();
  await expect(page.locator('.aa-DetachedOverlay .aa-Input')).toBeFocused();
});
