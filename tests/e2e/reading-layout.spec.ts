/**
 * Every built page laid out on a phone (390 px) and a desktop screen (1366 px), measured for what a reader sees
 * broken (support/reading-layout.ts): a word broken inside itself in a heading, label, breadcrumb or table cell, a
 * table wider than its column that hides that it scrolls or lets its first column go, a page wider than the screen.
 * Each page is loaded once and measured at both widths.
 * The pages are laid out from their HTML and stylesheet, without their scripts: what is measured is what the server
 * sends, the same for every page of a kind, and a page costs a few milliseconds instead of a hydration.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {test, expect} from './support/fixtures';
import {BUILD_DIR} from './support/build-dir';
import {findLayoutDefects, type LayoutDefect} from './support/reading-layout';
import {cpuSlowdown} from './support/cpu';

/** Each page is measured on both screens from one load. */
const SCREENS = [
  {name: 'desktop', viewport: {width: 1366, height: 768}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;
/** The pages are measured in this many tests, which the two workers share. */
const SHARDS = 2;

/**
 * The URL path of every built page (`docs/limits/index.html` is `/docs/limits`) but the redirects, which show nothing
 * and leave at once.
 */
function builtPagePaths(): string[] {
  return readdirSync(BUILD_DIR, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/<meta[^>]*http-equiv="?refresh/i.test(readFileSync(file, 'utf8')))
    .map((file) => `/${relative(BUILD_DIR, file).replace(/(^|\/)index\.html$/, '')}`)
    .sort();
}

test.describe.configure({mode: 'parallel', timeout: 240_000 * cpuSlowdown()});
test.use({javaScriptEnabled: false});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`pages ${shard + 1} of ${SHARDS}, at 1366 and 390 px: no word broken inside itself, no table hiding that it scrolls, no page wider than the screen`, async ({
    page,
  }) => {
    const paths = builtPagePaths().filter((_, index) => index % SHARDS === shard);
    expect(paths.length, 'the build has its pages').toBeGreaterThan(50);
    const found: string[] = [];
    let screens: ReadonlyArray<(typeof SCREENS)[number]> = SCREENS;
    await page.setViewportSize(screens[0]!.viewport);
    for (const path of paths) {
      // 'commit' skips the fixture's wait for the app, which never starts without scripts.
      await page.goto(path, {waitUntil: 'commit'});
      await page.waitForLoadState('domcontentloaded');
      // One load, both screens: the page is laid out again at the other width. The next page starts on the screen
      // this one ended on.
      for (const [index, screen] of screens.entries()) {
        if (index > 0) await page.setViewportSize(screen.viewport);
        let defects: LayoutDefect[] = await page.evaluate(findLayoutDefects);
        if (defects.some(({kind}) => kind === 'stylesheet not loaded yet')) {
          await page.waitForLoadState('load');
          defects = await page.evaluate(findLayoutDefects);
        }
        for (const {kind, element, text} of defects)
          found.push(`${path} (${screen.name}): ${kind}: ${element}: ${text}`);
      }
      screens = [...screens].reverse();
    }
    // One line per defect, all of them: a diff of long arrays is cut short.
    expect(found.length, `${found.length} defects:\n${found.join('\n')}`).toBe(0);
  });
}
