import {useEffect, useState} from 'react';
import Mark from 'mark.js';
import {useHistory, useLocation} from '@docusaurus/router';

import {HIGHLIGHT_STATE_KEY, highlightIn} from './highlightState';

/**
 * Marks the words of the chosen search result on the page it leads to, once: the state is removed from the history
 * entry so that going back and forth does not mark them again. A page without the element to mark in (the light
 * build's stand-in for a reference page, src/components/FullPageLoad, which loads the page from the server) leaves
 * them in the entry for the page that comes.
 */
export function HighlightSearchResults(): null {
  const location = useLocation<Record<string, unknown> | undefined>();
  const history = useHistory();
  const [highlight, setHighlight] = useState<{root: HTMLElement; terms: readonly string[]} | null>(null);

  useEffect(() => {
    const state = highlightIn(location.state);
    if (!state) return;
    const root = document.querySelector<HTMLElement>(state.isDocsOrBlog ? 'article' : 'main');
    if (!root) return;
    setHighlight({root, terms: state.terms});
    const rest = {...location.state};
    delete rest[HIGHLIGHT_STATE_KEY];
    history.replace({...location, state: rest});
  }, [location, history]);

  useEffect(() => {
    if (!highlight) return undefined;
    const mark = new Mark(highlight.root);
    mark.mark([...highlight.terms], {ignoreJoiners: true});
    return () => mark.unmark();
  }, [highlight]);

  return null;
}
