/**
 * The highlighter chunk's first module. Downloading the chunk evaluates only this one: the highlighter (Prism and its
 * grammars) is evaluated when a block first needs it, in the render that shows the block highlighted.
 */
import type HighlighterModule from './highlighter';

export type Highlighter = typeof HighlighterModule;

export function evaluateHighlighter(): Highlighter {
  // A synchronous require within the chunk: an import() would resolve a task later, and the block would be shown
  // unhighlighted in between.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./highlighter') as {default: Highlighter}).default;
}
