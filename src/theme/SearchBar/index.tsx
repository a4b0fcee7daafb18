import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
// The button's look comes from the autocomplete theme: loaded with every page so the stand-in below matches it.
import '@algolia/autocomplete-theme-classic';

import {SearchButtonFace} from './SearchButtonFace';

/**
 * The search plugin's bar (autocomplete, lunr and mark.js: about 100 KB of script) is loaded on first use
 * instead of with every page: on a phone its start-up was a large share of the main bundle's blocking time.
 * Until then the server-rendered page shows a button identical to the plugin's; pointing at it or focusing it
 * starts the download, activating it opens the search dialog as soon as the bar is there. Once loaded, the bar
 * stays loaded for the rest of the visit, so it highlights the terms of a result on the page it leads to.
 */
type SearchBarComponent = ComponentType<Record<string, never>>;

let loadedSearchBar: SearchBarComponent | null = null;
let loadingSearchBar: Promise<SearchBarComponent> | null = null;

function loadSearchBar(): Promise<SearchBarComponent> {
  loadingSearchBar ??= import('@theme-original/SearchBar').then((module) => {
    loadedSearchBar = module.default as SearchBarComponent;
    return loadedSearchBar;
  });
  return loadingSearchBar;
}

type HandOver = 'none' | 'focus' | 'open';

export default function SearchBarOnDemand(): ReactNode {
  // During hydration this is always null (as on the server); on later pages of the visit it is the bar itself.
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar);
  const standIn = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // What the visitor did to the stand-in, to be done to the real button once it replaces it.
  const handOver = useRef<HandOver>('none');

  const load = (wanted: HandOver) => {
    if (wanted === 'open') handOver.current = 'open';
    void loadSearchBar().then((loaded) => {
      if (handOver.current === 'none' && document.activeElement === standIn.current) handOver.current = 'focus';
      setSearchBar(() => loaded);
    });
  };

  useEffect(() => {
    if (!SearchBar || handOver.current === 'none') return;
    // The plugin creates its button in an effect of its own, which has run by now (children's effects run first).
    const button = container.current?.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton');
    if (handOver.current === 'open') button?.click();
    else button?.focus();
    handOver.current = 'none';
  }, [SearchBar]);

  if (SearchBar) {
    return (
      <div ref={container} style={{display: 'contents'}}>
        <SearchBar />
      </div>
    );
  }
  return (
    <div className="dsla-search-wrapper">
      <div className="dsla-search-field">
        <div className="aa-Autocomplete">
          <button
            ref={standIn}
            type="button"
            className="aa-DetachedSearchButton"
            title="Search"
            onPointerEnter={() => load('none')}
            onFocus={() => load('none')}
            onClick={() => load('open')}>
            <SearchButtonFace />
          </button>
        </div>
      </div>
    </div>
  );
}
