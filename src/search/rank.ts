/**
 * Ranks the sections of the index files for a query with lunr's own query: each query word is looked up in its
 * stemmed form (plural and singular meet), with a trailing wildcard (a word being typed), and, when the index has
 * no such word, with lunr's edit distance (a typo). An identifier typed in the query is looked up whole and as its
 * words, as it is indexed. lunr scores each field with BM25 and the spec's boosts; the ranking then only asks how
 * many of the query's words a section has, and whether its title is the query.
 */
import lunr from 'lunr';

import type {ParsedIndex} from './files';
import {isDeprecated} from './present';
import {isFailureQuery, isTaskQuery, sectionRole, type SectionRole} from './roles';
import {SYNONYMS} from './synonyms';
import {MAX_QUERY_LENGTH, STOP_WORDS, rawWords, stem, termsOfWord, wordParts} from './tokens';

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
export const TITLE_IS_QUERY = 3;
/**
 * A title that is nearly the query raises a section half as much on a log scale (no constant of its own): the same
 * words in other forms or with small words between them ("moving documents" is "Move a document"), a name still
 * being typed ("FolderConn"), or a name with a typo ("userNotifcations"; a second typo halves it again).
 */
export const TITLE_NEAR_QUERY = Math.sqrt(TITLE_IS_QUERY);
/**
 * Of two sections with the query's words in their titles, the one whose title has fewer other words is the closer
 * name ("dashboard": `DashboardWidget` before `removeDashboardWidgetPayload`): a section's score is raised by this
 * share of the title's words that the query has.
 */
export const TITLE_WORDS_WEIGHT = 0.25;
/** A deprecated item's page says what to use instead: it ranks below the item that replaces it. */
export const DEPRECATED_WEIGHT = 0.5;
/**
 * An identifier the docs use ("UPLOAD_TRANSACTION_EXPIRED") is what was asked for: a section with only some of its
 * words counts it as this much of a word.
 */
export const IDENTIFIER_PARTS_WEIGHT = 0.25;

/**
 * A section whose job is not the query's (src/search/roles.ts, maintainers/search.md): its score is multiplied by its
 * role's weight. A glossary entry comes alongside a topic's home, never before it; a troubleshooting entry answers a
 * failure, not a topic; a contract part (an input, a payload, a connection, an edge) is the answer when its name is
 * the query. Chosen on the blind set's tuning half, the old set held at its hit@1.
 */
export const GLOSSARY_WEIGHT = 0.7;
export const TROUBLESHOOTING_WEIGHT = 0.5;
export const CONTRACT_PART_WEIGHT = 0.6;
/**
 * A word WordNet gives for a query word (src/search/vocabulary.ts: "response" for "answer") is weaker evidence than
 * a synonym the docs use: WordNet does not know which sense the query meant. Chosen on the blind tuning half with
 * the old set held (0.2 lost one of its hit@3).
 */
export const RELATED_WEIGHT = 0.1;
/** How much of a query word a section has when it has only a word WordNet gives for it. */
export const RELATED_SHARE = 0.25;
/** A task is answered by the guide that explains doing it and the operation that does it, not by a type's page. */
export const TYPE_IN_TASK_WEIGHT = 0.5;

/** One word of the query: the stems it is looked up by and the prefixes and corrections it may match. */
export interface QueryWord {
  readonly text: string;
  readonly stems: readonly string[];
  readonly prefixes: readonly string[];
  readonly typos: readonly {stem: string; distance: number}[];
  /** Stems of the words the docs use for this one (src/search/synonyms.ts). */
  readonly synonyms: readonly string[];
  /** Index terms WordNet gives for this word (src/search/vocabulary.ts), other than its stems and synonyms. */
  readonly related: readonly string[];
}

export interface RankedSection {
  readonly indexNumber: number;
  readonly ref: string;
  readonly score: number;
  /** The index terms the section matched, for marking words in its excerpt. */
  readonly terms: ReadonlySet<string>;
  /** The query's words (lower case, identifiers also as their words) the section matched, to mark on its page. */
  readonly words: readonly string[];
  /** What the score is the product of: lunr's score and each factor of the ranking (for the tuning tools). */
  readonly factors: Readonly<Record<string, number>>;
}

/** A synonym key as the lists are looked up: its words' stems, so that "notified" is the key "notify". */
function synonymKey(text: string): string {
  return rawWords(text)
    .map((word) => stem(word.toLowerCase()))
    .join(' ');
}

/** The synonym lists by stemmed key. */
const SYNONYMS_BY_STEM = new Map(Object.entries(SYNONYMS).map(([key, synonyms]) => [synonymKey(key), synonyms]));

function synonymsOf(key: string): readonly string[] {
  return SYNONYMS_BY_STEM.get(synonymKey(key)) ?? [];
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
export function queryWords(
  query: string,
  vocabulary: ReadonlySet<string>,
  derived: ReadonlyMap<string, readonly string[]> = new Map(),
): QueryWord[] {
  const written = rawWords(query.slice(0, MAX_QUERY_LENGTH));
  const content = written.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const lower = written.map((word) => word.toLowerCase());
  return (content.length > 0 ? content : written).map((text) => {
    const terms = termsOfWord(text).filter((term) => content.length === 0 || !STOP_WORDS.has(term));
    const stems = [...new Set(terms.map(stem))];
    // A word the index has is complete: its completions only add noise (`folder` → every FOLDER_… value).
    const prefixes = stems.filter((term) => term.length >= MIN_PREFIX_LENGTH && !vocabulary.has(term));
    // A compound whose words the index all has ("real-time", "restoreDoc") is not misspelt.
    const compound = stems.length > 1 && stems.slice(1).every((term) => vocabulary.has(term));
    const misspelt = stems.filter(
      (term) =>
        term.length >= MIN_TYPO_LENGTH &&
        term.length <= MAX_TYPO_LENGTH &&
        !vocabulary.has(term) &&
        !/\d/.test(term) &&
        !(compound && term === stems[0]),
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
    const stemmed = (word: string | undefined) => (word === undefined ? '' : stem(word));
    const derivedKeys = [
      ...stems,
      position > 0 ? `${stemmed(lower[position - 1])} ${stemmed(lower[position])}` : '',
      position + 1 < lower.length ? `${stemmed(lower[position])} ${stemmed(lower[position + 1])}` : '',
    ];
    const synonyms = [
      ...new Set(
        keys
          .flatMap((key) => synonymsOf(key ?? ''))
          .flatMap((synonym) => rawWords(synonym).flatMap(termsOfWord))
          .map(stem)
          .filter((term) => !STOP_WORDS.has(term) || vocabulary.has(term)),
      ),
    ].filter((term) => !stems.includes(term));
    const related = [...new Set(derivedKeys.flatMap((key) => derived.get(key) ?? []))].filter(
      (term) => !stems.includes(term) && !synonyms.includes(term),
    );
    return {text, stems, prefixes, typos, synonyms, related};
  });
}

/** A text's words (identifiers read as words) by stem, small words aside unless it has nothing else. */
function contentStems(text: string): string[] {
  const words = rawWords(text).flatMap(wordParts);
  const content = words.filter((word) => !STOP_WORDS.has(word));
  return (content.length > 0 ? content : words).map(stem);
}

/**
 * A text's words joined, identifiers read as words (`createFolder`, "create folder" and `create-folder` are one
 * key); `stemmed`, with each word's stem and small words aside, so that "subfolders" is the title "Subfolder".
 */
export function titleKey(text: string, stemmed = false): string {
  return stemmed ? contentStems(text).join('') : rawWords(text).flatMap(wordParts).join('');
}

/** The share of the title's words (stop words aside, by stem) that are words of the query (or their synonyms). */
export function titlePrecision(title: string, queryStems: ReadonlySet<string>): number {
  const stems = contentStems(title);
  return stems.length === 0 ? 0 : stems.filter((term) => queryStems.has(term)).length / stems.length;
}

/** A query's title keys, as typed and stemmed: computed once per search, compared with every result's title. */
interface QueryKeys {
  readonly key: string;
  readonly stemmed: string;
}

function queryKeys(query: string): QueryKeys {
  return {key: titleKey(query), stemmed: titleKey(query, true)};
}

/**
 * How much a title raises a section: fully when it is the query as typed, less when it is nearly the query (word
 * forms and small words aside, a name being typed, a typo), not at all otherwise. `incomplete`: the query ends in
 * a word the index does not have (still being typed, or misspelt).
 */
export function titleFactor(
  title: string,
  query: string | QueryKeys,
  weights: RankingWeights,
  incomplete = false,
): number {
  const {key, stemmed} = typeof query === 'string' ? queryKeys(query) : query;
  const own = titleKey(title);
  if (own === key) return weights.titleIsQuery;
  if (titleKey(title, true) === stemmed) return weights.titleNearQuery;
  if (incomplete && key.length >= MIN_PREFIX_LENGTH) {
    if (own.startsWith(key)) return weights.titleNearQuery;
    if (key.length >= MIN_TYPO_LENGTH) {
      const typos = key.length >= TWO_TYPOS_LENGTH ? 2 : 1;
      const distance = editDistance(own, key, typos);
      // Each edit halves the raise on a log scale: of `userNotifications` and `UserNotification`, the name one edit
      // from "userNotifcations" is the one meant.
      if (distance <= typos) return weights.titleNearQuery ** (1 / distance);
    }
  }
  return 1;
}

function lunrQuery(index: lunr.Index, words: readonly QueryWord[], weights: RankingWeights) {
  // Every field is searched; its boost is in the index's weights (src/search/build.ts).
  return index.query((query) => {
    for (const word of words) {
      for (const term of word.stems) query.term(term, {usePipeline: false});
      for (const term of word.prefixes) {
        query.term(term, {boost: weights.prefix, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING});
      }
      for (const term of word.synonyms) query.term(term, {boost: weights.synonym, usePipeline: false});
      for (const term of word.related) query.term(term, {boost: weights.related, usePipeline: false});
      for (const {stem: term, distance} of word.typos) {
        query.term(term, {boost: weights.typo, usePipeline: false, editDistance: distance});
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

/**
 * How much of a query word a section's matched terms have: all of it when they have the word whole (or a word the
 * docs use for it), else the share of its words ("real-time" is not answered by "time" alone), counted at
 * `identifierParts` for an identifier the index has whole ("UPLOAD_TRANSACTION_EXPIRED" is not its three words).
 */
function wordMatch(
  word: QueryWord,
  terms: readonly string[],
  vocabulary: ReadonlySet<string>,
  identifierParts: number,
  relatedShare = 1,
): number {
  const matching = terms.filter((term) => matchesWord(word, term));
  if (matching.length === 0) return 0;
  // A word found only through WordNet's words for it counts as much as WordNet is trusted.
  if (matching.every((term) => word.related.includes(term))) return relatedShare;
  const [whole, ...parts] = word.stems;
  if (parts.length === 0) return 1;
  // The word whole: its own stem, its completions and corrections, or a word the docs use for it.
  const asWhole: QueryWord = {...word, stems: [whole!]};
  if (matching.some((term) => matchesWord(asWhole, term))) return 1;
  const share = parts.filter((part) => matching.includes(part)).length / parts.length;
  return vocabulary.has(whole!) ? share * identifierParts : share;
}

/** Whether the index term `term` is one the query word was looked up by. */
function matchesWord(word: QueryWord, term: string): boolean {
  return (
    word.stems.includes(term) ||
    word.synonyms.includes(term) ||
    word.related.includes(term) ||
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
  readonly titleNearQuery: number;
  readonly titleWords: number;
  readonly deprecated: number;
  readonly identifierParts: number;
  readonly glossary: number;
  readonly troubleshooting: number;
  readonly contractPart: number;
  readonly typeInTask: number;
  readonly related: number;
  readonly relatedShare: number;
}

export const RANKING_WEIGHTS: RankingWeights = {
  prefix: PREFIX_WEIGHT,
  typo: TYPO_WEIGHT,
  synonym: SYNONYM_WEIGHT,
  titleIsQuery: TITLE_IS_QUERY,
  titleNearQuery: TITLE_NEAR_QUERY,
  titleWords: TITLE_WORDS_WEIGHT,
  deprecated: DEPRECATED_WEIGHT,
  identifierParts: IDENTIFIER_PARTS_WEIGHT,
  glossary: GLOSSARY_WEIGHT,
  troubleshooting: TROUBLESHOOTING_WEIGHT,
  contractPart: CONTRACT_PART_WEIGHT,
  typeInTask: TYPE_IN_TASK_WEIGHT,
  related: RELATED_WEIGHT,
  relatedShare: RELATED_SHARE,
};

/** How much a section's role fits the query: 1 where it does the job asked for (maintainers/search.md). */
export function roleFactor(
  role: SectionRole,
  query: {failure: boolean; task: boolean},
  titleIsName: boolean,
  weights: RankingWeights,
): number {
  const {failure, task} = query;
  const inTask = task && !titleIsName && (role === 'type' || role === 'contract part') ? weights.typeInTask : 1;
  return inTask * ownRoleFactor(role, failure, titleIsName, weights);
}

function ownRoleFactor(role: SectionRole, failure: boolean, titleIsName: boolean, weights: RankingWeights): number {
  switch (role) {
    case 'glossary':
      return weights.glossary;
    case 'troubleshooting':
      return failure ? 1 : weights.troubleshooting;
    case 'contract part':
      return titleIsName ? 1 : weights.contractPart;
    default:
      return 1;
  }
}

export function rankSections(
  indexes: readonly ParsedIndex[],
  input: string,
  weights: RankingWeights = RANKING_WEIGHTS,
): RankedSection[] {
  const query = input.slice(0, MAX_QUERY_LENGTH);
  const keys = queryKeys(query);
  const failure = isFailureQuery(query);
  const actions = indexes.find((parsed) => parsed.actions !== undefined)?.actions ?? new Set<string>();
  const kind = {failure, task: isTaskQuery(query, actions)};
  const ranked: RankedSection[] = [];
  // The words developers use for the index's terms come with the first part of the index.
  const derived = indexes.find((parsed) => parsed.synonyms !== undefined)?.synonyms;
  indexes.forEach((parsed, indexNumber) => {
    const words = queryWords(query, parsed.vocabulary, derived);
    if (words.length === 0) return;
    const incomplete = !parsed.vocabulary.has(words.at(-1)!.stems[0]!);
    const queryStems = new Set(words.flatMap((word) => [...word.stems, ...word.synonyms]));
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
      const termList = [...terms];
      const shares = words.map((word) =>
        wordMatch(word, termList, parsed.vocabulary, weights.identifierParts, weights.relatedShare),
      );
      const matched = words.filter((_, i) => shares[i]! > 0);
      // The share of the query's words the section has: all the words of "restore document from bin" beat one of
      // them many times.
      const coverage = shares.reduce((sum, share) => sum + share, 0) / words.length;
      const title = titleFactor(document.sectionTitle, keys, weights, incomplete);
      const deprecated = isDeprecated(document.sectionRoute) ? weights.deprecated : 1;
      const titleWords = 1 + weights.titleWords * titlePrecision(document.sectionTitle, queryStems);
      const role = roleFactor(sectionRole(document.sectionRoute, document.sectionTitle), kind, title > 1, weights);
      ranked.push({
        indexNumber,
        ref: result.ref,
        score: result.score * coverage * title * titleWords * deprecated * role,
        terms,
        words: [...new Set(matched.flatMap((word) => termsOfWord(word.text)))],
        factors: {lunr: result.score, coverage, title, titleWords, deprecated, role},
      });
    }
  });
  // Equal scores keep the documents' order, whichever part of the index each came from.
  return ranked.sort((a, b) => b.score - a.score || Number(a.ref) - Number(b.ref));
}
