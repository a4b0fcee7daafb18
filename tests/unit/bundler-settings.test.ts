import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import bundlerSettingsPlugin, {
  CHUNK_FILES_BY_ID,
  IDE_CHUNK,
  IDE_CHUNK_NAMES,
  IDE_VENDOR_CHUNK,
  REACT_DOM_CHUNK,
  SITE_DATA_CHUNK,
  SITE_ROUTES_CHUNK,
  SERVER_MODULE_REPLACEMENTS,
  BROWSER_MODULE_REPLACEMENTS,
  RUNTIME_CHUNK_FILE,
  STAGED_CLIENT_ENTRY,
} from '../../src/plugins/bundler-settings';

test('the server build swaps the lazily imported IDE loader for a stand-in whose component renders nothing', async () => {
  const [pattern, replacement] = SERVER_MODULE_REPLACEMENTS[0];
  // The request EditorSlot's lazy import makes, relative to its folder, and the loader it names.
  assert.match('./loadPlaygroundIde', pattern);
  assert.doesNotMatch('./PlaygroundIde', pattern);
  const standIn = (await import(replacement)) as {default: () => Promise<{default: () => unknown}>};
  const {default: Ide} = await standIn.default();
  // The page's server HTML shows the operation preview in the editor's place, so the stand-in renders nothing.
  assert.equal(renderToStaticMarkup(createElement(Ide as () => null)), '');
});

test('PostCSS runs without Preset Env and without a config file search, keeping the other plugins', () => {
  const layers = {postcssPlugin: 'wrap-in-layer'};
  const options = {ident: 'postcss', plugins: [['/x/node_modules/postcss-preset-env/dist/index.cjs', {}], layers]};
  const configured = bundlerSettingsPlugin().configurePostCss!(options as never) as unknown as typeof options & {
    config: boolean;
  };
  assert.equal(configured.config, false);
  assert.deepEqual(configured.plugins, [layers]);
  assert.equal(configured.ident, 'postcss');
});

test('the shared-module group selects the IDE chunk and the Monaco workers by name, and nothing else', () => {
  assert.match(IDE_CHUNK, IDE_CHUNK_NAMES);
  for (const worker of ['playground-editor-worker', 'playground-graphql-worker', 'playground-json-worker']) {
    assert.match(worker, IDE_CHUNK_NAMES);
  }
  // Chunks of every other route: Docusaurus's hashed route chunks, the main bundle, the shared groups.
  for (const other of [
    'main',
    'runtime~main',
    'prism',
    'playground-styles',
    'ide-shared',
    IDE_VENDOR_CHUNK,
    '8926b418',
    'common',
  ]) {
    assert.doesNotMatch(other, IDE_CHUNK_NAMES);
  }
});

/** A NormalModuleReplacementPlugin that remembers what it was given. */
class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

function bundlerConfig(
  isServer: boolean,
  mode: 'production' | 'development',
  chunkFilesById?: boolean,
  {bundler = 'rspack', minimize = mode === 'production'}: {bundler?: 'rspack' | 'webpack'; minimize?: boolean} = {},
) {
  const utils = {currentBundler: {name: bundler, instance: {NormalModuleReplacementPlugin: Replacement}}} as never;
  const plugin = bundlerSettingsPlugin(undefined, {chunkFilesById});
  return plugin.configureWebpack!({mode, optimization: {minimize}} as never, isServer, utils, undefined) as unknown as {
    plugins: Replacement[];
    output?: {chunkFilename?: string};
    entry?: string;
    mergeStrategy?: Record<string, string>;
    optimization: {
      minimizer?: {name: string; _args: [{test?: RegExp; exclude?: RegExp; minimizerOptions: {mangle?: unknown}}]}[];
      splitChunks: {
        cacheGroups: Record<string, {name?: string; test?: RegExp; priority?: number; chunks?: (chunk: {name: string}) => boolean}>;
      };
    };
  };
}

test('only the production browser build starts from the staged client entry, replacing the original', () => {
  const production = bundlerConfig(false, 'production');
  assert.equal(production.entry, STAGED_CLIENT_ENTRY);
  // Merged, the two entries would both run: the page would hydrate twice.
  assert.equal(production.mergeStrategy?.['entry'], 'replace');
  for (const [isServer, mode] of [
    [true, 'production'],
    [false, 'development'],
    [true, 'development'],
  ] as const) {
    const configured = bundlerConfig(isServer, mode);
    assert.equal(configured.entry, undefined, `isServer ${isServer}, ${mode}`);
    assert.equal(configured.mergeStrategy, undefined, `isServer ${isServer}, ${mode}`);
  }
});

test('the production browser build minifies the runtime chunk without renaming, every other file as Docusaurus does', () => {
  const production = bundlerConfig(false, 'production');
  // Replaced, not merged: Docusaurus's own minimizers would minify every file a second time, the runtime mangled.
  assert.equal(production.mergeStrategy?.['optimization.minimizer'], 'replace');
  const minimizers = production.optimization.minimizer ?? [];
  assert.deepEqual(
    minimizers.map(({name}) => name),
    ['SwcJsMinimizerRspackPlugin', 'SwcJsMinimizerRspackPlugin', 'LightningCssMinimizerRspackPlugin'],
  );
  const [others, runtime] = minimizers.map(({_args: [options]}) => options);
  assert.equal(others?.exclude, RUNTIME_CHUNK_FILE);
  assert.notEqual(others?.minimizerOptions.mangle, false, 'every other file keeps Docusaurus’s mangling');
  assert.equal(runtime?.test, RUNTIME_CHUNK_FILE);
  assert.equal(runtime?.minimizerOptions.mangle, false);
  assert.ok(RUNTIME_CHUNK_FILE.test('assets/js/runtime~main.0f3c2a9b.js'));
  for (const file of [
    'assets/js/main.0f3c2a9b.js',
    'assets/js/17896441.0f3c2a9b.js',
    'assets/js/runtime~main.0f3c2a9b.js.map',
  ])
    assert.ok(!RUNTIME_CHUNK_FILE.test(file), file);
  // Docusaurus's own minimizers where minifying is off (--no-minify), for webpack, and for the server and development builds.
  for (const configured of [
    bundlerConfig(false, 'production', false, {minimize: false}),
    bundlerConfig(false, 'production', false, {bundler: 'webpack'}),
    bundlerConfig(true, 'production'),
    bundlerConfig(false, 'development'),
  ]) {
    assert.equal(configured.optimization.minimizer, undefined);
    assert.equal(configured.mergeStrategy?.['optimization.minimizer'], undefined);
  }
});

test("the IDE's packages go into one vendor file, taken from the IDE chunk only, never from a worker's or a page's", () => {
  const group = bundlerConfig(false, 'production').optimization.splitChunks.cacheGroups['ideVendors'];
  assert.ok(group, 'the vendor group is configured');
  assert.equal(group.name, IDE_VENDOR_CHUNK);
  assert.ok(group.test?.test('/site/node_modules/graphiql/dist/index.js'));
  assert.ok(!group.test?.test('/site/src/playground/ide/PlaygroundIde.tsx'));
  assert.equal(group.chunks?.({name: IDE_CHUNK}), true);
  for (const other of ['playground-graphql-worker', 'main', 'prism', '8926b418']) {
    assert.equal(group.chunks?.({name: other}), false, other);
  }
});

test('React DOM gets a file of its own, taken from the main bundle of the browser build only', () => {
  const group = bundlerConfig(false, 'production').optimization.splitChunks.cacheGroups['reactDom'];
  assert.ok(group, 'the React DOM group is configured');
  assert.equal(group.name, REACT_DOM_CHUNK);
  for (const file of ['react-dom/cjs/react-dom-client.production.js', 'scheduler/cjs/scheduler.production.js']) {
    assert.ok(group.test?.test(`/site/node_modules/${file}`), file);
  }
  for (const file of ['node_modules/react/index.js', 'node_modules/react-router-dom/esm/index.js', 'src/site.ts']) {
    assert.ok(!group.test?.test(`/site/${file}`), file);
  }
  assert.equal(group.chunks?.({name: 'main'}), true);
  for (const other of [IDE_CHUNK, 'playground-graphql-worker', '8926b418']) {
    assert.equal(group.chunks?.({name: other}), false, other);
  }
  // The server build is one bundle: a second file named like it would collide with it.
  assert.equal(bundlerConfig(true, 'production').optimization.splitChunks.cacheGroups['reactDom'], undefined);
});

test('the generated route table and the rest of the site data get a file each, taken from the main bundle of the browser build only', () => {
  const groups = bundlerConfig(false, 'production').optimization.splitChunks.cacheGroups;
  const routes = groups['siteRoutes'];
  const data = groups['siteData'];
  assert.ok(routes && data, 'both groups are configured');
  assert.equal(routes.name, SITE_ROUTES_CHUNK);
  assert.equal(data.name, SITE_DATA_CHUNK);
  // The route table goes to its own file: its group ranks above the one that takes the rest of the directory.
  assert.ok((routes.priority ?? 0) > (data.priority ?? 0));
  for (const file of ['routes.js', 'routesChunkNames.json']) {
    assert.ok(routes.test?.test(`/site/.build-staging/reference-1/.docusaurus/${file}`), file);
  }
  for (const file of ['registry.js', 'globalData.json', 'docusaurus.config.mjs', 'site-metadata.json']) {
    assert.ok(!routes.test?.test(`/site/.docusaurus/${file}`), file);
    assert.ok(data.test?.test(`/site/.docusaurus/${file}`), file);
  }
  for (const file of ['src/site.ts', 'node_modules/@docusaurus/core/lib/client/App.js', 'src/routes.js']) {
    assert.ok(!data.test?.test(`/site/${file}`), file);
    assert.ok(!routes.test?.test(`/site/${file}`), file);
  }
  for (const group of [routes, data]) {
    assert.equal(group.chunks?.({name: 'main'}), true);
    for (const other of [IDE_CHUNK, 'playground-graphql-worker', '8926b418']) assert.equal(group.chunks?.({name: other}), false, other);
  }
  // The server build is one bundle.
  const server = bundlerConfig(true, 'production').optimization.splitChunks.cacheGroups;
  assert.equal(server['siteRoutes'], undefined);
  assert.equal(server['siteData'], undefined);
});

test('lazily loaded chunks are named by id only when asked, in the production browser build', () => {
  assert.deepEqual(bundlerConfig(false, 'production', true).output, {chunkFilename: CHUNK_FILES_BY_ID});
  // No name for the runtime to look up per chunk; the content hash keeps files cacheable and unknown names unfetched.
  assert.match(CHUNK_FILES_BY_ID, /^assets\/js\/\[id\]\.\[contenthash(?::\d+)?\]\.js$/);
  assert.equal(bundlerConfig(false, 'production').output, undefined);
  assert.equal(bundlerConfig(false, 'production', false).output, undefined);
  assert.equal(bundlerConfig(true, 'production', true).output, undefined);
  assert.equal(bundlerConfig(false, 'development', true).output, undefined);
});

test('each bundle swaps its own modules: the server the IDE and highlighter loaders, the browser the theme\'s Prism client module', () => {
  const swaps = (config: {plugins: Replacement[]}) =>
    config.plugins.map(({pattern, replacement}) => [pattern, replacement]);
  for (const chunkFilesById of [true, false]) {
    assert.deepEqual(swaps(bundlerConfig(false, 'production', chunkFilesById)), BROWSER_MODULE_REPLACEMENTS);
    assert.deepEqual(swaps(bundlerConfig(true, 'production', chunkFilesById)), SERVER_MODULE_REPLACEMENTS);
  }
  assert.deepEqual(swaps(bundlerConfig(false, 'development')), BROWSER_MODULE_REPLACEMENTS);
});

test("the browser bundle swaps theme-classic's Prism client module, not the swizzlable languages component it calls", () => {
  const [[pattern, replacement]] = BROWSER_MODULE_REPLACEMENTS;
  // As Docusaurus's generated client-modules file requests it, and as it resolves.
  assert.match('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages', pattern);
  assert.match(String.raw`C:\site\node_modules\@docusaurus\theme-classic\lib\prism-include-languages.js`, pattern);
  assert.doesNotMatch('/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js', pattern);
  assert.doesNotMatch('@theme/prism-include-languages', pattern);
  assert.match(replacement, /src[\\/]client[\\/]prismLanguagesWithHighlighter\.ts$/);
  // The server highlights every block: its loader has the highlighter at once.
  const highlighter = SERVER_MODULE_REPLACEMENTS.find(([serverPattern]) => serverPattern.test('./loadHighlighter'));
  assert.match(highlighter?.[1] ?? '', /loadHighlighter\.server\.ts$/);
});
