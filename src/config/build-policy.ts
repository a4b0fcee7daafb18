import type {Config} from '@docusaurus/types';

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
