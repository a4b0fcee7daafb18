import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {
  getBrowserslistQueries,
  getLightningCssMinimizerOptions,
  getSwcJsMinimizerOptions,
  rspack,
} from '@docusaurus/faster';

import {PLAYGROUND_IDE_STYLESHEET, PLAYGROUND_SERVER_MODULE_REPLACEMENTS} from '../playground/bundle';

const BROWSERSLIST_FILE = resolve(__dirname, '../../.browserslistrc');
/** Docusaurus's client entry, evaluated in short tasks (the file says why). */
export const STAGED_CLIENT_ENTRY = resolve(__dirname, '../client/stagedClientEntry.ts');

/**
 * The playground's IDE chunk and its three Monaco language workers, by the names their imports give them
 * (src/playground/ide/EditorSlot.tsx, src/playground/ide/monacoWorkers.ts).
 *
 * A worker cannot use the page's modules, so the bundler gives each worker its own copy of the Monaco core and
 * GraphQL.js modules it runs; it does not share chunks across that boundary by itself. Collected into one named
 * chunk, those modules are downloaded once: the page loads the chunk and each worker loads the same file from the
 * cache. The group only looks at these chunks, so no other route loads it.
 */
export const IDE_CHUNK_NAMES = /^playground-(?:ide|\w+-worker)$/;
/** The IDE's own chunk, as EditorSlot.tsx names it. */
export const IDE_CHUNK = 'playground-ide';
/** Every other package of the IDE's page side: see the `ideVendors` group. */
export const IDE_VENDOR_CHUNK = 'playground-vendors';

/** React DOM's file, loaded by every page next to the main bundle (the `reactDom` group below). */
export const REACT_DOM_CHUNK = 'react-dom';
/** A group that takes modules out of the main bundle only (the files every page loads beside it). */
const fromMainBundle = (chunk: {name?: string | null}) => chunk.name === 'main';
const REACT_DOM_GROUP = {
  test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/,
  name: REACT_DOM_CHUNK,
  chunks: fromMainBundle,
  priority: 20,
  enforce: true,
};

/**
 * The site's generated data (Docusaurus's `.docusaurus/` modules), loaded by every page next to the main bundle, in
 * two files (the `siteRoutes` and `siteData` groups below): the route table with its chunk names, and the rest (the
 * chunk registry, the plugins' global data, the config). On the reference's app they were more than half of
 * `main.js`, and Lighthouse's DevTools session has each script compiled in one main-thread task whose length follows
 * the file's size (maintainers/performance.md).
 */
const GENERATED_DIR = String.raw`[\\/]\.docusaurus[\\/]`;
export const SITE_ROUTES_CHUNK = 'site-routes';
export const SITE_DATA_CHUNK = 'site-data';
const SITE_ROUTES_GROUP = {
  test: new RegExp(`${GENERATED_DIR}(?:routes\\.js|routesChunkNames\\.json)$`),
  name: SITE_ROUTES_CHUNK,
  chunks: fromMainBundle,
  priority: 21,
  enforce: true,
};
const SITE_DATA_GROUP = {...SITE_ROUTES_GROUP, test: new RegExp(GENERATED_DIR), name: SITE_DATA_CHUNK, priority: 20};

/** The packages both sides of that boundary import. */
const IDE_SHARED_PACKAGES =
  /[\\/]node_modules[\\/](?:monaco-editor|graphql|graphql-language-service|vscode-languageserver-types)[\\/]/;

type ModuleReplacement = readonly [pattern: RegExp, replacement: string];

/**
 * The code blocks' highlighter at once, not from a chunk of its own (src/theme/CodeBlock/Content/loadHighlighter.ts):
 * the server highlights every block.
 */
const HIGHLIGHTER_AT_ONCE: ModuleReplacement = [/^\.\/loadHighlighter$/, resolve(__dirname, '../theme/CodeBlock/Content/loadHighlighter.server.ts')];

/**
 * Theme-classic's client module that evaluated the highlighter at start-up on every page, swapped for a stand-in: the
 * highlighter's chunk adds the site's Prism languages instead (the stand-in says why).
 */
const PRISM_LANGUAGES_WITH_HIGHLIGHTER: ModuleReplacement = [
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/,
  resolve(__dirname, '../client/prismLanguagesWithHighlighter.ts'),
];

/** Swaps for the server build only: browser-only code the server never renders, and the highlighter at once. */
export const SERVER_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [...PLAYGROUND_SERVER_MODULE_REPLACEMENTS, HIGHLIGHTER_AT_ONCE];

/** Swaps for the browser build only. */
export const BROWSER_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [PRISM_LANGUAGES_WITH_HIGHLIGHTER];

/**
 * Stylesheets only the playground's IDE imports: GraphiQL's, Monaco's (imported by its own modules) and
 * the IDE's CSS module. Docusaurus puts all CSS into one `styles` file loaded on every route; these go
 * into their own file instead, loaded with the IDE's lazy chunk. The server-rendered controls around the
 * IDE keep their CSS in the page's stylesheet, so they are styled before any script runs.
 */
const PLAYGROUND_STYLESHEETS = new RegExp(
  String.raw`[\\/]node_modules[\\/](?:graphiql|@graphiql[\\/][^\\/]+|monaco-editor|monaco-graphql)[\\/]|` +
    `${PLAYGROUND_IDE_STYLESHEET.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)}$`,
);

export interface BundlerSettingsOptions {
  /**
   * Name the lazily loaded chunks' files by chunk id and content hash, not by chunk name and content hash. The
   * bundler's runtime then maps each chunk to its hash only, instead of also to its name: a map that ships with every
   * page of the app and grows with every page of the site (maintainers/scale.md). The files lose their readable names.
   */
  chunkFilesById?: boolean;
}

/**
 * The lazily loaded chunks' files with `chunkFilesById`. The content hash stays: a chunk keeps its file, cached,
 * across deployments that do not change it. And Docusaurus's prefetch skips a chunk name bundled into another file (a
 * page's `@generated/docusaurus.config`) because the hash map has no entry for it; a hash of the whole build
 * (`[fullhash]`), which needs no map at all, would have it prefetch a file that does not exist.
 */
export const CHUNK_FILES_BY_ID = 'assets/js/[id].[contenthash:8].js';

/**
 * Set to `1`, the production browser build also writes a source map beside each script, referenced by no script
 * (the bundler's `hidden-source-map`): the scripts are the same bytes, and `npm run bench:main-thread` can name the
 * module of each sampled stack frame. Builds for visitors leave it unset.
 */
export const SOURCE_MAPS_ENV = 'FOLIO_BENCH_SOURCE_MAPS';

/** Where an imported `.graphql` file is emitted, named as Docusaurus names the other files pages import. */
export const SCHEMA_ASSET_FILE = 'assets/files/[name]-[contenthash][ext]';

type MinimizerOptions = NonNullable<
  NonNullable<ConstructorParameters<typeof rspack.SwcJsMinimizerRspackPlugin>[0]>['minimizerOptions']
>;
type CssMinimizerOptions = NonNullable<
  NonNullable<ConstructorParameters<typeof rspack.LightningCssMinimizerRspackPlugin>[0]>['minimizerOptions']
>;

/** The bundler's runtime chunk, which every page loads and which maps each other chunk to its file. */
export const RUNTIME_CHUNK_FILE = /(?:^|\/)runtime~main\.[0-9a-f]+\.js$/;

/**
 * Docusaurus Faster's minimizers (@docusaurus/faster's own options, as @docusaurus/bundler's getRspackMinimizers uses
 * them), but for the runtime chunk, which is minified without renaming its variables. The runtime holds every other
 * chunk's content hash, provisional while it is minified (the final ones are written after, `realContentHash`), and
 * the provisional hashes depend on the folder the site was built in. SWC chooses short names by how often each
 * character occurs in a file, so the runtime's names changed with the folder while the rest of the file did not, and
 * two checkouts built different sites (web-infra-dev/rspack#14089; tests/integration/build-reproducible.test.ts).
 * Unmangled, the runtime is the same wherever it is built.
 */
export function deterministicMinimizers(): WebpackPluginInstance[] {
  // The same options in two packages' types, which disagree (SWC's `format.comments`, LightningCSS's feature flags):
  // Docusaurus casts them too. Rspack takes browserslist queries as LightningCSS's targets.
  const js = {minify: true, ...getSwcJsMinimizerOptions()} as MinimizerOptions;
  const css = {
    ...getLightningCssMinimizerOptions(),
    targets: getBrowserslistQueries({isServer: false, bundlerName: 'rspack'}),
  } as CssMinimizerOptions;
  // Rspack's plugins in the webpack-typed configuration Docusaurus merges, as its own minimizers are.
  return [
    new rspack.SwcJsMinimizerRspackPlugin({exclude: RUNTIME_CHUNK_FILE, minimizerOptions: js}),
    new rspack.SwcJsMinimizerRspackPlugin({test: RUNTIME_CHUNK_FILE, minimizerOptions: {...js, mangle: false}}),
    new rspack.LightningCssMinimizerRspackPlugin({minimizerOptions: css}),
  ] as unknown as WebpackPluginInstance[];
}

/** Docusaurus lists PostCSS Preset Env as `[resolvedPath, options]`. */
function isPostcssPresetEnv(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
}

/**
 * Bundler settings of the portal:
 * - browser code can `import schemaUrl from '@site/schema.graphql'`: the file is emitted as an asset named by its
 *   content, so the playground builds its schema from the same file as the reference, with no introspection request,
 *   and no script grows with the schema (the IDE's chunk holds the file's URL, not its text);
 * - the playground's IDE (GraphiQL, Monaco) is cut into few files and its CSS kept off every other route (above);
 * - in production, the browser bundle starts in short tasks instead of one long one (src/client/stagedClientEntry.ts);
 * - the server build leaves the IDE out altogether, and stylesheets go through PostCSS only for what
 *   Docusaurus's own PostCSS plugins do (cascade layers): both were a large share of the build's time;
 * - with `chunkFilesById`, lazily loaded chunks' files are named by id, so no map of their names ships with every page.
 */
export default function bundlerSettingsPlugin(
  _context?: LoadContext,
  {chunkFilesById = false}: BundlerSettingsOptions = {},
): Plugin {
  return {
    name: 'folio-bundler-settings',
    configurePostCss(postcssOptions) {
      return {
        ...postcssOptions,
        // No postcss.config.* exists: without this, postcss-loader searches every CSS file's folders for one.
        config: false,
        // Lightning CSS (the production minifier) already prefixes and lowers syntax for .browserslistrc's
        // targets; running PostCSS Preset Env's ~60 plugins over every stylesheet first did the same work twice.
        plugins: postcssOptions.plugins.filter((plugin: unknown) => !isPostcssPresetEnv(plugin)),
      };
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // Rspack's persistent cache is keyed on docusaurus.config.ts, not on this file or the browser targets:
      // without this, a cached build would keep resolving modules the way it did before a replacement was
      // added here, and keep CSS compiled for the previous targets.
      const persistentCache = config.experiments?.cache;
      const cacheSettings =
        typeof persistentCache === 'object'
          ? {experiments: {cache: {buildDependencies: [__filename, BROWSERSLIST_FILE]}}}
          : {};
      const productionBrowser = !isServer && config.mode === 'production';
      // Production browser build only: the development server's entry also carries hot-reload code.
      const staged = productionBrowser;
      const stagedEntry = staged ? {entry: STAGED_CLIENT_ENTRY} : {};
      const chunkFiles =
        chunkFilesById && config.mode === 'production' && !isServer ? {output: {chunkFilename: CHUNK_FILES_BY_ID}} : {};
      // The production browser build's minimizers, in place of Docusaurus's own (deterministicMinimizers says why).
      const minimizers =
        productionBrowser && currentBundler.name === 'rspack' && config.optimization?.minimize !== false;
      const replacements = isServer ? SERVER_MODULE_REPLACEMENTS : BROWSER_MODULE_REPLACEMENTS;
      const sourceMaps =
        process.env[SOURCE_MAPS_ENV] === '1' && !isServer && config.mode === 'production'
          ? {devtool: 'hidden-source-map' as const}
          : {};
      return {
        ...cacheSettings,
        ...stagedEntry,
        ...chunkFiles,
        // Merged, two entries would both run (the page would hydrate twice) and two sets of minimizers would both minify.
        ...((staged || minimizers) && {
          mergeStrategy: {
            ...(staged && {entry: 'replace' as const}),
            ...(minimizers && {'optimization.minimizer': 'replace' as const}),
          },
        }),
        ...sourceMaps,
        // Monaco's worker can load a language module by id at run time (an AMD `require` of a computed name), which
        // the bundler cannot follow and warns about; the playground's workers are started by src/playground/ide/
        // monacoWorkers.ts with their code bundled, so that path is never taken.
        ignoreWarnings: [{module: /[\\/]monaco-editor[\\/]esm[\\/]/, message: /Critical dependency/}],
        module: {
          rules: [{test: /\.graphql$/, type: 'asset/resource', generator: {filename: SCHEMA_ASSET_FILE}}],
        },
        optimization: {
          ...(minimizers && {minimizer: deterministicMinimizers()}),
          splitChunks: {
            cacheGroups: {
              // Modules both the IDE and its language workers run: one copy, fetched once, used by both (IDE_CHUNK_NAMES).
              ideShared: {
                test: IDE_SHARED_PACKAGES,
                name: 'ide-shared',
                chunks: IDE_CHUNK_NAMES,
                minChunks: 2,
                priority: 30,
                // Ignore the default request-count and size limits: this one chunk is the point.
                enforce: true,
                // A module whose used exports differ between the page and a worker would otherwise stay in both.
                usedExports: false,
              },
              // The packages only the IDE's page side runs (GraphiQL, the rest of Monaco, React helpers), in one file
              // instead of the many the default groups cut them into: each file is a script the page inserts and a
              // request of its own, which costs a throttled phone more than one larger file (maintainers/performance.md).
              ideVendors: {
                test: /[\\/]node_modules[\\/]/,
                name: IDE_VENDOR_CHUNK,
                chunks: (chunk: {name?: string | null}) => chunk.name === IDE_CHUNK,
                priority: 20,
                enforce: true,
              },
              // React DOM in a file of its own, next to the main bundle every page loads (browser build only: the
              // server build is one bundle). The file changes only with a React update, so a returning visitor keeps it
              // cached across the site's deployments. And Lighthouse, which loads pages with the DevTools debugger
              // attached, has each script compiled in one main-thread task: two shorter tasks instead of one long one
              // (maintainers/performance.md).
              ...(isServer ? {} : {reactDom: REACT_DOM_GROUP}),
              // The same for the generated data: it changes with every content change and the code beside it does not,
              // and each of the two files is compiled in a task of its own (maintainers/performance.md).
              ...(isServer ? {} : {siteRoutes: SITE_ROUTES_GROUP, siteData: SITE_DATA_GROUP}),
              // Above Docusaurus's `styles` group (priority 50), which would otherwise take them.
              playgroundStyles: {
                name: 'playground-styles',
                type: 'css/mini-extract',
                test: PLAYGROUND_STYLESHEETS,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
        plugins: replacements.map(
          ([pattern, replacement]) => new currentBundler.instance.NormalModuleReplacementPlugin(pattern, replacement),
        ),
      };
    },
  };
}
