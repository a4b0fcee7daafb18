/**
 * `npm run build`: the GraphQL reference (scripts/generate-reference.ts) and the production site, built twice and put
 * together in build/ (src/config/build-variant.ts).
 *
 * 1. The generator and the whole build start at once: Docusaurus spends its first seconds loading its config and
 *    initialising plugins, the generator about as long loading graphql-markdown. The whole build then waits for the
 *    reference before it reads any page (src/plugins/reference-gate.ts), so it never reads stale or partial
 *    reference pages, and a failed generation stops it. It checks every page's links and writes the search index
 *    and the Markdown copies, into a folder of its own. Only its reference pages are served, so its app leaves the
 *    playground's IDE to the light build's (src/playground/ide/loadPlaygroundIde.elsewhere.ts).
 * 2. The light build writes every page but the reference's into build/.
 * 3. The reference's pages and what only the whole build wrote move into build/, and the security headers are written
 *    for the pages of both (scripts/build/merge-builds.ts).
 *
 * Arguments are passed on to both `docusaurus build` runs.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';

import {REFERENCE_BASE_PATH, REFERENCE_CONTENT_DIR} from '../src/config/reference';
import {LIGHT_BUILD_ENV, WHOLE_BUILD_ENV} from '../src/config/build-variant';
import {docusaurusBuildArgs} from './build/docusaurus-cli';
import {runBuildStep, runGatedBuild} from './build/gated-build';
import {mergeBuilds} from './build/merge-builds';

// The build's peak heap stays near 1 GiB; the cap keeps the whole process tree within the 1.5 GiB budget.
const SITE_HEAP_LIMIT = '--max-old-space-size=1280';
const SITE_NODE_OPTIONS = [process.env.NODE_OPTIONS, SITE_HEAP_LIMIT].filter(Boolean).join(' ');
const MEMORY_CAP = `${SITE_HEAP_LIMIT}, SITE_HEAP_LIMIT in scripts/build.ts`;

/** The site as served. */
const OUT_DIR = 'build';
/** The whole build's output until it is merged; under the cache folder `docusaurus clear` and cold builds empty. */
const WHOLE_OUT_DIR = join('node_modules', '.cache', 'folio', 'whole-build');

const docusaurusBuild = (outDir: string) => docusaurusBuildArgs(outDir, process.argv.slice(2));

async function main(): Promise<number> {
  // The reference's docs instance requires its folder when Docusaurus initialises it, which may come before the
  // generator has written anything; what it reads is read after the gate.
  mkdirSync(REFERENCE_CONTENT_DIR, {recursive: true});

  const whole = await runGatedBuild(
    {command: process.execPath, args: ['--require', require.resolve('tsx/cjs'), join(__dirname, 'generate-reference.ts')]},
    {
      command: process.execPath,
      args: docusaurusBuild(WHOLE_OUT_DIR),
      env: {NODE_OPTIONS: SITE_NODE_OPTIONS, [WHOLE_BUILD_ENV]: '1'},
      name: 'The whole build',
      memoryCap: MEMORY_CAP,
    },
  );
  if (whole !== 0) return whole;

  console.error('[build] The light build: every page but the reference’s, without the reference’s routes.');
  const light = await runBuildStep({
    command: process.execPath,
    args: docusaurusBuild(OUT_DIR),
    env: {NODE_OPTIONS: SITE_NODE_OPTIONS, [LIGHT_BUILD_ENV]: '1'},
    name: 'The light build',
    memoryCap: MEMORY_CAP,
  });
  if (light !== 0) return light;

  const {moved} = mergeBuilds({whole: WHOLE_OUT_DIR, light: OUT_DIR, wholeOwns: REFERENCE_BASE_PATH});
  console.error(`[build] ${OUT_DIR}/: the light build's pages, the reference's and ${moved} files of the whole build.`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`✖ ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
