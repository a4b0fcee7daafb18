/**
 * `npm run bench:main-thread`: where a page's main thread goes, by cause (issue 60). Each page is loaded several times
 * in Chromium at the CPU slowdown that normalises this host to one of benchmark index 1,500 (as `npm run bench`'s
 * Lighthouse runs), with a performance trace; the table gives the median milliseconds of each cause
 * (scripts/bench/main-thread/causes.ts) at that slowdown, and each page's total, blocking time and longest task.
 *
 * Needs a build with source maps: `FOLIO_BENCH_SOURCE_MAPS=1 npm run build` (src/plugins/bundler-settings.ts).
 *
 *   npm run bench:main-thread -- [--runs 5] [--dir build] [--baseline other-build] [--benchmark-index N] [--page /path]…
 *                                [--save a.json] [--compare a.json]
 *
 * `--baseline` loads the pages of a second build (a copy of build/ from before a change) too, its loads alternating
 * with the first's (which goes first swaps every round), and prints each figure as baseline → build: a host's load
 * drifts too much between two runs of this script for their figures to compare. `--benchmark-index` skips measuring
 * the host (Lighthouse's benchmark, three quick runs) and uses the index given; `--save` writes the figures,
 * `--compare` prints them beside those of an earlier `--save`.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../tests/e2e/support/chromium';
import {startServer} from './serve';
import {optionValue} from './bench/cli';
import {describeCpu, median, normaliseCpu, normalisedSlowdown, openLighthouse, type NormalisedCpu} from './bench/lighthouse';
import {attributeMainThread, type MainThreadProfile} from './bench/main-thread/attribute';
import {loadOrder} from './bench/main-thread/order';
import {hasSourceMaps, recordPageLoad, sourceMapResolver} from './bench/main-thread/record';

/** A guide and a reference page: issue 60's pages furthest from their targets. */
const DEFAULT_PAGES = ['/docs/guides/documents/create-documents', '/docs/graphql/queries/me'];
const TOTALS = ['main thread, all tasks', 'blocking time after first paint (Σ task − 50 ms)', 'longest task'] as const;

/** One page's figures: the median ms of each cause and total over the runs. */
interface PageFigures {
  readonly path: string;
  readonly runs: number;
  readonly causes: Record<string, {label: string; ms: number}>;
  readonly totals: Record<(typeof TOTALS)[number], number>;
}

interface Report {
  readonly cpu: NormalisedCpu;
  readonly pages: PageFigures[];
}

function table(header: string[], rows: string[][]): string {
  const cells = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

function printReport(report: Report, before?: Report): void {
  console.log(`\nMain thread by cause, median of ${report.pages[0]?.runs ?? 0} loads per page (${describeCpu(report.cpu)})`);
  if (before) console.log(`before: ${describeCpu(before.cpu)}; each cell is before → after`);
  const ids = new Set<string>();
  const labels = new Map<string, string>();
  for (const source of [report, ...(before ? [before] : [])])
    for (const page of source.pages)
      for (const [id, {label}] of Object.entries(page.causes)) {
        ids.add(id);
        labels.set(id, label);
      }
  const beforeOf = (path: string) => before?.pages.find((page) => page.path === path);
  const cell = (path: string, value: (page: PageFigures) => number | undefined) => {
    const now = report.pages.find((page) => page.path === path);
    const after = now ? value(now) : undefined;
    const earlier = beforeOf(path);
    return earlier ? `${ms(value(earlier))} → ${ms(after)}` : ms(after);
  };
  const sortKey = (id: string) => Math.max(...[...report.pages, ...(before?.pages ?? [])].map((page) => page.causes[id]?.ms ?? 0));
  const rows = [...ids]
    .sort((a, b) => sortKey(b) - sortKey(a))
    .map((id) => [labels.get(id)!, ...report.pages.map((page) => cell(page.path, (figures) => figures.causes[id]?.ms ?? 0))]);
  const totalRows = TOTALS.map((total) => [`**${total}**`, ...report.pages.map((page) => cell(page.path, (figures) => figures.totals[total]))]);
  console.log(table(['cause', ...report.pages.map((page) => `\`${page.path}\``)], [...rows, ...totalRows]));
}

function assertSourceMaps(dir: string): void {
  const mainScript = readdirSync(join(dir, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!mainScript || !hasSourceMaps(dir, join('assets/js', mainScript)))
    throw new Error(`${dir} has no source maps to name the modules by: build it with FOLIO_BENCH_SOURCE_MAPS=1 npm run build`);
}

/** The median of each cause and total over a page's runs. */
function reportOf(cpu: NormalisedCpu, paths: readonly string[], runs: number, byPath: ReadonlyMap<string, MainThreadProfile[]>): Report {
  return {
    cpu,
    pages: paths.map((path) => {
      const profiles = byPath.get(path)!;
      const causes: PageFigures['causes'] = {};
      for (const profile of profiles)
        for (const [id, cause] of profile.causes)
          causes[id] = {label: cause.label, ms: median(profiles.map((each) => each.byCause.get(id) ?? 0))};
      return {
        path,
        runs,
        causes,
        totals: {
          [TOTALS[0]]: median(profiles.map((profile) => profile.busyMs)),
          [TOTALS[1]]: median(profiles.map((profile) => profile.blockingMs)),
          [TOTALS[2]]: median(profiles.map((profile) => profile.longestTaskMs)),
        },
      };
    }),
  };
}

async function hostCpu(url: string, given: string | undefined): Promise<NormalisedCpu> {
  if (given !== undefined) {
    const benchmarkIndex = Number(given);
    return {benchmarkIndex, cpuSlowdownMultiplier: normalisedSlowdown(benchmarkIndex)};
  }
  const session = await openLighthouse();
  try {
    return await normaliseCpu(session, url);
  } finally {
    session.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = optionValue(args, '--dir') ?? 'build';
  const runs = Number(optionValue(args, '--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const pages = args.flatMap((arg, index) => (arg === '--page' ? [args[index + 1]!] : []));
  const paths = pages.length > 0 ? pages : DEFAULT_PAGES;
  const comparePath = optionValue(args, '--compare');
  const before = comparePath ? (JSON.parse(readFileSync(comparePath, 'utf8')) as Report) : undefined;

  const baselineDir = optionValue(args, '--baseline');
  if (baselineDir !== undefined && before) throw new Error('--baseline and --compare: one earlier set of figures at a time');
  const sites = [...(baselineDir !== undefined ? [baselineDir] : []), dir];
  for (const site of sites) assertSourceMaps(site);

  const servers = await Promise.all(sites.map((site) => startServer({dir: site, port: 0, host: '127.0.0.1'})));
  try {
    const cpu = await hostCpu(`${servers[0]!.url}/`, optionValue(args, '--benchmark-index'));
    console.log(`Tracing ${paths.join(', ')} of ${sites.join(' and ')}, ${runs} loads each: ${describeCpu(cpu)}…`);
    const resolvers = sites.map((site, index) => sourceMapResolver(site, servers[index]!.url));
    const profiles = sites.map(() => new Map(paths.map((path) => [path, [] as MainThreadProfile[]])));
    const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
    try {
      // Pages and builds alternate, so a change in the host's load over the run touches all of them alike.
      for (let run = 0; run < runs; run++)
        for (const path of paths)
          for (const index of loadOrder(run, servers.length)) {
            const url = `${servers[index]!.url}${path}`;
            const trace = await recordPageLoad(browser, url, cpu.cpuSlowdownMultiplier);
            profiles[index]!.get(path)!.push(attributeMainThread(trace.events, url, resolvers[index]!, trace.firstPaintTs));
          }
    } finally {
      await browser.close();
    }
    const reports = profiles.map((byPath) => reportOf(cpu, paths, runs, byPath));
    const report = reports[reports.length - 1]!;
    printReport(report, baselineDir !== undefined ? reports[0] : before);
    const savePath = optionValue(args, '--save');
    if (savePath) writeFileSync(savePath, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
