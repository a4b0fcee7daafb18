/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) against the served build, on Debian's Chromium.
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
  /** Lowest and highest Performance score of all runs of the page. */
  readonly performanceRange: readonly [number, number];
  /** Total Blocking Time of each run, in ms. */
  readonly tbtRunsMs: readonly number[];
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

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runsPerPage: number,
): Promise<LighthouseResult[]> {
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
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const runs: Omit<LighthouseResult, 'performanceRange' | 'tbtRunsMs'>[] = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await measure(path));
      const scores = runs.map((run) => run.performance);
      const worst = (category: 'accessibility' | 'bestPractices' | 'seo') =>
        Math.min(...runs.map((run) => run[category]));
      results.push({
        ...medianRun(runs),
        performanceRange: [Math.min(...scores), Math.max(...scores)],
        tbtRunsMs: runs.map((run) => run.tbtMs),
        // The other categories do not depend on timing: any run that loses a point shows.
        accessibility: worst('accessibility'),
        bestPractices: worst('bestPractices'),
        seo: worst('seo'),
        failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
      });
    }
  } finally {
    chrome.kill();
  }
  return results;

  async function measure(path: string): Promise<Omit<LighthouseResult, 'performanceRange' | 'tbtRunsMs'>> {
    const runnerResult = await lighthouse(baseUrl + path, {port: chrome.port, output: 'json', logLevel: 'error'});
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
    const {categories, audits} = runnerResult.lhr;
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
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  }
}
