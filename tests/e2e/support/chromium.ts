import {existsSync} from 'node:fs';

/** Debian's Chromium: Playwright's own browser downloads cannot reach the network here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumExecutable(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's package (as root: apt-get update && apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return CHROMIUM_PATH;
}

// Without the background-networking flags Chromium keeps dialling Google services this machine cannot reach.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
