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

/**
 * Where a result that leads into another app (src/config/apps.ts) leaves its words: that navigation starts a new
 * document, which a history entry's state made by this one does not reach. The page at `path` takes them once.
 */
const HANDOFF_KEY = 'folio:search-highlight';

export function handOffHighlight(path: string, highlight: HighlightState): void {
  try {
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({path: new URL(path, window.location.href).pathname, highlight}));
  } catch {
    // Storage may be unavailable (a private window's quota); the page then opens without its words marked.
  }
}

/** The words handed to the page at `pathname`, removed from where they were left; undefined when there are none. */
export function takeHandedOffHighlight(pathname: string): HighlightState | undefined {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(HANDOFF_KEY);
  } catch {
    return undefined;
  }
  if (stored === null) return undefined;
  sessionStorage.removeItem(HANDOFF_KEY);
  try {
    const {path, highlight} = JSON.parse(stored) as {path: string; highlight: HighlightState};
    return path === pathname ? highlightIn({[HIGHLIGHT_STATE_KEY]: highlight}) : undefined;
  } catch {
    return undefined;
  }
}
