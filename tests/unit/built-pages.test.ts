/**
 * What a whole build tells scripts/build.ts of its pages (src/plugins/built-pages/): the routes it rendered and, read
 * in a worker thread during `postBuild`, each page's search sections and, in a part build, its anchors; then taken
 * out of the build's folder (takePageFacts) and turned into the same search files as reading the pages afterwards.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {SCHEMA_FILE} from '../../src/config/reference';
import type {ReferencePartBuild} from '../../src/config/build-variant';
import builtPagesPlugin, {PAGE_FACTS_FILE, ROUTE_LIST_FILE, routesToRead} from '../../src/plugins/built-pages';
import type {PageFacts} from '../../src/plugins/built-pages/facts';
import {builtPageSections, writeSearchFiles} from '../../src/plugins/search-index/searchFiles';
import {SEARCH_PARTS} from '../../src/search/files';
import {takePageFacts} from '../../scripts/build/merge-builds';

const doc = (title: string, text: string, id = 'more') =>
  `<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p>` +
  `<h2 id="${id}">More</h2><p><a href="/docs/graphql/objects/folder#fields">fields</a></p></div></article></main>`;

const PAGES: Record<string, string> = {
  '/docs/getting-started': doc('Getting started', 'Create an API key and send your first query.'),
  '/docs/graphql/queries/folder': doc('folder', 'Returns a folder by its ID.'),
  '/docs/graphql/objects/folder': doc('Folder', 'A folder holds documents and other folders.', 'fields'),
};

const PARTS: ReferencePartBuild['parts'] = [
  {pages: ['overview', 'objects/folder'], include: ['index.mdx', 'objects/*.mdx']},
  {pages: ['queries/folder'], include: ['queries/*.mdx']},
];

function builtSite(): {siteDir: string; outDir: string} {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
  writeFileSync(path.join(siteDir, SCHEMA_FILE), 'type Query { folder(id: ID!): Folder }\ntype Folder { id: ID! }\n');
  const outDir = path.join(siteDir, 'build');
  for (const [route, html] of Object.entries(PAGES)) {
    mkdirSync(path.join(outDir, route), {recursive: true});
    writeFileSync(path.join(outDir, route, 'index.html'), `<!doctype html><html><body>${html}</body></html>`);
  }
  return {siteDir, outDir};
}

async function postBuild(outDir: string, parts?: ReferencePartBuild): Promise<void> {
  let part;
  if (parts) {
    // As scripts/build.ts lists them: the plugin's option names the file and the index.
    const file = path.join(outDir, '..', 'parts.json');
    writeFileSync(file, JSON.stringify({parts: parts.parts}));
    part = {index: parts.index, file};
  }
  const plugin = builtPagesPlugin(undefined, {part});
  await plugin.postBuild!({outDir, routesPaths: ['/docs/graphql', ...Object.keys(PAGES)]} as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}

test('a part build reads its own pages: neither the stand-in nor, past the first part, the pages every part renders', () => {
  const routes = ['/', '/docs/getting-started', '/docs/graphql', '/docs/graphql/', '/docs/graphql/queries/folder'];
  assert.deepEqual(routesToRead(routes, undefined), routes, 'one build reads every route');
  assert.deepEqual(routesToRead(routes, 0), ['/', '/docs/getting-started', '/docs/graphql/', '/docs/graphql/queries/folder']);
  assert.deepEqual(routesToRead(routes, 1), ['/docs/graphql/', '/docs/graphql/queries/folder']);
});

test('postBuild writes the routes and, from a worker, each page’s sections; anchors only in a part build', async (t) => {
  const one = builtSite();
  const part = builtSite();
  t.after(() => [one, part].forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  await postBuild(one.outDir);
  await postBuild(part.outDir, {index: 0, parts: PARTS});

  assert.deepEqual(JSON.parse(readFileSync(path.join(one.outDir, ROUTE_LIST_FILE), 'utf8')), ['/docs/graphql', ...Object.keys(PAGES)]);
  const facts = JSON.parse(readFileSync(path.join(one.outDir, PAGE_FACTS_FILE), 'utf8')) as PageFacts[];
  assert.deepEqual(facts.map((page) => page.route), Object.keys(PAGES), 'the stand-in has no page file here');
  for (const page of facts) {
    assert.deepEqual(page.sections, await builtPageSections(one.outDir, page.route));
    assert.equal(page.anchors, undefined);
  }
  assert.match(facts[0]!.sections[0]!.content, /Create an API key/);

  const partFacts = JSON.parse(readFileSync(path.join(part.outDir, PAGE_FACTS_FILE), 'utf8')) as PageFacts[];
  assert.deepEqual(partFacts.find((page) => page.route === '/docs/graphql/objects/folder')?.anchors, {
    targets: ['fields'],
    fragmentLinks: ['https://site.invalid/docs/graphql/objects/folder#fields'],
  });
});

test('a failed reading is reported by the build step, naming what was not written', async (t) => {
  const {siteDir, outDir} = builtSite();
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  rmSync(outDir, {recursive: true});
  await assert.rejects(postBuild(outDir), /ENOENT/);
  mkdirSync(path.join(outDir, 'docs', 'getting-started'), {recursive: true});
  // A directory where the facts file goes: the worker cannot write it.
  mkdirSync(path.join(outDir, PAGE_FACTS_FILE));
  await assert.rejects(postBuild(outDir), /^Error: built pages: the page facts were not written: EISDIR/);
});

test('the facts are taken out of every build’s folder, and a build without them stops the merge', (t) => {
  const dirs = [builtSite(), builtSite()];
  t.after(() => dirs.forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  const fact = (route: string): PageFacts => ({route, sections: []});
  writeFileSync(path.join(dirs[0]!.outDir, PAGE_FACTS_FILE), JSON.stringify([fact('/a')]));
  writeFileSync(path.join(dirs[1]!.outDir, PAGE_FACTS_FILE), JSON.stringify([fact('/b'), fact('/c')]));
  assert.deepEqual(takePageFacts(dirs.map(({outDir}) => outDir)).map((page) => page.route), ['/a', '/b', '/c']);
  for (const {outDir} of dirs) assert.equal(existsSync(path.join(outDir, PAGE_FACTS_FILE)), false, 'not served');
  assert.throws(() => takePageFacts([dirs[0]!.outDir]), /merge: the build in .* wrote no \.folio-page-facts\.json/);
});

test('the search files from the parts’ facts, in any order, are those read from the pages afterwards', async (t) => {
  const fromPages = builtSite();
  const fromFacts = builtSite();
  t.after(() => [fromPages, fromFacts].forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  await writeSearchFiles({...fromPages, routesPaths: Object.keys(PAGES)});
  await postBuild(fromFacts.outDir);
  const pages = takePageFacts([fromFacts.outDir]).reverse();
  await writeSearchFiles({outDir: fromFacts.outDir, siteDir: fromFacts.siteDir, pages});
  for (const {index, excerpts} of SEARCH_PARTS)
    for (const name of [index, excerpts])
      assert.equal(readFileSync(path.join(fromFacts.outDir, name), 'utf8'), readFileSync(path.join(fromPages.outDir, name), 'utf8'), name);
});
