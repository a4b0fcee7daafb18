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
  faster: true,
} as const satisfies Config['future'];
