import type {Plugin} from '@docusaurus/types';

import {REFERENCE_BASE_PATH} from '../config/reference';

export const FULL_PAGE_LOAD_COMPONENT = '@site/src/components/FullPageLoad';

/**
 * The light build's one route for the whole reference (src/config/build-variant.ts): every path under the reference's
 * base path, so a link or a search result that leads there from a light page loads that page from the server instead
 * of showing the app's not-found page. One route, where the whole build has one per reference page.
 */
export default function referenceElsewherePlugin(): Plugin {
  return {
    name: 'folio-reference-elsewhere',
    async contentLoaded({actions}) {
      actions.addRoute({path: `/${REFERENCE_BASE_PATH}`, exact: false, component: FULL_PAGE_LOAD_COMPONENT});
    },
  };
}
