/**
 * Builds the search index file (`search-index-{tag}.json`: `documents` and a serialized lunr `index`) from the
 * sections of the site's pages, with lunr's public API: one corpus over docs, blog and pages, so that every
 * section's weights come from the same term rarity. Pure: the sections come from src/plugins/search-index.
 */
import lunr from 'lunr';

import {excerptOf} from './excerpt';
import {SEARCH_PARTS, searchPartOf, storedDocument, type SchemaItemStatus, type StoredDocument, type SearchIndexFile} from './files';
import type {Lexicon} from './lexicon';
import {STOP_WORDS, rawWords, termsOfWord} from './tokens';
import {deriveActions, deriveVocabulary} from './vocabulary';

/** A section of a page as the build reads it: a heading and the text up to the next heading. */
export interface PageSection {
  readonly pageTitle: string;
  readonly sectionTitle: string;
  readonly sectionRoute: string;
  readonly type: 'docs' | 'blog' | 'page';
  readonly content: string;
  /**
   * The section's own text without the notes beside it (admonitions: a reference item's History, a guide's tip),
   * where its excerpt is taken from; absent when that is the content.
   */
  readonly excerptText?: string;
  readonly tags: readonly string[];
  /** What the section sits in: the sidebar categories above its page and, below the page's opening, the page title. */
  readonly parents?: readonly string[];
  /** A reference page's item is upcoming (not in the latest release) or deprecated: its results say so. */
  readonly status?: SchemaItemStatus;
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

export interface BuildOptions {
  /** Words kept although they are stop words (the schema's names: `me`, `first`). */
  readonly keepWords?: ReadonlySet<string>;
  readonly lengthNormalization?: number;
  /**
   * WordNet (./lexicon.ts), from which the first part's vocabulary and action words are derived for the index's
   * terms; without it the index has neither (small test sites).
   */
  readonly lexicon?: Lexicon;
  /** Where the lexicon comes from, written beside the vocabulary (its licence asks for the notice on every copy). */
  readonly lexiconNotice?: string;
}

export function buildSearchIndex(
  sections: readonly PageSection[],
  {keepWords = new Set<string>(), lengthNormalization = LENGTH_NORMALIZATION}: BuildOptions = {},
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
    const excerpt = excerptOf(section.excerptText ?? section.content);
    if (excerpt) excerpts[id] = excerpt;
  });
  const index = JSON.parse(JSON.stringify(builder.build())) as SearchIndexFile['index'];
  roundWeights(index);
  return {file: {documents, index}, excerpts};
}

/**
 * The index of all sections, written in parts (src/search/files.ts SEARCH_PARTS): one lunr index over every section,
 * so that every weight comes from the whole corpus, then cut by `partOf` (a place in the parts, by default by the
 * section's route). The sections are numbered part by part, in their given order within each part.
 */
export function buildSearchIndexParts(
  sections: readonly PageSection[],
  options: BuildOptions = {},
  partOf: (section: PageSection) => number = (section) => searchPartOf(section.sectionRoute),
): BuiltSearchIndex[] {
  const placed = sections.map((section) => ({section, part: partOf(section)}));
  const parts = placed.reduce<number>((count, {part}) => Math.max(count, part + 1), SEARCH_PARTS.length);
  // A stable sort: within a part, sections keep their order.
  placed.sort((a, b) => a.part - b.part);
  const whole = withVocabulary(
    buildSearchIndex(
      placed.map(({section}) => section),
      options,
    ),
    options,
  );
  return splitSearchIndex(
    whole,
    placed.map(({part}) => part),
    parts,
  );
}

/** The index with the vocabulary and action words of its terms (src/search/vocabulary.ts), given a lexicon. */
export function withVocabulary(built: BuiltSearchIndex, {lexicon, lexiconNotice}: BuildOptions): BuiltSearchIndex {
  if (!lexicon) return built;
  const terms = new Set(built.file.index.invertedIndex.map(([term]) => term));
  const vocabulary = deriveVocabulary(terms, lexicon);
  const actions = deriveActions(terms, vocabulary, lexicon);
  return {
    ...built,
    file: {...built.file, vocabulary, actions, ...(lexiconNotice ? {vocabularySource: lexiconNotice} : {})},
  };
}

/**
 * Cuts a built index into parts by document: `partOfDocument[id]` is the part of document `id`, never lower than
 * the previous document's. Each part keeps every term with its number in the whole index (lunr's query weighs a
 * query's terms by the terms the index has, and looks typos and prefixes up in them), the postings and weights of
 * its own documents, and their excerpts.
 */
export function splitSearchIndex(
  whole: BuiltSearchIndex,
  partOfDocument: readonly number[],
  parts: number,
): BuiltSearchIndex[] {
  const {documents, index} = whole.file;
  if (partOfDocument.length !== documents.length) {
    throw new Error(`splitSearchIndex: ${partOfDocument.length} parts given for ${documents.length} documents`);
  }
  partOfDocument.forEach((part, id) => {
    if (!Number.isInteger(part) || part < 0 || part >= parts || (id > 0 && part < partOfDocument[id - 1]!)) {
      throw new Error(`splitSearchIndex: document ${id} is in part ${part}, out of order or out of 0–${parts - 1}`);
    }
  });
  const partOfRef = (ref: string): number => partOfDocument[Number(ref)]!;
  return Array.from({length: parts}, (_, part) => {
    const firstId = partOfDocument.filter((earlier) => earlier < part).length;
    const ownDocuments = documents.filter((_, id) => partOfDocument[id] === part);
    const invertedIndex = index.invertedIndex.map(([term, posting]): [string, Record<string, unknown>] => {
      const own: Record<string, unknown> = {_index: posting['_index']};
      for (const field of index.fields) {
        const refs = (posting[field] ?? {}) as Record<string, unknown>;
        own[field] = Object.fromEntries(Object.entries(refs).filter(([ref]) => partOfRef(ref) === part));
      }
      return [term, own];
    });
    const fieldVectors = index.fieldVectors.filter(([fieldRef]) => partOfRef(fieldRef.slice(fieldRef.indexOf('/') + 1)) === part);
    const excerpts = Object.fromEntries(Object.entries(whole.excerpts).filter(([id]) => partOfRef(id) === part));
    const {vocabulary, actions, vocabularySource} = whole.file;
    const file: SearchIndexFile = {
      documents: ownDocuments,
      ...(firstId > 0 ? {firstId} : {}),
      // The words developers use come with the first part: a query is read with them from its first results on.
      ...(part === 0 && vocabulary ? {vocabularySource, vocabulary, actions} : {}),
      index: {...index, invertedIndex, fieldVectors},
    };
    return {file, excerpts};
  });
}
