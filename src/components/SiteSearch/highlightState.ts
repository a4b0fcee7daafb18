/**
 * What a search result passes to the page it leads to, in the history entry's state: the words to mark. Apart from
 * the search bar's code so that the stand-in every page loads (src/theme/SearchBar) can see it without loading it.
 */
export interface HighlightState {
  readonly terms: readonly string[];
  /** Docs and blog pages mark inside the article; other pages inside main. */
  readonly isDocsOrBlog: boolean;
}

export const HIGHLIGHT_STATE_KEY = 'folioSearchHighlight';

/** The words a history entry's state asks to mark, if any. */
export function highlightIn(state: unknown): HighlightState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const highlight = (state as Record<string, unknown>)[HIGHLIGHT_STATE_KEY] as HighlightState | undefined;
  return highlight && highlight.terms.length > 0 ? highlight : undefined;
}
