import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {site} from '../site';

/** The documentation root and the doc it starts at (the spec's `/docs` route; the docs version's main doc). */
export const DOCS_ROOT = '/docs';
export const DOCS_START = '/docs/getting-started';

/**
 * The page served at `/docs`: a redirect to the start doc that works on any static host, without script (the
 * site's Content-Security-Policy allows only hashed inline scripts, and a meta refresh needs none), with a link
 * for clients that do not follow it.
 */
export function docsRootPage(target: string = DOCS_START): string {
  const canonical = `${site.siteUrl}${target}`;
  return `<!doctype html>
<html lang="en" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Documentation | ${site.siteTitle}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body style="background:#1b1b1d;color:#e3e3e3;font-family:system-ui,sans-serif;margin:3rem">
<main><p>The ${site.brand} API documentation starts at <a href="${target}" style="color:#a4b1ff">Getting started</a>.</p></main>
</body>
</html>
`;
}

/**
 * Serves `/docs`: the docs start at getting-started, which keeps its own URL, so the root leads there. A build
 * whose start doc is gone, or that already has a page at `/docs`, fails instead of shipping a broken redirect.
 */
export default function docsRootPlugin(): Plugin {
  return {
    name: 'folio-docs-root',
    async postBuild({outDir, routesPaths}) {
      if (!routesPaths.includes(DOCS_START)) throw new Error(`${DOCS_ROOT} leads to ${DOCS_START}, which the build has no page for.`);
      if (routesPaths.includes(DOCS_ROOT) || routesPaths.includes(`${DOCS_ROOT}/`)) {
        throw new Error(`${DOCS_ROOT} is already a page of the site; it cannot also be the redirect to ${DOCS_START}.`);
      }
      mkdirSync(join(outDir, DOCS_ROOT), {recursive: true});
      writeFileSync(join(outDir, DOCS_ROOT, 'index.html'), docsRootPage());
    },
  };
}
