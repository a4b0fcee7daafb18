import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import type {RouteConfig} from '@docusaurus/types';

import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {
  FIRST_PART_ROUTES_ENV,
  firstPartRoutesFile,
  isLightBuild,
  isWholeBuild,
  LIGHT_BUILD_ENV,
  REFERENCE_PART_ENV,
  REFERENCE_PARTS_FILE_ENV,
  readReferencePart,
  referencePartRef,
  WHOLE_BUILD_ENV,
} from '../../src/config/build-variant';
import {REFERENCE_BASE_ROUTE, REFERENCE_DOCS_PLUGIN_ID} from '../../src/config/reference';
import referenceElsewherePlugin, {FULL_PAGE_LOAD_COMPONENT} from '../../src/plugins/reference-elsewhere';
import siteElsewherePlugin, {START_DOC_FOLDER, standInRoutes} from '../../src/plugins/site-elsewhere';

/** What a build's configuration is, as `docusaurus build` would load it under `env`. */
function configUnder(env: NodeJS.ProcessEnv): {
  plugins: string[];
  chunkFilesById: boolean;
  playgroundIdeElsewhere: boolean;
  onBrokenLinks: string;
  onBrokenAnchors: string;
  referenceInclude: string[] | undefined;
  onBrokenMarkdownLinks: string;
  /** The guides' docs folder (the classic preset's docs `path`), and whether the blog, pages and sitemap are built. */
  guidesPath: string | undefined;
  blog: boolean;
  pages: boolean;
  sitemap: boolean;
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
      const bundlerSettings = config.plugins.find(
        (plugin) => Array.isArray(plugin) && plugin[0] === './src/plugins/bundler-settings.ts',
      )?.[1];
      console.log(JSON.stringify({
        plugins: config.plugins.map(name),
        chunkFilesById: bundlerSettings?.chunkFilesById,
        playgroundIdeElsewhere: bundlerSettings?.playgroundIdeElsewhere,
        onBrokenLinks: config.onBrokenLinks,
        onBrokenAnchors: config.onBrokenAnchors,
        referenceInclude: config.plugins.find((plugin) => Array.isArray(plugin) && plugin[1] && plugin[1].id === 'reference')?.[1].include,
        onBrokenMarkdownLinks: typeof config.markdown?.hooks?.onBrokenMarkdownLinks,
        guidesPath: config.presets[0][1].docs.path,
        blog: config.presets[0][1].blog !== false,
        pages: config.presets[0][1].pages !== false,
        sitemap: config.presets[0][1].sitemap !== false,
        shipped: JSON.stringify(config),
      }));
    });`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', source], {
    encoding: 'utf8',
    env: {
      ...process.env,
      [LIGHT_BUILD_ENV]: '',
      [WHOLE_BUILD_ENV]: '',
      [REFERENCE_PART_ENV]: undefined,
      [FIRST_PART_ROUTES_ENV]: undefined,
      ...env,
    },
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

const REFERENCE_INSTANCE = `@docusaurus/plugin-content-docs#${REFERENCE_DOCS_PLUGIN_ID}`;
const WHOLE_ONLY = [REFERENCE_INSTANCE, './src/plugins/search-index/index.ts', './src/plugins/assistant-markdown/index.ts'];

test('only the variable set to 1 makes a light build', () => {
  assert.equal(isLightBuild({[LIGHT_BUILD_ENV]: '1'}), true);
  for (const value of [undefined, '', '0', 'true']) assert.equal(isLightBuild({[LIGHT_BUILD_ENV]: value}), false, String(value));
});

test('only the variable set to 1, outside the light build, makes the whole build', () => {
  assert.equal(isWholeBuild({[WHOLE_BUILD_ENV]: '1'}), true);
  for (const value of [undefined, '', '0', 'true']) assert.equal(isWholeBuild({[WHOLE_BUILD_ENV]: value}), false, String(value));
  assert.equal(isWholeBuild({[WHOLE_BUILD_ENV]: '1', [LIGHT_BUILD_ENV]: '1'}), false);
});

test('only the whole build of `npm run build` leaves the playground\'s IDE to the light build; `npm start` and a plain build keep it', {timeout: 60_000}, () => {
  assert.equal(configUnder({[WHOLE_BUILD_ENV]: '1'}).playgroundIdeElsewhere, true);
  assert.equal(configUnder({}).playgroundIdeElsewhere, false);
  assert.equal(configUnder({[LIGHT_BUILD_ENV]: '1'}).playgroundIdeElsewhere, false);
});

test('the whole build (and `npm start`) has the reference, the search index and the Markdown copies, and checks every anchor', {timeout: 60_000}, () => {
  const config = configUnder({[LIGHT_BUILD_ENV]: ''});
  for (const plugin of WHOLE_ONLY) assert.ok(config.plugins.includes(plugin), plugin);
  assert.ok(!config.plugins.includes('./src/plugins/reference-elsewhere.ts'));
  // Its app holds every reference page: no map of their chunk names ships with each page.
  assert.equal(config.chunkFilesById, true);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
});

test('the gate plugin is the site\'s first plugin in every build, so it reports the pages rendered before the other plugins\' postBuild work', {timeout: 60_000}, () => {
  for (const env of [{[WHOLE_BUILD_ENV]: '1'}, {[LIGHT_BUILD_ENV]: '1'}, {}]) {
    assert.equal(configUnder(env).plugins[0], './src/plugins/reference-gate.ts', JSON.stringify(env));
  }
});

test('the light build leaves the reference out, has its stand-in route, and still fails on broken links', {timeout: 60_000}, () => {
  const config = configUnder({[LIGHT_BUILD_ENV]: '1'});
  for (const plugin of WHOLE_ONLY) assert.ok(!config.plugins.includes(plugin), plugin);
  assert.ok(config.plugins.includes('./src/plugins/reference-elsewhere.ts'));
  assert.equal(config.chunkFilesById, false);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'ignore');
});

test('the stand-in is one route for every path under the reference’s base path', async () => {
  const routes: RouteConfig[] = [];
  const plugin = referenceElsewherePlugin();
  await plugin.contentLoaded!({content: undefined, actions: {addRoute: (route: RouteConfig) => routes.push(route)} as never, allContent: {}} as never);
  assert.deepEqual(routes, [{path: REFERENCE_BASE_ROUTE, exact: false, component: FULL_PAGE_LOAD_COMPONENT}]);
});


test('a part’s stand-in nests its route under one of lower priority, which Docusaurus places after the docs instance’s', async () => {
  const routes: RouteConfig[] = [];
  const plugin = referenceElsewherePlugin(undefined, {beneathPart: true});
  await plugin.contentLoaded!({content: undefined, actions: {addRoute: (route: RouteConfig) => routes.push(route)} as never, allContent: {}} as never);
  const route = {path: REFERENCE_BASE_ROUTE, exact: false, component: FULL_PAGE_LOAD_COMPONENT};
  assert.deepEqual(routes, [{...route, priority: -1, routes: [route]}]);
});

test('a build of one part of the reference has that part’s pages and links the others; whole builds list their routes for the search', {timeout: 60_000}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-parts-'));
  try {
    const file = join(dir, 'parts.json');
    const parts = [
      {pages: ['overview', 'queries/me'], include: ['*.mdx', 'queries/*.mdx']},
      {pages: ['objects/folder'], include: ['objects/*.mdx']},
    ];
    writeFileSync(file, JSON.stringify({parts}));
    const routesFile = join(dir, 'routes.json');
    const env = {
      [WHOLE_BUILD_ENV]: '1',
      [REFERENCE_PART_ENV]: '1',
      [REFERENCE_PARTS_FILE_ENV]: file,
      [FIRST_PART_ROUTES_ENV]: routesFile,
    };
    const partBuild = (variables: NodeJS.ProcessEnv) => {
      const ref = referencePartRef(variables);
      return ref && readReferencePart(ref);
    };
    assert.deepEqual(partBuild(env), {index: 1, parts});
    assert.throws(() => partBuild({...env, [REFERENCE_PART_ENV]: '2'}), /FOLIO_REFERENCE_PART=2: .* lists parts 0 to 1/);
    assert.throws(() => partBuild({[REFERENCE_PART_ENV]: '0'}), /without FOLIO_REFERENCE_PARTS_FILE/);
    assert.equal(partBuild({...env, [LIGHT_BUILD_ENV]: '1'}), undefined);

    const config = configUnder(env);
    assert.deepEqual(config.referenceInclude, ['objects/*.mdx']);
    // The config ships in every page's main.js: plugins get the parts file's path, never the other parts' pages.
    assert.ok(!config.shipped.includes('queries/me'), 'no other part’s page in the shipped config');
    assert.ok(config.shipped.includes(JSON.stringify(file).slice(1, -1)));
    assert.ok(config.plugins.includes('./src/plugins/reference-elsewhere.ts'));
    assert.ok(config.plugins.includes('./src/plugins/built-pages/index.ts'));
    assert.ok(!config.plugins.includes('./src/plugins/search-index/index.ts'));
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'function');
    // Past the first part: the guides' start page alone, no blog, pages or sitemap, and a stand-in for the first
    // part's other pages, read from its routes file.
    assert.equal(config.guidesPath, START_DOC_FOLDER);
    assert.ok(existsSync(join(START_DOC_FOLDER, 'getting-started.md')));
    assert.deepEqual([config.blog, config.pages, config.sitemap], [false, false, false]);
    assert.ok(config.plugins.includes('./src/plugins/site-elsewhere/index.ts'));
    assert.equal(firstPartRoutesFile({index: 1, file}, env), routesFile);
    assert.throws(() => firstPartRoutesFile({index: 1, file}, {}), /FOLIO_REFERENCE_PART=1 is set without FOLIO_FIRST_PART_ROUTES/);
    // The first part builds every page outside the reference, as one whole build does.
    const first = configUnder({...env, [REFERENCE_PART_ENV]: '0'});
    assert.equal(first.guidesPath, undefined);
    assert.deepEqual([first.blog, first.pages, first.sitemap], [true, true, true]);
    assert.ok(!first.plugins.includes('./src/plugins/site-elsewhere/index.ts'));
    assert.equal(firstPartRoutesFile({index: 0, file}, env), undefined);
    // The whole reference in one build: its default include and Docusaurus's own reports. Under `npm run build` the
    // search index is built from the routes every whole build lists; a plain build or `npm start` builds it itself.
    const whole = configUnder({[WHOLE_BUILD_ENV]: '1'});
    assert.equal(whole.referenceInclude, undefined);
    assert.equal(whole.onBrokenMarkdownLinks, 'string');
    assert.equal(whole.onBrokenAnchors, 'throw');
    assert.ok(whole.plugins.includes('./src/plugins/built-pages/index.ts') && !whole.plugins.includes('./src/plugins/search-index/index.ts'));
    const plain = configUnder({});
    assert.ok(plain.plugins.includes('./src/plugins/search-index/index.ts') && !plain.plugins.includes('./src/plugins/built-pages/index.ts'));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('past the first part, one exact route stands for each of the first part’s pages outside the reference but its own, and its pages link the blog’s feeds', async () => {
  const routesOfFirst = ['/', '/404.html', '/blog', '/blog/tags/sunset', '/docs', '/docs/getting-started', '/docs/limits'];
  routesOfFirst.push('/docs/graphql', '/docs/graphql/queries/me', '/playground');
  const own = ['/docs', '/docs/getting-started'];
  const expected = ['/', '/blog', '/blog/tags/sunset', '/docs/limits', '/playground'];
  assert.deepEqual(standInRoutes(routesOfFirst, own), expected);
  const dir = mkdtempSync(join(tmpdir(), 'folio-site-elsewhere-'));
  try {
    const routesFile = join(dir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(routesOfFirst));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel=alternate hreflang=en href=/><link rel=alternate type=application/rss+xml ' +
        'href=/blog/rss.xml title="Folio Developers RSS Feed"><link rel=alternate type=application/atom+xml ' +
        'href=/blog/atom.xml title="Folio Developers Atom Feed"></head><body><link rel=alternate ' +
        'type=application/rss+xml href=/elsewhere.xml></body></html>',
    );
    const routes: RouteConfig[] = [];
    const plugin = siteElsewherePlugin(undefined, {routesFile, ownRoutes: own});
    const content = await plugin.loadContent!();
    await plugin.contentLoaded!({content, actions: {addRoute: (route: RouteConfig) => routes.push(route)} as never, allContent: {}} as never);
    assert.deepEqual(routes, expected.map((path) => ({path, exact: true, component: FULL_PAGE_LOAD_COMPONENT})));
    // The blog's feed links, which a build without the blog would otherwise leave out of its pages' heads.
    const feed = (type: string, href: string, title: string) => ({tagName: 'link', attributes: {rel: 'alternate', type, href, title}});
    assert.deepEqual(await plugin.injectHtmlTags!({content}), {
      headTags: [
        feed('application/rss+xml', '/blog/rss.xml', 'Folio Developers RSS Feed'),
        feed('application/atom+xml', '/blog/atom.xml', 'Folio Developers Atom Feed'),
      ],
    });
    // Read when content loads, not when the plugin is made.
    const early = siteElsewherePlugin(undefined, {routesFile: join(dir, 'missing.json'), ownRoutes: own});
    await assert.rejects(async () => early.loadContent!(), /site-elsewhere: the first part's routes could not be read from .*missing\.json/);
    rmSync(join(dir, 'index.html'));
    await assert.rejects(async () => siteElsewherePlugin(undefined, {routesFile, ownRoutes: own}).loadContent!(), /the first part's home page could not be read/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
