import {createElement, Fragment, useEffect, useRef, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {autocomplete} from '@algolia/autocomplete-js';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {searchIndexes, DEFAULT_LIMIT, type SearchResult} from '../../search';
import {HighlightSearchResults} from './HighlightSearchResults';
import {handOffHighlight, HIGHLIGHT_STATE_KEY, type HighlightState} from './highlightState';
import {useHoldsRoute} from '../../navigation/useHoldsRoute';
import {loadAllIndexes, loadIndexes, onMoreIndexes} from './loadIndexes';
import {ResultRow} from './ResultRow';
import {searchTexts} from './texts';
import './styles.css';

/**
 * The navbar search: autocomplete in a modal with the site's ranking (src/search) over the build's one index (its
 * parts as they arrive), result rows that say what and where each result is, and the chosen result's words marked
 * on its page.
 */
type Item = SearchResult & Record<string, unknown>;

export default function SiteSearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const holds = useHoldsRoute();
  const container = useRef<HTMLDivElement>(null);

  // The autocomplete theme styles dark mode by the body's data-theme; Docusaurus sets it on <html> only.
  useEffect(() => {
    const sync = () =>
      document.body.setAttribute('data-theme', document.documentElement.getAttribute('data-theme') ?? '');
    const observer = new MutationObserver(sync);
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    sync();
    return () => observer.disconnect();
  }, []);

  // Escape closes the dialog, whatever is typed in it (the autocomplete would only clear the query).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !document.body.classList.contains('aa-Detached')) return;
      event.preventDefault();
      document.querySelector<HTMLButtonElement>('.aa-DetachedCancelButton')?.click();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  useEffect(() => {
    if (!container.current) return undefined;
    // The query is cleared once a result is chosen: the next search starts afresh, and the button shows its
    // placeholder. A page another app holds is a plain navigation, as its links are (src/navigation/).
    const go = (item: Item) => {
      search.setQuery('');
      const highlight: HighlightState = {terms: item.terms, isDocsOrBlog: item.type === 'docs' || item.type === 'blog'};
      if (holds(item.path)) {
        history.push(item.path, {[HIGHLIGHT_STATE_KEY]: highlight});
        return;
      }
      handOffHighlight(item.path, highlight);
      window.location.assign(item.path);
    };
    // eslint-disable-next-line prefer-const -- `go` closes over it before it is assigned.
    let search: ReturnType<typeof autocomplete<Item>>;
    // Whether the panel shows an answer (the autocomplete's `isOpen`).
    let showing = false;
    search = autocomplete<Item>({
      container: container.current,
      placeholder: searchTexts.placeholder(),
      renderer: {createElement, Fragment, render: (element, root) => createRoot(root).render(element)},
      navigator: {navigate: ({item}) => go(item)},
      detachedMediaQuery: '',
      defaultActiveItemId: 0,
      translations: {
        clearButtonTitle: searchTexts.clear(),
        detachedCancelButtonText: searchTexts.cancel(),
        submitButtonTitle: searchTexts.submit(),
      },
      onStateChange: ({state}) => {
        showing = state.isOpen;
        // The index starts loading when the dialog opens, so that it is mostly there by the time a query is typed.
        if (state.isOpen) void loadIndexes(baseUrl);
      },
      getSources: ({query, setContext}) => [
        {
          sourceId: 'search-results',
          getItemUrl: ({item}) => item.path,
          async getItems() {
            const {indexes, complete} = await loadIndexes(baseUrl);
            let results = searchIndexes(indexes, query, {limit: DEFAULT_LIMIT});
            let answered = complete;
            // "No results" is said by the whole index only: what is not in the parts that have arrived may be in
            // the others.
            if (results.length === 0 && !complete) {
              results = searchIndexes(await loadAllIndexes(baseUrl), query, {limit: DEFAULT_LIMIT});
              answered = true;
            }
            setContext({searchIndex: answered ? 'complete' : 'partial'});
            return results as Item[];
          },
          templates: {
            item: ({item, state}) => (
              <a
                href={item.path}
                className="aa-ItemLink"
                data-search-index={state.context['searchIndex']}
                onClick={(event) => {
                  event.preventDefault();
                  go(item);
                }}
              >
                <ResultRow result={item} />
              </a>
            ),
            noResults: ({state}) => (
              <div className="aa-ItemContent" data-search-index={state.context['searchIndex']}>
                <div className="aa-ItemContentBody">
                  {searchTexts.noResults()}
                </div>
              </div>
            ),
          },
        },
      ],
    });
    // Results shown from the parts of the index that had arrived are ranked again when another part arrives. Only
    // shown results: a refresh takes the panel's open state as it finds it, and would close the dialog before its
    // first answer.
    const stopListening = onMoreIndexes(() => {
      if (showing) void search.refresh();
    });
    return () => {
      stopListening();
      search.destroy();
    };
  }, [baseUrl, history, holds]);

  return (
    <>
      <HighlightSearchResults />
      <div className="dsla-search-wrapper">
        <div className="dsla-search-field" ref={container} />
      </div>
    </>
  );
}
