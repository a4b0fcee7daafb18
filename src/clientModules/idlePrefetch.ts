/**
 * Route prefetching in idle time.
 *
 * Docusaurus prefetches a route's chunks as soon as a link to it scrolls into view. Every link has its own
 * IntersectionObserver, and the browser reports them together right after hydration, so on a docs page one task
 * matched every visible link against the route table and added its `<link rel="prefetch">` elements while the page
 * was still starting up (a long task on a throttled phone). Here those prefetches wait for idle time and run a few
 * per idle period. Preloading on hover or touch (`preload`) is left as it is.
 */
import type {ClientModule} from '@docusaurus/types';

import {createIdleQueue, type IdleScheduler} from './idleQueue';

/** Prefetches still start within this time when the page never goes idle. */
const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_PAUSE_MS = 200;
const FALLBACK_SLICE_MS = 10;

const scheduleIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  // Without requestIdleCallback (Safari): short slices after a pause.
  else
    window.setTimeout(() => {
      const start = performance.now();
      callback({timeRemaining: () => Math.max(0, FALLBACK_SLICE_MS - (performance.now() - start))});
    }, FALLBACK_PAUSE_MS);
};

let installed = false;

const idlePrefetch: ClientModule = {
  // Runs in the layout effect of the first render, after clientEntry has set `window.docusaurus` and before any
  // IntersectionObserver has reported a link.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const docusaurus = window.docusaurus;
    const prefetchWhenIdle = createIdleQueue<string>((routePath) => void docusaurus.prefetch(routePath), scheduleIdle);
    window.docusaurus = Object.freeze({
      ...docusaurus,
      prefetch: (routePath: string) => {
        prefetchWhenIdle(routePath);
        return Promise.resolve([]);
      },
    });
  },
};

export default idlePrefetch;
