import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/e2e/support/chromium';
import {BUILD_DIR} from './tests/e2e/support/build-dir';
import {cpuSlowdown} from './tests/e2e/support/cpu';

/** Port of the production build served by scripts/serve.ts during the end-to-end run. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const IS_CI = Boolean(process.env.CI);
const OFFLINE_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
/**
 * V8 without its optimising compilers (Maglev, TurboFan): a test's page lives a few seconds, too short to repay
 * optimising its scripts, and on two cores that work competed with the tests. Only the e2e browser runs so; the
 * bench measures the browser as visitors have it.
 */
const BASELINE_JIT_ARG = '--js-flags=--max-opt=0';
/** `CPU_SLOWDOWN=N`: every test's pages on a CPU N times slower (tests/e2e/support/cpu.ts); the timeouts grow with it. */
const SLOWDOWN = cpuSlowdown();


export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 45_000 * SLOWDOWN,
  expect: {timeout: 10_000 * SLOWDOWN},
  reporter: IS_CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: its actions, the network and the console, and its final screenshot. The trace's
    // screencast and its DOM snapshot at every action are left out: every test records them and only a failed one
    // keeps them, and they took a third of the run's CPU (the screencast) and then a sixth (the snapshots; a third of
    // the crawls over every page). `E2E_TRACE_SNAPSHOTS=1` records the snapshots when a failure needs them.
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: Boolean(process.env.E2E_TRACE_SNAPSHOTS)},
    screenshot: 'only-on-failure',
    // No host name but this machine's resolves, so a third-party request fails before it leaves the machine (the
    // externalRequests fixture still fails the test that made it). Routing every request through the runner instead
    // cost a round trip per request; a test's own routes are still answered before any lookup.
    launchOptions: {executablePath: chromiumExecutable(), args: [...chromiumArgs, OFFLINE_ARG, BASELINE_JIT_ARG]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx scripts/serve.ts --dir ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never a server already on the port: it may serve another folder's build (a clone's `npm test` once ran against
    // the working copy's, and one test read files its pages did not load). A busy port fails the run, naming it.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
