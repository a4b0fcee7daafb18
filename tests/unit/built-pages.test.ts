/**
 * What an app tells scripts/build.ts of its pages (src/plugins/built-pages/): read in a worker thread during
 * `postBuild`, each page it holds with its search sections, anchors, links and source file; turned into the same
 * search files as reading the pages afterwards.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SCHEMA_FILE} from '../../src/config/reference';
import type {AppRoutes} from '../../src/config/apps';
import builtPagesPlugin, {PAGE_FACTS_FILE} from '../../src/plugins/built-pages';
import type {AppFacts} from '../../src/plugins/built-pages/facts';
import {routeSources, type LoadedPlugin} from '../../src/plugins/built-pages/sources';
import {builtPageSections, writeSearchFiles} from '../../src/plugins/search-index/searchFiles';
import {SEARCH_PARTS} from '../../src/search/files';

const doc = (title: string, text: string, id = 'more') =>
  `<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p>` +
  `<h2 id="${id}">More</h2><p><a href="/docs/graphql/objects/folder#fields">fields</a></p></div></article></main>`;

const PAGES: Record<string, string> = {
  '/docs/getting-started': doc('Getting started', 'Create an API key and send your first query.'),
  '/docs/graphql/queries/folder': doc('folder', 'Returns a folder by its ID.'),
  '/docs/graphql/objects/folder': doc('Folder', 'A folder holds documents and other folders.', 'fields'),
};

/** The site app's routes, and a part of the reference that holds its objects. */
const SITE: AppRoutes = {include: [], exclude: [{path: '/docs/graphql', prefix: false}, {path: '/docs/graphql/', prefix: true}]};
const OBJECTS_PART: AppRoutes = {include: [{path: '/docs/graphql/objects/', prefix: true}], exclude: []};

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

const SOURCES: readonly LoadedPlugin[] = [
  {name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs: [{permalink: '/docs/getting-started', source: '@site/docs/getting-started.mdx'}]}]}},
  {name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs: [{permalink: '/docs/graphql/objects/folder', source: '@site/reference/objects/folder.mdx'}]}]}},
  {name: 'docusaurus-plugin-content-blog', content: {blogPosts: [{metadata: {permalink: '/blog/a-post', source: '@site/blog/2025-01-01-a-post/index.mdx'}}]}},
  {name: 'docusaurus-plugin-content-pages', content: [{permalink: '/', source: '@site/src/pages/index.tsx'}]},
  {name: 'docusaurus-plugin-sitemap', content: undefined},
];

async function postBuild(outDir: string, routes: AppRoutes, siteDir = path.dirname(outDir)): Promise<void> {
  const plugin = builtPagesPlugin({siteDir} as LoadContext, {routes});
  await plugin.postBuild!({
    outDir,
    routesPaths: ['/docs/graphql', ...Object.keys(PAGES)],
    plugins: SOURCES,
  } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}

const readAppFacts = (outDir: string) => JSON.parse(readFileSync(path.join(outDir, PAGE_FACTS_FILE), 'utf8')) as AppFacts;
const readFacts = (outDir: string) => readAppFacts(outDir).pages;

test('the source of each page, relative to the site, from what the docs, blog and pages plugins loaded', () => {
  assert.deepEqual(routeSources(SOURCES, '/site'), {
    '/docs/getting-started': 'docs/getting-started.mdx',
    '/docs/graphql/objects/folder': 'reference/objects/folder.mdx',
    '/blog/a-post': 'blog/2025-01-01-a-post/index.mdx',
    '/': 'src/pages/index.tsx',
  });
});

test('postBuild lists, from a worker, the pages the app holds: sections, anchors, links, file and source', async (t) => {
  const site = builtSite();
  const part = builtSite();
  t.after(() => [site, part].forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  await postBuild(site.outDir, SITE);
  await postBuild(part.outDir, OBJECTS_PART);

  const facts = readFacts(site.outDir);
  assert.deepEqual(facts.map((page) => page.route), ['/docs/getting-started'], 'not the reference’s pages, nor its stand-in');
  const [guide] = facts;
  assert.deepEqual(guide!.sections, await builtPageSections(site.outDir, '/docs/getting-started'));
  assert.match(guide!.sections[0]!.content, /Create an API key/);
  assert.equal(guide!.file, 'docs/getting-started/index.html');
  assert.equal(guide!.source, 'docs/getting-started.mdx');
  assert.deepEqual(guide!.targets, ['more']);
  assert.deepEqual(guide!.links, ['https://site.invalid/docs/graphql/objects/folder#fields']);

  assert.deepEqual(readFacts(part.outDir).map((page) => [page.route, page.source, page.targets]), [
    ['/docs/graphql/objects/folder', 'reference/objects/folder.mdx', ['fields']],
  ]);
  // The page files of the routes each rendered for the other apps, which the site takes from them.
  assert.deepEqual(readAppFacts(site.outDir).foreignFiles, ['docs/graphql/queries/folder/index.html', 'docs/graphql/objects/folder/index.html']);
  assert.deepEqual(readAppFacts(part.outDir).foreignFiles, ['docs/getting-started/index.html', 'docs/graphql/queries/folder/index.html']);
});

test('a page the app holds without its page file, or a failed reading, is reported by the build step', async (t) => {
  const {siteDir, outDir} = builtSite();
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  rmSync(path.join(outDir, 'docs', 'getting-started'), {recursive: true});
  await assert.rejects(postBuild(outDir, SITE), /^Error: built pages: the page facts were not written: built pages: the route \/docs\/getting-started has no page file/);
  mkdirSync(path.join(outDir, 'docs', 'getting-started'), {recursive: true});
  writeFileSync(path.join(outDir, 'docs', 'getting-started', 'index.html'), PAGES['/docs/getting-started']!);
  // A directory where the facts file goes: the worker cannot write it.
  mkdirSync(path.join(outDir, PAGE_FACTS_FILE));
  await assert.rejects(postBuild(outDir, SITE), /^Error: built pages: the page facts were not written: EISDIR/);
});

test('the search files from the apps’ facts, in any order, are those read from the pages afterwards', async (t) => {
  const fromPages = builtSite();
  const fromFacts = builtSite();
  t.after(() => [fromPages, fromFacts].forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  await writeSearchFiles({...fromPages, routesPaths: Object.keys(PAGES)});
  await postBuild(fromFacts.outDir, SITE);
  const siteFacts = readFacts(fromFacts.outDir);
  await postBuild(fromFacts.outDir, {include: [{path: '/docs/graphql/', prefix: true}], exclude: []});
  const pages = [...readFacts(fromFacts.outDir), ...siteFacts].reverse();
  await writeSearchFiles({outDir: fromFacts.outDir, siteDir: fromFacts.siteDir, pages});
  for (const {index, excerpts} of SEARCH_PARTS)
    for (const name of [index, excerpts])
      assert.equal(readFileSync(path.join(fromFacts.outDir, name), 'utf8'), readFileSync(path.join(fromPages.outDir, name), 'utf8'), name);
});
