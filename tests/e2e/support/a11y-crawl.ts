/**
 * Fragment checking for the link crawl: linkinator 6.3 drops the `#fragment` of every link it checks (it has
 * no fragment option), so the crawl test reads each crawled page again (with `readAnchors` of
 * scripts/build/anchors.ts) and checks every `href` with a fragment against the `id`/`name` attributes of its target
 * page.
 */
/** The page a link points to, without fragment, in the form used as a key (no trailing slash but for the root). */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  return `${url.origin}${path}${url.search}`;
}
