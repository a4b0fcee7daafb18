/**
 * `npm run bench:measures`: what each performance measure of the portal buys. The site is built and measured with
 * every measure on, then once with each measure off alone (scripts/bench/measures/registry.ts), then with every
 * measure on again (the machine's speed drifts; both baselines are shown). Per configuration: a cold build (time,
 * peak memory), the JavaScript each page loads (gzip) and Lighthouse mobile Performance and Total Blocking Time,
 * the median of five runs, on the pages the measure can change. The table goes into maintainers/performance.md.
 *
 * It changes the working tree while it runs (reverses a patch, edits a line) and puts every
 * change back, also when interrupted; it refuses to start with uncommitted changes to the files it switches.
 * `--only id,id` measures some measures; `--runs N` changes the Lighthouse runs per page (the table says how many).
 */
import {execFileSync} from 'node:child_process';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../tests/e2e/support/chromium';
import {startServer} from './serve';
import {measureColdBuild} from './bench/cold-build';
import {measurePageWeight} from './bench/page-weight';
import {describeCpu, normaliseCpu, openLighthouse, runLighthouse, type NormalisedCpu} from './bench/lighthouse';
import {optionValue} from './bench/cli';
import {MEASURES, type Measure, type Scope} from './bench/measures/registry';
import {renderTable, writeTable, type ConfigurationFigures, type MeasureResult} from './bench/measures/report';
import type {Restore} from './bench/measures/switches';

const ROOT = process.cwd();
const BUILD_DIR = 'build';
const PAGES = ['/', '/docs/getting-started', '/docs/graphql/queries/me', '/playground'];
const PLAYGROUND = '/playground';
const REPORT = 'maintainers/performance.md';
/** The files the switches change: they must be as committed before the script starts. */
const SWITCHED_FILES = ['src', 'docusaurus.config.ts', 'patches'];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function lighthousePages(scope: Scope | 'baseline'): string[] {
  if (scope === 'build') return [];
  if (scope === 'playground') return [PLAYGROUND];
  return PAGES;
}

async function measureConfiguration(scope: Scope | 'baseline', runs: number, indexes: number[], cpu: NormalisedCpu): Promise<ConfigurationFigures> {
  const build = await measureColdBuild();
  const server = await startServer({dir: BUILD_DIR, port: 0, host: '127.0.0.1'});
  try {
    const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
    const weights = new Map<string, number>();
    try {
      for (const path of PAGES) weights.set(path, (await measurePageWeight(browser, server.url, BUILD_DIR, path)).jsGzipBytes);
    } finally {
      await browser.close();
    }
    const lighthouse = await runLighthouse(server.url, lighthousePages(scope), runs, cpu);
    indexes.push(...lighthouse.map((result) => result.benchmarkIndex));
    return {
      buildSeconds: build.seconds,
      peakMemoryBytes: build.peakMemoryBytes,
      pages: PAGES.map((path) => {
        const result = lighthouse.find((candidate) => candidate.path === path);
        return {
          path,
          jsGzipBytes: weights.get(path)!,
          performance: result?.performance,
          tbtMs: result ? median(result.tbtRunsMs) : undefined,
        };
      }),
    };
  } finally {
    await server.close();
  }
}

/** The host's benchmark index, on the committed site's home page, and the slowdown that normalises it. */
async function hostCpu(): Promise<NormalisedCpu> {
  await measureColdBuild();
  const server = await startServer({dir: BUILD_DIR, port: 0, host: '127.0.0.1'});
  const session = await openLighthouse();
  try {
    return await normaliseCpu(session, `${server.url}/`);
  } finally {
    session.close();
    await server.close();
  }
}

function assertSwitchedFilesCommitted(): void {
  const changes = execFileSync('git', ['status', '--porcelain', '--', ...SWITCHED_FILES], {cwd: ROOT, encoding: 'utf8'});
  if (changes.trim())
    throw new Error(`Commit or stash these changes first: the script switches measures in these files.\n${changes}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => optionValue(args, name);
  const runs = Number(option('--runs') ?? 5);
  const only = option('--only')?.split(',');
  const unknown = only?.filter((id) => !MEASURES.some((measure) => measure.id === id)) ?? [];
  if (unknown.length) throw new Error(`Unknown measures: ${unknown.join(', ')}`);
  const measures: Measure[] = MEASURES.filter((measure) => !only || only.includes(measure.id));
  assertSwitchedFilesCommitted();

  let restore: Restore | undefined;
  const restoreOnExit = () => {
    restore?.();
    restore = undefined;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      restoreOnExit();
      process.exit(130);
    });

  const indexes: number[] = [];
  // One CPU slowdown for the whole run, normalised to a host of benchmark index 1,500 (scripts/bench/lighthouse.ts).
  const cpu = await hostCpu();
  console.log(`Lighthouse at ${describeCpu(cpu)}.\nEvery measure on…`);
  const baselines = [await measureConfiguration('baseline', runs, indexes, cpu)];
  const results: MeasureResult[] = [];
  for (const measure of measures) {
    console.log(`Without ${measure.id}: ${measure.off.describe}…`);
    try {
      restore = measure.off.apply(ROOT);
      results.push({measure, off: await measureConfiguration(measure.scope, runs, indexes, cpu)});
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      console.log(`  failed: ${failure.slice(0, 500)}`);
      results.push({measure, off: {failure}});
    } finally {
      restoreOnExit();
    }
  }
  // Last, so build/ is the site as committed again.
  console.log('Every measure on, again…');
  baselines.push(await measureConfiguration('baseline', runs, indexes, cpu));

  const date = new Date().toISOString().slice(0, 10);
  const table = renderTable(date, runs, baselines, results, indexes.map(Math.round), cpu);
  writeTable(REPORT, table);
  console.log(`\n${table}\n\nWritten to ${REPORT}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
