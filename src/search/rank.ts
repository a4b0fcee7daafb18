/**
 * Ranks the sections of all indexes for a query with one scale. Each query word is looked up exactly, by its
 * other word forms, by prefix (lunr's trailing wildcard) and, if the index has none of these, with one or two
 * typos; synonyms add alternatives. A section's score for a word is its best alternative's BM25 weight (title 5,
 * content 1, tags 3) times the word's rarity over all indexes together; the words' scores add up, scaled by the
 * share of query words the section matches, and raised by the share of them in its title.
 */
import {inverseDocumentFrequency, type ParsedIndex} from './lunr-index';
import {isReference} from './present';
import {SYNONYMS} from './synonyms';
import {STOP_WORDS, editDistance, tokenize, wordForm} from './tokens';

export const FIELD_BOOSTS: Readonly<Record<string, number>> = {title: 5, content: 1, tags: 3};

const EXACT = 1;
const SAME_WORD_FORM = 0.9;
const SYNONYM = 0.7;
const TYPO = 0.6;
/** A query typed as code (`signedUrl`, `NAME_TAKEN`, `MANAGE`) most likely asks for the reference page. */
const CODE_QUERY_ON_REFERENCE = 1.5;
/**
 * The glossary defines words in a sentence or two; being that short, its entries outscore the guide sections that
 * show how to do what a query of several words asks ("pin a document").
 */
const GLOSSARY_FOR_SEVERAL_WORDS = 0.6;
const GLOSSARY_ROUTE = /^\/docs\/glossar(?:y)?(?:[/#]|$)/;
const CODE_QUERY = /^(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+|[A-Z][A-Z0-9]{2,})$/;

/** A stop word that is a schema name, in a query with other words: `all` in "list all groups". */
const STOP_WORD_AMONG_OTHERS = 0.2;
const MIN_PREFIX_LENGTH = 3;

export interface Corpus {
  readonly indexes: readonly ParsedIndex[];
  readonly documentCount: number;
  /** Occurrences of each term in fields of sections, over all indexes. */
  readonly counts: ReadonlyMap<string, number>;
  /** Every term of every index, sorted, for prefix lookups. */
  readonly vocabulary: readonly string[];
  readonly termsByWordForm: ReadonlyMap<string, readonly string[]>;
  readonly rarity: ReadonlyMap<string, number>;
}

export function createCorpus(indexes: readonly ParsedIndex[]): Corpus {
  const documentCount = indexes.reduce((sum, index) => sum + index.documentCount, 0);
  const counts = new Map<string, number>();
  for (const index of indexes) {
    for (const [term, postings] of index.terms) counts.set(term, (counts.get(term) ?? 0) + postings.count);
  }
  const rarity = new Map<string, number>();
  const termsByWordForm = new Map<string, string[]>();
  for (const [term, count] of counts) {
    rarity.set(term, inverseDocumentFrequency(count, documentCount));
    const form = wordForm(term);
    termsByWordForm.set(form, [...(termsByWordForm.get(form) ?? []), term]);
  }
  return {indexes, documentCount, counts, vocabulary: [...counts.keys()].sort(), termsByWordForm, rarity};
}

/**
 * One way a query word is looked for: all `terms` must occur; their weights are scaled by `factor`. `rarity` caps
 * the terms' own: it is the rarity of everything the word matched, so that a prefix or a typo reaching a rare term
 * (`folder` → `folderedge`) does not outweigh the common word that was typed.
 */
interface Alternative {
  readonly terms: readonly string[];
  readonly factor: number;
  readonly rarity?: number;
}

interface QueryWord {
  readonly alternatives: readonly Alternative[];
  /** Stop words that are schema names (`me`, `first`) count only when the query has nothing else. */
  readonly isStopWord: boolean;
}

export interface RankedSection {
  readonly indexNumber: number;
  readonly ref: string;
  readonly score: number;
  /** The index terms the section matched, for highlighting. */
  readonly terms: ReadonlySet<string>;
}

function prefixMatches(corpus: Corpus, prefix: string): string[] {
  const {vocabulary} = corpus;
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const matches: string[] = [];
  for (let i = low; i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) matches.push(vocabulary[i]!);
  return matches;
}

function wordAlternatives(corpus: Corpus, word: string, factor: number, withPrefix: boolean): Alternative[] {
  const alternatives: Alternative[] = [];
  if (corpus.rarity.has(word)) alternatives.push({terms: [word], factor});
  for (const term of corpus.termsByWordForm.get(wordForm(word)) ?? []) {
    if (term !== word) alternatives.push({terms: [term], factor: factor * SAME_WORD_FORM});
  }
  if (withPrefix && word.length >= MIN_PREFIX_LENGTH) {
    for (const term of prefixMatches(corpus, word)) {
      // A prefix covering more of the word ranks higher: `createfol` prefers `createfolder` to `createfolderexport`.
      if (term !== word) alternatives.push({terms: [term], factor: factor * (0.3 + (0.5 * word.length) / term.length)});
    }
  }
  return alternatives;
}

function typoAlternatives(corpus: Corpus, word: string): Alternative[] {
  if (word.length < 5 || /\d/.test(word)) return [];
  const maxDistance = word.length >= 8 ? 2 : 1;
  const alternatives: Alternative[] = [];
  for (const term of corpus.vocabulary) {
    const distance = editDistance(word, term, maxDistance);
    if (distance <= maxDistance) alternatives.push({terms: [term], factor: TYPO / distance});
  }
  return alternatives;
}

/** The alternatives with their rarity capped by that of all the terms among them. */
function capped(corpus: Corpus, alternatives: Alternative[]): Alternative[] {
  const terms = new Set(
    alternatives.flatMap((alternative) => (alternative.terms.length === 1 ? alternative.terms : [])),
  );
  let count = 0;
  for (const term of terms) count += corpus.counts.get(term) ?? 0;
  const rarity = inverseDocumentFrequency(count, corpus.documentCount);
  return alternatives.map((alternative) => (alternative.terms.length === 1 ? {...alternative, rarity} : alternative));
}

function synonymAlternatives(corpus: Corpus, key: string): Alternative[] {
  return (SYNONYMS[key] ?? []).flatMap((synonym) => {
    const words = tokenize(synonym);
    if (words.length === 1) return capped(corpus, wordAlternatives(corpus, words[0]!, SYNONYM, false));
    return words.every((word) => corpus.rarity.has(word)) ? [{terms: words, factor: SYNONYM}] : [];
  });
}

/** The query's words; one joined by underscores is split into its parts unless the index has it whole. */
function queryWords(corpus: Corpus, query: string): string[] {
  return tokenize(query).flatMap((word) =>
    word.includes('_') && !corpus.rarity.has(word) ? word.split('_').filter(Boolean) : [word],
  );
}

export function parseQuery(corpus: Corpus, query: string): QueryWord[] {
  const words = queryWords(corpus, query);
  return words.flatMap((word, position): QueryWord[] => {
    const isStopWord = STOP_WORDS.has(word);
    if (isStopWord && !corpus.rarity.has(word)) return [];
    const alternatives = isStopWord
      ? [{terms: [word], factor: EXACT}]
      : capped(corpus, wordAlternatives(corpus, word, EXACT, true));
    alternatives.push(...synonymAlternatives(corpus, word));
    const next = words[position + 1];
    const previous = words[position - 1];
    if (next) alternatives.push(...synonymAlternatives(corpus, `${word} ${next}`));
    if (previous) alternatives.push(...synonymAlternatives(corpus, `${previous} ${word}`));
    if (alternatives.length === 0) {
      const corrections = capped(corpus, typoAlternatives(corpus, word));
      alternatives.push(...corrections);
      // A misspelt word also brings the synonyms of what it was meant to be: "pagnation" those of "pagination".
      for (const correction of corrections) {
        alternatives.push(
          ...synonymAlternatives(corpus, correction.terms[0]!).map((synonym) => ({
            ...synonym,
            factor: synonym.factor * correction.factor,
          })),
        );
      }
    }
    return [{alternatives, isStopWord}];
  });
}

/** The weight of `term` in each section that has it, over all fields and indexes. */
function termWeights(corpus: Corpus, term: string, rarityCap: number): Map<string, number> {
  const weights = new Map<string, number>();
  const rarity = Math.min(corpus.rarity.get(term) ?? 0, rarityCap);
  corpus.indexes.forEach((index, indexNumber) => {
    const postings = index.terms.get(term);
    if (!postings) return;
    for (const [field, entries] of postings.fields) {
      const boost = FIELD_BOOSTS[field] ?? 0;
      for (const [ref, frequency] of entries) {
        const key = `${indexNumber}/${ref}`;
        weights.set(key, (weights.get(key) ?? 0) + boost * frequency * rarity);
      }
    }
  });
  return weights;
}

export function rankSections(corpus: Corpus, query: string): RankedSection[] {
  const words = parseQuery(corpus, query);
  const hasOtherWords = words.some((word) => !word.isStopWord);
  const counted = hasOtherWords ? words.filter((word) => !word.isStopWord) : words;
  const totals = new Map<string, {score: number; matched: number; terms: Set<string>}>();
  const weightCache = new Map<string, Map<string, number>>();
  const weightsOf = (term: string, rarityCap = Infinity) => {
    const key = `${term} ${rarityCap}`;
    let weights = weightCache.get(key);
    if (!weights) weightCache.set(key, (weights = termWeights(corpus, term, rarityCap)));
    return weights;
  };
  for (const word of words) {
    // Per section, the best alternative's score and every term by which the word matched it (all are marked).
    const best = new Map<string, {score: number; terms: string[]}>();
    for (const alternative of word.alternatives) {
      const [first, ...rest] = alternative.terms.map((term) => weightsOf(term, alternative.rarity));
      for (const [key, weight] of first!) {
        if (!rest.every((weights) => weights.has(key))) continue;
        const stopWordFactor = word.isStopWord && hasOtherWords ? STOP_WORD_AMONG_OTHERS : 1;
        const score =
          stopWordFactor * alternative.factor * rest.reduce((sum, weights) => sum + weights.get(key)!, weight);
        const entry = best.get(key);
        if (!entry) best.set(key, {score, terms: [...alternative.terms]});
        else {
          entry.score = Math.max(entry.score, score);
          entry.terms.push(...alternative.terms);
        }
      }
    }
    for (const [key, {score, terms}] of best) {
      const total = totals.get(key) ?? {score: 0, matched: 0, terms: new Set<string>()};
      totals.set(key, total);
      total.score += score;
      if (counted.includes(word)) total.matched += 1;
      for (const term of terms) total.terms.add(term);
    }
  }
  const typed = queryWords(corpus, query);
  const isCodeQuery = CODE_QUERY.test(query.trim());
  const queryForm = typed.map(wordForm).join(' ');
  const countedForms = new Set(typed.filter((word) => !hasOtherWords || !STOP_WORDS.has(word)).map(wordForm));
  const ranked: RankedSection[] = [];
  for (const [key, total] of totals) {
    const slash = key.indexOf('/');
    const indexNumber = Number(key.slice(0, slash));
    const ref = key.slice(slash + 1);
    const coverage = counted.length > 0 ? total.matched / counted.length : 1;
    const document = corpus.indexes[indexNumber]!.documents.get(ref);
    // Listing pages (category cards, a blog author's posts) have no title of their own: their entries are results.
    if (!document?.pageTitle.trim()) continue;
    const titleForms = tokenize(document.sectionTitle).map(wordForm);
    // Titles weigh most, as in any docs search: one more for each query word in the title, and one more when the
    // title is the query.
    const inTitle = [...countedForms].filter((form) => titleForms.includes(form)).length;
    const titleFactor = 1 + inTitle / Math.max(1, countedForms.size) + (titleForms.join(' ') === queryForm ? 1 : 0);
    const codeFactor = isCodeQuery && isReference(document.sectionRoute) ? CODE_QUERY_ON_REFERENCE : 1;
    const glossaryFactor =
      counted.length > 1 && GLOSSARY_ROUTE.test(document.sectionRoute) ? GLOSSARY_FOR_SEVERAL_WORDS : 1;
    const score = total.score * coverage * coverage * titleFactor * codeFactor * glossaryFactor;
    ranked.push({indexNumber, ref, score, terms: total.terms});
  }
  return ranked.sort((a, b) => b.score - a.score);
}
