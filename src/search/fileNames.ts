/**
 * The names of the search files, apart from the code that reads them (./files.ts, which loads lunr): a page that only
 * lists the site's pages (the not-found page's suggestions) fetches them without that code.
 */

/**
 * The tag of the one corpus: every page's contextual search filters include `default`, and one index over docs,
 * blog and pages keeps all scores on one scale.
 */
export const CORPUS_TAG = 'default';

/**
 * The corpus's index is written in parts, in the order a query needs them: the guides, the blog and the pages,
 * whose size does not depend on the schema; then the reference's operations; then its types. Each part has every
 * term of the whole index, with the whole index's term numbers, and the weights of its own sections only: a section
 * scores the same in its part as in the whole, so results from the parts are sorted together, and the search box
 * answers from the parts that have arrived while the others are on their way.
 */
export const SEARCH_PARTS = [
  {index: `search-index-${CORPUS_TAG}.json`, excerpts: 'search-excerpts.json'},
  {index: `search-index-${CORPUS_TAG}-operations.json`, excerpts: 'search-excerpts-operations.json'},
  {index: `search-index-${CORPUS_TAG}-types.json`, excerpts: 'search-excerpts-types.json'},
] as const;
