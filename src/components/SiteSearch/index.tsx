import {createElement, Fragment, useEffect, useRef, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {autocomplete} from '@algolia/autocomplete-js';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {HighlightSearchResults} from '@theme-original/SearchBar/HighlightSearchResults';

import {searchIndexes, DEFAULT_LIMIT, type SearchResult} from '../../search';
import {loadIndexes} from './loadIndexes';
import {ResultRow} from './ResultRow';
import './styles.css';

/**
 * The navbar search: the search plugin's bar (autocomplete in a modal, its texts, its highlighting of the terms
 * on the page a result leads to) with the site's ranking (src/search) and result rows that say what and where
 * each result is. The plugin's own bar queries each index separately and renders bare titles; its search cannot
 * be changed from outside, so this bar takes its place and keeps its behaviour.
 */
type Item = SearchResult & Record<string, unknown>;

interface PluginData {
  maxSearchResults?: number;
}

const message = (id: string, description: string) => translate({message: `cmfcmf/d-s-l.searchBar.${id}`, description});

export default function SiteSearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {maxSearchResults = DEFAULT_LIMIT} = usePluginData('@cmfcmf/docusaurus-search-local') as PluginData;
  const history = useHistory();
  const {tags} = useContextualSearchFilters();
  const tagsRef = useRef(tags);
  useEffect(() => {
    tagsRef.current = tags;
  }, [tags]);
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
    const go = (item: Item) =>
      history.push(item.path, {
        cmfcmfhighlight: {terms: item.terms, isDocsOrBlog: item.type === 'docs' || item.type === 'blog'},
      });
    const search = autocomplete<Item>({
      container: container.current,
      placeholder: message('placeholder', 'Placeholder shown in the searchbar'),
      renderer: {createElement, Fragment, render: (element, root) => createRoot(root).render(element)},
      navigator: {navigate: ({item}) => go(item)},
      detachedMediaQuery: '',
      defaultActiveItemId: 0,
      translations: {
        clearButtonTitle: message('clearButtonTitle', 'Title of the button to clear the current search input'),
        detachedCancelButtonText: message(
          'detachedCancelButtonText',
          'Text of the button to close the detached search window',
        ),
        submitButtonTitle: message('submitButtonTitle', 'Title of the button to submit a new search'),
      },
      getSources: ({query}) => [
        {
          sourceId: 'search-results',
          getItemUrl: ({item}) => item.path,
          async getItems() {
            const indexes = await loadIndexes(baseUrl, tagsRef.current);
            return searchIndexes(indexes, query, {limit: maxSearchResults}) as Item[];
          },
          templates: {
            item: ({item}) => (
              <a
                href={item.path}
                className="aa-ItemLink"
                onClick={(event) => {
                  event.preventDefault();
                  go(item);
                }}
              >
                <ResultRow result={item} />
              </a>
            ),
            noResults: () => (
              <div className="aa-ItemContent">
                <div className="aa-ItemContentBody">
                  {message('noResults', 'message shown if no results are found')}
                </div>
              </div>
            ),
          },
        },
      ],
    });
    return () => search.destroy();
  }, [baseUrl, history, maxSearchResults]);

  return (
    <>
      <HighlightSearchResults />
      <div className="dsla-search-wrapper">
        <div className="dsla-search-field" ref={container} data-tags={tags.join(',')} />
      </div>
    </>
  );
}
