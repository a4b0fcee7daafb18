/**
 * `npm run build`: the site from schema.graphql, docs/, blog/ and src/, into build/ (maintainers/build.md).
 *
 * 1. The changelog's pages and the GraphQL reference are generated from the schema (scripts/generate-reference.ts,
 *    one process each); a broken schema, or a breaking change the latest release had not deprecated, stops the build.
 * 2. The site app builds once the changelog is written, each part of the reference app (src/config/apps.ts) once the
 *    reference is: each on its own, into a staging folder with its own generated-files folder, at most
 *    BUILD_CONCURRENCY processes at a time.
 * 3. The apps' folders are put together (scripts/build/assemble.ts) and checked as one site: every link and anchor
 *    (scripts/build/links.ts) and a Markdown copy of every page; the search index and the security headers are
 *    written for all of its pages.
 * 4. build/ is replaced by the result (scripts/build/replace-dir.ts) only once every step has passed. A failure, or a
 *    Ctrl-C or SIGTERM at any step, leaves build/ as it was, and no process of the build running.
 *
 * `--reference-parts N` builds the reference in at least N parts (`npm test` builds two; by default, as many as
 * MAX_REFERENCE_PAGES_PER_BUILD needs). Any other argument goes to every `docusaurus build`.
 */
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {constants} from 'node:os';
import {join, resolve} from 'node:path';

import {SCHEMA_FILE} from '../src/config/reference';
import {APP_ENV, REFERENCE_PART_ENV, REFERENCE_PARTS_FILE_ENV} from '../src/config/current-app';
import {MAX_REFERENCE_PAGES_PER_BUILD, partitionReference, type ReferencePart} from '../src/config/reference-parts';
import {computeReferenceFacts, type ReferenceFacts} from '../src/config/reference-facts';
import {markdownCopyPath} from '../src/config/markdown-copies';
import {loadSchemaFile} from '../src/graphql/schemaSource';
import {writeSearchFiles} from '../src/plugins/search-index/searchFiles';
import {DOCS_ROOT} from '../src/plugins/docs-root';
import {referencePagePaths} from './reference/pages';
import {docusaurusBuildArgs} from './build/docusaurus-cli';
import {INTERRUPTS, JobFailure, Processes, type Job, type ScheduledJob} from './build/processes';
import {planAssembly, readAppOutput, writeAssembly} from './build/assemble';
import {brokenLinks, brokenLinksMessage, linkTargets} from './build/links';
import {writeHeadersFile} from './build/security-headers';
import {replaceDir, restoreInterrupted} from './build/replace-dir';

/** The site as served. */
const OUT_DIR = 'build';
/**
 * Everything the build writes before build/ is replaced: one folder per app, the assembled site, the old build/. The
 * next build empties it first; each app's generated-files folder (`<app>/.docusaurus`) stays after a build.
 */
export const STAGING_DIR = '.build-staging';
const ASSEMBLED_DIR = join(STAGING_DIR, 'site-assembled');
const ASIDE_DIR = join(STAGING_DIR, 'previous-build');
/** The file that lists the reference's parts for the reference app's builds (src/config/current-app.ts). */
const PARTS_FILE = join(STAGING_DIR, 'reference-parts.json');

/**
 * Docusaurus builds at once. Each one's bundler already runs on every core; two at once still overlap one's
 * single-threaded page rendering with the other's bundling (maintainers/build.md has the figures).
 */
const BUILD_CONCURRENCY = 2;
// A build's peak heap stays near 1 GiB at 10×; the cap makes it collect garbage sooner instead of growing.
const SITE_HEAP_LIMIT = '--max-old-space-size=1280';
const MEMORY_CAP = `${SITE_HEAP_LIMIT}, SITE_HEAP_LIMIT in scripts/build.ts`;
/** Rendered routes without a Markdown copy: the not-found page, and /docs, which only leads to the start doc. */
const ROUTES_WITHOUT_COPY = new Set(['/404.html', DOCS_ROOT]);

interface Options {
  readonly referenceParts: number;
  readonly docusaurusArgs: readonly string[];
}

function parseOptions(args: readonly string[]): Options {
  const docusaurusArgs: string[] = [];
  let referenceParts = 1;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const match = /^--reference-parts(?:=(.*))?$/.exec(arg);
    if (!match) {
      docusaurusArgs.push(arg);
      continue;
    }
    const value = match[1] ?? args[++index];
    referenceParts = Number(value);
    if (!Number.isInteger(referenceParts) || referenceParts < 1)
      throw new Error(`--reference-parts takes a whole number of at least 1, not ${value}`);
  }
  return {referenceParts, docusaurusArgs};
}

/**
 * The reference's parts: as many as the cap on pages per build needs, and at least `minimum`, as even as the folders
 * and runs of names allow; with what every part needs to know of the whole schema (src/config/reference-facts.ts),
 * computed once here instead of in every part. None for a schema or releases that do not load, which the generators
 * report, naming the file and line.
 */
function referencePlan(minimum: number): {parts: ReferencePart[]; facts?: ReferenceFacts} {
  try {
    const schema = loadSchemaFile(SCHEMA_FILE);
    return {
      parts: partitionReference(referencePagePaths(schema), MAX_REFERENCE_PAGES_PER_BUILD, minimum),
      facts: computeReferenceFacts(schema),
    };
  } catch {
    return {parts: []};
  }
}

/** The Docusaurus build of one app, into its own staging folder with its own generated-files folder. */
function appJob(name: string, folder: string, env: NodeJS.ProcessEnv, args: readonly string[]): Job {
  return {
    name,
    command: process.execPath,
    args: docusaurusBuildArgs(join(STAGING_DIR, folder, 'out'), args),
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, SITE_HEAP_LIMIT].filter(Boolean).join(' '),
      // Relative to the site's folder, as Docusaurus resolves it: each build its own routes, registry and config.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(STAGING_DIR, folder, '.docusaurus'),
      ...env,
    },
    memoryCap: MEMORY_CAP,
  };
}

/** One of the generator's two steps (scripts/generate-reference.ts `--only`). */
const generatorStep = (name: string, only: 'changelog' | 'reference'): ScheduledJob => ({
  name,
  command: process.execPath,
  args: ['--require', require.resolve('tsx/cjs'), join(__dirname, 'generate-reference.ts'), '--only', only],
});
const changelog = generatorStep('The changelog', 'changelog');
const generator = generatorStep('The reference generator', 'reference');

async function build(options: Options, processes: Processes, replacing: {now: boolean}): Promise<void> {
  rmSync(STAGING_DIR, {recursive: true, force: true});
  mkdirSync(STAGING_DIR, {recursive: true});

  // Cut from the schema's pages, which are known before anything is generated.
  const {parts, facts} = referencePlan(options.referenceParts);
  writeFileSync(PARTS_FILE, JSON.stringify({parts, facts}));
  const apps = [
    {name: 'The site app', folder: 'site', after: changelog.name, env: {[APP_ENV]: 'site'}},
    ...parts.map((part, index) => ({
      name:
        parts.length === 1
          ? 'The reference app'
          : `The reference app, part ${index + 1} of ${parts.length} (${part.pages.length} pages)`,
      folder: `reference-${index + 1}`,
      after: generator.name,
      env: {[APP_ENV]: 'reference', [REFERENCE_PART_ENV]: String(index), [REFERENCE_PARTS_FILE_ENV]: PARTS_FILE},
    })),
  ];
  console.error(
    `[build] The site app and the reference app in ${parts.length} part${parts.length === 1 ? '' : 's'}, ${BUILD_CONCURRENCY} processes at a time.`,
  );
  await processes.runAll(
    [
      changelog,
      generator,
      ...apps.map((app) => ({...appJob(app.name, app.folder, app.env, options.docusaurusArgs), after: [app.after]})),
    ],
    BUILD_CONCURRENCY,
  );

  // What the steps after the apps take: they run on one core, after every app, so they are the build's tail.
  const steps: string[] = [];
  const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    steps.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  const plan = await step('assembled', () => {
    const assembly = planAssembly(apps.map((app) => readAppOutput(app.name, join(STAGING_DIR, app.folder, 'out'))));
    writeAssembly(assembly, ASSEMBLED_DIR);
    return assembly;
  });
  await step('links checked', () => {
    const broken = brokenLinks(plan.pages, linkTargets(plan.pages, ASSEMBLED_DIR), '.');
    if (broken.length > 0) throw new Error(brokenLinksMessage(broken));
    const withoutCopy = plan.pages
      .map((page) => page.route)
      .filter((route) => !ROUTES_WITHOUT_COPY.has(route) && !existsSync(join(ASSEMBLED_DIR, markdownCopyPath(route))));
    if (withoutCopy.length > 0) throw new Error(`Pages without a Markdown copy:\n  ${withoutCopy.join('\n  ')}`);
  });
  await step('search indexed', () =>
    writeSearchFiles({outDir: ASSEMBLED_DIR, pages: plan.pages, siteDir: resolve('.')}),
  );
  // Last: its Content-Security-Policy allows the inline scripts of every page of every app.
  await step('headers written', () => writeHeadersFile(ASSEMBLED_DIR));

  replacing.now = true;
  replaceDir({target: OUT_DIR, ready: ASSEMBLED_DIR, aside: ASIDE_DIR});
  replacing.now = false;
  // The apps' generated-files folders stay for inspection (bench:scale weighs them), as `.docusaurus/` would.
  for (const app of apps) rmSync(join(STAGING_DIR, app.folder, 'out'), {recursive: true, force: true});
  console.error(
    `[build] ${OUT_DIR}/: ${plan.pages.length} pages from ${apps.length} apps, ${plan.files.size} files (${steps.join(', ')}).`,
  );
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (restoreInterrupted({target: OUT_DIR, aside: ASIDE_DIR}))
    console.error(`[build] ${OUT_DIR}/ restored: the last build stopped while replacing it.`);
  const processes = new Processes();
  const replacing = {now: false};
  let interrupted: NodeJS.Signals | undefined;
  for (const signal of INTERRUPTS) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = signal;
      console.error(`\n✖ ${signal}: the build stops; ${OUT_DIR}/ stays as it was.`);
      // Between the two renames that replace build/, the build finishes them first (scripts/build/replace-dir.ts).
      if (replacing.now) return;
      void processes
        .stop(`the build was interrupted (${signal})`)
        .then(() => process.exit(128 + constants.signals[signal]));
    });
  }
  try {
    await build(options, processes, replacing);
    return interrupted ? 128 + constants.signals[interrupted] : 0;
  } catch (error) {
    if (interrupted) return 128 + constants.signals[interrupted];
    await processes.stop('the build failed');
    console.error(error instanceof JobFailure ? `✖ ${error.message}` : `✖ ${(error as Error).message}`);
    console.error(`✖ The build failed; ${OUT_DIR}/ stays as it was.`);
    return 1;
  }
}

if (require.main === module) {
  void main().then((code) => {
    process.exitCode = code;
  });
}

export {parseOptions};
