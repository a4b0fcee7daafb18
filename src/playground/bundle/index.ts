/**
 * What the bundler swaps in or out for the playground, declared by the playground itself: the site's bundler
 * settings (src/plugins/bundler-settings.ts) apply these lists and name no other file of this module. Node-only.
 */
import {resolve} from 'node:path';

type ModuleReplacements = ReadonlyArray<readonly [pattern: RegExp, replacement: string]>;

/**
 * Module swaps that keep the playground's download small (the playground is the only route that loads
 * these modules). Each replacement file documents what it leaves out and why.
 * - monaco-graphql imports its Monaco entry (`edcore.main.js`: every editor feature Monaco has) with a
 *   relative path, so an alias cannot catch it; a replacement after resolution can. The replacement
 *   keeps the loaders chosen for the original `.js` file, so the lean entry is written in the subset
 *   of TypeScript that is also plain JavaScript (imports and re-exports only).
 * - framer-motion is only used by GraphiQL's tab bar, for dragging tabs into a new order.
 * - Monaco's diff editors: its standalone API imports them for `createDiffEditor`, which GraphiQL never calls.
 * - Monaco's inlay hints: only the hover imports them (for an `instanceof` check), and no language of the playground
 *   has inlay hints.
 * - Monaco's quick input (command palette, quick pick): no feature of the playground's editors opens it.
 * - GraphiQL's history plugin: the playground leaves it out of GraphiQL's plugins (it stores headers).
 * - Headless UI serves only the search box of GraphiQL's docs explorer; a combobox of its own does the same
 *   (docSearchCombobox.tsx).
 * - markdown-it renders only the schema's descriptions in GraphiQL's docs explorer; a renderer of the Markdown they
 *   use gives the same HTML (schemaMarkdown.ts).
 */
export const PLAYGROUND_MODULE_REPLACEMENTS: ModuleReplacements = [
  [/monaco-graphql[\\/]esm[\\/]monaco-editor\.js$/, resolve(__dirname, 'monacoEditorLean.ts')],
  [/^framer-motion$/, resolve(__dirname, 'staticReorder.tsx')],
  [
    /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]browser[\\/]widget[\\/](?:diffEditor[\\/]diffEditorWidget|multiDiffEditor[\\/]multiDiffEditorWidget)\.js$/,
    resolve(__dirname, 'monacoDiffEditorAbsent.ts'),
  ],
  [
    /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]contrib[\\/]inlayHints[\\/]browser[\\/]inlayHintsHover\.js$/,
    resolve(__dirname, 'monacoInlayHintsAbsent.ts'),
  ],
  [
    /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]standalone[\\/]browser[\\/]quickInput[\\/]standaloneQuickInputService\.js$/,
    resolve(__dirname, 'monacoQuickInputAbsent.ts'),
  ],
  [/^@graphiql\/plugin-history$/, resolve(__dirname, 'historyPluginAbsent.tsx')],
  [/^@headlessui\/react$/, resolve(__dirname, 'docSearchCombobox.tsx')],
  [/@graphiql[\\/]react[\\/]dist[\\/]utility[\\/]markdown\.js$/, resolve(__dirname, 'graphiqlMarkdown.ts')],
];

/** Swaps for the server build only: the IDE's loader is browser-only code the server never renders. */
export const PLAYGROUND_SERVER_MODULE_REPLACEMENTS: ModuleReplacements = [
  [/^\.\/loadPlaygroundIde$/, resolve(__dirname, '../ide/loadPlaygroundIde.server.tsx')],
];

/** The IDE's own stylesheet, which goes into the IDE's stylesheet file with GraphiQL's and Monaco's. */
export const PLAYGROUND_IDE_STYLESHEET = resolve(__dirname, '../ide/PlaygroundIde.module.css');
