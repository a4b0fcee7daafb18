/**
 * Anchors of built pages. The build of a reference in parts (src/config/reference-parts.ts) checks them here: each
 * part's Docusaurus build cannot see the other parts' pages, whose links it finds under a stand-in route without
 * anchors, so it leaves anchors unchecked (src/config/build-policy.ts). Once the parts are put together,
 * `brokenAnchors` reads every page they rendered: a link to `#fragment` of one of them must name an element of that
 * page, as Docusaurus's own check requires. The e2e link crawl reads the served pages with `readAnchors` too.
 */
import {readFileSync} from 'node:fs';
import {Parser} from 'htmlparser2';

import {builtPageFile} from '../../src/plugins/search-index/searchFiles';

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

function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Pages are read as if served from here, so that their links to other hosts can be told apart. */
const ORIGIN = 'https://site.invalid';

/** Links to a fragment that no element of its page names, as `link (on route)`; pages outside `routes` are not read. */
export function brokenAnchors(dir: string, routes: readonly string[]): string[] {
  const pages = new Map<string, PageAnchors>();
  for (const route of routes) {
    const file = builtPageFile(dir, route);
    if (file) pages.set(pageKey(route), readAnchors(readFileSync(file, 'utf8'), new URL(route, ORIGIN).href));
  }
  const broken: string[] = [];
  for (const [route, {fragmentLinks}] of pages) {
    for (const href of fragmentLinks) {
      const url = new URL(href);
      if (url.origin !== ORIGIN || url.hash.length <= 1) continue;
      const target = pages.get(pageKey(url.pathname));
      const fragment = url.hash.slice(1);
      if (target && !target.targets.has(fragment) && !target.targets.has(decodeURIComponent(fragment)))
        broken.push(`${url.pathname}${url.hash} (on ${route})`);
    }
  }
  return [...new Set(broken)];
}
