/**
 * The portal's performance measures that `npm run bench:measures` switches off one at a time. A measure that
 * touches another package's internals (a patch, a deep import, a swap of a package's file, a re-implementation
 * of a package's component) stays only if the measured table shows it earns its place, or it fixes a bug
 * (maintainers/performance.md).
 */
import {all, editSource, reversePatch, type Switch} from './switches';

/** What a measure relies on: only a package's documented API, or its internals. */
export type Touches = 'public API' | 'internals';

/**
 * Which pages it can change: every page, only what /playground loads (the IDE's chunks, which no other page
 * requests; the JavaScript column shows it), or only the build (nothing a browser loads).
 */
export type Scope = 'all pages' | 'playground' | 'build';

export interface Measure {
  readonly id: string;
  /** What it does, for the table. */
  readonly title: string;
  readonly touches: Touches;
  /** Where it lives. */
  readonly where: string;
  readonly scope: Scope;
  /** The bug it fixes, if any: such a measure stays whatever its speed-up. */
  readonly fixes?: string;
  /**
   * The id of a group row this measure belongs to: measures that do one job together (each makes up for the others,
   * so none buys much alone) are kept or dropped by the group's gain.
   */
  readonly partOf?: string;
  readonly off: Switch;
}

/** The three switches of the start-up slicing, each a row of its own and, together, the group's. */
const STAGED_ENTRY_OFF = editSource(
  'src/plugins/bundler-settings.ts',
  '      const staged = productionBrowser;\n',
  '      const staged = false;\n',
);
const CORE_PATCH_OFF = reversePatch('@docusaurus+core+3.10.2.patch');
const THEME_COMMON_PATCH_OFF = reversePatch('@docusaurus+theme-common+3.10.2.patch');
const THEME_CLASSIC_PATCH_OFF = reversePatch('@docusaurus+theme-classic+3.10.2.patch');
const PRISM_PATCH_OFF = reversePatch('prism-react-renderer+2.4.1.patch');
const REACT_ROUTER_PATCH_OFF = reversePatch('react-router+5.3.4.patch');
/** The highlighter in the main bundle, evaluated at start-up in a stage of its own, as before it had a chunk. */
const HIGHLIGHTER_AT_START_UP = all(
  editSource(
    'src/plugins/bundler-settings.ts',
    'BROWSER_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [PRISM_LANGUAGES_WITH_HIGHLIGHTER];',
    'BROWSER_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [HIGHLIGHTER_AT_ONCE];',
  ),
  editSource(
    'src/client/stagedClientEntry.ts',
    "  [() => import(/* webpackMode: \"eager\" */ 'react-helmet-async')],\n",
    "  [() => import(/* webpackMode: \"eager\" */ 'react-helmet-async')],\n  [() => import(/* webpackMode: \"eager\" */ 'prism-react-renderer')],\n",
  ),
);

export const MEASURES: readonly Measure[] = [
  {
    id: 'page-template',
    title: 'Page template: the app scripts load after the first paint',
    touches: 'public API',
    where: 'src/config/ssr-template.ts (`ssrTemplate`), src/clientModules/earlyClick.ts',
    scope: 'all pages',
    off: editSource('docusaurus.config.ts', '  ssrTemplate,\n', ''),
  },
  {
    id: 'react-dom-chunk',
    title: 'React DOM in a file of its own beside the main bundle',
    touches: 'public API',
    where: 'src/plugins/bundler-settings.ts (`splitChunks` group `reactDom`)',
    scope: 'all pages',
    off: editSource(
      'src/plugins/bundler-settings.ts',
      '              ...(isServer ? {} : {reactDom: REACT_DOM_GROUP}),\n',
      '',
    ),
  },
  {
    id: 'staged-entry',
    partOf: 'start-up-slicing',
    title: 'Client entry evaluated in short tasks',
    touches: 'internals',
    where: 'src/client/stagedClientEntry.ts (imports @docusaurus/core/lib/client)',
    scope: 'all pages',
    off: STAGED_ENTRY_OFF,
  },
  {
    id: 'patch-docusaurus-core',
    partOf: 'start-up-slicing',
    title: 'Patch: transition after hydration, route components built on first use, each chunk prefetched once',
    touches: 'internals',
    where: 'patches/@docusaurus+core+*.patch',
    scope: 'all pages',
    off: CORE_PATCH_OFF,
  },
  {
    id: 'patch-theme-common',
    partOf: 'start-up-slicing',
    title: 'Patch: window-size, colour-mode and code-block updates in transitions, key sort without localeCompare',
    touches: 'internals',
    where: 'patches/@docusaurus+theme-common+*.patch',
    scope: 'all pages',
    off: THEME_COMMON_PATCH_OFF,
  },
  {
    id: 'patch-theme-classic',
    title: 'Patch: code blocks and tab sets not remounted after hydration',
    touches: 'internals',
    where: 'patches/@docusaurus+theme-classic+*.patch',
    scope: 'all pages',
    off: THEME_CLASSIC_PATCH_OFF,
  },
  {
    id: 'code-block-buttons-on-demand',
    title: 'Code block buttons mounted when the pointer or focus reaches the block, or in idle time',
    touches: 'public API',
    where: 'src/theme/CodeBlock/Buttons (wraps the theme’s)',
    scope: 'all pages',
    off: editSource('src/theme/CodeBlock/Buttons/index.tsx', 'useState(false)', 'useState(true)'),
  },
  {
    id: 'code-blocks-kept-as-served',
    title: 'Code blocks hydrated as served: no highlighting, no token elements, while the page hydrates (off: the highlighter at start-up too)',
    touches: 'internals',
    where: 'src/theme/CodeBlock/Content (wraps the theme’s)',
    scope: 'all pages',
    // Hydrating a block highlighted in the browser needs the highlighter at start-up.
    off: all(
      editSource('src/theme/CodeBlock/Content/index.tsx', 'useState(isHydrating)', 'useState(false)'),
      HIGHLIGHTER_AT_START_UP,
    ),
  },
  {
    id: 'code-token-classes',
    title: 'Code tokens and lines coloured by class names from one stylesheet, not by a style attribute on each',
    touches: 'public API',
    where: 'src/prism/tokenColours.ts; src/theme/CodeBlock/Line (wraps the theme’s Line and Line/Token); src/plugins/prism-token-colours.ts',
    scope: 'all pages',
    off: all(
      editSource('src/theme/CodeBlock/Line/Token/index.tsx', 'if (props.token.empty) return', 'if (true) return'),
      editSource('src/theme/CodeBlock/Line/index.tsx', '      delete lineProps.style;\n', ''),
    ),
  },
  {
    id: 'route-chunks-in-tasks',
    title: 'The page’s route chunks requested a chunk (or a shared path’s routes) per task before the entry preloads them all at once',
    touches: 'public API',
    where: 'src/client/routeChunks.ts, src/client/stagedClientEntry.ts',
    scope: 'all pages',
    off: editSource('src/client/stagedClientEntry.ts', '  await requestRouteInTasks(window.location.pathname);\n', ''),
  },
  {
    id: 'hydration-end-flag',
    title: 'A served code block knows the page is hydrating from a flag the app’s root clears, not from useSyncExternalStore (which renders every block again, synchronously, after hydration)',
    touches: 'public API',
    where: 'src/client/hydration.ts, src/theme/Root.tsx, src/theme/CodeBlock/Content',
    scope: 'all pages',
    off: all(
      editSource('src/theme/CodeBlock/Content/index.tsx', 'useMemo, useState,', 'useMemo, useState, useSyncExternalStore,'),
      editSource(
        'src/theme/CodeBlock/Content/index.tsx',
        '  const [served, setServed] = useState(isHydrating);',
        '  const hydrating = useSyncExternalStore(() => () => {}, () => false, () => true) && isHydrating();\n  const [served, setServed] = useState(hydrating);',
      ),
    ),
  },
  {
    id: 'highlighter-on-demand',
    title: 'The code blocks’ highlighter off the start-up: a chunk downloaded when the page is idle, evaluated when a block needs it',
    touches: 'internals',
    where: 'src/theme/CodeBlock/Content/loadHighlighter.ts, src/plugins/bundler-settings.ts (theme-classic’s client module `prism-include-languages` swapped)',
    scope: 'all pages',
    off: HIGHLIGHTER_AT_START_UP,
  },
  {
    id: 'patch-prism-react-renderer',
    title: 'Patch: Prism’s insertBefore reorders the grammar in place instead of walking every language',
    touches: 'internals',
    where: 'patches/prism-react-renderer+*.patch',
    scope: 'all pages',
    off: PRISM_PATCH_OFF,
  },
  {
    id: 'patch-react-router',
    title: 'Patch: matchPath rejects a literal route the URL does not start with, without compiling its path',
    touches: 'internals',
    where: 'patches/react-router+*.patch',
    scope: 'all pages',
    off: REACT_ROUTER_PATCH_OFF,
  },
  {
    id: 'patch-react-helmet-async',
    title: 'Patch: Helmet writes the head once its instances are committed, not part-way through hydration',
    touches: 'internals',
    where: 'patches/react-helmet-async+*.patch',
    scope: 'all pages',
    fixes: 'while a page hydrated, its title, description and <html> classes were replaced by its parents’ and put back frames later',
    off: reversePatch('react-helmet-async+1.3.0.patch'),
  },
  {
    id: 'site-data-chunks',
    title: 'The generated route table and site data in two files of their own beside the main bundle',
    touches: 'public API',
    where: 'src/plugins/bundler-settings.ts (`splitChunks` groups `siteRoutes` and `siteData`)',
    scope: 'all pages',
    off: editSource(
      'src/plugins/bundler-settings.ts',
      '              ...(isServer ? {} : {siteRoutes: SITE_ROUTES_GROUP, siteData: SITE_DATA_GROUP}),\n',
      '',
    ),
  },
  {
    id: 'last-updated-without-intl',
    title: 'A guide’s last-update date written without Intl (the theme’s LastUpdated, wrapped, for English)',
    touches: 'internals',
    where: 'src/theme/LastUpdated/',
    scope: 'all pages',
    off: editSource('src/theme/LastUpdated/index.tsx', "if (i18n.currentLocale !== 'en' ||", 'if (true ||'),
  },
  {
    id: 'blog-dates-without-intl',
    title: 'A blog post’s date and reading time written without Intl (the theme’s header line, wrapped, for English)',
    touches: 'internals',
    where: 'src/theme/BlogPostItem/Header/Info/',
    scope: 'all pages',
    off: editSource('src/theme/BlogPostItem/Header/Info/index.tsx', "if (i18n.currentLocale !== 'en' ||", 'if (true ||'),
  },
  {
    id: 'counts-without-intl',
    title: 'Reference pages write their cost figures without Intl',
    touches: 'public API',
    where: 'src/graphql/cost/limits.ts (`formatCount`)',
    scope: 'all pages',
    off: editSource('src/graphql/cost/limits.ts', '  if (!Number.isSafeInteger(value)) return', '  if (value === value) return'),
  },
  {
    id: 'start-up-slicing',
    title: 'Start-up in short tasks: the staged client entry and the core and theme-common patches, all three off',
    touches: 'internals',
    where:
      'src/client/stagedClientEntry.ts, patches/@docusaurus+core+*.patch, patches/@docusaurus+theme-common+*.patch',
    scope: 'all pages',
    off: all(STAGED_ENTRY_OFF, CORE_PATCH_OFF, THEME_COMMON_PATCH_OFF),
  },
  {
    id: 'patch-graphql-markdown-graphql',
    title: 'Patch: graphql-markdown maps the schema once and indexes “Member Of” relations (reference generation)',
    touches: 'internals',
    where: 'patches/@graphql-markdown+graphql+*.patch',
    scope: 'build',
    off: reversePatch('@graphql-markdown+graphql+1.2.2.patch'),
  },
  {
    id: 'exit-after-build',
    title: 'Each build process exits once its build is written, without Node’s teardown of what the bundler holds',
    touches: 'public API',
    where: 'scripts/build/exit-promptly.cjs, scripts/build/docusaurus-cli.ts (`EXIT_PROMPTLY`)',
    scope: 'build',
    off: editSource(
      'scripts/build/docusaurus-cli.ts',
      "export const EXIT_PROMPTLY: readonly string[] = ['--require', join(__dirname, 'exit-promptly.cjs')];\n",
      'export const EXIT_PROMPTLY: readonly string[] = [];\n',
    ),
  },
  {
    id: 'editor-on-demand',
    title: 'Editor code evaluated and the editor built when the visitor reaches for it, behind a static preview of the operation',
    touches: 'public API',
    where: 'src/playground/ide/EditorSlot.tsx, src/playground/preview',
    scope: 'playground',
    off: editSource(
      'src/playground/ide/EditorSlot.tsx',
      '  const [started, setStarted] = useState(false);\n',
      '  const [started, setStarted] = useState(true);\n',
    ),
  },
  {
    id: 'ide-chunks',
    title: 'The IDE in few files: one vendor file, and the modules its workers share in one file',
    touches: 'public API',
    where: 'src/plugins/bundler-settings.ts (`splitChunks` groups `ideShared`, `ideVendors`)',
    scope: 'playground',
    off: all(
      editSource(
        'src/plugins/bundler-settings.ts',
        '                chunks: IDE_CHUNK_NAMES,\n',
        '                chunks: () => false,\n',
      ),
      editSource(
        'src/plugins/bundler-settings.ts',
        '                chunks: (chunk: {name?: string | null}) => chunk.name === IDE_CHUNK,\n',
        '                chunks: () => false,\n',
      ),
    ),
  },
];
