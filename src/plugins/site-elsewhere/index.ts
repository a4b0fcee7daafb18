import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';

import {REFERENCE_BASE_PATH} from '../../config/reference';
import {FULL_PAGE_LOAD_COMPONENT} from '../reference-elsewhere';

/**
 * The guides' docs folder in such a build: one page, at the guides' start, because the navbar's docs version link leads
 * to the start page of the guides' docs instance, and the docs root to it. Relative to the site folder, as the docs
 * plugin's `path`.
 */
export const START_DOC_FOLDER = 'src/plugins/site-elsewhere/start-doc';

/** Docusaurus's not-found page, which every build renders itself. */
const NOT_FOUND_ROUTE = '/404.html';

export interface SiteElsewhereOptions {
  /** The list of routes the first part's build rendered (its built-pages `ROUTE_LIST_FILE`). */
  readonly routesFile: string;
  /** Routes outside the reference that this build renders itself: they get no stand-in. */
  readonly ownRoutes: readonly string[];
}

/**
 * The routes a stand-in is added for: every route of the first part outside the reference, but the not-found page
 * and the build's own.
 */
export function standInRoutes(firstPartRoutes: readonly string[], ownRoutes: readonly string[]): string[] {
  const base = `/${REFERENCE_BASE_PATH}`;
  const own = new Set([NOT_FOUND_ROUTE, ...ownRoutes]);
  return firstPartRoutes.filter((route) => route !== base && !route.startsWith(`${base}/`) && !own.has(route));
}

/**
 * A part of the reference past the first (src/config/reference-parts.ts) serves its reference pages only: the
 * guides, the blog and the site's own pages are the first part's, and this build does not build them again. It has
 * one route for each of them instead, that loads the page from the server when the app navigates there, so its
 * link check still finds every page it links and no other.
 */
export default function siteElsewherePlugin(_context: unknown, options: SiteElsewhereOptions): Plugin {
  let firstPartRoutes: string[];
  try {
    firstPartRoutes = JSON.parse(readFileSync(options.routesFile, 'utf8')) as string[];
  } catch (error) {
    throw new Error(
      `site-elsewhere: the first part's routes could not be read from ${options.routesFile}: ${(error as Error).message}`,
    );
  }
  return {
    name: 'folio-site-elsewhere',
    async contentLoaded({actions}) {
      for (const path of standInRoutes(firstPartRoutes, options.ownRoutes)) {
        actions.addRoute({path, exact: true, component: FULL_PAGE_LOAD_COMPONENT});
      }
    },
  };
}
