/**
 * The two kinds of Docusaurus app `npm run build` builds, each on its own (scripts/build.ts, maintainers/build.md):
 * - the site app: the home page, the guides, the changelog, the blog, the playground and the site's own pages;
 * - the reference app, built as N ≥ 1 identical parts (src/config/reference-parts.ts), each holding its share of the
 *   reference's pages.
 * The route table and chunk registry every page loads grow with every route its app holds (facebook/docusaurus
 * #7256), so a guide does not carry the reference's hundreds of routes, and no part carries more than its share.
 * `npm start` (and any Docusaurus command scripts/build.ts does not start) runs one app that holds every page.
 * Node and browser safe; which app a process builds is src/config/current-app.ts's (Node only).
 */
import {isBeneathReference, REFERENCE_BASE_ROUTE} from './reference';
import type {ReferencePart} from './reference-parts';

export type App =
  | {readonly kind: 'site'}
  | {readonly kind: 'reference'; readonly index: number; readonly parts: readonly ReferencePart[]}
  /** `npm start`: every page in one app. */
  | {readonly kind: 'every-page'};

export type AppKind = App['kind'];

/** The plugin that makes each app aware of the others (src/plugins/other-apps/), and whose global data the browser reads. */
export const OTHER_APPS_PLUGIN = 'folio-other-apps';

/**
 * A set of routes: one route exactly, or every route that starts with `path` (which then ends with `/` or with the
 * start of a name). Written so that the browser can test it and a Speculation Rules `href_matches` can say it.
 */
export interface RoutePattern {
  readonly path: string;
  readonly prefix: boolean;
}

/** The routes an app holds: those that match `include` (every route when it is empty) and no pattern of `exclude`. */
export interface AppRoutes {
  readonly include: readonly RoutePattern[];
  readonly exclude: readonly RoutePattern[];
}

const WHOLE_REFERENCE: readonly RoutePattern[] = [
  {path: REFERENCE_BASE_ROUTE, prefix: false},
  {path: `${REFERENCE_BASE_ROUTE}/`, prefix: true},
];

/** `objects/co*.mdx` → every route of `/docs/graphql/objects/co…`; `objects/folder.mdx` → that page; see partitionReference. */
const PART_GLOB = /^(?:(.+)\/)?([a-z0-9-]*)(\*)?\.mdx$/;

/** The routes of a part's pages, from the globs of its docs `include` (src/config/reference-parts.ts). */
export function partRoutePatterns(part: ReferencePart, overviewPage: string): RoutePattern[] {
  return part.include.flatMap((glob): RoutePattern[] => {
    if (glob.includes('**')) return [...WHOLE_REFERENCE];
    const match = PART_GLOB.exec(glob);
    if (!match) throw new Error(`reference part: the include glob "${glob}" names no run of pages`);
    const [, folder, name = '', star] = match;
    // The reference's folder itself holds one page, the overview, at the base route (`*.mdx`, `overview.mdx`).
    if (!folder) {
      if (!overviewPage.startsWith(name) || (!star && name !== overviewPage)) throw new Error(`reference part: "${glob}" names no page`);
      return [{path: REFERENCE_BASE_ROUTE, prefix: false}];
    }
    const path = `${REFERENCE_BASE_ROUTE}/${folder ? `${folder}/` : ''}${name}`;
    return [{path, prefix: star !== undefined}];
  });
}

/** The routes an app holds. */
export function appRoutes(app: App, overviewPage: string): AppRoutes {
  switch (app.kind) {
    case 'every-page':
      return {include: [], exclude: []};
    case 'site':
      return {include: [], exclude: WHOLE_REFERENCE};
    case 'reference':
      return {include: partRoutePatterns(app.parts[app.index]!, overviewPage), exclude: []};
  }
}

/** A route as routes are compared: without a trailing slash (but `/`), the query or the fragment. */
export function routeKey(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches(pattern: RoutePattern, route: string): boolean {
  return pattern.prefix ? route.startsWith(pattern.path) : route === pattern.path;
}

/** Whether the app whose routes these are holds the page at `path`. */
export function holdsRoute(routes: AppRoutes, path: string): boolean {
  const route = routeKey(path);
  if (routes.include.length > 0 && !routes.include.some((pattern) => matches(pattern, route))) return false;
  return !routes.exclude.some((pattern) => matches(pattern, route));
}

/** Whether a route is one of the reference's (its base path or beneath it), which only the reference app holds. */
export function isReferenceRoute(route: string): boolean {
  const key = routeKey(route);
  return key === REFERENCE_BASE_ROUTE || isBeneathReference(key);
}
