/** The bench:scale table: one site built from today's schema and from the grown one, side by side. */
import type {BuildMeasurement} from '../cold-build';
import type {GrowthSources} from './growth-sources';
import {describeCpu, type NormalisedCpu} from '../lighthouse';

export const SCALE_START_MARKER = '<!-- bench:scale:start -->';
export const SCALE_END_MARKER = '<!-- bench:scale:end -->';

/** A page's Lighthouse mobile Performance over its runs: the median run's score, the lowest and the highest. */
export interface PerformanceScores {
  readonly median: number;
  readonly range: readonly [number, number];
}

export interface SiteFigures {
  readonly factor: number;
  readonly types: number;
  readonly operations: number;
  readonly htmlPages: number;
  /** Each cold build of the site, in the order they ran (today's schema's before and after the grown one's). */
  readonly builds: readonly BuildMeasurement[];
  /** JS each weighed page loads, gzip bytes, by path. */
  readonly pageJsGzipBytes: ReadonlyMap<string, number>;
  /** A digest of each weighed page's HTML, scripts and styles, by path: equal digests, the same page at both sizes. */
  readonly pageFingerprints: ReadonlyMap<string, string>;
  /** `main.js`, the generated data's `site-routes.js` and `site-data.js`, and `runtime~main.js` of each of the two apps (scripts/build.ts), gzip bytes, by row label. */
  readonly appJsGzipBytes: ReadonlyMap<string, number>;
  readonly searchIndexGzipBytes: number;
  readonly searchExcerptsGzipBytes: number;
  /** The search files fetched before the first result (the index's first part and its excerpts), gzip bytes. */
  readonly searchFirstFetchGzipBytes: number;
  /** Lighthouse mobile Performance by path; empty when Lighthouse was skipped. */
  readonly performance: ReadonlyMap<string, PerformanceScores>;
  readonly sources: GrowthSources;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gib = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 ** 3).toFixed(2)} GiB`);
const secs = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} s`);

const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;
const meanOf = (values: readonly (number | undefined)[]) => (values.some((value) => value === undefined) ? undefined : mean(values as number[]));
const maxOf = (values: readonly (number | undefined)[]) => (values.some((value) => value === undefined) ? undefined : Math.max(...(values as number[])));

/**
 * A site's builds as one: the mean of their times, the highest of their memory peaks. A build's time moves with the
 * machine's load by more than the bench compares, so today's schema is built before and after the grown one.
 */
export function combinedBuild(builds: readonly BuildMeasurement[]): BuildMeasurement {
  if (builds.length === 0) throw new Error('bench:scale: a site with no build');
  return {
    seconds: mean(builds.map((build) => build.seconds)),
    cpuSeconds: meanOf(builds.map((build) => build.cpuSeconds)),
    referenceSeconds: meanOf(builds.map((build) => build.referenceSeconds)),
    peakMemoryBytes: Math.max(...builds.map((build) => build.peakMemoryBytes)),
    largestProcessBytes: maxOf(builds.map((build) => build.largestProcessBytes)),
  };
}

/** `after / before` as a ratio (`3.2×`) or, under 2×, as a percentage (`+12 %`). */
export function growth(before: number | undefined, after: number | undefined): string {
  if (before === undefined || after === undefined || before === 0) return 'n/a';
  const ratio = after / before;
  if (ratio >= 2) return `${ratio.toFixed(1)}×`;
  // The sign is the rounded figure's: a few bytes less is "+0 %", not "−0 %".
  const percent = Math.round((ratio - 1) * 100);
  return `${percent < 0 ? '−' : '+'}${Math.abs(percent)} %`;
}

export function renderScaleTable(
  date: string,
  base: SiteFigures,
  grown: SiteFigures,
  pages: readonly string[],
  lighthouse: {runs: number; benchmarkIndexes: readonly number[]; cpu?: NormalisedCpu} | undefined,
): string {
  const head = (figures: SiteFigures) =>
    `${figures.factor}× (${figures.types} types, ${figures.operations} operations, ${figures.htmlPages} HTML pages)`;
  const row = (label: string, value: (figures: SiteFigures) => number | undefined, format: (value: number | undefined) => string) =>
    `| ${label} | ${format(value(base))} | ${format(value(grown))} | ${growth(value(base), value(grown))} |`;
  // A time of several builds is their mean, each build's in brackets.
  const buildRow = (label: string, value: (build: BuildMeasurement) => number | undefined) => {
    const cell = ({builds}: SiteFigures) => {
      const combined = secs(value(combinedBuild(builds)));
      return builds.length > 1 ? `${combined} (${builds.map((build) => secs(value(build)).replace(' s', '')).join(', ')})` : combined;
    };
    return `| ${label} | ${cell(base)} | ${cell(grown)} | ${growth(value(combinedBuild(base.builds)), value(combinedBuild(grown.builds)))} |`;
  };
  const bytes = (value: number | undefined) => (value === undefined ? 'n/a' : kib(value));
  const lines = [
    SCALE_START_MARKER,
    `_Generated by \`npm run bench:scale -- --factor ${grown.factor}\` on ${date}; both sites built cold on the same machine, ${
      base.builds.length > 1
        ? `the ${base.factor}× site before and after the ${grown.factor}× one (its times the mean of its ${base.builds.length} builds, each build's in brackets)`
        : 'one after the other'
    }${
      lighthouse
        ? `; Lighthouse mobile Performance is the median of ${lighthouse.runs} runs per page (lowest–highest in brackets), the two sites' runs alternating (${lighthouse.cpu ? `${describeCpu(lighthouse.cpu)}; ` : ''}Lighthouse CPU benchmark index during the runs ${Math.min(...lighthouse.benchmarkIndexes)}–${Math.max(...lighthouse.benchmarkIndexes)}); "same bytes" marks a page whose HTML, scripts and styles are identical at both sizes`
        : ''
    }. Do not edit by hand._`,
    '',
    `| | ${head(base)} | ${head(grown)} | growth |`,
    '|---|---|---|---|',
    buildRow('cold build, wall', (build) => build.seconds),
    buildRow('cold build, CPU (all processes)', (build) => build.cpuSeconds),
    row('peak memory of one process', (figures) => combinedBuild(figures.builds).largestProcessBytes, gib),
    row('peak memory of the whole build', (figures) => combinedBuild(figures.builds).peakMemoryBytes, gib),
    buildRow('reference generation', (build) => build.referenceSeconds),
    ...pages.map((path) => row(`JS \`${path}\` loads, gzip`, (figures) => figures.pageJsGzipBytes.get(path), bytes)),
    ...[...base.appJsGzipBytes.keys()].map((label) => row(`${label}, gzip`, (figures) => figures.appJsGzipBytes.get(label), bytes)),
    row('search index files, gzip', (figures) => figures.searchIndexGzipBytes, bytes),
    row('search excerpts, gzip', (figures) => figures.searchExcerptsGzipBytes, bytes),
    row('search files fetched before the first result, gzip', (figures) => figures.searchFirstFetchGzipBytes, bytes),
    ...(lighthouse
      ? pages.map((path) => {
          const [before, after] = [base.performance.get(path), grown.performance.get(path)];
          const difference =
            before === undefined || after === undefined
              ? 'n/a'
              : `${after.median - before.median >= 0 ? '+' : '−'}${Math.abs(after.median - before.median)} pts`;
          const score = (result: typeof before) => (result ? `${result.median} (${result.range[0]}–${result.range[1]})` : 'n/a');
          const fingerprint = base.pageFingerprints.get(path);
          // The same bytes at both sizes: whatever the scores differ by, the page did not change, the machine did.
          const same = fingerprint !== undefined && fingerprint === grown.pageFingerprints.get(path) ? ' (same bytes)' : '';
          return `| Lighthouse mobile Performance \`${path}\` | ${score(before)} | ${score(after)} | ${difference}${same} |`;
        })
      : []),
    '',
    'Where the weight comes from (each generated module or file weighed alone; the generated modules are in `site-routes.js` and `site-data.js`):',
    '',
    `| | ${base.factor}× | ${grown.factor}× | growth |`,
    '|---|---|---|---|',
    row('routes of the site app', (figures) => figures.sources.routes.get('site app'), String),
    row('routes of the reference app’s largest part', (figures) => [...figures.sources.routes].find(([label]) => label.startsWith('reference'))?.[1], String),
    row('reference app’s parts', (figures) => Number(/largest of (\d+)/.exec([...figures.sources.routes.keys()].find((label) => label.startsWith('reference')) ?? '')?.[1]), String),
    row('JavaScript files of all apps (each an entry of its app’s chunk map in `runtime~main.js`)', (figures) => figures.sources.jsChunks, String),
    ...[...base.sources.gzipBytes.keys()].map((label) => row(`${label}, gzip`, (figures) => figures.sources.gzipBytes.get(label), bytes)),
    ...[...base.sources.rawBytes.keys()].map((label) =>
      row(label, (figures) => figures.sources.rawBytes.get(label), (value) => (value === undefined ? 'n/a' : `${(value / 1024 ** 2).toFixed(1)} MiB`)),
    ),
    SCALE_END_MARKER,
  ];
  return lines.join('\n');
}
