/**
 * Fragment checking for the link crawl: linkinator 6.3 drops the `#fragment` of every link it checks (it has
 * no fragment option), so the crawl test reads each crawled page again and checks every `href` with a
 * fragment against the `id`/`name` attributes of its target page.
 */
import {Parser} from 'htmlparser2';

export interface PageAnchors {
  /** `id` and `name` values of the page's elements. */
  targets: Set<string>;
  /** Resolved absolute `href`s of the page's links that carry a fragment. */
  fragmentLinks: string[];
}

export function readAnchors(html: string, pageUrl: string): PageAnchors {
  const targets = new Set<string>();
  const fragmentLinks: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) targets.add(attributes.id);
      if (name === 'a' && attributes.name) targets.add(attributes.name);
      const href = attributes.href;
      if ((name === 'a' || name === 'area') && href?.includes('#')) {
        fragmentLinks.push(new URL(href, pageUrl).href);
      }
    },
  });
  parser.write(html);
  parser.end();
  return {targets, fragmentLinks};
}

/** The page a link points to, without fragment, in the form used as a key (no trailing slash but for the root). */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  return `${url.origin}${path}${url.search}`;
}
