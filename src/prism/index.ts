/**
 * What the site's bundles get for `import … from 'prism-react-renderer'` (an alias set in
 * src/plugins/bundler-settings.ts): the same `Highlight`, `Prism`, `normalizeTokens` and `useTokenize`, on a Prism
 * with only the grammars the pages use. `themes` stays with the real package: only docusaurus.config.ts reads it,
 * in Node, outside the bundles.
 */
export {Highlight, normalizeTokens, useTokenize} from './Highlight';
export type {HighlightProps, RenderProps, Token} from './Highlight';
export {default as Prism} from './prism';
