/**
 * The words developers use for the site's own words, derived at build time from WordNet (./lexicon.ts) for the terms
 * of the index: for each word the pages use, the other words of its most frequent senses' synsets and the words
 * derived from it ("grant" for "give", "response" for "answer", "description" for "describe", "look for" for
 * "search"). It is written with the first part of the index (src/search/files.ts) and read by the ranking as
 * synonyms of a query's words. No list is kept by hand: the map follows from the pages and WordNet.
 */
import type {Lexicon} from './lexicon';
import {STOP_WORDS, stem} from './tokens';

/**
 * How many of a word's senses (WordNet's most frequent first, per part of speech) stand for what it means on the site
 * and in a query: further senses are a word's rarer meanings ("give" as "collapse"). Chosen on the blind set's
 * tuning half: more senses did not find more answers there, and lost some of the old set's.
 */
export const VOCABULARY_SENSES = 1;

/** A query word's stem (or the stems of two words, space-separated: "look for") → the index terms it stands for. */
export type Vocabulary = Readonly<Record<string, readonly string[]>>;

/**
 * The words that name an action, as written (WordNet has them as verbs at least as often as as nouns: "create",
 * "revert", "list", "get", not "trash", nor "comments"), whose stems are among the index's terms and the words of its
 * vocabulary, or that are stop words: a query that starts with one is a task (maintainers/search.md).
 */
export function deriveActions(terms: ReadonlySet<string>, vocabulary: Vocabulary, lexicon: Lexicon): string[] {
  const known = new Set([...terms, ...Object.keys(vocabulary)]);
  const actions = new Set<string>();
  for (const lemma of lexicon.lemmas()) {
    if (!WORD.test(lemma) || lemma.length < 2) continue;
    const counts = lexicon.senseCounts(lemma);
    const verb = counts.get('verb') ?? 0;
    if (verb === 0 || verb < (counts.get('noun') ?? 0)) continue;
    // A verb among the stop words ("get") is not indexed, but still names an action; one that opens a question ("do",
    // "can") makes the query a question first (./roles.ts).
    if (known.has(stem(lemma)) || STOP_WORDS.has(lemma)) actions.add(lemma);
  }
  return [...actions].sort();
}

const WORD = /^[a-z]+$/;

/** The key a WordNet word is looked up by in a query: its stem, or its two words' stems ("go_back" → "go back"). */
export function vocabularyKey(word: string): string | null {
  const words = word.split(/[_ ]/);
  if (words.length > 2 || !words.every((part) => WORD.test(part))) return null;
  if (words.length === 1 && (words[0]!.length < 3 || STOP_WORDS.has(words[0]!))) return null;
  return words.map(stem).join(' ');
}

export interface VocabularyOptions {
  readonly senses?: number;
}

/** The vocabulary of an index whose terms are `terms` (stems), from `lexicon`. */
export function deriveVocabulary(
  terms: ReadonlySet<string>,
  lexicon: Lexicon,
  {senses = VOCABULARY_SENSES}: VocabularyOptions = {},
): Vocabulary {
  const found = new Map<string, Set<string>>();
  const add = (key: string | null, term: string) => {
    if (key === null || key === term) return;
    if (!found.has(key)) found.set(key, new Set());
    found.get(key)!.add(term);
  };
  const commonSenses = new Map<string, Set<string>>();
  /** The synsets of a word's most frequent senses, by their words. */
  const common = (word: string) => {
    let known = commonSenses.get(word);
    if (!known) {
      known = new Set(lexicon.senses(word, senses).map((sense) => sense.words.join(' ')));
      commonSenses.set(word, known);
    }
    return known;
  };
  for (const lemma of lexicon.lemmas()) {
    if (!WORD.test(lemma) || lemma.length < 3 || STOP_WORDS.has(lemma)) continue;
    const term = stem(lemma);
    if (!terms.has(term)) continue;
    for (const sense of lexicon.senses(lemma, senses)) {
      const synset = sense.words.join(' ');
      // A word of the synset stands for the site's word only where this is one of its own frequent senses too.
      for (const other of sense.words) if (other !== lemma && common(other).has(synset)) add(vocabularyKey(other), term);
      for (const other of sense.derived) add(vocabularyKey(other), term);
    }
  }
  return Object.fromEntries(
    [...found.keys()].sort().map((key) => [key, [...found.get(key)!].sort()]),
  );
}
