/** How a stand-in for a page another app holds (./index.tsx, src/theme/NotFound/Content) loads it from the server. */

/** Whether this document was loaded from the server at this path, rather than reached by navigating in the app. */
export function documentLoadedAt(pathname: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry === undefined || new URL(entry.name).pathname === pathname;
}

/**
 * Reached by navigating in the app, loads the page at `pathname` from the server and returns true. Loaded from the
 * server at that path already, the server has answered: returns false and asks it nothing more.
 */
export function loadFromServer(pathname: string): boolean {
  if (documentLoadedAt(pathname)) return false;
  // The app has already put the page's address in the history entry: loading it again keeps that entry and its state
  // (a deep link's query, the words a search result marks on the page,
  // src/components/SiteSearch/HighlightSearchResults.tsx).
  window.location.reload();
  return true;
}
