import {test as base, expect} from '@playwright/test';

import {waitForApp} from './app-ready';
import {cpuSlowdown} from './cpu';

/**
 * Every end-to-end test gets these checks for free:
 * - no uncaught exception in the page (`pageerror`);
 * - no failed hydration: React reports a server/client mismatch to Docusaurus's `onRecoverableError`, which only
 *   logs it, and then re-renders the page on the client;
 * - no Content-Security-Policy violation (the server sends the deployment CSP of build/_headers);
 * - no request to any host but the local server, unless the test lists the origin in
 *   `interceptedOrigins` *and* answers those requests itself with `page.route` (nothing leaves the machine: the
 *   browser resolves no other host name, playwright.config.ts).
 *
 * `page.goto` of a site page also waits until React has taken over the page (see ./app-ready.ts).
 */
export interface PortalFixtures {
  /** Origins a test intercepts with page.route, e.g. the API endpoint in playground tests. */
  interceptedOrigins: string[];
  pageErrors: Error[];
  hydrationErrors: string[];
  cspViolations: string[];
  externalRequests: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<PortalFixtures>({
  page: async ({page}, use) => {
    // `CPU_SLOWDOWN=N npx playwright test`: every page runs on a CPU N times slower (playwright.config.ts).
    const slowdown = cpuSlowdown();
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (isHtml && options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    await use(page);
  },
  interceptedOrigins: [[], {option: true}],
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    {auto: true},
  ],
  hydrationErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('onRecoverableError')) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'React hydration errors').toEqual([]);
    },
    {auto: true},
  ],
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  externalRequests: [
    async ({page, interceptedOrigins}, use) => {
      const external: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (LOCAL_HOSTS.has(url.hostname)) return;
        if (interceptedOrigins.includes(url.origin)) return;
        external.push(request.url());
      });
      await use(external);
      expect(external, 'requests to third-party hosts').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
