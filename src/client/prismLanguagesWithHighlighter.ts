/**
 * Stands in for theme-classic's client module `prism-include-languages` in the browser build (bundler-settings.ts).
 *
 * That module imports prism-react-renderer to add the site's extra Prism languages at start-up, so every page built
 * Prism's grammars before anything could need them. The highlighter's own chunk adds them instead, before it highlights
 * anything (src/theme/CodeBlock/Content/highlighter.ts). The server build keeps the theme's module.
 */
export {};
