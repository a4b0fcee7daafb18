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
 * An app of `npm run build` (src/config/apps.ts): its links to pages another app holds meet the stand-in route for
 * them (src/plugins/other-apps/), which has no anchors, so Docusaurus leaves anchors unchecked here. Every link and
 * anchor of the whole site is checked once the apps are put together (scripts/build/links.ts); any other broken link
 * still fails the app's build.
 */
export const appBuildPolicy = {
  ...failOnBrokenContent,
  onBrokenAnchors: 'ignore',
} as const satisfies Partial<Config>;

/**
 * A part of the reference app (src/config/reference-parts.ts): as any app, and a link to the page file of another part
 * becomes that page's URL. Any other Markdown link to a file the part does not have still fails, naming file and line.
 */
export function referencePartPolicy(parts: readonly ReferencePart[]) {
  const onBrokenMarkdownLinks = linkToOtherParts(
    parts.flatMap((part) => part.pages),
    REFERENCE_BASE_ROUTE,
    REFERENCE_OVERVIEW_PAGE,
  );
  return {
    ...appBuildPolicy,
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
    // Each build renders its pages on its own main thread: `npm run build` already runs two builds side by side, one a
    // core, so a pool of worker threads per build only adds copies of the server bundle, their heaps and their JIT
    // warm-up (maintainers/scale.md, "One thread renders a build's pages").
    ssgWorkerThreads: false,
    gitEagerVcs: true,
  },
} as const satisfies Config['future'];
