/** Lighthouse (mobile emulation, simulated throttling: its defaults) against the served build, on Debian's Chromium. */
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
}

export async function runLighthouse(baseUrl: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  // Both packages are ESM-only; this script runs as CommonJS, so they are imported dynamically.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const runnerResult = await lighthouse(baseUrl + path, {port: chrome.port, output: 'json', logLevel: 'error'});
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
      const {categories, audits} = runnerResult.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
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
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
