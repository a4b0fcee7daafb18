import {Fragment, useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';

import {SEARCH_PARTS} from '@site/src/search/fileNames';
import {closestPages, searchWordsOf, type KnownPage} from './closestPages';
import styles from './styles.module.css';

/** The site's pages as the search index lists them (every page, the reference's included), by route. */
async function knownPages(baseUrl: string): Promise<KnownPage[]> {
  const pages = new Map<string, string>();
  const files = await Promise.all(
    SEARCH_PARTS.map((part) =>
      fetch(`${baseUrl}${part.index}`)
        .then((response) => (response.ok ? (response.json() as Promise<{documents?: Array<{pageTitle: string; sectionRoute: string}>}>) : null))
        .catch(() => null),
    ),
  );
  for (const file of files) {
    for (const document of file?.documents ?? []) {
      const route = document.sectionRoute.split('#')[0]!;
      if (!pages.has(route)) pages.set(route, document.pageTitle);
    }
  }
  return [...pages].map(([route, title]) => ({route, title}));
}

/** A route that may break after each slash, not inside a segment. */
function routeWithBreaks(route: string): ReactNode {
  return route.split('/').map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));
}

/**
 * Opens the navbar's search (as its keyboard shortcut does, src/clientModules/searchShortcuts.ts) and types the words
 * into it once its dialog is there.
 */
function searchFor(words: string): void {
  document.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton')?.click();
  const started = performance.now();
  const fill = () => {
    const input = document.querySelector<HTMLInputElement>('input.aa-Input');
    if (!input) {
      if (performance.now() - started < 10_000) requestAnimationFrame(fill);
      return;
    }
    input.value = words;
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  requestAnimationFrame(fill);
}

/**
 * Under the not-found text, ways on: a search for the missing address's words, the pages whose addresses are
 * closest to it (read from the search index once the page runs), and where to start.
 */
export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  // The missing address is known in the browser only: the server renders this page once, as /404.html.
  const [words, setWords] = useState('');
  const [closest, setClosest] = useState<readonly KnownPage[] | null>(null);

  useEffect(() => {
    setWords(searchWordsOf(pathname));
    let current = true;
    void knownPages(baseUrl).then((pages) => {
      if (current) setClosest(closestPages(pathname, pages));
    });
    return () => {
      current = false;
    };
  }, [baseUrl, pathname]);

  return (
    <nav className={`container ${styles.waysOn}`} aria-labelledby="not-found-ways-on">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h2 id="not-found-ways-on">Find it another way</h2>
          <p>
            <button type="button" className="button button--primary" onClick={() => searchFor(words)}>
              {words ? `Search the docs for “${words}”` : 'Search the docs'}
            </button>
          </p>
          {closest && closest.length > 0 && (
            <>
              <p>Pages with a similar address:</p>
              <ul data-testid="closest-pages">
                {closest.map((page) => (
                  <li key={page.route}>
                    <Link to={page.route}>{page.title}</Link> <code>{routeWithBreaks(page.route)}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            Or start from <Link to="/docs/getting-started">Getting started</Link>, the{' '}
            <Link to="/docs/graphql">API reference</Link> or the <Link to="/blog">blog</Link>.
          </p>
        </div>
      </div>
    </nav>
  );
}
