/** Where the schema lives and where its generated reference goes. Node and browser safe. */

/** The schema file at the repository root, also published at the site root for download. */
export const SCHEMA_FILE = 'schema.graphql';

/** Route segment under /docs and folder under docs/ of the generated reference (git-ignored). */
export const REFERENCE_ROUTE_SEGMENT = 'graphql';

/** Hand-written overview that graphql-markdown copies to the root of the generated reference. */
export const REFERENCE_OVERVIEW_FILE = 'src/reference/overview.mdx';
