import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';

import bundlerSettingsPlugin, {
  IDE_CHUNK,
  IDE_CHUNK_NAMES,
  IDE_VENDOR_CHUNK,
  REACT_DOM_CHUNK,
  SERVER_MODULE_REPLACEMENTS,
  STAGED_CLIENT_ENTRY,
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
    entry?: string;
    mergeStrategy?: Record<string, string>;
    optimization: {
      splitChunks: {
        cacheGroups: Record<string, {name?: string; test?: RegExp; chunks?: (chunk: {name: string}) => boolean}>;
      };
    };
  };
}

test('only the production browser build starts from the staged client entry, replacing the original', () => {
  const production = bundlerConfig(false, 'production');
  assert.equal(production.entry, STAGED_CLIENT_ENTRY);
  // Merged, the two entries would both run: the page would hydrate twice.
  assert.deepEqual(production.mergeStrategy, {entry: 'replace'});
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

test("the staged client entry evaluates only main-bundle modules Docusaurus's entry imports, then that entry", () => {
  const core = dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const docusaurusEntry = resolve(core, 'lib/client/clientEntry.js');
  const coreRequire = createRequire(docusaurusEntry);
  const source = readFileSync(STAGED_CLIENT_ENTRY, 'utf8');
  const imports = [...source.matchAll(/import\((\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)].map((match) => ({
    comment: match[1] ?? '',
    specifier: match[2],
  }));
  assert.ok(imports.length >= 3, 'the entry is split into stages');
  assert.equal(imports.at(-1)!.specifier, '@docusaurus/core/lib/client/clientEntry');
  assert.equal(coreRequire.resolve(imports.at(-1)!.specifier), docusaurusEntry);
  // What Docusaurus's client code imports statically: its entry, the app shell, and the routes' component loader.
  const clientSources = ['clientEntry.js', 'App.js', 'preload.js', 'exports/ComponentCreator.js']
    .map((file) => readFileSync(resolve(core, 'lib/client', file), 'utf8'))
    .join('\n');
  for (const {comment, specifier} of imports) {
    // Eager: the module stays in main.js; a lazy import would add a chunk and a request before the page hydrates.
    assert.match(comment, /webpackMode: "eager"/, specifier);
    if (specifier.startsWith('@generated/')) {
      assert.ok(clientSources.includes(`from '${specifier}'`), `Docusaurus's client imports ${specifier}`);
    } else if (specifier.startsWith('@docusaurus/core/lib/client/')) {
      assert.ok(coreRequire.resolve(specifier).startsWith(resolve(core, 'lib/client')), specifier);
    } else {
      // A package the entry's own imports resolve to the same copy of.
      assert.equal(coreRequire.resolve(specifier), createRequire(import.meta.url).resolve(specifier), specifier);
    }
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
