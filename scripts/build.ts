/**
 * `npm run build`: the GraphQL reference (scripts/generate-reference.ts) and the production site, built twice (or
 * more) and put together in build/ (src/config/build-variant.ts).
 *
 * 1. The generator, the (first) whole build and the light build (every page but the reference's, into build/) start
 *    at once: Docusaurus spends its first seconds loading its config and initialising plugins, the generator about as
 *    long loading graphql-markdown. Each build then waits at its gate (src/plugins/reference-gate.ts,
 *    scripts/build/gated-build.ts) until what it reads is written and, since two builds bundling at once on two cores
 *    take longer than one after the other, until the build before it is far enough along:
 *    - the whole build until the reference is generated, and in parts the light build is done. It never reads stale
 *      or partial reference pages, and a failed generation stops it. It checks every page's links, writes the
 *      Markdown copies and reads each page's search sections (src/plugins/built-pages/), into a folder of its own.
 *      Only its reference pages are served, so its app leaves the playground's IDE to the light build's
 *      (src/playground/ide/loadPlaygroundIde.elsewhere.ts);
 *    - the light build, with one part, until the whole build has rendered its pages: it bundles while the whole build
 *      writes the Markdown copies on one thread. In parts, it goes first, once the generator has written the
 *      changelog's pages (its first step), and bundles while the generator writes the reference.
 *    A reference of more pages than one build should hold (src/config/reference-parts.ts) is built in parts: one
 *    whole build per part, the first with every page but the other parts' reference pages, the others with their
 *    reference pages and a stand-in route for each of the first part's other pages (src/plugins/site-elsewhere/),
 *    put together in the first one's folder (scripts/build/merge-builds.ts), their anchors checked across parts. A
 *    part past the first starts once the part before it has rendered its pages, and loads and bundles while that one
 *    writes what it writes after rendering: one part's start runs mostly on one thread, as does the end of the other's.
 * 2. The search index is written from the sections the whole builds read.
 * 3. The reference's pages and what only the whole build wrote move into build/, and the security headers are written
 *    for the pages of both (scripts/build/merge-builds.ts).
 *
 * Arguments are passed on to every `docusaurus build` run.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

import {
  REFERENCE_BASE_PATH,
  REFERENCE_CONTENT_DIR,
  REFERENCE_OVERVIEW_PAGE,
  SCHEMA_FILE,
} from '../src/config/reference';
import {
  FIRST_PART_ROUTES_ENV,
  LIGHT_BUILD_ENV,
  REFERENCE_PART_ENV,
  REFERENCE_PARTS_FILE_ENV,
  WHOLE_BUILD_ENV,
} from '../src/config/build-variant';
import {MAX_REFERENCE_PAGES_PER_BUILD, partitionReference, type ReferencePart} from '../src/config/reference-parts';
import {checkSchemaSource} from '../src/graphql/schemaSource';
import {writeSearchFilesInWorker} from '../src/plugins/search-index/inWorker';
import {docusaurusBuildArgs} from './build/docusaurus-cli';
import {runGatedBuilds, type Command, type GatedBuild} from './build/gated-build';
import {brokenAnchors} from './build/anchors';
import {combineParts, mergeBuilds, takePageFacts} from './build/merge-builds';
import {ROUTE_LIST_FILE} from '../src/plugins/built-pages';
import {referencePagePaths} from './reference/pages';

// The build's peak heap stays near 1 GiB; the cap keeps the whole process tree within the 1.5 GiB budget.
const SITE_HEAP_LIMIT = '--max-old-space-size=1280';
const SITE_NODE_OPTIONS = [process.env.NODE_OPTIONS, SITE_HEAP_LIMIT].filter(Boolean).join(' ');
const MEMORY_CAP = `${SITE_HEAP_LIMIT}, SITE_HEAP_LIMIT in scripts/build.ts`;

/** The site as served. */
const OUT_DIR = 'build';
/** The whole build's output until it is merged; under the cache folder `docusaurus clear` and cold builds empty. */
const WHOLE_OUT_DIR = join('node_modules', '.cache', 'folio', 'whole-build');

/** The file that lists the reference's parts for the part builds (src/config/build-variant.ts). */
const PARTS_FILE = join('node_modules', '.cache', 'folio', 'reference-parts.json');
/** Pages of one build at most; set lower to try the parts on today's schema. */
const MAX_PAGES_ENV = 'FOLIO_REFERENCE_PART_PAGES';

const docusaurusBuild = (outDir: string) => docusaurusBuildArgs(outDir, process.argv.slice(2));

const generator: Command = {
  command: process.execPath,
  args: ['--require', require.resolve('tsx/cjs'), join(__dirname, 'generate-reference.ts')],
};

/**
 * The reference's parts for the schema's pages (src/config/reference-parts.ts); one for a schema that does not parse,
 * whose errors the generator reports with their lines.
 */
function referenceParts(): ReferencePart[] {
  let pages: string[];
  try {
    pages = referencePagePaths(checkSchemaSource(readFileSync(SCHEMA_FILE, 'utf8'), SCHEMA_FILE));
  } catch {
    return [{pages: [], include: []}];
  }
  return partitionReference(pages, Number(process.env[MAX_PAGES_ENV] ?? MAX_REFERENCE_PAGES_PER_BUILD));
}

async function main(): Promise<number> {
  // The reference's docs instance requires its folder when Docusaurus initialises it, which may come before the
  // generator has written anything; what it reads is read after the gate.
  mkdirSync(REFERENCE_CONTENT_DIR, {recursive: true});

  const parts = referenceParts();
  const inParts = parts.length > 1;
  rmSync(PARTS_FILE, {force: true});
  if (inParts) {
    mkdirSync(dirname(PARTS_FILE), {recursive: true});
    writeFileSync(PARTS_FILE, JSON.stringify({parts}));
    const largest = Math.max(...parts.map((part) => part.pages.length));
    console.error(`[build] The reference in ${parts.length} whole builds of at most ${largest} pages each.`);
  }
  const partDir = (index: number) => (index === 0 ? WHOLE_OUT_DIR : `${WHOLE_OUT_DIR}-${index}`);
  // With one part the generator is done in the seconds a build spends loading: the light build has nothing to do
  // beside it, and waits for the whole build's pages instead (step 1 above).
  const light: GatedBuild = {
    command: process.execPath,
    args: docusaurusBuild(OUT_DIR),
    env: {NODE_OPTIONS: SITE_NODE_OPTIONS, [LIGHT_BUILD_ENV]: '1'},
    name: 'The light build (every page but the reference’s)',
    memoryCap: MEMORY_CAP,
    waitsFor: inParts ? 'changelog' : 'rendered',
  };
  const wholeBuilds = parts.map(
    (part, index): GatedBuild => ({
      command: process.execPath,
      args: docusaurusBuild(partDir(index)),
      env: {
        NODE_OPTIONS: SITE_NODE_OPTIONS,
        [WHOLE_BUILD_ENV]: '1',
        ...(inParts && {[REFERENCE_PART_ENV]: String(index), [REFERENCE_PARTS_FILE_ENV]: resolve(PARTS_FILE)}),
        // The parts past the first stand in for the first part's pages outside the reference (src/plugins/site-elsewhere/).
        ...(index > 0 && {[FIRST_PART_ROUTES_ENV]: resolve(partDir(0), ROUTE_LIST_FILE)}),
      },
      name: inParts
        ? `The whole build of the reference's part ${index + 1} of ${parts.length} (${part.pages.length} pages)`
        : 'The whole build',
      memoryCap: MEMORY_CAP,
      // A part past the first reads the first part's route list and home page, there once it has rendered its pages.
      ...(index === 0 ? {waitsFor: 'reference'} : {waitsFor: 'rendered', startsWhenReady: true}),
    }),
  );
  // The generator, the first whole build and the light build start at once; each later part once the one before it
  // has rendered its pages.
  const code = await runGatedBuilds(generator, inParts ? [light, ...wholeBuilds] : [...wholeBuilds, light]);
  if (code !== 0) return code;
  // Each whole build read its own pages as it finished (src/plugins/built-pages/): the parts' facts together are the
  // site's, each reference page's from the part that holds it.
  const facts = takePageFacts(parts.map((_, index) => partDir(index)));
  const {routes} = combineParts({
    parts: parts.map((part, index) => ({dir: partDir(index), pages: part.pages})),
    referenceBase: REFERENCE_BASE_PATH,
    overviewPage: REFERENCE_OVERVIEW_PAGE,
  });
  const rendered = new Set(routes);
  const pages = facts.filter((page) => rendered.has(page.route));
  if (inParts) {
    // No part's build could check the anchors of links into another part (src/config/build-policy.ts).
    const broken = brokenAnchors(pages);
    if (broken.length > 0) {
      console.error(`✖ Links to anchors that do not exist on their pages:\n  ${broken.join('\n  ')}`);
      return 1;
    }
  }

  // The search index, from the sections each whole build read of its pages.
  await writeSearchFilesInWorker({outDir: resolve(WHOLE_OUT_DIR), pages, siteDir: resolve('.')});

  const {moved} = mergeBuilds({whole: WHOLE_OUT_DIR, light: OUT_DIR, wholeOwns: REFERENCE_BASE_PATH});
  console.error(`[build] ${OUT_DIR}/: the light build's pages, the reference's and ${moved} files of the whole build${inParts ? 's' : ''}.`);
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
