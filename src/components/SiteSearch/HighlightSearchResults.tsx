import {useEffect, useState} from 'react';
import Mark from 'mark.js';
import {useHistory, useLocation} from '@docusaurus/router';

/** What a search result passes to the page it leads to (in the history state): the words to mark. */
export interface HighlightState {
  readonly terms: readonly string[];
  /** Docs and blog pages mark inside the article; other pages inside main. */
  readonly isDocsOrBlog: boolean;
}

export const HIGHLIGHT_STATE_KEY = 'folioSearchHighlight';

/**
 * Marks the words of the chosen search result on the page it leads to, once: the state is removed from the history
 * entry so that going back and forth does not mark them again.
 */
export function HighlightSearchResults(): null {
  const location = useLocation<Record<string, unknown> | undefined>();
  const history = useHistory();
  const [highlight, setHighlight] = useState<HighlightState | null>(null);

  useEffect(() => {
    const state = location.state?.[HIGHLIGHT_STATE_KEY] as HighlightState | undefined;
    if (!state || state.terms.length === 0) return;
    setHighlight(state);
    const rest = {...location.state};
    delete rest[HIGHLIGHT_STATE_KEY];
    history.replace({...location, state: rest});
  }, [location, history]);

  useEffect(() => {
    if (!highlight) return undefined;
    const root = document.querySelector(highlight.isDocsOrBlog ? 'article' : 'main');
    if (!root) return undefined;
    const mark = new Mark(root);
    mark.mark([...highlight.terms], {ignoreJoiners: true});
    return () => mark.unmark();
  }, [highlight]);

  return null;
}
