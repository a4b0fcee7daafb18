/**
 * Small sites for the search tests: sections as the site's build gathers them, indexed by src/search/build.ts and
 * read back through JSON, as the search box and the docs MCP server read the built file.
 */
import {loadSearchIndexes, searchIndexes} from '../../../src/search';
import {buildSearchIndex, type PageSection} from '../../../src/search/build';

type BuildOptions = Parameters<typeof buildSearchIndex>[1];

/** A section of a page; a route under /blog/ is a post's. */
export function section(
  pageTitle: string,
  sectionRoute: string,
  content: string,
  sectionTitle = pageTitle,
  more: Partial<PageSection> = {},
): PageSection {
  const type = sectionRoute.startsWith('/blog/') ? 'blog' : 'docs';
  return {pageTitle, sectionTitle, sectionRoute, type, content, tags: [], ...more};
}

/** An index file as the build writes it, through JSON and back, with its excerpts. */
export function builtFile(sections: readonly PageSection[], options?: BuildOptions) {
  const {file, excerpts} = buildSearchIndex(sections, options);
  return {json: JSON.parse(JSON.stringify(file)) as Record<string, unknown>, excerpts};
}

/** The sections' index loaded as the search box loads it; given `excerpts` stand for the excerpts file as read. */
export function loadSite(sections: readonly PageSection[], options?: BuildOptions, excerpts?: unknown) {
  const built = builtFile(sections, options);
  return loadSearchIndexes(
    [{name: 'search-index-default.json', json: built.json}],
    excerpts === undefined ? built.excerpts : excerpts,
  );
}

/** A search over the sections that answers the routes of its results, best first; `loaded` is the index it reads. */
export function searcher(sections: readonly PageSection[], options?: BuildOptions) {
  const loaded = loadSite(sections, options);
  return Object.assign((query: string) => searchIndexes(loaded, query).map((result) => result.path), {loaded});
}
