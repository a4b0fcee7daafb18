/**
 * `npm run walk`: screenshots of one page of each kind (tests/e2e/support/page-kinds.ts) and of the states a reader
 * meets on them (the playground over the cost limit, the search's results), on a phone (390 × 844) and a desktop
 * (1366 × 768), in dark and light mode, into test-results/walk/ with an index.html to look through them. It serves
 * build/ itself (run `npm run build` first); the next person looks at the same pages as the last one, in a minute.
 *
 *   tsx scripts/walk.ts [--dir build] [--out test-results/walk] [--only <kind substring>]
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

import {chromium, type Page} from '@playwright/test';

import {PAGE_KINDS} from '../tests/e2e/support/page-kinds';
import {chromiumArgs, chromiumExecutable} from '../tests/e2e/support/chromium';
import {escapeHtml} from '../src/html/escapeHtml';
import {startServer} from './serve';

const SCREENS = [
  {name: 'phone', viewport: {width: 390, height: 844}},
  {name: 'desktop', viewport: {width: 1366, height: 768}},
] as const;
const MODES = ['dark', 'light'] as const;

/** An operation over the complexity limit (10,202 points), as the playground shows it. */
const OVER_LIMIT =
  'query Big {\n  folders(first: 100) {\n    nodes {\n      documents(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n}\n';

interface Shot {
  readonly kind: string;
  readonly path: string;
  /** Brings the loaded page into the state to look at. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The viewport only: a state that a full-page screenshot would not show as the reader sees it (a tooltip). */
  readonly viewportOnly?: boolean;
}

async function overTheLimit(page: Page): Promise<void> {
  await page.getByTestId('operation-preview').getByLabel('Operation').click();
  await page.locator('[data-editor-ready="true"]').waitFor({timeout: 30_000});
  await page.getByRole('button', {name: /Execute query/i}).click();
  await page.getByTestId('run-over-limit').hover();
  await page.getByRole('tooltip').waitFor();
}

async function searchResults(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Search'}).first().click();
  await page.getByRole('searchbox').fill('folder');
  await page.locator('.aa-Item').first().waitFor({timeout: 15_000});
}

const SHOTS: readonly Shot[] = [
  ...PAGE_KINDS,
  // Where the layout is hardest: tables wider than a phone, the longest names.
  {kind: 'guide with wide tables', path: '/docs/limits'},
  {kind: 'reference with a long name', path: '/docs/graphql/mutations/create-comment-on-document-with-mentioning'},
  {
    kind: 'playground over the cost limit',
    path: `/playground?${new URLSearchParams({operation: OVER_LIMIT}).toString()}`,
    prepare: overTheLimit,
    viewportOnly: true,
  },
  {kind: 'search results', path: '/docs/getting-started', prepare: searchResults, viewportOnly: true},
];

function fileName(kind: string, screen: string, mode: string): string {
  return `${kind.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}--${screen}-${mode}.png`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, out: {type: 'string', default: 'test-results/walk'}, only: {type: 'string'}},
  });
  const out = values.out;
  rmSync(out, {recursive: true, force: true});
  mkdirSync(out, {recursive: true});
  const server = await startServer({dir: values.dir, port: 0, host: '127.0.0.1'});
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    const shots = SHOTS.filter((shot) => !values.only || shot.kind.includes(values.only));
    for (const shot of shots) {
      const cells: string[] = [];
      for (const screen of SCREENS) {
        for (const mode of MODES) {
          const context = await browser.newContext({viewport: screen.viewport, colorScheme: mode});
          await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
          const page = await context.newPage();
          const file = fileName(shot.kind, screen.name, mode);
          try {
            await page.goto(new URL(shot.path, server.url).href);
            await page.waitForFunction(() => 'docusaurusRoot' in window);
            await page.evaluate(() => document.fonts.ready);
            await shot.prepare?.(page);
            await page.screenshot({path: join(out, file), fullPage: !shot.viewportOnly});
            cells.push(`<figure><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${screen.name}, ${mode}</figcaption></figure>`);
          } catch (error) {
            failures.push(`${shot.kind}, ${screen.name}, ${mode}: ${(error as Error).message.split('\n')[0]}`);
          } finally {
            await context.close();
          }
        }
      }
      rows.push(`<section><h2>${escapeHtml(shot.kind)} <code>${escapeHtml(shot.path.split('?')[0])}</code></h2>${cells.join('')}</section>`);
      console.log(`${shot.kind}: ${cells.length} screenshots`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Walk</title><style>body{font:14px system-ui;margin:1rem}` +
      `section{display:flex;gap:1rem;align-items:flex-start;flex-wrap:wrap}h2{flex-basis:100%;font-size:1rem}` +
      `figure{margin:0}img{width:260px;max-height:560px;object-fit:cover;object-position:top;border:1px solid #ccc}</style>` +
      rows.join('\n'),
  );
  console.log(`Screenshots and index.html in ${out}/`);
  if (failures.length > 0) {
    console.error(`Not taken:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

void main();
