/**
 * search_docs: the site's own search, run in Node on the index files the build wrote (build/search-index-*.json).
 * It queries as the search plugin's browser code does (@cmfcmf/docusaurus-search-local, SearchBar): the query is
 * tokenized like the index, each term is looked up exactly and with a trailing wildcard in title, content and tags
 * with the site's boosts, the results of all indexes are merged by score and cut to the site's maximum.
 * The one place to swap in the shared ranking module of src/search/ once it exists.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

import {ToolInputError} from './errors';

/** The site's search settings (docusaurus.config.ts, the search plugin's options); tests/unit check they match. */
export const SITE_SEARCH = {
  tokenizerSeparator: /[^\p{L}\p{N}]+/u,
  titleBoost: 5,
  contentBoost: 1,
  tagsBoost: 3,
  maxSearchResults: 8,
} as const;

export interface SearchDocument {
  readonly id: number | string;
  readonly pageTitle: string;
  readonly sectionTitle?: string;
  readonly sectionRoute: string;
  readonly type?: string;
}

export interface SearchHit {
  readonly document: SearchDocument;
  readonly score: number;
}

interface LunrIndex {
  query(build: (query: LunrQuery) => void): {ref: string; score: number}[];
}
interface LunrQuery {
  term(terms: string[], options: {fields: string[]; boost: number; wildcard?: number}): void;
}
export interface Lunr {
  tokenizer: ((input: string) => {str: string}[]) & {separator: RegExp};
  Index: {load(serialized: unknown): LunrIndex};
  Query: {wildcard: {TRAILING: number}};
}

/** The search plugin's lunr, set up to tokenize as the site does (also builds the tests' fixture index). */
export function searchPluginLunr(): Lunr {
  // The search plugin's own lunr build (it adds literal fields to lunr 2.3.9), the one that wrote the indexes.
  const lunrModule = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'))('../lunr.js') as Lunr;
  lunrModule.tokenizer.separator = SITE_SEARCH.tokenizerSeparator;
  return lunrModule;
}

interface LoadedIndex {
  readonly documents: SearchDocument[];
  readonly index: LunrIndex;
}

const loaded = new Map<string, {mtimeMs: number; index: LoadedIndex}>();

function loadIndexes(buildDir: string): LoadedIndex[] {
  const files = existsSync(buildDir)
    ? readdirSync(buildDir).filter((name) => /^search-index-.*\.json$/.test(name))
    : [];
  if (files.length === 0) {
    throw new ToolInputError(
      `No search index in ${buildDir}/ (search-index-*.json). Run \`npm run build\` first; search_docs reads the index the build writes.`,
    );
  }
  const lunrModule = searchPluginLunr();
  return files.map((name) => {
    const file = join(buildDir, name);
    const {mtimeMs} = statSync(file);
    const cached = loaded.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.index;
    const json = JSON.parse(readFileSync(file, 'utf8')) as {documents: SearchDocument[]; index: unknown};
    const index = {documents: json.documents, index: lunrModule.Index.load(json.index)};
    loaded.set(file, {mtimeMs, index});
    return index;
  });
}

/** The site's results for `query`, best first, at most `limit` (and at most the site's maximum). */
export function searchDocs(buildDir: string, query: string, limit: number = SITE_SEARCH.maxSearchResults): SearchHit[] {
  const lunrModule = searchPluginLunr();
  const terms = lunrModule.tokenizer(query).map((token) => token.str);
  if (terms.length === 0) throw new ToolInputError('The query has no words to search for.');
  const max = Math.min(limit, SITE_SEARCH.maxSearchResults);
  const trailing = lunrModule.Query.wildcard.TRAILING;
  return loadIndexes(buildDir)
    .flatMap(({index, documents}) =>
      index
        .query((q) => {
          for (const [field, boost] of [
            ['title', SITE_SEARCH.titleBoost],
            ['content', SITE_SEARCH.contentBoost],
            ['tags', SITE_SEARCH.tagsBoost],
          ] as const) {
            q.term(terms, {fields: [field], boost});
            q.term(terms, {fields: [field], boost, wildcard: trailing});
          }
        })
        .slice(0, max)
        .flatMap((result) => {
          const document = documents.find((candidate) => String(candidate.id) === result.ref);
          return document ? [{document, score: result.score}] : [];
        }),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, max);
}
