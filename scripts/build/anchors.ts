/**
 * The anchor check of a reference built in parts (src/config/reference-parts.ts): each part's Docusaurus build cannot
 * see the other parts' pages, whose links it finds under a stand-in route without anchors, so it leaves anchors
 * unchecked (src/config/build-policy.ts). Each part reads its pages' anchors as it finishes (src/plugins/built-pages/);
 * once the parts are put together, a link to `#fragment` of one of their pages must name an element of that page, as
 * Docusaurus's own check requires.
 */
import {BUILT_PAGE_ORIGIN} from '../../src/plugins/built-pages/anchors';
import type {PageFacts} from '../../src/plugins/built-pages/facts';

function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Links to a fragment that no element of its page names, as `link (on route)`; links to other pages pass. */
export function brokenAnchors(pages: readonly PageFacts[]): string[] {
  const targets = new Map<string, Set<string>>();
  for (const {route, anchors} of pages) if (anchors) targets.set(pageKey(route), new Set(anchors.targets));
  const broken: string[] = [];
  for (const {route, anchors} of pages) {
    for (const href of anchors?.fragmentLinks ?? []) {
      const url = new URL(href);
      if (url.origin !== BUILT_PAGE_ORIGIN || url.hash.length <= 1) continue;
      const target = targets.get(pageKey(url.pathname));
      const fragment = url.hash.slice(1);
      if (target && !target.has(fragment) && !target.has(decodeURIComponent(fragment)))
        broken.push(`${url.pathname}${url.hash} (on ${route})`);
    }
  }
  return [...new Set(broken)];
}
