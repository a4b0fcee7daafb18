/**
 * Ranks the sections of the index files for a query with lunr's own query: each query word is looked up in its
 * stemmed form (plural and singular meet), with a trailing wildcard (a word being typed), and, when the index has
 * no such word, with lunr's edit distance (a typo). An identifier typed in the query is looked up whole and as its
 * words, as it is indexed. lunr scores each field with BM25 and the spec's boosts; the ranking then only asks how
 * many of the query's words a section has, and whether its title is the query.
 */
import lunr from 'lunr';

import {FIELD_BOOSTS} from './build';
import type {ParsedIndex} from './files';
import {SYNONYMS} from './synonyms';
import {MAX_QUERY_LENGTH, STOP_WORDS, rawWords, stem, termsOfWord, wordParts} from './tokens';

export {FIELD_BOOSTS};

/** A completion of what was typed is weaker evidence than the word itself: `folder*` also finds `folderedge`. */
export const PREFIX_WEIGHT = 0.1;
/** A word the docs use for what was typed ("cancel" for `abort`) is weaker evidence than the word typed. */
export const SYNONYM_WEIGHT = 0.5;
/** A corrected typo is weaker still: it may not be the word that was meant. */
export const TYPO_WEIGHT = 0.3;
/** Prefixes shorter than this match too much of the vocabulary to mean anything (and cost time). */
export const MIN_PREFIX_LENGTH = 3;
/** Words shorter than this are not corrected: one edit turns them into too many other words. */
export const MIN_TYPO_LENGTH = 5;
/** Longer words are corrected by their stems only: the variants of a word one edit away grow with its length. */
export const MAX_SPELLING_LENGTH = 24;
/** From this length, two edits are allowed: long identifiers are mistyped more. */
export const TWO_TYPOS_LENGTH = 8;
/** Longer words are not corrected: no name in the docs is this long, and lunr's fuzzy match grows with length. */
export const MAX_TYPO_LENGTH = 48;
/**
 * A section whose title is the query (its words in order, identifiers read as words: "create folder" is
 * `createFolder`) is what the visitor named; its score is multiplied by this.
 */
export const TITLE_IS_QUERY = 2;

/** One word of the query: the stems it is looked up by and the prefixes and corrections it may match. */
export interface QueryWord {
  readonly text: string;
  readonly stems: readonly string[];
  readonly prefixes: readonly string[];
  readonly typos: readonly {stem: string; distance: number}[];
  /** Stems of the words the docs use for this one (src/search/synonyms.ts). */
  readonly synonyms: readonly string[];
}

export interface RankedSection {
  readonly indexNumber: number;
  readonly ref: string;
  readonly score: number;
  /** The index terms the section matched, for marking words in its excerpt. */
  readonly terms: ReadonlySet<string>;
  /** The query's words (lower case, identifiers also as their words) the section matched, to mark on its page. */
  readonly words: readonly string[];
}

/** The synonym lists by stemmed key, so that "notified" finds the synonyms of "notify". */
const SYNONYMS_BY_STEM = new Map(
  Object.entries(SYNONYMS).map(([key, synonyms]) => [rawWords(key).map((word) => stem(word.toLowerCase())).join(' '), synonyms]),
);

function synonymsOf(key: string): readonly string[] {
  return SYNONYMS_BY_STEM.get(rawWords(key).map((word) => stem(word.toLowerCase())).join(' ')) ?? [];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The index terms a misspelt word means, found before stemming: the stems of the words one edit away from it
 * (a letter left out, added, changed or two swapped) that the index has. Stems of a misspelling can be far from
 * the word's own ("pagnation" stems to `pagnat`, "pagination" to `pagin`), so correcting the stem alone misses them.
 */
export function spellingCorrections(word: string, vocabulary: ReadonlySet<string>): string[] {
  const lower = word.toLowerCase();
  if (lower.length < MIN_TYPO_LENGTH || lower.length > MAX_SPELLING_LENGTH || !/^[a-z]+$/.test(lower)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= lower.length; i++) {
    const [before, after] = [lower.slice(0, i), lower.slice(i)];
    if (after) variants.add(before + after.slice(1));
    if (after.length > 1) variants.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      variants.add(before + letter + after);
      if (after) variants.add(before + letter + after.slice(1));
    }
  }
  return [...new Set([...variants].map(stem))].filter((term) => vocabulary.has(term));
}

/** The query's words; stop words are dropped unless the query has nothing else (`me`, `first`). */
export function queryWords(query: string, vocabulary: ReadonlySet<string>): QueryWord[] {
  const written = rawWords(query.slice(0, MAX_QUERY_LENGTH));
  const content = written.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const lower = written.map((word) => word.toLowerCase());
  return (content.length > 0 ? content : written).map((text) => {
    const terms = termsOfWord(text).filter((term) => content.length === 0 || !STOP_WORDS.has(term));
    const stems = [...new Set(terms.map(stem))];
    // A word the index has is complete: its completions only add noise (`folder` → every FOLDER_… value).
    const prefixes = stems.filter((term) => term.length >= MIN_PREFIX_LENGTH && !vocabulary.has(term));
    const misspelt = stems.filter(
      (term) => term.length >= MIN_TYPO_LENGTH && term.length <= MAX_TYPO_LENGTH && !vocabulary.has(term) && !/\d/.test(term),
    );
    const typos = [
      ...misspelt.map((term) => ({stem: term, distance: term.length >= TWO_TYPOS_LENGTH ? 2 : 1})),
      ...(misspelt.length > 0 ? spellingCorrections(text, vocabulary) : []).map((term) => ({stem: term, distance: 0})),
    ];
    // Synonyms of the word (by its stem, in any form: "real-time", "real time", "realtime") and of the phrases
    // it makes with its neighbours ("current user").
    const position = lower.indexOf(text.toLowerCase());
    const parts = wordParts(text);
    const keys = [
      lower[position],
      parts.join(' '),
      parts.join(''),
      position > 0 ? `${lower[position - 1]} ${lower[position]}` : '',
      position + 1 < lower.length ? `${lower[position]} ${lower[position + 1]}` : '',
    ];
    const synonyms = [
      ...new Set(
        keys
          .flatMap((key) => synonymsOf(key ?? ''))
          .flatMap((synonym) => rawWords(synonym).flatMap(termsOfWord))
          .map(stem)
          .filter((term) => !STOP_WORDS.has(term) || vocabulary.has(term))
          .filter((term) => !stems.includes(term)),
      ),
    ];
    return {text, stems, prefixes, typos, synonyms};
  });
}

/**
 * A text's words joined, identifiers read as words (`createFolder`, "create folder" and `create-folder` are one
 * key); `stemmed`, with each word's stem, so that "subfolders" is the title "Subfolder".
 */
export function titleKey(text: string, stemmed = false): string {
  const words = rawWords(text).flatMap(wordParts);
  return (stemmed ? words.map(stem) : words).join('');
}

/**
 * How much a title that is the query raises a section: fully when it is the query as typed, by the square root
 * when only word forms differ ("archive folders" names `archiveFolders` first, then `archiveFolder`).
 */
export function titleFactor(title: string, query: string, titleIsQuery: number): number {
  if (titleKey(title) === titleKey(query)) return titleIsQuery;
  return titleKey(title, true) === titleKey(query, true) ? Math.sqrt(titleIsQuery) : 1;
}

function lunrQuery(index: lunr.Index, words: readonly QueryWord[], weights: RankingWeights) {
  return index.query((query) => {
    for (const [field, boost] of Object.entries(FIELD_BOOSTS)) {
      for (const word of words) {
        for (const term of word.stems) query.term(term, {fields: [field], boost, usePipeline: false});
        for (const term of word.prefixes) {
          query.term(term, {
            fields: [field],
            boost: boost * weights.prefix,
            usePipeline: false,
            wildcard: lunr.Query.wildcard.TRAILING,
          });
        }
        for (const term of word.synonyms) {
          query.term(term, {fields: [field], boost: boost * weights.synonym, usePipeline: false});
        }
        for (const {stem: term, distance} of word.typos) {
          query.term(term, {fields: [field], boost: boost * weights.typo, usePipeline: false, editDistance: distance});
        }
      }
    }
  });
}

/**
 * Edit distance with transpositions, as lunr's fuzzy match counts it, stopping above `max`: which typo an index
 * term corrects.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Whether the index term `term` is one the query word was looked up by. */
function matchesWord(word: QueryWord, term: string): boolean {
  return (
    word.stems.includes(term) ||
    word.synonyms.includes(term) ||
    word.prefixes.some((prefix) => term.startsWith(prefix)) ||
    word.typos.some(({stem: typo, distance}) => editDistance(typo, term, distance) <= distance)
  );
}

/** The ranking's weights, as one object so that the tuning script can try others (tests/search/tune.ts). */
export interface RankingWeights {
  readonly prefix: number;
  readonly typo: number;
  readonly synonym: number;
  readonly titleIsQuery: number;
}

export const RANKING_WEIGHTS: RankingWeights = {
  prefix: PREFIX_WEIGHT,
  typo: TYPO_WEIGHT,
  synonym: SYNONYM_WEIGHT,
  titleIsQuery: TITLE_IS_QUERY,
};

export function rankSections(
  indexes: readonly ParsedIndex[],
  input: string,
  weights: RankingWeights = RANKING_WEIGHTS,
): RankedSection[] {
  const query = input.slice(0, MAX_QUERY_LENGTH);
  const ranked: RankedSection[] = [];
  indexes.forEach((parsed, indexNumber) => {
    const words = queryWords(query, parsed.vocabulary);
    if (words.length === 0) return;
    let results: lunr.Index.Result[];
    try {
      results = lunrQuery(parsed.index, words, weights);
    } catch {
      // lunr rejects some terms (a lone wildcard character); such a query has no results.
      return;
    }
    for (const result of results) {
      const document = parsed.documents.get(result.ref);
      if (!document?.pageTitle.trim()) continue;
      const terms = new Set(Object.keys(result.matchData.metadata));
      const matched = words.filter((word) => [...terms].some((term) => matchesWord(word, term)));
      // The share of the query's words the section has: all the words of "restore document from bin" beat one of
      // them many times.
      const coverage = matched.length / words.length;
      const title = titleFactor(document.sectionTitle, query, weights.titleIsQuery);
      ranked.push({
        indexNumber,
        ref: result.ref,
        score: result.score * coverage * title,
        terms,
        words: [...new Set(matched.flatMap((word) => termsOfWord(word.text)))],
      });
    }
  });
  return ranked.sort((a, b) => b.score - a.score);
}
