import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';

import config from '../../docusaurus.config';
import bundlerSettingsPlugin, {
  IDE_CHUNK,
  IDE_CHUNK_NAMES,
  IDE_VENDOR_CHUNK,
  MODULE_REPLACEMENTS,
  REACT_DOM_CHUNK,
  SERVER_MODULE_REPLACEMENTS,
  STAGED_CLIENT_ENTRY,
  THEME_MODULE_REPLACEMENTS,
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

test('the diff editor stand-in replaces the two modules Monaco imports it from, with the names they import', async () => {
  const monaco = 'node_modules/monaco-editor/esm/vs/editor';
  const importers = {
    [`${monaco}/browser/widget/diffEditor/diffEditorWidget.js`]: [
      `${monaco}/standalone/browser/standaloneCodeEditor.js`,
      'DiffEditorWidget',
    ],
    [`${monaco}/browser/widget/multiDiffEditor/multiDiffEditorWidget.js`]: [
      `${monaco}/standalone/browser/standaloneEditor.js`,
      'MultiDiffEditorWidget',
    ],
  };
  for (const [module, [importer, name]] of Object.entries(importers)) {
    const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(resolve(module)));
    assert.ok(replacement, `${module} is replaced`);
    // The importer still imports exactly this name from this module (a Monaco update would show here).
    const fileName = module.split('/').pop()!;
    assert.match(readFileSync(importer, 'utf8'), new RegExp(`import \\{ ${name} \\} from '[./]+[^']*/${fileName}'`));
    const standIn = (await import(replacement[1])) as Record<string, new () => unknown>;
    assert.throws(() => new standIn[name](), /without its diff editor/);
  }
});

test("the theme's Prism client module is left out of the bundles, and the site adds no grammar through it", () => {
  // theme-classic still lists the module among its client modules (an update that renames it shows here)…
  const theme = 'node_modules/@docusaurus/theme-classic/lib';
  assert.match(readFileSync(`${theme}/index.js`, 'utf8'), /'\.\/prism-include-languages'/);
  const clientModule = resolve(`${theme}/prism-include-languages.js`);
  assert.match(readFileSync(clientModule, 'utf8'), /prismIncludeLanguages\(Prism\)/);
  // …and the bundles get a module without Prism instead.
  const replacement = THEME_MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(clientModule));
  assert.ok(replacement, 'the client module is replaced');
  assert.doesNotMatch(readFileSync(replacement[1], 'utf8'), /import/);
  // The grammars it would have added would be missing: they belong in src/prism/prism.ts.
  assert.deepEqual((config.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages, []);
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

test("the docs explorer's search box gets every Headless UI component it imports from the combobox stand-in", async () => {
  const importers = [
    'node_modules/@graphiql/plugin-doc-explorer/dist',
    'node_modules/@graphiql/react/dist',
    'node_modules/graphiql/dist',
  ].flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`${dir}/${file}`, 'utf8')),
  );
  const imported = importers.flatMap((source) =>
    [...source.matchAll(/import \{([^}]+)\} from "@headlessui\/react"/g)].flatMap((match) =>
      match[1].split(',').map((name) => name.trim()),
    ),
  );
  assert.deepEqual(imported.sort(), ['Combobox', 'ComboboxInput', 'ComboboxOption', 'ComboboxOptions']);
  const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test('@headlessui/react'));
  assert.ok(replacement, 'Headless UI is replaced');
  const standIn = (await import(replacement[1])) as Record<string, unknown>;
  for (const name of imported) assert.ok(standIn[name], `the stand-in exports ${name}`);
});

test("Monaco's left-out features are imported only where their stand-ins answer as the original would there", async () => {
  const vs = 'node_modules/monaco-editor/esm/vs';
  const standIns = [
    {
      module: `${vs}/editor/contrib/inlayHints/browser/inlayHintsHover.js`,
      name: 'InlayHintsHover',
      importer: `${vs}/editor/contrib/hover/browser/contentHoverRendered.js`,
      use: /!\(p instanceof InlayHintsHover\)/,
    },
    {
      module: `${vs}/editor/standalone/browser/quickInput/standaloneQuickInputService.js`,
      name: 'StandaloneQuickInputService',
      importer: `${vs}/editor/standalone/browser/standaloneServices.js`,
      use: /registerSingleton\(IQuickInputService, StandaloneQuickInputService,/,
    },
  ];
  const standInModules: Record<string, Record<string, unknown>> = {};
  for (const {module, name, importer, use} of standIns) {
    const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(resolve(module)));
    assert.ok(replacement, `${module} is replaced`);
    const importerSource = readFileSync(importer, 'utf8');
    const fileName = module.split('/').pop()!;
    assert.match(importerSource, new RegExp(`import \\{ ${name} \\} from '[./]+[^']*/${fileName}'`));
    // The name appears twice in its importer: the import, and the one use above (a Monaco update would show here).
    assert.match(importerSource, use);
    assert.equal(importerSource.split(name).length - 1, 2, `uses of ${name} in ${importer}`);
    standInModules[name] = (await import(replacement[1])) as Record<string, unknown>;
    assert.ok(standInModules[name][name], `the stand-in exports ${name}`);
  }
  const {StandaloneQuickInputService} = standInModules.StandaloneQuickInputService as {
    StandaloneQuickInputService: new () => {pick(): Promise<unknown>; createInputBox(): unknown};
  };
  const service = new StandaloneQuickInputService();
  await assert.rejects(service.pick(), /without its quick input/);
  assert.throws(() => service.createInputBox(), /without its quick input/);
});

test('no IDE stage imports a module the bundle replaces with a stand-in, except the lean Monaco entry', () => {
  const stages = readFileSync('src/playground/ide/ideModuleStages.ts', 'utf8');
  const staged = [...stages.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((match) => match[1]);
  assert.ok(staged.length > 30);
  for (const request of staged) {
    const path = request.startsWith('.') ? request : resolve('node_modules', request);
    const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(path) || pattern.test(request));
    // The Monaco stages end with monaco-graphql's editor entry, which the bundle resolves to the lean entry.
    if (replacement) assert.match(replacement[1], /monacoEditorLean\.ts$/, `${request} is staged but replaced`);
  }
});

test("GraphiQL's history plugin is left out: the playground does not list it, and GraphiQL uses its exports only then", async () => {
  const ide = readFileSync('src/playground/ide/PlaygroundIde.tsx', 'utf8');
  assert.match(ide, /\n\s+plugins=\{\[\]\}\n/);
  const graphiql = readFileSync('node_modules/graphiql/dist/GraphiQL.js', 'utf8');
  assert.match(graphiql, /import \{ HISTORY_PLUGIN, HistoryStore \} from "@graphiql\/plugin-history";/);
  // The store wraps GraphiQL only when the plugin is listed; the plugin is only the default list.
  assert.match(graphiql, /t6 = plugins\.includes\(HISTORY_PLUGIN\);/);
  assert.match(graphiql, /const HistoryToUse = hasHistoryPlugin \? HistoryStore : Fragment;/);
  assert.equal(graphiql.split('HistoryStore').length - 1, 2);
  assert.equal(graphiql.split('HISTORY_PLUGIN').length - 1, 3);
  const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test('@graphiql/plugin-history'));
  assert.ok(replacement, 'the history plugin is replaced');
  const standIn = (await import(replacement[1])) as {HISTORY_PLUGIN: {title: string}; HistoryStore: unknown};
  assert.equal(standIn.HISTORY_PLUGIN.title, 'History');
  assert.equal(typeof standIn.HistoryStore, 'function');
});

/** The plugin's bundler configuration, as Docusaurus would get it for one build. */
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
