/** The production build the end-to-end run serves (see playwright.config.ts). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

/**
 * The text of the built file a URL of the served site answers with. Read from disk, not from a response's body,
 * which the browser may already have dropped.
 */
export function servedFileText(url: string): string {
  return readFileSync(join(BUILD_DIR, decodeURIComponent(new URL(url).pathname)), 'utf8');
}
