/**
 * The anchors and links of a built page: the fragments its elements name and where its links lead. The build checks
 * every page's links and anchors once its apps are put together (scripts/build/links.ts); the e2e link crawl reads
 * the served pages with `readAnchors` too.
 */
import {Parser} from 'htmlparser2';

export interface PageAnchors {
  /** `id` and `name` values of the page's elements. */
  targets: Set<string>;
  /** Resolved absolute `href`s of the page's links that carry a fragment. */
  fragmentLinks: string[];
  /** Resolved absolute `href`s of all the page's links, in the order of the page. */
  links: string[];
}

export function readAnchors(html: string, pageUrl: string): PageAnchors {
  const targets = new Set<string>();
  const fragmentLinks: string[] = [];
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) targets.add(attributes.id);
      if (name === 'a' && attributes.name) targets.add(attributes.name);
      const href = attributes.href;
      if ((name !== 'a' && name !== 'area') || href === undefined) return;
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        // An href that is no URL at all is a broken link: kept as written, so the link check names it.
        links.push(href);
        return;
      }
      links.push(url.href);
      if (href.includes('#')) fragmentLinks.push(url.href);
    },
  });
  parser.write(html);
  parser.end();
  return {targets, fragmentLinks, links};
}

/** Built pages are read as if served from here, so that their links to other hosts can be told apart. */
export const BUILT_PAGE_ORIGIN = 'https://site.invalid';

/** A built page's anchors, its links resolved as if it were served at `route` of `BUILT_PAGE_ORIGIN`. */
export function builtPageAnchors(html: string, route: string): PageAnchors {
  return readAnchors(html, new URL(route, BUILT_PAGE_ORIGIN).href);
}
