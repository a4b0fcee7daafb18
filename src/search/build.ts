/**
 * Builds the search index file (`search-index-{tag}.json`: `documents` and a serialized lunr `index`) from the
 * sections of the site's pages, with lunr's public API: one corpus over docs, blog and pages, so that every
 * section's weights come from the same term rarity. Pure: the sections come from src/plugins/search-index.
 */
import lunr from 'lunr';

import {excerptOf} from './excerpt';
import {storedDocument, type StoredDocument, type SearchIndexFile} from './files';
import {STOP_WORDS, rawWords, termsOfWord} from './tokens';

/** A section of a page as the build reads it: a heading and the text up to the next heading. */
export interface PageSection {
  readonly pageTitle: string;
  readonly sectionTitle: string;
  readonly sectionRoute: string;
  readonly type: 'docs' | 'blog' | 'page';
  readonly content: string;
  readonly tags: readonly string[];
  /** What the section sits in: the sidebar categories above its page and, below the page's opening, the page title. */
  readonly parents?: readonly string[];
}

/**
 * The spec's field boosts: title 5, content 1, tags 3, parent categories 2 (the sidebar categories above a page and,
 * for a section below the page's opening, the page's title: "Page sizes" is a section of "Limits").
 */
export const FIELD_BOOSTS = {title: 5, content: 1, tags: 3, parents: 2} as const;

/**
 * BM25's length normalization (lunr's `b`, 0.75 by default): how much a field's length lowers the weight of its
 * words. Lower than lunr's default so that a two-sentence glossary entry or blog paragraph does not outrank the
 * guide section that answers with more words; chosen on the judged set's tuning half.
 */
export const LENGTH_NORMALIZATION = 0.3;

/** Weights are stored with this many decimals: the files are a third smaller and no result changes place. */
const WEIGHT_DECIMALS = 1;

let builds = 0;

export interface BuiltSearchIndex {
  readonly file: SearchIndexFile;
  /** A section's opening words by document id, shown under each result. */
  readonly excerpts: Record<string, string>;
}

/** A stop word filter that keeps `keep` (names in the schema such as `me` and `first`). */
export function stopWordFilterKeeping(keep: ReadonlySet<string>): lunr.PipelineFunction {
  return (token) => {
    const text = token.toString();
    return STOP_WORDS.has(text) && !keep.has(text) ? null : token;
  };
}

/** lunr tokenizer: each written word as its terms (identifiers whole and as their words). */
export function tokenizeForIndex(value: unknown): lunr.Token[] {
  const text = Array.isArray(value) ? value.join(' ') : String(value ?? '');
  const tokens: lunr.Token[] = [];
  rawWords(text).forEach((word, position) => {
    for (const term of termsOfWord(word)) tokens.push(new lunr.Token(term, {position}));
  });
  return tokens;
}

function roundWeights(index: {fieldVectors: [string, number[]][]}): void {
  const scale = 10 ** WEIGHT_DECIMALS;
  for (const [, elements] of index.fieldVectors) {
    for (let i = 1; i < elements.length; i += 2) elements[i] = Math.round(elements[i]! * scale) / scale;
  }
}

export function buildSearchIndex(
  sections: readonly PageSection[],
  {keepWords = new Set<string>(), lengthNormalization = LENGTH_NORMALIZATION} = {} as {
    keepWords?: ReadonlySet<string>;
    lengthNormalization?: number;
  },
): BuiltSearchIndex {
  const stopWordFilter = stopWordFilterKeeping(keepWords);
  // Registered (under a label of its own per build) so that lunr does not warn; only the search pipeline is saved.
  lunr.Pipeline.registerFunction(stopWordFilter, `folioStopWordFilter${(builds += 1)}`);
  const builder = new lunr.Builder();
  builder.tokenizer = tokenizeForIndex as typeof lunr.tokenizer;
  builder.pipeline.add(stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.b(lengthNormalization);
  builder.ref('id');
  // lunr applies a field's boost to its weights when it indexes: a boost given with a query term only weighs that
  // term against the query's other terms in the same field.
  for (const [field, boost] of Object.entries(FIELD_BOOSTS)) builder.field(field, {boost});

  const documents: StoredDocument[] = [];
  const excerpts: Record<string, string> = {};
  sections.forEach((section, id) => {
    documents.push(storedDocument(section));
    builder.add({
      id: String(id),
      title: section.sectionTitle,
      content: section.content,
      tags: section.tags,
      parents: section.parents ?? [],
    });
    const excerpt = excerptOf(section.content);
    if (excerpt) excerpts[id] = excerpt;
  });
  const index = JSON.parse(JSON.stringify(builder.build())) as SearchIndexFile['index'];
  roundWeights(index);
  return {file: {documents, index}, excerpts};
}
