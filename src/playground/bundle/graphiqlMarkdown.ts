/**
 * Stand-in for GraphiQL's `utility/markdown.js` (swapped in by src/plugins/bundler-settings.ts), which exports a
 * markdown-it instance as `markdown`. The replacement keeps the loaders chosen for the original `.js` file, so this
 * file only re-exports, in the subset of TypeScript that is also plain JavaScript; the renderer is schemaMarkdown.ts.
 */
export {markdown} from './schemaMarkdown';
