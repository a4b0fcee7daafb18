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
