import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {site} from '../../src/site';
import {isoDay} from '../../src/graphql/changelog/wording';
import {test, expect} from './support/fixtures';
import {BUILD_DIR} from './support/build-dir';
import {findPageDefects, MARKDOWN_SYNTAX, type PageDefect, type PageDefectInput} from './support/page-defects';
import {cpuSlowdown} from './support/cpu';

const BATCH = 60;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs the checks over pages in the browser's own HTML parser (no page is loaded, so no network or scripts). */
async function defectsOf(
  page: import('@playwright/test').Page,
  pages: PageDefectInput['pages'],
): Promise<PageDefect[]> {
  const defects: PageDefect[] = [];
  for (let start = 0; start < pages.length; start += BATCH) {
    const input = {
      pages: pages.slice(start, start + BATCH),
      apiKeySettingsPath: site.apiKeySettingsPath,
      today: isoDay(),
      markdownSyntax: MARKDOWN_SYNTAX,
    };
    defects.push(...(await page.evaluate(findPageDefects, input)));
  }
  return defects;
}

test('no built page shows an empty table header, a repeated sentence, raw markup, Markdown syntax, a title repeated as its subtitle, a code block in a heading or table cell, or a stale wording', async ({
  page,
}) => {
  test.setTimeout(120_000 * cpuSlowdown());
  const files = htmlFiles(BUILD_DIR);
  expect(files.length, 'the production build has its pages').toBeGreaterThan(100);
  const pages = files.map((file) => ({file: relative(BUILD_DIR, file), html: readFileSync(file, 'utf8')}));
  const defects = await defectsOf(page, pages);
  expect(defects.map(({file, kind, text}) => `${file}: ${kind}: ${text}`)).toEqual([]);
});

test('the checks find each kind of defect in a page that has them', async ({page}) => {
  const html = `<html><body><main>
    <table><thead><tr><th></th><th></th></tr></thead><tbody><tr><td>Endpoint</td><td>POST</td></tr></tbody></table>
    <ul><li>Use <code>webUrl</code> instead. Removal on 2027-03-31. Removal date: 2027-03-31.</li></ul>
    <p>:::warning metadata replaces all entries</p>
    <p>Deprecated 2025-06-01 · removed 2099-03-31 (url)</p>
    <p>Create it under Settings → Company → Developers.</p>
    <pre><code>:::tip[Shown as code on purpose]</code></pre>
    <h5 id="folder-subfolders-first"><code>first</code></h5><p>Returns the first _n_ subfolders.</p>
    <p>Shown in the **New document** menu; shrink \`folders\` or see [the limits](/docs/limits).</p>
    <p>Not emphasis: first_name, UPLOAD_INCOMPLETE, 2 * 3 * 4, <code>\`code\`</code>.</p>
    <header class="hero"><h1 class="hero__title">Archive</h1><p class="hero__subtitle">Archive</p></header>
    <h4 id="contact"><a href="#contact"><code>contact</code></a> <a href="/x"><pre><code>Contact<wbr>Input</code></pre></a></h4>
  </main></body></html>`;
  const defects = await defectsOf(page, [{file: 'fixture.html', html}]);
  expect(defects.map(({kind}) => kind).sort()).toEqual([
    'api key path',
    'code block in a line',
    'empty table header',
    'future removal called removed',
    'markdown syntax',
    'markdown syntax',
    'markdown syntax',
    'markdown syntax',
    'raw markup',
    'repeated sentence',
    'title repeated as subtitle',
  ]);
});
