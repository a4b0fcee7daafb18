/**
 * The portal's performance measures that `npm run bench:measures` switches off one at a time. A measure that
 * touches another package's internals (a patch, a deep import, a swap of a package's file, a re-implementation
 * of a package's component) stays only if the measured table shows it earns its place, or it fixes a bug
 * (maintainers/performance.md).
 */
import {all, editSource, removePath, reversePatch, withoutReplacements, type Switch} from './switches';

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
  readonly off: Switch;
}

export const MEASURES: readonly Measure[] = [
  {
    id: 'page-template',
    title: 'Page template: the app scripts load after the first paint',
    touches: 'public API',
    where: 'src/config/ssr-template.ts (`ssrTemplate`)',
    scope: 'all pages',
    off: editSource('docusaurus.config.ts', '  ssrTemplate,\n', ''),
  },
  {
    id: 'staged-entry',
    title: 'Client entry evaluated in short tasks',
    touches: 'internals',
    where: 'src/client/stagedClientEntry.ts (imports @docusaurus/core/lib/client)',
    scope: 'all pages',
    off: editSource('src/plugins/bundler-settings.ts', "!isServer && config.mode === 'production'\n", 'false\n'),
  },
  {
    id: 'idle-prefetch',
    title: 'Route prefetches wait for idle time',
    touches: 'public API',
    where: 'src/clientModules/idlePrefetch.ts (`window.docusaurus.prefetch`)',
    scope: 'all pages',
    off: editSource('docusaurus.config.ts', "    './src/clientModules/idlePrefetch.ts',\n", ''),
  },
  {
    id: 'codeblock',
    title: 'CodeBlock Content and Container re-implemented (highlighted once, as one HTML string)',
    touches: 'internals',
    where: 'src/theme/CodeBlock (theme-common/internal, theme-classic/lib styles)',
    scope: 'all pages',
    off: removePath('src/theme/CodeBlock'),
  },
  {
    id: 'slim-prism',
    title: 'Prism with only the grammars the pages use; the theme’s Prism client module swapped out',
    touches: 'internals',
    where: 'src/prism, src/plugins/bundler-settings.ts (alias of prism-react-renderer, theme-classic/lib swap)',
    scope: 'all pages',
    off: all(
      editSource(
        'src/plugins/bundler-settings.ts',
        "resolve: {alias: {'prism-react-renderer$': SLIM_PRISM_REACT_RENDERER}},",
        'resolve: {alias: {}},',
      ),
      withoutReplacements('THEME_MODULE_REPLACEMENTS', /noClientModule/),
    ),
  },
  {
    id: 'intl-dates',
    title: 'Date formatting without an Intl.DateTimeFormat per render (theme-common IntlUtils swapped)',
    touches: 'internals',
    where: 'src/intl/IntlUtils.ts (replaces theme-common/lib/utils/IntlUtils.js)',
    scope: 'all pages',
    off: withoutReplacements('THEME_MODULE_REPLACEMENTS', /IntlUtils/),
  },
  {
    id: 'patch-docusaurus-core',
    title: 'Patch: lazy route components, prefetch dedupe, transition after hydration, SSG without the bundler',
    touches: 'internals',
    where: 'patches/@docusaurus+core+*.patch',
    scope: 'all pages',
    off: reversePatch('@docusaurus+core+3.10.2.patch'),
  },
  {
    id: 'patch-theme-common',
    title: 'Patch: window-size update in a transition, key sort without localeCompare',
    touches: 'internals',
    where: 'patches/@docusaurus+theme-common+*.patch',
    scope: 'all pages',
    off: reversePatch('@docusaurus+theme-common+3.10.2.patch'),
  },
  {
    id: 'patch-react-router',
    title: 'Patch: matchPath rejects literal routes without a regular expression',
    touches: 'internals',
    where: 'patches/react-router+*.patch',
    scope: 'all pages',
    off: reversePatch('react-router+5.3.4.patch'),
  },
  {
    id: 'patch-search-local',
    title: 'Patch: search index built from one parse per page, ids in route order',
    touches: 'internals',
    where: 'patches/@cmfcmf+docusaurus-search-local+*.patch',
    scope: 'build',
    off: reversePatch('@cmfcmf+docusaurus-search-local+2.0.1.patch'),
  },
  {
    id: 'ide-stages',
    title: 'IDE modules evaluated in 46 hand-cut stages',
    touches: 'internals',
    where: 'src/playground/ide/ideModuleStages.ts (monaco-editor/esm paths)',
    scope: 'playground',
    off: editSource('src/playground/ide/loadPlaygroundIde.tsx', '  await evaluateInStages(IDE_MODULE_STAGES);\n', ''),
  },
  {
    id: 'patch-graphiql-react',
    title: 'Patch: GraphiQL mounts in a transition, editors created in tasks of their own, lazy Intl.ListFormat',
    touches: 'internals',
    where: 'patches/@graphiql+react+*.patch (edits React-Compiler output)',
    scope: 'playground',
    off: reversePatch('@graphiql+react+0.39.1.patch'),
  },
  {
    id: 'patch-monaco-graphql',
    title: 'Patch: the language worker gets the schema file’s text instead of a print of the schema',
    touches: 'internals',
    where: 'patches/monaco-graphql+*.patch, src/playground/execution/playgroundSchema.ts',
    scope: 'playground',
    off: all(
      reversePatch('monaco-graphql+1.9.0.patch'),
      editSource('src/playground/execution/playgroundSchema.ts', "import {setSchemaSource} from 'monaco-graphql/esm/utils.js';\n", ''),
      editSource('src/playground/execution/playgroundSchema.ts', '  setSchemaSource(schema, schemaSdl);\n', ''),
    ),
  },
  {
    id: 'patch-monaco-editor',
    title: 'Patch: paste events without clipboard data are not cancelled; worker imports left to the browser',
    touches: 'internals',
    where: 'patches/monaco-editor+*.patch',
    scope: 'playground',
    fixes:
      'Monaco cancels every paste event, so Lighthouse’s Best Practices audit “allows users to paste into input fields” fails on /playground; its workers’ `import()` of a URL makes the bundler warn of a request it cannot follow',
    off: reversePatch('monaco-editor+0.52.2.patch'),
  },
  {
    id: 'monaco-trims',
    title: 'Monaco trimmed: lean editor entry, no diff editor, inlay hints or quick input',
    touches: 'internals',
    where: 'src/playground/bundle/monaco*.ts (swaps of monaco-editor/esm files)',
    scope: 'playground',
    off: withoutReplacements('MODULE_REPLACEMENTS', /monaco(?:EditorLean|DiffEditorAbsent|InlayHintsAbsent|QuickInputAbsent)/),
  },
  {
    id: 'framer-motion',
    title: 'framer-motion replaced by a static stand-in (GraphiQL’s tab bar cannot be reordered by dragging)',
    touches: 'internals',
    where: 'src/playground/bundle/staticReorder.tsx',
    scope: 'playground',
    off: withoutReplacements('MODULE_REPLACEMENTS', /staticReorder/),
  },
  {
    id: 'history-plugin',
    title: 'GraphiQL’s history plugin left out of the bundle (the playground does not offer history)',
    touches: 'internals',
    where: 'src/playground/bundle/historyPluginAbsent.tsx',
    scope: 'playground',
    off: withoutReplacements('MODULE_REPLACEMENTS', /historyPluginAbsent/),
  },
  {
    id: 'headless-ui',
    title: 'Headless UI’s combobox re-implemented for the docs explorer’s search',
    touches: 'internals',
    where: 'src/playground/bundle/docSearchCombobox.tsx',
    scope: 'playground',
    off: withoutReplacements('MODULE_REPLACEMENTS', /docSearchCombobox/),
  },
  {
    id: 'markdown-it',
    title: 'markdown-it replaced by a renderer of the schema’s Markdown',
    touches: 'internals',
    where: 'src/playground/bundle/{graphiqlMarkdown,schemaMarkdown}.ts',
    scope: 'playground',
    off: withoutReplacements('MODULE_REPLACEMENTS', /graphiqlMarkdown/),
  },
];
