/**
 * `npm run bench:scale`: what a K times larger schema (default 10; `--factor K`) costs the build and the reader.
 * Two scratch copies of HEAD (scripts/scratch-site.ts; the working tree is only read, but for the table it
 * writes into maintainers/scale.md) are built cold: one with today's schema.graphql, built before and after the
 * other, one with it grown K times (scripts/bench/scale/grow-schema.ts). Side by side: build wall and CPU time, peak
 * memory of one process, reference generation time, the JavaScript `/`, a guide, a reference page and `/blog` load
 * (gzip), the main bundle, the search files, and Lighthouse mobile Performance on the four pages with the CPU
 * benchmark index.
 * `--runs N` Lighthouse runs per page and site (default 5), `--skip-lighthouse`, `--keep` keeps the scratch sites.
 * Run it under `nice -n 19` on a shared machine; at 10× it takes several minutes.
 */
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../tests/e2e/support/chromium';
import {startServer, type RunningServer} from './serve';
import {measureColdBuild, type BuildMeasurement} from './bench/cold-build';
import {countHtmlPages, firstSearchPartGzipBytes, gzipSize, searchIndexSizes} from './bench/build-output';
import {measurePageWeight} from './bench/page-weight';
import {describeCpu, medianRun, normaliseCpu, openLighthouse, type LighthouseResult, type NormalisedCpu} from './bench/lighthouse';
import {writeTable} from './bench/measures/report';
import {optionValue} from './bench/cli';
import {growSchema} from './bench/scale/grow-schema';
import {createScratchSite, type ScratchSite} from './scratch-site';
import {measureGrowthSources} from './bench/scale/growth-sources';
import {renderScaleTable, SCALE_END_MARKER, SCALE_START_MARKER, type PerformanceScores, type SiteFigures} from './bench/scale/report';
import {SCHEMA_FILE} from '../src/config/reference';
import {builtPageFile} from '../src/plugins/search-index/searchFiles';

const PAGES = ['/', '/docs/getting-started', '/docs/graphql/queries/me', '/blog'];
const REPORT = 'maintainers/scale.md';

/** A digest of a page's HTML and of the scripts and styles it loaded: equal at both sizes, the page is the same bytes. */
function pageFingerprint(buildDir: string, path: string, assets: readonly string[]): string {
  const html = builtPageFile(buildDir, path);
  if (!html) throw new Error(`bench:scale: ${path} has no page in ${buildDir}`);
  const hash = createHash('sha256');
  for (const file of [html, ...assets.map((asset) => join(buildDir, asset))]) hash.update(readFileSync(file));
  return hash.digest('hex');
}

interface Site {
  readonly factor: number;
  readonly scratch: ScratchSite;
  readonly types: number;
  readonly operations: number;
}

/** The app scripts a built page starts (its page template lists them, src/config/ssr-template.ts), gzip bytes. */
function appScriptsGzipBytes(buildDir: string, pagePath: string, app: string): [string, number][] {
  const html = readFileSync(join(buildDir, pagePath, 'index.html'), 'utf8');
  return ['main', 'site-routes', 'site-data', 'runtime~main'].map((name) => {
    const file = new RegExp(`"/(assets/js/${name}\\.[0-9a-f]+\\.js)"`).exec(html)?.[1];
    if (!file) throw new Error(`${pagePath}: no ${name}.js among the scripts of its page`);
    return [`\`${name}.js\` of ${app}`, gzipSize(readFileSync(join(buildDir, file)))];
  });
}

async function coldBuild(site: Site): Promise<BuildMeasurement> {
  console.log(`Cold build of the ${site.factor}× site (${site.types} types) in ${site.scratch.dir}…`);
  let build;
  try {
    build = await measureColdBuild({cwd: site.scratch.dir});
  } catch (error) {
    throw new Error(`The ${site.factor}× site did not build. ${(error as Error).message}`);
  }
  console.log(`  ${build.seconds.toFixed(1)} s`);
  return build;
}

/** What the site's last build wrote, with its builds' measurements. */
function builtSite(site: Site, builds: readonly BuildMeasurement[]): Omit<SiteFigures, 'pageJsGzipBytes' | 'pageFingerprints' | 'performance'> {
  const buildDir = join(site.scratch.dir, 'build');
  const search = searchIndexSizes(buildDir);
  const sum = (files: typeof search) => files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    factor: site.factor,
    types: site.types,
    operations: site.operations,
    htmlPages: countHtmlPages(buildDir),
    builds,
    appJsGzipBytes: new Map([
      ...appScriptsGzipBytes(buildDir, '', 'the site app (`/`, guides, blog)'),
      ...appScriptsGzipBytes(buildDir, 'docs/graphql/queries/me', 'the reference app (the part of `/docs/graphql/queries/me`)'),
    ]),
    searchIndexGzipBytes: sum(search.filter((file) => file.file.startsWith('search-index'))),
    searchExcerptsGzipBytes: sum(search.filter((file) => file.file.startsWith('search-excerpts'))),
    searchFirstFetchGzipBytes: firstSearchPartGzipBytes(search),
    sources: measureGrowthSources(site.scratch.dir),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => optionValue(args, name);
  const factor = Number(option('--factor') ?? 10);
  const runs = Number(option('--runs') ?? 5);
  const lighthouse = !args.includes('--skip-lighthouse');
  // Before minutes of building: the page weights and Lighthouse need a browser.
  chromiumExecutable();
  const schemaSdl = readFileSync(SCHEMA_FILE, 'utf8');
  const base = growSchema(schemaSdl, 1);
  const grown = growSchema(schemaSdl, factor);

  const sites: Site[] = [];
  const removeSites = () => {
    if (!args.includes('--keep')) for (const site of sites.splice(0)) site.scratch.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      removeSites();
      process.exit(130);
    });
  try {
    sites.push({factor: 1, scratch: createScratchSite('.', '1x'), types: base.types, operations: base.operations});
    sites.push({factor, scratch: createScratchSite('.', `${factor}x`), types: grown.types, operations: grown.operations});
    writeFileSync(join(sites[1]!.scratch.dir, SCHEMA_FILE), grown.sdl);

    // Today's schema before and after the grown one: the machine's speed drifts over the minutes the grown site takes,
    // and a single build of today's schema moves the ratio by more than the bench means to tell.
    const [todays, grownSite] = sites as [Site, Site];
    const todaysBuilds = [await coldBuild(todays)];
    const grownBuilds = [await coldBuild(grownSite)];
    todaysBuilds.push(await coldBuild(todays));
    const figures = [builtSite(todays, todaysBuilds), builtSite(grownSite, grownBuilds)];

    const servers: RunningServer[] = [];
    for (const site of sites) servers.push(await startServer({dir: join(site.scratch.dir, 'build'), port: 0, host: '127.0.0.1'}));
    const weights = sites.map(() => new Map<string, number>());
    const fingerprints = sites.map(() => new Map<string, string>());
    const scores = sites.map(() => new Map<string, PerformanceScores>());
    const indexes: number[] = [];
    let cpu: NormalisedCpu | undefined;
    try {
      const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
      try {
        for (const [index, site] of sites.entries())
          for (const path of PAGES) {
            const buildDir = join(site.scratch.dir, 'build');
            const weight = await measurePageWeight(browser, servers[index]!.url, buildDir, path);
            weights[index]!.set(path, weight.jsGzipBytes);
            fingerprints[index]!.set(path, pageFingerprint(buildDir, path, weight.assets));
          }
      } finally {
        await browser.close();
      }
      if (lighthouse) {
        const session = await openLighthouse();
        try {
          // One CPU slowdown for both sites, normalised to a host of benchmark index 1,500 (scripts/bench/lighthouse.ts).
          cpu = await normaliseCpu(session, `${servers[0]!.url}/`);
          console.log(`Lighthouse at ${describeCpu(cpu)}.`);
          // Page by page, one run of each site in turn: the host's speed drifts, and the comparison is what matters.
          for (const path of PAGES) {
            const results = sites.map((): LighthouseResult[] => []);
            for (let run = 0; run < runs; run++)
              for (const [index, server] of servers.entries()) {
                console.log(`Lighthouse ${path} on the ${sites[index]!.factor}× site, run ${run + 1} of ${runs}…`);
                const result = await session.measure(server.url, path, cpu);
                results[index]!.push({...result, performanceRange: [result.performance, result.performance], tbtRunsMs: [result.tbtMs]});
                indexes.push(Math.round(result.benchmarkIndex));
              }
            for (const [index, siteResults] of results.entries()) {
              const performance = siteResults.map((result) => result.performance);
              scores[index]!.set(path, {
                median: medianRun(siteResults).performance,
                range: [Math.min(...performance), Math.max(...performance)],
              });
            }
          }
        } finally {
          session.close();
        }
      }
    } finally {
      for (const server of servers) await server.close();
    }

    const [before, after] = figures.map((figure, index) => ({
      ...figure,
      pageJsGzipBytes: weights[index]!,
      pageFingerprints: fingerprints[index]!,
      performance: scores[index]!,
    }));
    const table = renderScaleTable(new Date().toISOString().slice(0, 10), before!, after!, PAGES, lighthouse && cpu ? {runs, benchmarkIndexes: indexes, cpu} : undefined);
    writeTable(REPORT, table, {start: SCALE_START_MARKER, end: SCALE_END_MARKER});
    console.log(`\n${table}\n\nWritten to ${REPORT}.`);
    if (args.includes('--keep')) console.log(`Scratch sites kept: ${sites.map((site) => site.scratch.dir).join(', ')}`);
  } finally {
    removeSites();
  }
}

main().catch((error: unknown) => {
  console.error(`\n✖ bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
