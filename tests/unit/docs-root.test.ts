import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import docsRootPlugin, {DOCS_START, docsRootPage} from '../../src/plugins/docs-root';
import {site} from '../../src/site';

type PostBuildProps = Parameters<NonNullable<ReturnType<typeof docsRootPlugin>['postBuild']>>[0];

function postBuild(routesPaths: string[]): {outDir: string; run: Promise<void>} {
  const outDir = mkdtempSync(join(tmpdir(), 'docs-root-'));
  return {outDir, run: Promise.resolve(docsRootPlugin().postBuild!({outDir, routesPaths} as unknown as PostBuildProps))};
}

test('the /docs page redirects to the start doc without script, with a link and a canonical URL', () => {
  const html = docsRootPage();
  assert.match(html, new RegExp(`<meta http-equiv="refresh" content="0; url=${DOCS_START}">`));
  assert.match(html, new RegExp(`<link rel="canonical" href="${site.siteUrl}${DOCS_START}">`));
  assert.match(html, new RegExp(`<a href="${DOCS_START}"[^>]*>Getting started</a>`));
  assert.doesNotMatch(html, /<script/);
});

test('the build writes docs/index.html when the start doc exists', async () => {
  const {outDir, run} = postBuild(['/', DOCS_START]);
  try {
    await run;
    assert.equal(readFileSync(join(outDir, 'docs', 'index.html'), 'utf8'), docsRootPage());
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test('the build fails when the start doc is gone or /docs is already a page', async () => {
  for (const [routes, message] of [
    [['/', '/docs/errors'], /has no page for/],
    [['/', DOCS_START, '/docs'], /already a page/],
  ] as const) {
    const {outDir, run} = postBuild([...routes]);
    try {
      await assert.rejects(run, message);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  }
});
