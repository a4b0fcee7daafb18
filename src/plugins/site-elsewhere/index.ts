import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {Parser} from 'htmlparser2';
import type {HtmlTagObject, Plugin} from '@docusaurus/types';

import {isBeneathReference, REFERENCE_BASE_ROUTE} from '../../config/reference';
import {FULL_PAGE_LOAD_COMPONENT} from '../reference-elsewhere';

/**
 * The guides' docs folder in a reference part past the first: one page, at the guides' start, because the navbar's
 * docs version link leads to the start page of the guides' docs instance, and the docs root to it. Relative to the
 * site folder, as the docs plugin's `path`.
 */
export const START_DOC_FOLDER = 'src/plugins/site-elsewhere/start-doc';

/** Docusaurus's not-found page, which every build renders itself. */
const NOT_FOUND_ROUTE = '/404.html';

/** The feeds a page's head links to. */
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml']);

export interface SiteElsewhereOptions {
  /** The list of routes the first part's build rendered (its built-pages `ROUTE_LIST_FILE`, in its output folder). */
  readonly routesFile: string;
  /** Routes outside the reference that this build renders itself: they get no stand-in. */
  readonly ownRoutes: readonly string[];
}

/**
 * The routes a stand-in is added for: every route of the first part outside the reference, but the not-found page
 * and the build's own.
 */
export function standInRoutes(firstPartRoutes: readonly string[], ownRoutes: readonly string[]): string[] {
  const own = new Set([NOT_FOUND_ROUTE, ...ownRoutes]);
  return firstPartRoutes.filter((route) => route !== REFERENCE_BASE_ROUTE && !isBeneathReference(route) && !own.has(route));
}

/**
 * The feed links in a page's head: the blog plugin adds them to every page, and a build without the blog takes them
 * from a page of the first part's, so that its pages link the same feeds.
 */
export function feedLinks(html: string): HtmlTagObject[] {
  const links: HtmlTagObject[] = [];
  let inHead = true;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'body') inHead = false;
      if (inHead && name === 'link' && attributes.rel === 'alternate' && FEED_TYPES.has(attributes.type ?? '')) {
        links.push({tagName: 'link', attributes: {...attributes}});
      }
    },
  });
  parser.write(html);
  parser.end();
  return links;
}

function readFirstPart(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`site-elsewhere: the first part's ${what} could not be read from ${file}: ${(error as Error).message}`);
  }
}

/** What a part past the first reads of the first part's output. */
export interface FirstPartContent {
  readonly routes: readonly string[];
  readonly feeds: readonly HtmlTagObject[];
}

/**
 * A part of the reference past the first (src/config/reference-parts.ts) serves its reference pages only: the
 * guides, the blog and the site's own pages are the first part's, and this build does not build them again. It has
 * one route for each of them instead, that loads the page from the server when the app navigates there, so its
 * link check still finds every page it links and no other, and the blog's feed links in its pages' heads. The
 * first part's output is read when content loads, as Docusaurus's own plugins read theirs: after the build's gate
 * (src/plugins/reference-gate.ts), never while the plugins are being made.
 */
export default function siteElsewherePlugin(_context: unknown, options: SiteElsewhereOptions): Plugin<FirstPartContent> {
  return {
    name: 'folio-site-elsewhere',
    async loadContent() {
      return {
        routes: JSON.parse(readFirstPart(options.routesFile, 'routes')) as string[],
        feeds: feedLinks(readFirstPart(join(dirname(options.routesFile), 'index.html'), 'home page')),
      };
    },
    async contentLoaded({content, actions}) {
      for (const path of standInRoutes(content.routes, options.ownRoutes)) {
        actions.addRoute({path, exact: true, component: FULL_PAGE_LOAD_COMPONENT});
      }
    },
    injectHtmlTags({content}) {
      return {headTags: [...content.feeds]};
    },
  };
}
