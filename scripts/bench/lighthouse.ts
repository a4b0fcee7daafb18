/**
 * Lighthouse (mobile emulation, simulated throttling) against the served build, on Debian's Chromium, at a CPU
 * normalised to one host. Lighthouse's simulated throttling multiplies the CPU time the host itself spends by its
 * slowdown (4 on mobile), so the same build scores 100 on a fast host and in the 80s on a slow one. Its slowdown of 4
 * stands for a mid-range phone on a host of benchmark index 1,500 (Lighthouse's own calibration): the bench measures
 * the host's index and sets the slowdown to 4 × index / 1,500, so that every host behaves like that one, and prints
 * both. The index is measured again in every run and the slowdown follows it (HostCpu): a shared host's speed drifts
 * by half within one bench.
 * Each page is measured several times and the run with the median Performance score is reported (its LCP, TBT,
 * CLS), with the range of all runs: on this VM one run can differ from the next by 20 points (Lighthouse's own
 * advice is the median of several runs). Accessibility, Best Practices, SEO and the failed audits are the worst of
 * all runs.
 */
import {CHROMIUM_PATH} from '../../tests/e2e/support/chromium';

export interface LighthouseResult {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly failedAudits: string[];
  /** Lighthouse's CPU benchmark of this machine: simulated throttling scales observed CPU time from it. */
  readonly benchmarkIndex: number;
  /** The CPU slowdown the run was made at. */
  readonly cpuSlowdownMultiplier: number;
  /** Lowest and highest Performance score of all runs of the page. */
  readonly performanceRange: readonly [number, number];
  /** Total Blocking Time of each run, in ms. */
  readonly tbtRunsMs: readonly number[];
}

/** The benchmark index of the host Lighthouse's mobile CPU slowdown of 4 is calibrated for. */
export const REFERENCE_BENCHMARK_INDEX = 1500;
/** Lighthouse's mobile CPU slowdown. */
export const MOBILE_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host of this benchmark index behave like one of REFERENCE_BENCHMARK_INDEX. */
export function normalisedSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`a host's benchmark index is a positive number, not ${benchmarkIndex}`);
  return (MOBILE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
}

/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
}

/** The run with the median Performance score (the lower middle one for an even count). */
export function medianRun<Run extends {performance: number}>(runs: readonly Run[]): Run {
  if (runs.length === 0) throw new Error('no Lighthouse runs to choose from');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The app's entry script, which every page loads once painted (src/config/ssr-template.ts). */
const APP_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * Throws unless the run requested the app's script. A page whose scripts never load (a stale CSP hash blocking the
 * inline loader, for one) is all static HTML and scores 100: such a run measures nothing the visitor gets.
 */
export function assertAppScriptLoaded(path: string, requestedUrls: readonly string[]): void {
  if (!requestedUrls.some((url) => APP_SCRIPT.test(new URL(url).pathname)))
    throw new Error(
      `Lighthouse's run of ${path} never requested the app's script (main.*.js): its scores are not the site's`,
    );
}

export interface LighthouseOptions {
  /** The CPU slowdown of Lighthouse's simulated throttling (default: its own, 4). */
  readonly cpuSlowdownMultiplier?: number;
}

/** One Chromium for several Lighthouse runs: its host's benchmark index, and pages measured one run at a time. */
export interface LighthouseSession {
  /** The host's CPU benchmark index, as Lighthouse measures it at the start of a run: one per quick run, `runs` of them. */
  hostBenchmarkIndexes(url: string, runs?: number): Promise<number[]>;
  /** One run of one page. */
  measure(baseUrl: string, path: string, options?: LighthouseOptions): Promise<Omit<LighthouseResult, 'performanceRange' | 'tbtRunsMs'>>;
  close(): void;
}

export async function openLighthouse(): Promise<LighthouseSession> {
  // Both packages are ESM-only; this script runs as CommonJS, so they are imported dynamically.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    async hostBenchmarkIndexes(url, runs = 3) {
      const indexes: number[] = [];
      for (let run = 0; run < runs; run++) {
        // One cheap audit: the index is computed before any audit, whatever is asked for.
        const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint']});
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        indexes.push(result.lhr.environment.benchmarkIndex);
      }
      return indexes;
    },
    async measure(baseUrl, path, options = {}) {
      const runnerResult = await lighthouse(baseUrl + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(options.cpuSlowdownMultiplier !== undefined && {throttling: {cpuSlowdownMultiplier: options.cpuSlowdownMultiplier}}),
      });
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
      const {categories, audits} = runnerResult.lhr;
      const applied = runnerResult.lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (options.cpuSlowdownMultiplier !== undefined && applied !== options.cpuSlowdownMultiplier)
        throw new Error(`Lighthouse ran ${path} at a CPU slowdown of ${applied}, not ${options.cpuSlowdownMultiplier}`);
      const requests = (audits['network-requests']?.details as {items?: {url: string}[]} | undefined)?.items ?? [];
      assertAppScriptLoaded(
        path,
        requests.map((request) => request.url),
      );
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      return {
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        benchmarkIndex: runnerResult.lhr.environment.benchmarkIndex,
        cpuSlowdownMultiplier: applied,
        failedAudits: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      };
    },
    close: () => chrome.kill(),
  };
}

/** The host's benchmark index and the CPU slowdown that normalises it (normalisedSlowdown), for a bench's whole run. */
export interface NormalisedCpu {
  readonly benchmarkIndex: number;
  readonly cpuSlowdownMultiplier: number;
}

export async function normaliseCpu(session: LighthouseSession, url: string): Promise<NormalisedCpu> {
  const benchmarkIndex = median(await session.hostBenchmarkIndexes(url));
  return {benchmarkIndex, cpuSlowdownMultiplier: normalisedSlowdown(benchmarkIndex)};
}

/** How many of the latest benchmark indexes set the next run's slowdown (HostCpu). */
export const INDEX_WINDOW = 5;

/**
 * The host's benchmark index as it drifts, and the slowdown that normalises it now. A shared host's speed moves over
 * the minutes of a bench, which a slowdown set once from the first measurement turns into a lighter or heavier phone
 * than the one the targets are for; and one run's index jitters from the next. So each run is made at the slowdown of
 * the median of the latest INDEX_WINDOW indexes: those measured before the first run, then each run's own, which
 * Lighthouse measures at the start of every run. The slowdown follows the host's drift, not its jitter.
 */
export class HostCpu {
  private readonly indexes: number[];

  constructor(measured: readonly number[]) {
    if (measured.length === 0) throw new Error('the host needs one benchmark index measured before its first run');
    for (const index of measured) normalisedSlowdown(index);
    this.indexes = [...measured];
  }

  /** The index and slowdown the next run is made at. */
  get current(): NormalisedCpu {
    const benchmarkIndex = median(this.indexes.slice(-INDEX_WINDOW));
    return {benchmarkIndex, cpuSlowdownMultiplier: normalisedSlowdown(benchmarkIndex)};
  }

  /** One run of `path` at the current slowdown; its own index then counts for the next run's. */
  async measure(session: Pick<LighthouseSession, 'measure'>, baseUrl: string, path: string): ReturnType<LighthouseSession['measure']> {
    const result = await session.measure(baseUrl, path, this.current);
    normalisedSlowdown(result.benchmarkIndex);
    this.indexes.push(result.benchmarkIndex);
    return result;
  }
}

/** A HostCpu started from three quick runs. */
export async function followHostCpu(session: LighthouseSession, url: string): Promise<HostCpu> {
  return new HostCpu(await session.hostBenchmarkIndexes(url));
}

/** How the runs of a bench say what CPU they measured at: the range of their indexes and slowdowns. */
export function describeRunsCpu(runs: readonly {benchmarkIndex: number; cpuSlowdownMultiplier: number}[]): string {
  const range = (values: readonly number[], format: (value: number) => string) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map(format);
    return low === high ? low! : `${low}–${high}`;
  };
  return `host benchmark index ${range(runs.map((run) => run.benchmarkIndex), (index) => String(Math.round(index)))}, CPU slowdown ${range(
    runs.map((run) => run.cpuSlowdownMultiplier),
    (slowdown) => slowdown.toFixed(2),
  )} (${MOBILE_CPU_SLOWDOWN} × the median of the latest ${INDEX_WINDOW} indexes / ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en')}: a host of index ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en')})`;
}

/** How a run says what CPU it measured at. */
export function describeCpu({benchmarkIndex, cpuSlowdownMultiplier}: NormalisedCpu): string {
  return `host benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)} (${MOBILE_CPU_SLOWDOWN} × ${Math.round(benchmarkIndex)} / ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en')}: a host of index ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en')})`;
}

/** A page's runs summed up: the median run's figures, the range, and the worst of what does not depend on timing. */
export function summariseRuns(runs: readonly Omit<LighthouseResult, 'performanceRange' | 'tbtRunsMs'>[]): LighthouseResult {
  const scores = runs.map((run) => run.performance);
  const worst = (category: 'accessibility' | 'bestPractices' | 'seo') => Math.min(...runs.map((run) => run[category]));
  return {
    ...medianRun(runs),
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    tbtRunsMs: runs.map((run) => run.tbtMs),
    // The other categories do not depend on timing: any run that loses a point shows.
    accessibility: worst('accessibility'),
    bestPractices: worst('bestPractices'),
    seo: worst('seo'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runsPerPage: number,
  options: LighthouseOptions = {},
): Promise<LighthouseResult[]> {
  const session = await openLighthouse();
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runs = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await session.measure(baseUrl, path, options));
      results.push(summariseRuns(runs));
    }
    return results;
  } finally {
    session.close();
  }
}
