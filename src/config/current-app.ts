/** Which app a Docusaurus process builds (src/config/apps.ts), from the variables scripts/build.ts sets. Node only. */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

import type {App} from './apps';
import type {ReferencePart} from './reference-parts';

/** `site` or `reference`; unset, the process builds the development app of every page. */
export const APP_ENV = 'FOLIO_APP';
/** For the reference app: the index of the part it builds, and the file that lists every part (site-relative). */
export const REFERENCE_PART_ENV = 'FOLIO_REFERENCE_PART';
export const REFERENCE_PARTS_FILE_ENV = 'FOLIO_REFERENCE_PARTS_FILE';

/** The app this Docusaurus process builds. */
export function currentApp(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): App {
  const kind = env[APP_ENV];
  if (kind === undefined || kind === '') return {kind: 'every-page'};
  if (kind === 'site') return {kind: 'site'};
  if (kind !== 'reference') throw new Error(`${APP_ENV}=${kind}: expected "site" or "reference"`);
  const file = env[REFERENCE_PARTS_FILE_ENV];
  if (!file) throw new Error(`${APP_ENV}=reference is set without ${REFERENCE_PARTS_FILE_ENV}, the file of the reference's parts`);
  const index = Number(env[REFERENCE_PART_ENV] ?? 'NaN');
  const parts = (JSON.parse(readFileSync(resolve(siteDir, file), 'utf8')) as {parts: ReferencePart[]}).parts;
  if (!Number.isInteger(index) || parts[index] === undefined) {
    throw new Error(`${REFERENCE_PART_ENV}=${env[REFERENCE_PART_ENV]}: ${file} lists parts 0 to ${parts.length - 1}`);
  }
  return {kind: 'reference', index, parts};
}

