/**
 * The anchor check of a reference built in parts (src/config/reference-parts.ts). Each part's Docusaurus build cannot
 * see the other parts' pages, whose links it finds under a stand-in route without anchors, so it leaves anchors
 * unchecked (src/config/build-policy.ts). Once the parts are put together, this reads every page they rendered: a
 * link to `#fragment` of one of them must name an element of that page, as Docusaurus's own check requires.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Parser} from 'htmlparser2';

/** The HTML file Docusaurus writes for a route (`/docs/x` and `/docs/x/` → `docs/x/index.html`; `/404.html` as is). */
export function htmlFileOf(route: string): string {
  if (route.endsWith('.html')) return route.slice(1);
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}/index.html`;
}

function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

interface PageAnchors {
  readonly ids: Set<string>;
  /** `href`s with a fragment, resolved to site paths with their fragment (`/docs/x#y`). */
  readonly links: string[];
}

const ORIGIN = 'https://site.invalid';

function readPage(html: string, route: string): PageAnchors {
  const ids = new Set<string>();
  const links: string[] = [];
  const base = new URL(route, ORIGIN);
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      const href = attributes.href;
      if (name !== 'a' || !href?.includes('#')) return;
      const url = new URL(href, base);
      if (url.origin === ORIGIN && url.hash.length > 1) links.push(`${url.pathname}${url.hash}`);
    },
  });
  parser.write(html);
  parser.end();
  return {ids, links};
}

/** Links to a fragment that no element of its page names, as `link (on route)`; pages outside `routes` are not read. */
export function brokenAnchors(dir: string, routes: readonly string[]): string[] {
  const pages = new Map<string, PageAnchors>();
  for (const route of routes) {
    const file = join(dir, htmlFileOf(route));
    if (existsSync(file)) pages.set(pageKey(route), readPage(readFileSync(file, 'utf8'), route));
  }
  const broken: string[] = [];
  for (const [route, {links}] of pages) {
    for (const link of links) {
      const [path, fragment] = [link.slice(0, link.indexOf('#')), link.slice(link.indexOf('#') + 1)];
      const target = pages.get(pageKey(path));
      if (!target) continue;
      if (!target.ids.has(fragment) && !target.ids.has(decodeURIComponent(fragment))) broken.push(`${link} (on ${route})`);
    }
  }
  return [...new Set(broken)];
}
