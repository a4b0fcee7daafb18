import {useEffect} from 'react';

import {useHoldsRoute} from './useHoldsRoute';

/** The element Docusaurus renders the app into: links elsewhere (the search dialog's) have handlers of their own. */
const APP_ROOT = '#__docusaurus';

/** The same-site link a click follows, if it is a plain left click the app would otherwise handle itself. */
export function followedLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(APP_ROOT)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : undefined;
}

/**
 * Leaves a click on a link to a page another app holds to the browser: stopped before the app's router sees it, the
 * click navigates as a plain link does. The browser keeps this page painted until the next one paints, uses the page
 * the Speculation Rules prerendered when there is one (src/plugins/other-apps/), and restores the scroll position on
 * back and forward; the router would instead have rendered the stand-in route, an empty page that then reloads.
 */
export function CrossAppLinks(): null {
  const holds = useHoldsRoute();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (url && !holds(url.pathname)) event.stopPropagation();
    };
    // On the body, in the capture phase: before React's listener on the app's root element.
    document.body.addEventListener('click', onClick, true);
    return () => document.body.removeEventListener('click', onClick, true);
  }, [holds]);
  return null;
}
