import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
// The button's look comes from the autocomplete theme: loaded with every page so the stand-in below matches it.
import '@algolia/autocomplete-theme-classic';

import {HIGHLIGHT_STATE_KEY, highlightIn, takeHandedOffHighlight} from '../../components/SiteSearch/highlightState';
import {SearchButtonFace} from './SearchButtonFace';

/**
 * The site's search bar (src/components/SiteSearch: autocomplete, the ranking and mark.js) is loaded on first use
 * instead of with every page: on a phone its start-up was a large share of the main bundle's blocking time.
 * Until then the server-rendered page shows a button identical to the bar's; pointing at it or focusing it
 * starts the download, activating it swaps in the bar and opens its search dialog. Once swapped in,
 * the bar stays for the rest of the visit, so it highlights the terms of a result on the page it leads to. A page
 * a result led to from another app (src/config/apps.ts) puts the words that result handed it into its history entry,
 * and then swaps in the bar at once, which marks them.
 */
type SearchBarComponent = ComponentType<Record<string, never>>;

let loadedSearchBar: SearchBarComponent | null = null;
let loadingSearchBar: Promise<SearchBarComponent> | null = null;

function loadSearchBar(): Promise<SearchBarComponent> {
  loadingSearchBar ??= import('../../components/SiteSearch').then((module) => {
    loadedSearchBar = module.default as SearchBarComponent;
    return loadedSearchBar;
  });
  return loadingSearchBar;
}

export default function SearchBarOnDemand(): ReactNode {
  // During hydration this is always null (as on the server); on later pages of the visit it is the bar itself.
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar);
  const container = useRef<HTMLDivElement>(null);
  // Set when the visitor activated the stand-in: the real button is then activated as soon as it exists.
  const openWhenLoaded = useRef(false);
  const location = useLocation<Record<string, unknown> | undefined>();
  const history = useHistory();
  const carriesHighlight = highlightIn(location.state) !== undefined;

  // Once, for the document's first page: a prerendered page takes the words once it is shown.
  useEffect(() => {
    const adopt = () => {
      const handedOff = takeHandedOffHighlight(window.location.pathname);
      if (handedOff) history.replace({...location, state: {...(location.state ?? {}), [HIGHLIGHT_STATE_KEY]: handedOff}});
    };
    if (!(document as Document & {prerendering?: boolean}).prerendering) return adopt();
    document.addEventListener('prerenderingchange', adopt, {once: true});
    return () => document.removeEventListener('prerenderingchange', adopt);
  }, []);

  // Pointing at or focusing the button only downloads the bar: swapping the button under a keyboard user's
  // focus would lose their place in the page.
  const preload = () => void loadSearchBar();
  const open = () => {
    openWhenLoaded.current = true;
    void loadSearchBar().then((loaded) => setSearchBar(() => loaded));
  };

  useEffect(() => {
    if (carriesHighlight && !SearchBar) void loadSearchBar().then((loaded) => setSearchBar(() => loaded));
  }, [carriesHighlight, SearchBar]);

  useEffect(() => {
    if (!SearchBar || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    // The plugin creates its button in an effect of its own, which has run by now (children's effects run first).
    container.current?.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton')?.click();
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
            type="button"
            className="aa-DetachedSearchButton"
            title="Search"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}>
            <SearchButtonFace />
          </button>
        </div>
      </div>
    </div>
  );
}
