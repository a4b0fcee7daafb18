/**
 * The anchors of a built page: the fragments its elements name and its links that carry one. The build of a
 * reference in parts checks them once the parts are put together (scripts/build/anchors.ts); the e2e link crawl
 * reads the served pages with `readAnchors` too.
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

/** Built pages are read as if served from here, so that their links to other hosts can be told apart. */
export const BUILT_PAGE_ORIGIN = 'https://site.invalid';

/** A built page's anchors, its links resolved as if it were served at `route` of `BUILT_PAGE_ORIGIN`. */
export function builtPageAnchors(html: string, route: string): PageAnchors {
  return readAnchors(html, new URL(route, BUILT_PAGE_ORIGIN).href);
}
