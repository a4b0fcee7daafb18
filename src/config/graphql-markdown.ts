import path from 'node:path';
import type {ConfigOptions as GraphQLMarkdownOptions} from '@graphql-markdown/types';

import {REFERENCE_CONTENT_DIR, REFERENCE_OVERVIEW_FILE, SCHEMA_FILE} from './reference';

/**
 * Options of the GraphQL reference generator (@graphql-markdown/docusaurus). Node-only. The Docusaurus plugin
 * (and so `docusaurus graphql-to-doc`) and scripts/generate-reference.ts use this one object.
 */
export const graphqlMarkdownOptions = {
  schema: `./${SCHEMA_FILE}`,
  // The pages go to reference/ and link to each other from the site's root (`/reference/objects/folder.mdx`, as
  // scripts/reference/directive-usages.ts does), which Docusaurus resolves from the site's folder.
  rootPath: '.',
  baseURL: REFERENCE_CONTENT_DIR,
  homepage: `./${REFERENCE_OVERVIEW_FILE}`,
  // The Docusaurus formatter, with field headings printed without their parent type (see the file).
  formatter: path.resolve(__dirname, '../../scripts/reference/mdx-formatter.cjs'),
  loaders: {
    GraphQLFileLoader: '@graphql-tools/graphql-file-loader',
  } as GraphQLMarkdownOptions['loaders'],
  // Regenerate everything on every run: a diff cache could keep pages of removed items.
  diffMethod: 'FORCE' as NonNullable<GraphQLMarkdownOptions['diffMethod']>,
  printTypeOptions: {
    hierarchy: 'entity',
    // Deprecated items stay in their sections, at /docs/graphql/{section}/{name}; the sidebar also lists them apart.
    deprecated: 'default',
    parentTypePrefix: false,
    typeBadges: true,
  },
  docOptions: {
    index: false,
    frontMatter: {
      pagination_next: null,
      pagination_prev: null,
    },
  },
} satisfies GraphQLMarkdownOptions;
