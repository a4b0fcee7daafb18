/**
 * The end-to-end tests drive Debian's Chromium: Playwright's own browser download cannot reach the
 * network here. Installs the package when it is missing and we are root; otherwise says what to install.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

import {CHROMIUM_PATH} from '../tests/e2e/support/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package…`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (status ${result.status}).`);
      process.exit(1);
    }
  }
}
