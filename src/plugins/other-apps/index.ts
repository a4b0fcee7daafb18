/**
 * What an app of `npm run build` (src/config/apps.ts) does with the pages the other apps hold:
 * - a stand-in route for them (src/components/FullPageLoad), so that Docusaurus's link check finds the links to them,
 *   and an app that navigates there by code loads the page from the server instead of showing its not-found page;
 * - the routes the app holds, as global data: a click on a link to any other page is left to the browser
 *   (src/navigation/), a plain navigation that keeps this page painted until the next one paints;
 * - Speculation Rules that prerender such a page once the pointer rests on its link or presses it, so that the
 *   navigation into the other app shows a page already rendered;
 * - head tags another app's plugins add to every page of theirs (the blog's feed links, in the reference app).
 */
import type {HtmlTagObject, Plugin, RouteConfig} from '@docusaurus/types';

import {REFERENCE_BASE_ROUTE} from '../../config/reference';
import {OTHER_APPS_PLUGIN, type AppRoutes, type RoutePattern} from '../../config/apps';

export const FULL_PAGE_LOAD_COMPONENT = '@site/src/components/FullPageLoad';

export interface OtherAppsOptions {
  /** The routes this app holds. */
  readonly routes: AppRoutes;
  /** Head tags every page of the other apps carries, added to this app's pages too. */
  readonly headTags?: readonly HtmlTagObject[];
}

/** The stand-in routes for the pages an app does not hold: under the reference's base path, or everywhere else. */
export function standInRoutes(routes: AppRoutes): RouteConfig[] {
  const standIn = (path: string): RouteConfig => ({path, exact: false, component: FULL_PAGE_LOAD_COMPONENT});
  // The site app: one route for the whole reference. A part of the reference: one route for every other page
  // (Docusaurus places the root route last); its docs instance shows the other parts' pages as not found, which
  // src/theme/NotFound/Content hands to the server.
  if (routes.include.length === 0) return routes.exclude.length > 0 ? [standIn(REFERENCE_BASE_ROUTE)] : [];
  return [standIn('/')];
}

/** A route pattern as a URL Pattern (the syntax of Speculation Rules' `href_matches`). */
export function urlPattern({path, prefix}: RoutePattern): string {
  const escaped = path.replace(/[\\:*?+(){}]/g, (character) => `\\${character}`);
  return prefix ? `${escaped}*` : escaped;
}

/** Files are not pages of another app: the schema, the feeds, the Markdown copies, images. */
const FILE_PATTERN = '/*.*';

/**
 * The Speculation Rules of an app's pages: prerender, at moderate eagerness (the pointer rests on a link for 200 ms,
 * or presses it), a same-site page another app holds. None for the development app, which holds every page.
 */
export function speculationRules(routes: AppRoutes): object | undefined {
  if (routes.include.length === 0 && routes.exclude.length === 0) return undefined;
  const conditions: object[] = [{href_matches: '/*'}, {not: {href_matches: FILE_PATTERN}}];
  if (routes.include.length > 0) conditions.push({not: {href_matches: routes.include.map(urlPattern)}});
  if (routes.exclude.length > 0) conditions.push({href_matches: routes.exclude.map(urlPattern)});
  return {prerender: [{where: {and: conditions}, eagerness: 'moderate'}]};
}

export default function otherAppsPlugin(_context: unknown, options: OtherAppsOptions): Plugin {
  const rules = speculationRules(options.routes);
  return {
    name: OTHER_APPS_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData(options.routes);
      for (const route of standInRoutes(options.routes)) actions.addRoute(route);
    },
    injectHtmlTags() {
      const speculation: HtmlTagObject[] = rules
        ? [{tagName: 'script', attributes: {type: 'speculationrules'}, innerHTML: JSON.stringify(rules)}]
        : [];
      return {headTags: [...speculation, ...(options.headTags ?? [])]};
    },
  };
}
