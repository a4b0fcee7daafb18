import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {remarkLeftoverDirectives} from './leftover-directives';
import {REFERENCE_BASE_ROUTE, REFERENCE_OVERVIEW_PAGE} from './reference';
import {linkToOtherParts, type ReferencePart} from './reference-parts';

/**
 * What a build does on broken content: it fails. Shared by docusaurus.config.ts and the
 * broken-link fixture site in tests/fixtures, so the test proves the policy the portal ships with.
 */
export const failOnBrokenContent = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
} as const satisfies Partial<Config>;

/**
 * The light build (src/config/build-variant.ts) has no reference pages: its links to them match one route that
 * hands them to the server, so Docusaurus sees no anchors there. Every page it has is also in the whole build, which
 * checks all of their links and anchors with the policy above; the light build still fails on any other broken link.
 */
export const lightBuildPolicy = {
  ...failOnBrokenContent,
  onBrokenAnchors: 'ignore',
} as const satisfies Partial<Config>;

/**
 * A whole build that holds one part of a reference too large for one build (src/config/reference-parts.ts): a link to
 * a page file of another part becomes that page's URL, and a link to it meets the stand-in route that loads it from
 * the server (src/plugins/reference-elsewhere.ts), which has no anchors. Any other broken link still fails.
 */
export function referencePartPolicy(parts: readonly ReferencePart[]) {
  const onBrokenMarkdownLinks = linkToOtherParts(
    parts.flatMap((part) => part.pages),
    REFERENCE_BASE_ROUTE,
    REFERENCE_OVERVIEW_PAGE,
  );
  return {
    ...failOnBrokenContent,
    onBrokenAnchors: 'ignore',
    markdown: {hooks: {...failOnBrokenContent.markdown.hooks, onBrokenMarkdownLinks}},
  } as const satisfies Partial<Config>;
}

/**
 * Checks every Markdown page of the docs, blog and pages plugins passes: directive markup left as text fails the
 * build, naming the file and line. Shared with the fixture site like the policy above.
 */
export const markdownContentChecks = {
  remarkPlugins: [remarkLeftoverDirectives],
} satisfies Pick<DocsOptions, 'remarkPlugins'>;

/**
 * The v4 defaults, Docusaurus Faster (Rspack, SWC, Lightning CSS) among them, but with un-namespaced
 * storage: the spec names the keys 'theme' and 'docusaurus.announcement.*'.
 */
export const futureFlags = {
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    useCssCascadeLayers: true,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  },
  faster: {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    // Serializing the cache at the end of every build costs CI (always cold) time and memory and gains nothing.
    rspackPersistentCache: false,
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  },
} as const satisfies Config['future'];
