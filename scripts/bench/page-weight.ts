/**
 * What a browser fetches for a page: JS, CSS and data files (gzip, as served) and, for the playground, time to editor.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser, Request} from 'playwright-core';

import {gzipSize} from './build-output';
import {EDITOR_READY_MARK, IDE_CODE_LOADED_MARK} from '../../src/playground/ide/performanceMarks';

export interface PageWeight {
  readonly path: string;
  readonly jsFiles: number;
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  /** Data files the page fetched from the build (the playground's schema), not counted as JS. */
  readonly dataGzipBytes: number;
  /** JS Docusaurus prefetched in idle time for the routes the page links to (not part of the three above). */
  readonly prefetchedJsGzipBytes: number;
  /** The scripts, styles and data files the page loaded, as paths under the build, sorted. */
  readonly assets: readonly string[];
}

export async function measurePageWeight(browser: Browser, baseUrl: string, buildDir: string, path: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const assets = new Set<string>();
  const prefetched = new Set<string>();
  const seen: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== baseUrl || !/\.(js|css|graphql)$/.test(url.pathname)) return;
    seen.push(
      request.allHeaders().then((headers) => {
        (/prefetch/.test(headers['sec-purpose'] ?? '') ? prefetched : assets).add(url.pathname);
      }),
    );
  };
  page.on('request', onRequest);
  await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
  // The network can fall idle while a large main bundle runs, before the app asks for the route's own chunks: the
  // page counts as loaded once Docusaurus has hydrated it, which needs every one of them.
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  // A request made after this point (a late prefetch) would read its headers from a closed page.
  page.off('request', onRequest);
  await Promise.all(seen);
  await page.close();
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  let dataGzipBytes = 0;
  let jsFiles = 0;
  for (const asset of assets) {
    const size = gzipSize(readFileSync(join(buildDir, asset)));
    if (asset.endsWith('.js')) {
      jsGzipBytes += size;
      jsFiles += 1;
    } else if (asset.endsWith('.css')) cssGzipBytes += size;
    else dataGzipBytes += size;
  }
  let prefetchedJsGzipBytes = 0;
  for (const asset of prefetched) if (!assets.has(asset) && asset.endsWith('.js')) prefetchedJsGzipBytes += gzipSize(readFileSync(join(buildDir, asset)));
  return {path, jsFiles, jsGzipBytes, cssGzipBytes, dataGzipBytes, prefetchedJsGzipBytes, assets: [...assets].sort()};
}

export interface EditorStartTimes {
  /** Navigation start until the editor's code (downloaded once the page is up) and the schema (prefetched) have arrived. */
  codeDownloadedMs: number;
  /**
   * The pointer's arrival on the previewed operation, clicking it at once, until the editor is ready: its code is
   * evaluated, the schema built and the editor laid out in that time.
   */
  pointerToReadyMs: number;
}

/** The editor's chunk and the schema file, which the playground downloads before anyone reaches for the editor. */
const EDITOR_DOWNLOADS = [/\/playground-ide\.[0-9a-f]+\.js$/, /\/schema-[0-9a-f]+\.graphql$/];

/**
 * The playground's editor is built when the visitor reaches for it (src/playground/ide/EditorSlot.tsx): how long its
 * code takes to download after navigation, and how long a visitor who then points at the operation and clicks waits
 * for the editor.
 */
export async function measureEditorStart(browser: Browser, baseUrl: string): Promise<EditorStartTimes> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/playground`);
  await page.locator('[data-starts-editor="true"]').waitFor({timeout: 60_000});
  // The latest end of the two downloads, once both have ended.
  const downloaded = await page.waitForFunction(
    (patterns) => {
      const ends = patterns.map((pattern) => {
        const entry = performance.getEntriesByType('resource').find((each) => new RegExp(pattern).test(each.name));
        return entry ? (entry as PerformanceResourceTiming).responseEnd : 0;
      });
      return ends.every((end) => end > 0) ? Math.max(...ends) : 0;
    },
    EDITOR_DOWNLOADS.map((pattern) => pattern.source),
    {timeout: 60_000},
  );
  const codeDownloadedMs = (await downloaded.jsonValue()) as number;
  if (await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, IDE_CODE_LOADED_MARK))
    throw new Error('the editor\'s code was evaluated before anyone reached for it');
  await page.waitForTimeout(500);
  const preview = page.getByTestId('operation-preview');
  await preview.evaluate((element) =>
    element.addEventListener('pointerover', () => performance.mark('bench-pointer-arrives'), {capture: true, once: true}),
  );
  await preview.getByLabel('Operation').click();
  await page.locator('[data-editor-ready="true"]').waitFor({timeout: 60_000});
  const pointerToReadyMs = await page.evaluate(
    (mark) =>
      performance.getEntriesByName(mark)[0].startTime - performance.getEntriesByName('bench-pointer-arrives')[0].startTime,
    EDITOR_READY_MARK,
  );
  const elapsed = {codeDownloadedMs, pointerToReadyMs};
  await page.close();
  return elapsed;
}
