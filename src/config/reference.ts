/** Where the schema lives and where its generated reference goes. Node and browser safe. */

/** The schema file at the repository root, also published at the site root for download. */
export const SCHEMA_FILE = 'schema.graphql';

/** Route segment of the reference under /docs. */
export const REFERENCE_ROUTE_SEGMENT = 'graphql';

/** The reference's route base path. */
export const REFERENCE_BASE_PATH = `docs/${REFERENCE_ROUTE_SEGMENT}`;

/** The reference's base route, the overview's (`/docs/graphql`), as routes and site paths spell it. */
export const REFERENCE_BASE_ROUTE = `/${REFERENCE_BASE_PATH}`;

/**
 * Whether a route is beneath the reference's base path: a reference page's. The base path itself is the overview's
 * (in a build of one part of the reference, also the stand-in for the other parts' pages).
 */
export function isBeneathReference(route: string): boolean {
  return route.startsWith(`${REFERENCE_BASE_ROUTE}/`);
}

/**
 * Folder of the generated reference at the repository root (git-ignored), the reference docs instance's content.
 * It cannot be inside docs/: each docs instance compiles every MDX file under its folder, so a nested folder's
 * pages would be compiled twice.
 */
export const REFERENCE_CONTENT_DIR = 'reference';

/**
 * The reference is a docs plugin instance of its own: a guide then loads only the guides' docs list and sidebar, not
 * every reference page's, and a page matches its URL only against the docs of its own instance.
 */
export const REFERENCE_DOCS_PLUGIN_ID = 'reference';

/** Hand-written overview that graphql-markdown copies to the root of the generated reference. */
export const REFERENCE_OVERVIEW_FILE = 'src/reference/overview.mdx';

/** The overview's page in the generated reference (`overview.mdx`), the reference's root doc. */
export const REFERENCE_OVERVIEW_PAGE = 'overview';

/**
 * Front matter key of a reference page's summary (src/graphql/markdown/summary.ts), which is its meta description
 * and the intro of its Markdown copy. The page's `description` front matter is left empty: the docs plugin lists
 * every page's description in the docs list that every page of the instance loads, so the reference's descriptions
 * would weigh on each reference page in proportion to the schema. This key stays in the page's own data.
 */
export const SUMMARY_FRONT_MATTER_KEY = 'summary';

/** A page's summary from its front matter (SUMMARY_FRONT_MATTER_KEY); empty when it has none. */
export function summaryFrontMatterOf(frontMatter: Readonly<Record<string, unknown>>): string {
  const summary = frontMatter[SUMMARY_FRONT_MATTER_KEY];
  return typeof summary === 'string' ? summary : '';
}

/**
 * The class of the box around an operation's Errors table (scripts/reference/operation-access.ts writes it): the CSS
 * keeps its codes whole on a wide screen, and the search index leaves the section out.
 */
export const ERRORS_TABLE_CLASS = 'reference-user-errors';

/**
 * The title of a mutation's section that lists its input's fields (scripts/reference/input-fields.ts): the search
 * index leaves it out, as it repeats the input's own page.
 */
export const INPUT_FIELDS_TITLE = 'Input fields';
