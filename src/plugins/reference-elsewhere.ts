import type {LoadContext, Plugin} from '@docusaurus/types';

import {REFERENCE_BASE_ROUTE} from '../config/reference';

export const FULL_PAGE_LOAD_COMPONENT = '@site/src/components/FullPageLoad';

export interface ReferenceElsewhereOptions {
  /**
   * The build holds part of the reference (src/config/reference-parts.ts), whose docs instance has the same base
   * path: the stand-in then nests its route in one of lower priority, which Docusaurus places after the docs
   * instance's (it places routes without sub-routes first, whatever their priority). It is there for the build's link
   * check, which finds the other parts' pages under it; in the app, the docs instance's not-found page hands them to
   * the server (src/theme/NotFound/Content).
   */
  readonly beneathPart?: boolean;
}

/**
 * The light build's one route for the whole reference (src/config/build-variant.ts): every path under the reference's
 * base path, so a link or a search result that leads there from a light page loads that page from the server instead
 * of showing the app's not-found page. One route, where the whole build has one per reference page.
 */
export default function referenceElsewherePlugin(_context?: LoadContext, options: ReferenceElsewhereOptions = {}): Plugin {
  const route = {path: REFERENCE_BASE_ROUTE, exact: false, component: FULL_PAGE_LOAD_COMPONENT};
  return {
    name: 'folio-reference-elsewhere',
    async contentLoaded({actions}) {
      actions.addRoute(options.beneathPart ? {...route, priority: -1, routes: [route]} : route);
    },
  };
}
