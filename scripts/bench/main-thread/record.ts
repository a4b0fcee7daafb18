/**
 * One page load in Chromium at a throttled CPU (the DevTools protocol's CPU throttling, as in the end-to-end tests'
 * CPU_SLOWDOWN), on Lighthouse's mobile screen, with a performance trace and the V8 sampling profiler; the trace
 * ends once the page is hydrated and its main thread has been quiet for a while.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser} from 'playwright-core';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';

import type {CallFrame, ResolveFrame, TraceEvent} from './attribute';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
].join(',');

/** How long the main thread must go without a long task, after hydration starts, before the trace ends. */
const QUIET_MS = 3000;
const TIMEOUT_MS = 120_000;

/** Lighthouse's mobile screen (a Moto G Power). */
const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true} as const;

export interface PageTrace {
  readonly events: TraceEvent[];
  /** The first contentful paint on the trace's clock (µs), when the page reported one. */
  readonly firstPaintTs?: number;
}

export async function recordPageLoad(browser: Browser, url: string, cpuSlowdown: number): Promise<PageTrace> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    // The end of the last long task, for the quiet period below.
    await page.addInitScript(() => {
      const state = window as unknown as {__lastLongTaskEnd: number};
      state.__lastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.__lastLongTaskEnd = Math.max(state.__lastLongTaskEnd, entry.startTime + entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await browser.startTracing(page, {categories: CATEGORIES.split(',')});
    let buffer: Buffer;
    try {
      await page.goto(url, {waitUntil: 'load', timeout: TIMEOUT_MS});
      await page.waitForFunction(
        (quietMs) => {
          const state = window as unknown as {docusaurusRoot?: unknown; __lastLongTaskEnd: number};
          return state.docusaurusRoot !== undefined && performance.now() - state.__lastLongTaskEnd > quietMs;
        },
        QUIET_MS,
        {timeout: TIMEOUT_MS, polling: 250},
      );
    } finally {
      buffer = await browser.stopTracing();
    }
    const trace = JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]};
    const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint');
    return {events: trace.traceEvents, ...(paint && {firstPaintTs: paint.ts})};
  } finally {
    await context.close();
  }
}

/** Relative module paths from the bundler's source names: `webpack://folio-developer-portal/./src/x.ts` → `src/x.ts`. */
export function modulePath(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^\.build-staging\/[^/]+\//, '');
}

/**
 * Maps the frames of the build's scripts to their modules through the source maps the build wrote beside them
 * (FOLIO_BENCH_SOURCE_MAPS, src/plugins/bundler-settings.ts). Frames of other scripts keep their URL.
 */
export function sourceMapResolver(buildDir: string, baseUrl: string): ResolveFrame {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      const path = url.slice(baseUrl.length).split('?')[0]!;
      let map: TraceMap | null = null;
      try {
        map = new TraceMap(readFileSync(join(buildDir, `${path}.map`), 'utf8'));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
  const cache = new Map<string, {source: string; functionName: string}>();
  return (frame: CallFrame) => {
    if (!frame.url) return {source: '', functionName: frame.functionName};
    if (!frame.url.startsWith(`${baseUrl}/assets/js/`)) return {source: frame.url, functionName: frame.functionName};
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    let resolved = cache.get(key);
    if (!resolved) {
      const map = mapOf(frame.url);
      const position = map ? originalPositionFor(map, {line: frame.lineNumber + 1, column: frame.columnNumber}) : null;
      resolved = {
        source: position?.source ? modulePath(position.source) : frame.url,
        functionName: position?.name ?? frame.functionName,
      };
      cache.set(key, resolved);
    }
    return resolved;
  };
}

/** Whether the build has the source maps the attribution needs. */
export function hasSourceMaps(buildDir: string, mainScript: string): boolean {
  try {
    readFileSync(join(buildDir, `${mainScript}.map`));
    return true;
  } catch {
    return false;
  }
}
