/**
 * The two kinds of app `npm run build` builds (src/config/apps.ts): which pages each holds, which app a process
 * builds, what each app's configuration has, and what an app does with the pages the others hold
 * (src/plugins/other-apps/).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {RouteConfig} from '@docusaurus/types';

import {appRoutes, holdsRoute, isReferenceRoute, OTHER_APPS_PLUGIN, partRoutePatterns, routeKey, type AppRoutes} from '../../src/config/apps';
import {APP_ENV, currentApp, REFERENCE_PART_ENV, REFERENCE_PARTS_FILE_ENV} from '../../src/config/current-app';
import {REFERENCE_DOCS_PLUGIN_ID, REFERENCE_OVERVIEW_PAGE} from '../../src/config/reference';
import {partitionReference, type ReferencePart} from '../../src/config/reference-parts';
import {blogFeedHeadTags} from '../../src/config/blog-feeds';
import otherAppsPlugin, {FULL_PAGE_LOAD_COMPONENT, speculationRules, standInRoutes, urlPattern} from '../../src/plugins/other-apps';

const PARTS: ReferencePart[] = [
  {pages: ['overview', 'objects/folder', 'objects/document'], include: ['*.mdx', 'objects/*.mdx']},
  {pages: ['queries/folder', 'queries/folders'], include: ['queries/fo*.mdx']},
  {pages: ['queries/me'], include: ['queries/me.mdx']},
];

const SITE = appRoutes({kind: 'site'}, REFERENCE_OVERVIEW_PAGE);
const part = (index: number) => appRoutes({kind: 'reference', index, parts: PARTS}, REFERENCE_OVERVIEW_PAGE);

test('a route compares without its trailing slash, query and fragment', () => {
  assert.equal(routeKey('/docs/troubleshooting/'), '/docs/troubleshooting');
  assert.equal(routeKey('/docs/graphql/objects/folder#fields'), '/docs/graphql/objects/folder');
  assert.equal(routeKey('/playground?query=x'), '/playground');
  assert.equal(routeKey('/'), '/');
});

test('the site app holds every page but the reference’s; each part of the reference its own, the overview at the base route', () => {
  for (const path of ['/', '/docs/getting-started', '/blog', '/playground', '/404.html', '/docs/graphql-guide']) {
    assert.equal(holdsRoute(SITE, path), true, path);
    for (const index of [0, 1, 2]) assert.equal(holdsRoute(part(index), path), false, `part ${index}: ${path}`);
  }
  for (const path of ['/docs/graphql', '/docs/graphql/', '/docs/graphql/objects/folder', '/docs/graphql/queries/me#example']) {
    assert.equal(holdsRoute(SITE, path), false, path);
    assert.equal(isReferenceRoute(path), true, path);
  }
  assert.deepEqual(
    ['/docs/graphql/', '/docs/graphql/objects/folder', '/docs/graphql/queries/folders', '/docs/graphql/queries/me', '/docs/graphql/queries/mutate'].map(
      (path) => [0, 1, 2].filter((index) => holdsRoute(part(index), path)),
    ),
    [[0], [0], [1], [2], []],
  );
  // The development app holds every page.
  assert.equal(holdsRoute(appRoutes({kind: 'every-page'}, REFERENCE_OVERVIEW_PAGE), '/docs/graphql/queries/me'), true);
});

test('a part’s routes are those of its include globs, as the partition writes them, and every page is in exactly one part', () => {
  assert.deepEqual(partRoutePatterns(PARTS[0]!, REFERENCE_OVERVIEW_PAGE), [
    {path: '/docs/graphql', prefix: false},
    {path: '/docs/graphql/objects/', prefix: true},
  ]);
  assert.deepEqual(partRoutePatterns({pages: [], include: ['**/*.{md,mdx}']}, REFERENCE_OVERVIEW_PAGE), [
    {path: '/docs/graphql', prefix: false},
    {path: '/docs/graphql/', prefix: true},
  ]);
  assert.throws(() => partRoutePatterns({pages: [], include: ['objects/x.md']}, REFERENCE_OVERVIEW_PAGE), /names no run of pages/);
  assert.throws(() => partRoutePatterns({pages: [], include: ['x*.mdx']}, REFERENCE_OVERVIEW_PAGE), /names no page/);
  const pages = ['overview', ...['folder', 'folders', 'fo', 'me', 'mutate'].map((name) => `queries/${name}`), 'objects/a', 'objects/b'];
  const parts = partitionReference(pages, 2);
  const routes = parts.map((each) => ({include: partRoutePatterns(each, REFERENCE_OVERVIEW_PAGE), exclude: []}) satisfies AppRoutes);
  for (const page of pages) {
    const path = page === REFERENCE_OVERVIEW_PAGE ? '/docs/graphql' : `/docs/graphql/${page}`;
    assert.deepEqual(routes.flatMap((each, index) => (holdsRoute(each, path) ? [index] : [])), [parts.findIndex((each) => each.pages.includes(page))], path);
  }
});

test('the variables scripts/build.ts sets say which app a process builds', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'current-app-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  writeFileSync(join(dir, 'parts.json'), JSON.stringify({parts: PARTS}));
  assert.deepEqual(currentApp({}, dir), {kind: 'every-page'});
  assert.deepEqual(currentApp({[APP_ENV]: 'site'}, dir), {kind: 'site'});
  assert.deepEqual(currentApp({[APP_ENV]: 'reference', [REFERENCE_PART_ENV]: '1', [REFERENCE_PARTS_FILE_ENV]: 'parts.json'}, dir), {
    kind: 'reference',
    index: 1,
    parts: PARTS,
  });
  assert.throws(() => currentApp({[APP_ENV]: 'light'}, dir), /FOLIO_APP=light: expected "site" or "reference"/);
  assert.throws(() => currentApp({[APP_ENV]: 'reference'}, dir), /without FOLIO_REFERENCE_PARTS_FILE/);
  assert.throws(
    () => currentApp({[APP_ENV]: 'reference', [REFERENCE_PART_ENV]: '3', [REFERENCE_PARTS_FILE_ENV]: 'parts.json'}, dir),
    /FOLIO_REFERENCE_PART=3: parts\.json lists parts 0 to 2/,
  );
});

test('the stand-in routes: the site app one for the whole reference, a part one for every other page', () => {
  assert.deepEqual(standInRoutes(SITE), [{path: '/docs/graphql', exact: false, component: FULL_PAGE_LOAD_COMPONENT}]);
  assert.deepEqual(standInRoutes(part(1)), [{path: '/', exact: false, component: FULL_PAGE_LOAD_COMPONENT}]);
  assert.deepEqual(standInRoutes({include: [], exclude: []}), []);
});

test('the Speculation Rules prerender, on moderate eagerness, the pages another app holds and no file', () => {
  assert.equal(urlPattern({path: '/docs/graphql/objects/co', prefix: true}), '/docs/graphql/objects/co*');
  assert.equal(urlPattern({path: '/a:b(c)', prefix: false}), '/a\\:b\\(c\\)');
  assert.deepEqual(speculationRules(SITE), {
    prerender: [
      {
        where: {and: [{href_matches: '/*'}, {not: {href_matches: '/*.*'}}, {href_matches: ['/docs/graphql', '/docs/graphql/*']}]},
        eagerness: 'moderate',
      },
    ],
  });
  assert.deepEqual(speculationRules(part(0))?.valueOf(), {
    prerender: [
      {
        where: {and: [{href_matches: '/*'}, {not: {href_matches: '/*.*'}}, {not: {href_matches: ['/docs/graphql', '/docs/graphql/objects/*']}}]},
        eagerness: 'moderate',
      },
    ],
  });
  assert.equal(speculationRules({include: [], exclude: []}), undefined);
});

test('the plugin gives the browser the app’s routes, adds the stand-in, and puts the rules and the other apps’ head tags in every page', async () => {
  const feeds = blogFeedHeadTags({routeBasePath: 'blog', feedOptions: {type: ['rss', 'atom']}}, 'Folio Developers');
  const plugin = otherAppsPlugin(undefined, {routes: part(2), headTags: feeds});
  assert.equal(plugin.name, OTHER_APPS_PLUGIN);
  const routes: RouteConfig[] = [];
  let globalData: unknown;
  await plugin.contentLoaded!({
    content: undefined,
    actions: {addRoute: (route: RouteConfig) => routes.push(route), setGlobalData: (data: unknown) => (globalData = data)},
  } as never);
  assert.deepEqual(globalData, part(2));
  assert.deepEqual(routes, standInRoutes(part(2)));
  const {headTags} = plugin.injectHtmlTags!({content: undefined}) as {headTags: {tagName: string; attributes: Record<string, string>; innerHTML?: string}[]};
  assert.equal(headTags[0]!.attributes.type, 'speculationrules');
  assert.deepEqual(JSON.parse(headTags[0]!.innerHTML!), speculationRules(part(2)));
  // As the blog plugin writes them on the site app's pages (tests/e2e/apps.spec.ts compares the two).
  assert.deepEqual(headTags.slice(1), [
    {tagName: 'link', attributes: {rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Folio Developers RSS Feed'}},
    {tagName: 'link', attributes: {rel: 'alternate', type: 'application/atom+xml', href: '/blog/atom.xml', title: 'Folio Developers Atom Feed'}},
  ]);
});

/** What an app's configuration is, as `docusaurus build` loads it under `env`. */
function configUnder(env: NodeJS.ProcessEnv): {
  plugins: string[];
  presetDocs: boolean;
  blog: boolean;
  pages: boolean;
  sitemap: boolean;
  chunkFilesById: boolean;
  onBrokenLinks: string;
  onBrokenAnchors: string;
  onBrokenMarkdownLinks: string;
  referenceInclude: string[] | undefined;
  versionDropdown: string | undefined;
  /** The config as Docusaurus ships it in every page's main.js (JSON, functions left out). */
  shipped: string;
} {
  const source = `
    import('./docusaurus.config.ts').then((module) => {
      // The config is CommonJS under tsx: its default export may come wrapped once more.
      const config = module.default.default ?? module.default;
      const name = (plugin) => {
        const [module, options] = Array.isArray(plugin) ? plugin : [plugin];
        return options && options.id ? module + '#' + options.id : module;
      };
      const options = (file) => config.plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === file)?.[1];
      const [, preset] = config.presets[0];
      console.log(JSON.stringify({
        plugins: config.plugins.map(name),
        presetDocs: preset.docs !== false,
        blog: preset.blog !== false,
        pages: preset.pages !== false,
        sitemap: preset.sitemap !== false,
        chunkFilesById: options('./src/plugins/bundler-settings.ts')?.chunkFilesById,
        onBrokenLinks: config.onBrokenLinks,
        onBrokenAnchors: config.onBrokenAnchors,
        onBrokenMarkdownLinks: typeof config.markdown?.hooks?.onBrokenMarkdownLinks,
        referenceInclude: config.plugins.find((plugin) => Array.isArray(plugin) && plugin[1] && plugin[1].id === 'reference')?.[1].include,
        versionDropdown: config.themeConfig.navbar.items.find((item) => item.type === 'docsVersionDropdown').docsPluginId,
        shipped: JSON.stringify(config),
      }));
    });`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', source], {
    encoding: 'utf8',
    env: {...process.env, [APP_ENV]: '', [REFERENCE_PART_ENV]: undefined, [REFERENCE_PARTS_FILE_ENV]: undefined, ...env},
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

const REFERENCE_INSTANCE = `@docusaurus/plugin-content-docs#${REFERENCE_DOCS_PLUGIN_ID}`;
const APP_PLUGINS = ['./src/plugins/other-apps/index.ts', './src/plugins/built-pages/index.ts', './src/plugins/assistant-markdown/index.ts'];
const SITE_PLUGINS = ['./src/plugins/schema-download.ts', './src/plugins/changelog-feed.ts', './src/plugins/docs-root.ts'];

test('the site app has the guides, the blog, the pages and the sitemap, no reference, and fails on a broken link', {timeout: 60_000}, () => {
  const config = configUnder({[APP_ENV]: 'site'});
  assert.deepEqual([config.presetDocs, config.blog, config.pages, config.sitemap], [true, true, true, true]);
  assert.ok(!config.plugins.includes(REFERENCE_INSTANCE));
  for (const plugin of [...APP_PLUGINS, ...SITE_PLUGINS]) assert.ok(config.plugins.includes(plugin), plugin);
  assert.equal(config.chunkFilesById, false);
  assert.equal(config.onBrokenLinks, 'throw');
  // Its links into the reference meet the stand-in; the whole site's anchors are checked once the apps are together.
  assert.equal(config.onBrokenAnchors, 'ignore');
  assert.equal(config.versionDropdown, undefined);
});

test('a part of the reference app has the reference’s instance with its own pages only, and nothing of the site app', {timeout: 60_000}, (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'apps-test-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  writeFileSync(join(dir, 'parts.json'), JSON.stringify({parts: PARTS}));
  const config = configUnder({[APP_ENV]: 'reference', [REFERENCE_PART_ENV]: '1', [REFERENCE_PARTS_FILE_ENV]: join(dir, 'parts.json')});
  assert.deepEqual([config.presetDocs, config.blog, config.pages, config.sitemap], [false, false, false, false]);
  assert.ok(config.plugins.includes(REFERENCE_INSTANCE));
  assert.deepEqual(config.referenceInclude, ['queries/fo*.mdx']);
  for (const plugin of APP_PLUGINS) assert.ok(config.plugins.includes(plugin), plugin);
  for (const plugin of SITE_PLUGINS) assert.ok(!config.plugins.includes(plugin), plugin);
  assert.equal(config.chunkFilesById, true);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'ignore');
  // A file link to another part's page becomes its URL (src/config/reference-parts.ts, linkToOtherParts).
  assert.equal(config.onBrokenMarkdownLinks, 'function');
  assert.equal(config.versionDropdown, REFERENCE_DOCS_PLUGIN_ID);
});

test('`npm start` runs one app of every page, with Docusaurus’s own checks of every link and anchor', {timeout: 60_000}, () => {
  const config = configUnder({});
  assert.deepEqual([config.presetDocs, config.blog, config.pages, config.sitemap], [true, true, true, true]);
  assert.ok(config.plugins.includes(REFERENCE_INSTANCE));
  for (const plugin of APP_PLUGINS) assert.ok(!config.plugins.includes(plugin), plugin);
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.referenceInclude, undefined);
});

test('no app’s configuration, which every page ships, holds a path of the machine it was built on', {timeout: 60_000}, () => {
  for (const env of [{}, {[APP_ENV]: 'site'}]) {
    const {shipped} = configUnder(env);
    assert.ok(!shipped.includes(process.cwd()), `${JSON.stringify(env)}: the config names ${process.cwd()}`);
  }
});
