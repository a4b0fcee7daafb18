import type {Locator, Page} from '@playwright/test';

import {test, expect} from './support/fixtures';

const DESKTOP = {width: 1280, height: 800};

test.use({viewport: DESKTOP});

test('"Read the full post" stays on one line on /blog at 1280 px', async ({page}) => {
  await page.goto('/blog');
  const labels = page.locator('article footer a[href^="/blog/"] b', {hasText: 'Read the full post'});
  expect(await labels.count(), 'the list has truncated posts').toBeGreaterThan(0);
  for (const label of await labels.all()) {
    expect(await label.evaluate((element) => element.getClientRects().length), await label.innerText()).toBe(1);
  }
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} is laid out`).not.toBeNull();
  return found!;
}

/** Top edges of breadcrumb, version badge, Markdown actions and title, and the gaps between them. */
async function headerLayout(page: Page, path: string) {
  await page.goto(path);
  const scope = page.locator('main');
  const breadcrumbs = await box(scope.locator('nav.theme-doc-breadcrumbs'));
  const badge = await box(scope.locator('.theme-doc-version-badge'));
  const actions = await box(scope.getByRole('button', {name: /copy page as markdown/i}));
  const title = await box(scope.locator('h1').first());
  return {
    order: [breadcrumbs.y, badge.y, actions.y, title.y],
    gapBelowBadge: actions.y - (badge.y + badge.height),
    gapAboveTitle: title.y - (actions.y + actions.height),
  };
}

test('a category page has its Markdown actions where a docs page has them: under the badge, above the title', async ({
  page,
}) => {
  const doc = await headerLayout(page, '/docs/getting-started');
  const category = await headerLayout(page, '/docs/category/folders');
  for (const layout of [doc, category]) {
    expect(
      [...layout.order].sort((a, b) => a - b),
      'breadcrumb, badge, actions, title from top to bottom',
    ).toEqual(layout.order);
  }
  expect(Math.abs(category.gapBelowBadge - doc.gapBelowBadge)).toBeLessThanOrEqual(4);
  expect(Math.abs(category.gapAboveTitle - doc.gapAboveTitle)).toBeLessThanOrEqual(4);
});
