/** The server build's loadHighlighter.ts (bundler-settings.ts swaps it in): the server highlights every block. */
import type {Highlighter} from './highlighterChunk';
import Content from './highlighter';

export function useHighlighter(needed: boolean): Highlighter | undefined {
  return needed ? Content : undefined;
}
