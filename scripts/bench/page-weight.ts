/** What a browser fetches for a page: JS and CSS bytes (gzip, as served) and, for the playground, time to editor. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser} from 'playwright-core';

import {gzipSize} from './build-output';

export interface PageWeight {
  readonly path: string;
  readonly jsFiles: number;
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  /** JS Docusaurus prefetched in idle time for the routes the page links to (not part of the three above). */
  readonly prefetchedJsGzipBytes: number;
}

export async function measurePageWeight(browser: Browser, baseUrl: string, buildDir: string, path: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const assets = new Set<string>();
  const prefetched = new Set<string>();
  const seen: Promise<void>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseUrl || !/\.(js|css)$/.test(url.pathname)) return;
    seen.push(
      request.allHeaders().then((headers) => {
        (/prefetch/.test(headers['sec-purpose'] ?? '') ? prefetched : assets).add(url.pathname);
      }),
    );
  });
  await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
  await Promise.all(seen);
  await page.close();
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  let jsFiles = 0;
  for (const asset of assets) {
    const size = gzipSize(readFileSync(join(buildDir, asset)));
    if (asset.endsWith('.js')) {
      jsGzipBytes += size;
      jsFiles += 1;
    } else cssGzipBytes += size;
  }
  let prefetchedJsGzipBytes = 0;
  for (const asset of prefetched) if (!assets.has(asset) && asset.endsWith('.js')) prefetchedJsGzipBytes += gzipSize(readFileSync(join(buildDir, asset)));
  return {path, jsFiles, jsGzipBytes, cssGzipBytes, prefetchedJsGzipBytes};
}

/** Milliseconds from navigation start until the playground's query editor accepts input. */
export async function measureEditorReady(browser: Browser, baseUrl: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/playground`);
  await page.locator('.graphiql-query-editor .monaco-editor, .graphiql-editor .monaco-editor').first().waitFor({timeout: 60_000});
  const elapsed = await page.evaluate(() => performance.now());
  await page.close();
  return elapsed;
}
