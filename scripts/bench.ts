/**
 * `npm run bench`: the portal's performance figures, printed as tables.
 *   1. three cold production builds (caches cleared): wall time, peak memory of the process tree, reference generation time;
 *   2. build output: HTML page count, search index sizes (raw and gzip), search relevance on the judged query set;
 *   3. per page, what a browser fetches: JS and CSS gzip bytes; the playground's time to an editable editor;
 *   4. search: keystroke-to-results time once the index is loaded; a click into the reference: time to its page's paint;
 *   5. Lighthouse (mobile, simulated throttling, the CPU normalised to a host of benchmark index 1,500) per page, the
 *      median of five runs: the four category scores, LCP, TBT, CLS; beside a bare Docusaurus site with the same text
 *      (scripts/bench/bare-site.ts), its runs alternating with the portal's: the framework's floor.
 * Pages are served by scripts/serve.ts (gzip, like a CDN). `--skip-build` reuses build/; `--skip-lighthouse` skips 5.
 */
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../tests/e2e/support/chromium';
import {startServer} from './serve';
import {measureColdBuild} from './bench/cold-build';
import {countHtmlPages, firstSearchPartGzipBytes, searchIndexSizes} from './bench/build-output';
import {measureEditorStart, measurePageWeight} from './bench/page-weight';
import {measureSearchLatency} from './bench/search-latency';
import {measureClickToPaint, NAVIGATIONS_INTO_THE_REFERENCE} from './bench/navigation';
import {describeCpu, describeRunsCpu, followHostCpu, openLighthouse, summariseRuns, type LighthouseResult} from './bench/lighthouse';
import {BARE_DOCS, createBareSite} from './bench/bare-site';
import {BLIND_TARGETS, FLOORS, formatMeasures, measureSearch} from '../tests/search/measures';

const BUILD_DIR = 'build';
const COLD_BUILDS = 3;
const WEIGHED_PAGES = ['/', '/docs/getting-started', '/docs/graphql/queries/me', '/blog', '/playground'];
/** Issue 60's pages and what each must score at the normalised CPU: Performance and Total Blocking Time. */
const LIGHTHOUSE_PAGES: readonly {path: string; performance: number; tbtMs?: number}[] = [
  {path: '/', performance: 95, tbtMs: 200},
  {path: '/docs/getting-started', performance: 95, tbtMs: 200},
  {path: '/docs/guides/documents/create-documents', performance: 95, tbtMs: 200},
  {path: '/docs/graphql/queries/me', performance: 95, tbtMs: 200},
  {path: '/docs/graphql/objects/folder', performance: 95, tbtMs: 200},
  {path: '/blog', performance: 95, tbtMs: 200},
  {path: '/playground', performance: 90},
];
const LIGHTHOUSE_RUNS = 5;
/** The pages the bare Docusaurus site has: the same routes, the same text. */
const BARE_PAGES = new Set(['/', ...BARE_DOCS, '/blog']);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

function table(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${title}\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));

  if (!args.has('--skip-build')) {
    // This VM's speed drifts by a third within an hour (see Lighthouse's CPU benchmark index below): several cold
    // builds, each reported, with the fastest as the figure least disturbed by whatever else the host was doing.
    const builds = [];
    for (let run = 1; run <= COLD_BUILDS; run++) {
      console.log(`Cold production build ${run} of ${COLD_BUILDS} (caches cleared)…`);
      builds.push(await measureColdBuild());
    }
    const seconds = (values: (number | undefined)[]) => values.map((value) => (value === undefined ? 'n/a' : value.toFixed(1))).join(' / ') + ' s';
    const fastest = (values: number[]) => `fastest ${Math.min(...values).toFixed(1)} s`;
    const referenceTimes = builds.map((build) => build.referenceSeconds).filter((value) => value !== undefined);
    table('Build', ['measure', 'each run', 'summary', 'budget'], [
      ['cold `npm run build` wall time', seconds(builds.map((build) => build.seconds)), fastest(builds.map((build) => build.seconds)), '≤ 45 s (issue 4); ≤ 30 s (issue 2)'],
      [
        'peak memory (whole process tree)',
        builds.map((build) => mib(build.peakMemoryBytes)).join(' / '),
        `highest ${mib(Math.max(...builds.map((build) => build.peakMemoryBytes)))}`,
        '≤ 1.5 GiB',
      ],
      ['reference generation', seconds(builds.map((build) => build.referenceSeconds)), referenceTimes.length ? fastest(referenceTimes) : 'n/a', '≤ 5 s'],
    ]);
  }

  table('Build output', ['measure', 'value'], [['HTML pages', countHtmlPages(BUILD_DIR)]]);
  const indexSizes = searchIndexSizes(BUILD_DIR);
  table(
    'Search files (the first part of the index and its excerpts are fetched before the first result, the rest after)',
    ['file', 'raw', 'gzip'],
    [
      ...indexSizes.map((index) => [index.file, kb(index.rawBytes), kb(index.gzipBytes)]),
      ['fetched before the first result (budget ≤ 180 KB gzip, issue 31)', '', kb(firstSearchPartGzipBytes(indexSizes))],
      ['all parts', '', kb(indexSizes.reduce((sum, index) => sum + index.gzipBytes, 0))],
    ],
  );
  // The three measures: navigational (generated), the blind set's halves (issue 57), and the old judged set.
  const measures = measureSearch(BUILD_DIR);
  console.log('\nSearch relevance (issues 31 and 57)');
  for (const line of formatMeasures(measures)) console.log(`  ${line}`);
  console.log(
    `  floors: reference hit@1 ≥ ${FLOORS.referenceHitAt1}, guide hit@3 ≥ ${FLOORS.guideHitAt3}, blind test half hit@1 ≥ ${FLOORS.blindTestHitAt1} and hit@3 ≥ ${FLOORS.blindTestHitAt3} and within ${FLOORS.blindMaxGap} of its tuning half (issue 57's targets: ${BLIND_TARGETS.hitAt1}, ${BLIND_TARGETS.hitAt3}, ${BLIND_TARGETS.maxGap}), old set hit@1 ≥ ${FLOORS.judgedHitAt1} and hit@3 ≥ ${FLOORS.judgedHitAt3}`,
  );

  const server = await startServer({dir: BUILD_DIR, port: 0, host: '127.0.0.1'});
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  try {
    const weights = [];
    for (const path of WEIGHED_PAGES) weights.push(await measurePageWeight(browser, server.url, BUILD_DIR, path));
    table(
      'What a browser fetches (gzip)',
      ['page', 'JS files', 'JS', 'CSS', 'data (the playground\'s schema)', 'JS prefetched for linked routes'],
      weights.map((weight) => [
        weight.path,
        weight.jsFiles,
        kb(weight.jsGzipBytes),
        kb(weight.cssGzipBytes),
        kb(weight.dataGzipBytes),
        kb(weight.prefetchedJsGzipBytes),
      ]),
    );
    const editorStart = await measureEditorStart(browser, server.url);
    const searchMs = await measureSearchLatency(browser, server.url);
    table('Interaction', ['measure', 'value'], [
      ['playground: navigation start → editor code and schema downloaded', `${editorStart.codeDownloadedMs.toFixed(0)} ms`],
      ['playground: pointer on the operation, clicked → editor ready (code evaluated then)', `${editorStart.pointerToReadyMs.toFixed(0)} ms`],
      ...searchMs.map((sample) => [`search "${sample.query}": keystroke → results`, `${sample.milliseconds.toFixed(0)} ms`]),
      [
        'search: median keystroke → results (budget ≤ 30 ms, issue 31)',
        `${[...searchMs].sort((a, b) => a.milliseconds - b.milliseconds)[Math.floor(searchMs.length / 2)]!.milliseconds.toFixed(0)} ms`,
      ],
    ]);
  } finally {
    await browser.close();
  }
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const clicks = await measureClickToPaint(server.url, NAVIGATIONS_INTO_THE_REFERENCE);
  table(
    'Into the reference: click → the new page painted (prerendered by Speculation Rules when the pointer rests first)',
    ['navigation', 'median', 'each run', 'prerendered'],
    clicks.map((click) => [click.label, `${median(click.runs).toFixed(0)} ms`, click.runs.map((ms) => ms.toFixed(0)).join(' / '), `${click.prerendered} of ${click.runs.length}`]),
  );

  if (!args.has('--skip-lighthouse')) {
    console.log('\nThe bare Docusaurus site with the same text (the framework’s floor)…');
    const bare = createBareSite(BUILD_DIR);
    const bareServer = await startServer({dir: bare.buildDir, port: 0, host: '127.0.0.1'});
    const session = await openLighthouse();
    try {
      const host = await followHostCpu(session, `${server.url}/`);
      console.log(`\nLighthouse (mobile emulation, simulated throttling): ${describeCpu(host.current)} to start with, then following the host…`);
      const ours = new Map<string, LighthouseResult>();
      const floor = new Map<string, LighthouseResult>();
      const allRuns: {benchmarkIndex: number; cpuSlowdownMultiplier: number}[] = [];
      for (const {path} of LIGHTHOUSE_PAGES) {
        const runs = {ours: [] as Awaited<ReturnType<typeof session.measure>>[], bare: [] as Awaited<ReturnType<typeof session.measure>>[]};
        // One run of each site in turn: the host's speed drifts, and the comparison is what matters.
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          runs.ours.push(await host.measure(session, server.url, path));
          if (BARE_PAGES.has(path)) runs.bare.push(await host.measure(session, bareServer.url, path));
        }
        allRuns.push(...runs.ours, ...runs.bare);
        ours.set(path, summariseRuns(runs.ours));
        if (runs.bare.length > 0) floor.set(path, summariseRuns(runs.bare));
      }
      const perf = (result: LighthouseResult | undefined) =>
        result ? `${result.performance} (${result.performanceRange[0]}–${result.performanceRange[1]})` : '-';
      table(
        `Lighthouse, median of ${LIGHTHOUSE_RUNS} runs per page (${describeRunsCpu(allRuns)}; the slowdown of each page's median run beside it)`,
        ['page', 'Perf (range)', 'TBT', 'slowdown', 'target', 'bare Docusaurus Perf', 'bare TBT', 'A11y', 'Best pr.', 'SEO', 'LCP', 'CLS', 'failed binary audits'],
        LIGHTHOUSE_PAGES.map(({path, performance, tbtMs}) => {
          const result = ours.get(path)!;
          const bareResult = floor.get(path);
          return [
            path,
            perf(result),
            `${result.tbtMs.toFixed(0)} ms`,
            result.cpuSlowdownMultiplier.toFixed(2),
            `≥ ${performance}${tbtMs ? `, TBT ≤ ${tbtMs} ms` : ''}`,
            perf(bareResult),
            bareResult ? `${bareResult.tbtMs.toFixed(0)} ms` : '-',
            result.accessibility,
            result.bestPractices,
            result.seo,
            `${(result.lcpMs / 1000).toFixed(2)} s`,
            result.cls.toFixed(3),
            result.failedAudits.join(', ') || '-',
          ];
        }),
      );
    } finally {
      session.close();
      await bareServer.close();
      bare.remove();
    }
  }
  await server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
