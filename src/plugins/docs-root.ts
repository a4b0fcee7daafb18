import type {Plugin} from '@docusaurus/types';

/** The documentation root and the doc it starts at (the spec's `/docs` route; the docs version's main doc). */
export const DOCS_ROOT = '/docs';
export const DOCS_START = '/docs/getting-started';

/** The app's route at `/docs`, which client-side navigation (links, back and forward) reaches without a page load. */
export const DOCS_ROOT_COMPONENT = '@site/src/components/DocsRootRedirect';

/**
 * Serves `/docs`: the docs start at getting-started, which keeps its own URL, so the root leads there, by an exact
 * route (the component redirects in the app, its server-rendered page by a meta refresh). A build whose start doc is
 * gone fails instead of shipping a broken redirect.
 */
export default function docsRootPlugin(): Plugin {
  return {
    name: 'folio-docs-root',
    async contentLoaded({actions}) {
      // Without this exact route the docs plugin's `/docs` layout route takes the path and shows the not-found page.
      actions.addRoute({path: DOCS_ROOT, exact: true, component: DOCS_ROOT_COMPONENT, props: {to: DOCS_START}});
    },
    async postBuild({routesPaths}) {
      if (!routesPaths.includes(DOCS_START)) throw new Error(`${DOCS_ROOT} leads to ${DOCS_START}, which the build has no page for.`);
    },
  };
}
