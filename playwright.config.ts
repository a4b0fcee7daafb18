import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/e2e/support/chromium';
import {BUILD_DIR} from './tests/e2e/support/build-dir';

/** Port of the production build served by scripts/serve.ts during the end-to-end run. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const IS_CI = Boolean(process.env.CI);


export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: {timeout: 10_000},
  reporter: IS_CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: chromiumExecutable(), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx scripts/serve.ts --dir ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !IS_CI,
    timeout: 120_000,
  },
});
