/**
 * `npm run build` builds the site twice (scripts/build.ts). The whole build has every page and every check; the
 * light build leaves the reference's pages out, so the pages most readers land on (the home page, the guides, the
 * blog, the playground) do not carry the reference's routes in their JavaScript. The light build's pages are served
 * everywhere outside the reference, the whole build's inside it. Node only.
 */
import {readFileSync} from 'node:fs';

import type {ReferencePart} from './reference-parts';

export const LIGHT_BUILD_ENV = 'FOLIO_LIGHT_BUILD';
/** Set to 1 by scripts/build.ts for the whole build. */
export const WHOLE_BUILD_ENV = 'FOLIO_WHOLE_BUILD';

/** Whether this Docusaurus process is the light build; `npm start` and the whole build are not. */
export function isLightBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[LIGHT_BUILD_ENV] === '1';
}

/**
 * Whether this Docusaurus process is the whole build of `npm run build`, whose pages outside the reference are not
 * served (the light build's are); `npm start` and a plain `docusaurus build` are not.
 */
export function isWholeBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[WHOLE_BUILD_ENV] === '1' && !isLightBuild(env);
}

/**
 * Set by scripts/build.ts when the reference is too large for one build (src/config/reference-parts.ts): the index
 * of the part this whole build holds, and the file that lists every part.
 */
export const REFERENCE_PART_ENV = 'FOLIO_REFERENCE_PART';
export const REFERENCE_PARTS_FILE_ENV = 'FOLIO_REFERENCE_PARTS_FILE';

export interface ReferencePartBuild {
  /** This build's part. */
  readonly index: number;
  /** Every part, this build's among them. */
  readonly parts: readonly ReferencePart[];
}

/**
 * Which part a build holds, by reference: the index and the file that lists every part. Plugins take this as their
 * option, never the parts themselves: Docusaurus ships the site config, plugin options included, in every page's
 * main.js, where thousands of page names would weigh on every reference page.
 */
export interface ReferencePartRef {
  readonly index: number;
  readonly file: string;
}

/** The part of the reference this Docusaurus process builds, by reference; undefined for the whole reference (or none). */
export function referencePartRef(env: NodeJS.ProcessEnv = process.env): ReferencePartRef | undefined {
  const index = env[REFERENCE_PART_ENV];
  if (index === undefined || isLightBuild(env)) return undefined;
  const file = env[REFERENCE_PARTS_FILE_ENV];
  if (!file) throw new Error(`${REFERENCE_PART_ENV} is set without ${REFERENCE_PARTS_FILE_ENV}, the file of the reference's parts`);
  return {index: Number(index), file};
}

/**
 * Set by scripts/build.ts for the parts past the first: the file that lists the routes the first part's build
 * rendered, whose pages outside the reference serve for every part (src/plugins/site-elsewhere/).
 */
export const FIRST_PART_ROUTES_ENV = 'FOLIO_FIRST_PART_ROUTES';

/** For a part past the first, the file of the first part's routes; undefined for the first part and any other build. */
export function firstPartRoutesFile(part: ReferencePartRef | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (part === undefined || part.index === 0) return undefined;
  const file = env[FIRST_PART_ROUTES_ENV];
  if (!file) throw new Error(`${REFERENCE_PART_ENV}=${part.index} is set without ${FIRST_PART_ROUTES_ENV}, the file of the first part's routes`);
  return file;
}

/** The parts a reference names, read from its file. */
export function readReferencePart({index, file}: ReferencePartRef): ReferencePartBuild {
  const parts = (JSON.parse(readFileSync(file, 'utf8')) as {parts: ReferencePart[]}).parts;
  if (!Number.isInteger(index) || parts[index] === undefined) {
    throw new Error(`${REFERENCE_PART_ENV}=${index}: ${file} lists parts 0 to ${parts.length - 1}`);
  }
  return {index, parts};
}
