/**
 * The site's search, shared by the navbar search box, the judged-set evaluation and the docs MCP server.
 * Pure: no React, no Docusaurus, no file system.
 *
 *   loadSearchIndexes(files: {name: string; json: unknown}[], excerpts?: unknown): LoadedIndexes
 *     `files` are the build's `search-index-{tag}.json` (name: the file name, for error messages), `excerpts` the
 *     build's `search-excerpts.json` (a section's opening words by document id). Throws, naming the file, on
 *     anything that is not a search index.
 *
 *   combineLoadedIndexes(...loaded: LoadedIndexes[]): LoadedIndexes
 *     Index files loaded one after the other (the parts of the index, src/search/files.ts) searched as one.
 *
 *   searchIndexes(loaded: LoadedIndexes, query: string, options?: {limit?: number}): SearchResult[]
 *     The sections that answer `query`, best first, at most `limit` (default 8). Never throws for any query.
 *
 * A SearchResult is {title, kind, path, section, excerpt, highlights, terms, score, type}: `path` is the route
 * with the section's #anchor, `section` the section title ('' for a page's opening section), `highlights` the
 * [start, end) ranges of matched words in `excerpt`, and `terms` the index words the section matched (to mark on
 * the page it leads to).
 */
import {parseIndexFile, type ParsedIndex} from './files';
import {cleanTitle, highlightsIn, kindOf, type Highlight, type ResultKind} from './present';
import {rankSections, RANKING_WEIGHTS, type RankingWeights} from './rank';

export type {Highlight, ResultKind};
export {MAX_QUERY_LENGTH} from './tokens';

export interface SearchResult {
  readonly title: string;
  readonly kind: ResultKind;
  readonly path: string;
  readonly section: string;
  readonly excerpt: string;
  readonly highlights: readonly Highlight[];
  readonly terms: readonly string[];
  readonly score: number;
  /** The search plugin's document type: 'docs', 'blog' or 'page'. */
  readonly type: string;
  /** A reference item that is upcoming (not in the latest release) or deprecated. */
  readonly status?: 'upcoming' | 'deprecated';
}

export interface LoadedIndexes {
  readonly indexes: readonly ParsedIndex[];
  readonly excerpts: ReadonlyMap<string, string>;
}

export const DEFAULT_LIMIT = 8;
/** Sections of one page among the results: more would crowd out the other pages that answer. */
export const MAX_SECTIONS_PER_PAGE = 3;

export function loadSearchIndexes(files: readonly {name: string; json: unknown}[], excerpts?: unknown): LoadedIndexes {
  const indexes: ParsedIndex[] = files.map(({name, json}) => parseIndexFile(name, json));
  const excerptById = new Map<string, string>();
  if (excerpts && typeof excerpts === 'object') {
    for (const [id, text] of Object.entries(excerpts)) if (typeof text === 'string') excerptById.set(id, text);
  }
  return {indexes, excerpts: excerptById};
}

export function combineLoadedIndexes(...loaded: readonly LoadedIndexes[]): LoadedIndexes {
  return {
    indexes: loaded.flatMap(({indexes}) => indexes),
    excerpts: new Map(loaded.flatMap(({excerpts}) => [...excerpts])),
  };
}

export function searchIndexes(
  loaded: LoadedIndexes,
  query: string,
  {limit = DEFAULT_LIMIT, weights = RANKING_WEIGHTS}: {limit?: number; weights?: RankingWeights} = {},
): SearchResult[] {
  const results: SearchResult[] = [];
  const sectionsPerPage = new Map<string, number>();
  for (const section of rankSections(loaded.indexes, query, weights)) {
    if (results.length >= limit) break;
    const document = loaded.indexes[section.indexNumber]!.documents.get(section.ref);
    if (!document) continue;
    const page = document.sectionRoute.split('#')[0]!;
    const shown = sectionsPerPage.get(page) ?? 0;
    if (shown >= MAX_SECTIONS_PER_PAGE) continue;
    sectionsPerPage.set(page, shown + 1);
    const sectionTitle = cleanTitle(document.sectionTitle);
    const title = cleanTitle(document.pageTitle) || sectionTitle;
    const excerpt = loaded.excerpts.get(String(document.id)) ?? '';
    results.push({
      title,
      kind: kindOf(document.sectionRoute, document.type),
      path: document.sectionRoute,
      section: sectionTitle === title ? '' : sectionTitle,
      excerpt,
      highlights: highlightsIn(excerpt, section.terms),
      terms: section.words,
      score: section.score,
      type: document.type,
      ...(document.status && {status: document.status}),
    });
  }
  return results;
}
