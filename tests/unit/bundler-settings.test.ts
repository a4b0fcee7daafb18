import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import bundlerSettingsPlugin, {
  IDE_CHUNK,
  IDE_CHUNK_NAMES,
  IDE_VENDOR_CHUNK,
  REACT_DOM_CHUNK,
  SERVER_MODULE_REPLACEMENTS,
} from '../../src/plugins/bundler-settings';

test('the server build swaps out the very module the playground page lazily imports as its IDE', () => {
  const slot = readFileSync('src/playground/ide/EditorSlot.tsx', 'utf8');
  const lazyImports = [...slot.matchAll(/import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)].map((match) => match[1]);
  assert.deepEqual(lazyImports, ['./loadPlaygroundIde']);
  const [pattern, replacement] = SERVER_MODULE_REPLACEMENTS[0];
  assert.match(lazyImports[0], pattern);
  assert.match(replacement, /loadPlaygroundIde\.server\.tsx$/);
  // The stand-in renders nothing: the page's server HTML shows the operation preview in the editor's place.
  const standIn = readFileSync(replacement, 'utf8');
  assert.match(standIn, /return null;/);
  assert.match(standIn, /export default async function loadPlaygroundIde\(\)/);
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

test('the IDE chunk and every Monaco worker carry the names the shared-module group selects, and nothing else does', () => {
  const slot = readFileSync('src/playground/ide/EditorSlot.tsx', 'utf8');
  const ideChunk = /webpackChunkName: "([^"]+)" \*\/ '\.\/loadPlaygroundIde'/.exec(slot);
  assert.ok(ideChunk, 'the lazy IDE import names its chunk');
  assert.equal(ideChunk[1], IDE_CHUNK, 'the vendor group selects the chunk by this name');
  assert.match(ideChunk[1], IDE_CHUNK_NAMES);
  const workers = readFileSync('src/playground/ide/monacoWorkers.ts', 'utf8');
  const workerCount = workers.match(/return new Worker\(/g)?.length ?? 0;
  const workerNames = [...workers.matchAll(/new Worker\(new URL\([^)]+\), \{\s*name: '([^']+)'/g)].map(
    (match) => match[1],
  );
  assert.equal(workerCount, 3);
  assert.equal(workerNames.length, workerCount, 'every worker is named');
  for (const name of workerNames) assert.match(name, IDE_CHUNK_NAMES);
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

function bundlerConfig(isServer: boolean, mode: 'production' | 'development') {
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}} as never;
  return bundlerSettingsPlugin().configureWebpack!({mode} as never, isServer, utils, undefined) as {
    optimization: {
      splitChunks: {
        cacheGroups: Record<string, {name?: string; test?: RegExp; chunks?: (chunk: {name: string}) => boolean}>;
      };
    };
  };
}

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
