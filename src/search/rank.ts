/**
 * Ranks the sections of the index files for a query with lunr's own query: each query word is looked up in its
 * stemmed form (plural and singular meet), with a trailing wildcard (a word being typed), and, when the index has
 * no such word, with lunr's edit distance (a typo). An identifier typed in the query is looked up whole and as its
 * words, as it is indexed. lunr scores each field with BM25 and the spec's boosts; the ranking then asks how many of
 * the query's words a section has, whether its title is the query or a name it writes, and whether the section does
 * the job the query's kind asks for (maintainers/search.md).
 */
import lunr from 'lunr';

import type {ParsedIndex} from './files';
import {isDeprecated, referenceKind} from './present';
import {
  OPERATION_KINDS,
  OPERATION_OF_VERB,
  explainsFailures,
  operationRemoves,
  queryKind,
  sectionRole,
  taskVerb,
  type QueryKind,
  type SectionRole,
  type TaskVerb,
} from './roles';
import {SYNONYMS} from './synonyms';
import {MAX_QUERY_LENGTH, STOP_WORDS, isStopWord, rawWords, stem, termsOfWord, wordParts} from './tokens';

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
 * A title that begins with the query's words (by stem, small words aside) is nearly the query too, from this many
 * words: "upload a file" names "Upload a file directly", but one word begins too many titles ("folder": "Folder
 * permissions", "Folder by name").
 */
export const TITLE_BEGINS_WITH_QUERY = 2;
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
 * A section whose job is not the one the query asks for (its kind: src/search/roles.ts queryKind; the principle:
 * maintainers/search.md) has its score multiplied by these, unless its title is what the query names. Chosen together
 * on the blind set's tuning half with tests/search/tune.ts, the old set and the navigational sets held at their floors.
 *
 * A glossary entry defines a word in a line: it comes alongside the page that explains the word, never before it.
 */
export const GLOSSARY_WEIGHT = 0.6;
/**
 * A glossary entry says what a word means, which a task ("mark folder as favourite") or a question that asks
 * something else ("which widgets can a dashboard have?") does not ask: there it is lowered again by this.
 */
export const GLOSSARY_ELSEWHERE_WEIGHT = 0.5;
/** A troubleshooting entry answers a failure, not a topic, a task or a concept. */
export const TROUBLESHOOTING_WEIGHT = 0.5;
/** A contract part (an input, a payload, a connection, an edge) is the answer when its name is the query. */
export const CONTRACT_PART_WEIGHT = 0.4;
/** A blog post is news: the answer to a query about a change (a date, a deprecation, a migration), not otherwise. */
export const BLOG_WEIGHT = 0.7;
/**
 * A task is named by the operation that does it (`createFolder` for "create new folder"): its reference page comes
 * before a guide section, whose many words match a task's words more often by chance.
 */
export const GUIDE_IN_TASK_WEIGHT = 0.5;
/**
 * A concept, a question (a definition too) or a change is answered by sentences that explain or tell the news: a
 * guide, a blog post or a changelog, not a reference page's contract.
 */
export const REFERENCE_IN_EXPLANATION_WEIGHT = 0.5;
/** A failure is explained on the troubleshooting, errors and limits pages (src/search/roles.ts explainsFailures). */
export const FAILURE_ELSEWHERE_WEIGHT = 0.5;
/**
 * A title that is one of the names a query written as an identifier names ("nodes" in `nodes(ids: [ID!]!)`, each name
 * of "createFolder updateFolder input"): its score is multiplied by this (less than a title that is the whole query).
 */
export const NAMED_IN_QUERY = 1.3;
/**
 * lunr's score is raised to this power before the ranking's factors multiply it: its BM25 sums grow with every repeat
 * of a word in a long section, which the factors (the query's kind, its words, its names) weigh against.
 */
export const TEXT_EXPONENT = 0.75;
/**
 * A word WordNet gives for a query word (src/search/vocabulary.ts: "response" for "answer") is weaker evidence than
 * a synonym the docs use: WordNet does not know which sense the query meant. Chosen on the blind tuning half with
 * the old set held (0.2 lost one of its hit@3).
 */
export const RELATED_WEIGHT = 0.1;
/** How much of a query word a section has when it has only a word WordNet gives for it. */
export const RELATED_SHARE = 0.25;
/** A task is answered by the operation that does it and the guide that explains doing it, not by a type's page. */
export const TYPE_IN_TASK_WEIGHT = 0.3;
/**
 * A task whose verb reads ("list", "find": ./roles.ts READ_VERBS) is done by a query, not by a mutation or a
 * subscription, whose words it may share ("get documents in folder" is not `moveDocumentToFolder` nor
 * `documentCountChangeOnFolder`); one whose verb watches ("subscribe", "listen") by a subscription; one whose verb
 * writes by a mutation, not by a query nor by a mutation that takes away ("give a group access" is not `removeGroup`);
 * one whose verb takes away ("remove", "revoke") by a mutation that takes away.
 */
export const VERB_DISAGREES_WEIGHT = 0.3;

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

/** The query's words; stop words (./tokens.ts isStopWord) are dropped unless the query has nothing else (`me`, `first`). */
export function queryWords(
  query: string,
  vocabulary: ReadonlySet<string>,
  derived: ReadonlyMap<string, readonly string[]> = new Map(),
): QueryWord[] {
  const written = rawWords(query.slice(0, MAX_QUERY_LENGTH));
  const content = written.filter((word) => !isStopWord(word));
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
  /** The query's words by stem, small words aside. */
  readonly stems: readonly string[];
}

function queryKeys(query: string): QueryKeys {
  const stems = contentStems(query);
  return {key: titleKey(query), stemmed: stems.join(''), stems};
}

/**
 * How much a title raises a section: fully when it is the query as typed, less when it is nearly the query (word
 * forms and small words aside, a heading that goes on from the query, a name being typed, a typo), not at all
 * otherwise. `incomplete`: the query ends in
 * a word the index does not have (still being typed, or misspelt).
 */
export function titleFactor(
  title: string,
  query: string | QueryKeys,
  weights: RankingWeights,
  incomplete = false,
): number {
  return titleRaise(titleMatch(title, typeof query === 'string' ? queryKeys(query) : query, incomplete), weights);
}

/**
 * How a title matches the query: `exact` when it is the query as typed; else `near`, the power of TITLE_NEAR_QUERY it
 * raises by (1 for the query's words in other forms or a name being typed, 1/d for a name d typos away), or 0.
 */
export interface TitleMatch {
  readonly exact: boolean;
  readonly near: number;
}

function titleMatch(title: string, {key, stemmed, stems}: QueryKeys, incomplete: boolean): TitleMatch {
  const own = titleKey(title);
  if (own === key) return {exact: true, near: 0};
  const ownStems = contentStems(title);
  if (ownStems.join('') === stemmed) return {exact: false, near: 1};
  // A heading that goes on from the query names it too: "Upload a file directly" for "upload a file".
  if (
    stems.length >= TITLE_BEGINS_WITH_QUERY &&
    ownStems.length > stems.length &&
    stems.every((term, i) => ownStems[i] === term)
  ) {
    return {exact: false, near: 1};
  }
  if (incomplete && key.length >= MIN_PREFIX_LENGTH) {
    if (own.startsWith(key)) return {exact: false, near: 1};
    if (key.length >= MIN_TYPO_LENGTH) {
      const typos = key.length >= TWO_TYPOS_LENGTH ? 2 : 1;
      const distance = editDistance(own, key, typos);
      // Each edit halves the raise on a log scale: of `userNotifications` and `UserNotification`, the name one edit
      // from "userNotifcations" is the one meant.
      if (distance <= typos) return {exact: false, near: 1 / distance};
    }
  }
  return {exact: false, near: 0};
}

function titleRaise({exact, near}: TitleMatch, weights: RankingWeights): number {
  if (exact) return weights.titleIsQuery;
  return near > 0 ? weights.titleNearQuery ** near : 1;
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
  readonly glossaryElsewhere: number;
  readonly troubleshooting: number;
  readonly contractPart: number;
  readonly typeInTask: number;
  readonly verbDisagrees: number;
  readonly related: number;
  readonly relatedShare: number;
  readonly blog: number;
  readonly guideInTask: number;
  readonly referenceInExplanation: number;
  readonly failureElsewhere: number;
  readonly namedInQuery: number;
  readonly textExponent: number;
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
  glossaryElsewhere: GLOSSARY_ELSEWHERE_WEIGHT,
  troubleshooting: TROUBLESHOOTING_WEIGHT,
  contractPart: CONTRACT_PART_WEIGHT,
  typeInTask: TYPE_IN_TASK_WEIGHT,
  verbDisagrees: VERB_DISAGREES_WEIGHT,
  related: RELATED_WEIGHT,
  relatedShare: RELATED_SHARE,
  blog: BLOG_WEIGHT,
  guideInTask: GUIDE_IN_TASK_WEIGHT,
  referenceInExplanation: REFERENCE_IN_EXPLANATION_WEIGHT,
  failureElsewhere: FAILURE_ELSEWHERE_WEIGHT,
  namedInQuery: NAMED_IN_QUERY,
  textExponent: TEXT_EXPONENT,
};

/** What the role factor reads of a section. */
export interface SectionFacts {
  readonly role: SectionRole;
  /** Its title is the query or a name the query writes: what was named is the answer, whatever its role. */
  readonly named: boolean;
  /** It is on a page that explains failures (./roles.ts explainsFailures). */
  readonly explainsFailures: boolean;
}

const REFERENCE_ROLES: ReadonlySet<SectionRole> = new Set(['operation', 'type', 'contract part']);
/** The kinds of query answered in sentences (REFERENCE_IN_EXPLANATION_WEIGHT). */
const EXPLAINED_KINDS: ReadonlySet<QueryKind> = new Set(['concept', 'question', 'definition', 'change']);

/**
 * How much a section's role fits the kind of query (maintainers/search.md, "The right first answer"): 1 where it does
 * the job asked for, less where another kind of page does it.
 */
export function roleFactor(
  {role, named, explainsFailures}: SectionFacts,
  kind: QueryKind,
  weights: RankingWeights,
): number {
  let factor = 1;
  if (role === 'glossary') factor *= weights.glossary;
  if (role === 'glossary' && (kind === 'task' || kind === 'question')) factor *= weights.glossaryElsewhere;
  if (role === 'troubleshooting' && kind !== 'failure') factor *= weights.troubleshooting;
  if (role === 'blog' && kind !== 'change') factor *= weights.blog;
  if (!named) {
    if (role === 'contract part') factor *= weights.contractPart;
    if (kind === 'task' && (role === 'type' || role === 'contract part')) factor *= weights.typeInTask;
    if (kind === 'task' && role === 'guide') factor *= weights.guideInTask;
    if (EXPLAINED_KINDS.has(kind) && REFERENCE_ROLES.has(role)) factor *= weights.referenceInExplanation;
    if (kind === 'failure' && !explainsFailures) factor *= weights.failureElsewhere;
  }
  return factor;
}

/** A word written as a name: camelCase, PascalCase of two words or more, or joined by `_`. */
const NAME = /^(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Za-z0-9]+_[A-Za-z0-9_]+)$/;

/**
 * The names a query written as an identifier names, as title keys: its words written as names, and the words GraphQL's
 * syntax marks as names (a field before its arguments or selection, a directive after `@`): `nodes` and `ID` in
 * `nodes(ids: [ID!]!)`.
 */
export function namesIn(query: string): Set<string> {
  const names = new Set<string>();
  for (const [, at, word, syntax] of query
    .slice(0, MAX_QUERY_LENGTH)
    .matchAll(/(@?)([A-Za-z_][A-Za-z0-9_]*)(\s*[({:!])?/g)) {
    if (at || syntax || NAME.test(word!)) names.add(titleKey(word!));
  }
  return names;
}

/** Whether a section is an operation of another kind than the one a task's verb asks for. */
function verbDisagrees(verb: TaskVerb | undefined, route: string): boolean {
  if (verb === undefined) return false;
  const kind = referenceKind(route);
  // A subscription reports a write in the mutation's words, and a topic whose first word is also a verb ("export
  // status") reads as a task that writes: such a task lowers only queries (the blind tuning half lost a query otherwise).
  if (verb === 'write' || verb === 'remove') {
    return kind === 'Query' || (kind === 'Mutation' && operationRemoves(route) !== (verb === 'remove'));
  }
  return kind !== undefined && OPERATION_KINDS.has(kind) && kind !== OPERATION_OF_VERB[verb];
}

/** A section the query found, with what its score is made of (tests/search/tune.ts scores these with other weights). */
export interface Candidate {
  readonly indexNumber: number;
  readonly ref: string;
  readonly route: string;
  /** lunr's score of the section for the query. */
  readonly text: number;
  /** How much of each query word the section has (0–1). */
  readonly shares: readonly number[];
  readonly terms: ReadonlySet<string>;
  readonly words: readonly string[];
  /** How its title matches the query. */
  readonly title: TitleMatch;
  /** The share of the title's words that the query has. */
  readonly titleWords: number;
  /** The title is one of the names a query written as an identifier names (`nodes` in `nodes(ids: [ID!]!)`). */
  readonly namedInQuery: boolean;
  readonly role: SectionRole;
  readonly deprecated: boolean;
  /** It is on a page that explains failures (./roles.ts). */
  readonly explainsFailures: boolean;
  /** It is an operation of the other kind than the task's verb asks for (VERB_DISAGREES_WEIGHT). */
  readonly verbDisagrees: boolean;
}

/** What a query asks for (./roles.ts queryKind), with the sections lunr finds for it. */
export interface CandidateSections {
  readonly kind: QueryKind;
  readonly candidates: readonly Candidate[];
}

/** The sections lunr finds for a query, each with what the ranking scores. */
export function collectCandidates(
  indexes: readonly ParsedIndex[],
  input: string,
  weights: RankingWeights = RANKING_WEIGHTS,
): CandidateSections {
  const query = input.slice(0, MAX_QUERY_LENGTH);
  const keys = queryKeys(query);
  const actions = indexes.find((parsed) => parsed.actions !== undefined)?.actions ?? new Set<string>();
  const kind = queryKind(query, actions);
  const names = kind === 'identifier' ? namesIn(query) : new Set<string>();
  const verb = kind === 'task' ? taskVerb(query) : undefined;
  const candidates: Candidate[] = [];
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
      const title = titleMatch(document.sectionTitle, keys, incomplete);
      candidates.push({
        indexNumber,
        ref: result.ref,
        route: document.sectionRoute,
        text: result.score,
        shares,
        terms,
        words: [...new Set(words.filter((_, i) => shares[i]! > 0).flatMap((word) => termsOfWord(word.text)))],
        title,
        titleWords: titlePrecision(document.sectionTitle, queryStems),
        namedInQuery: names.has(titleKey(document.sectionTitle)),
        role: sectionRole(document.sectionRoute, document.sectionTitle),
        deprecated: isDeprecated(document),
        explainsFailures: explainsFailures(document.sectionRoute),
        verbDisagrees: verbDisagrees(verb, document.sectionRoute),
      });
    }
  });
  return {kind, candidates};
}

/** A candidate's score under `weights`, and the factors it is the product of. */
export function scoreCandidate(
  candidate: Candidate,
  kind: QueryKind,
  weights: RankingWeights,
): {score: number; factors: Record<string, number>} {
  // The share of the query's words the section has: all the words of "restore document from bin" beat one of them
  // many times.
  const coverage = candidate.shares.reduce((sum, share) => sum + share, 0) / Math.max(1, candidate.shares.length);
  const matched = candidate.title.exact || candidate.title.near > 0;
  const title = matched ? titleRaise(candidate.title, weights) : candidate.namedInQuery ? weights.namedInQuery : 1;
  const titleWords = 1 + weights.titleWords * candidate.titleWords;
  const deprecated = candidate.deprecated ? weights.deprecated : 1;
  const verb = candidate.verbDisagrees && !(matched || candidate.namedInQuery) ? weights.verbDisagrees : 1;
  const role = roleFactor(
    {
      role: candidate.role,
      named: matched || candidate.namedInQuery,
      explainsFailures: candidate.explainsFailures,
    },
    kind,
    weights,
  );
  const text = candidate.text ** weights.textExponent;
  return {
    score: text * coverage * title * titleWords * deprecated * role * verb,
    factors: {lunr: candidate.text, coverage, title, titleWords, deprecated, role, verb},
  };
}

export function rankSections(
  indexes: readonly ParsedIndex[],
  input: string,
  weights: RankingWeights = RANKING_WEIGHTS,
): RankedSection[] {
  const {kind, candidates} = collectCandidates(indexes, input, weights);
  const ranked = candidates.map((candidate): RankedSection => {
    const {score, factors} = scoreCandidate(candidate, kind, weights);
    return {
      indexNumber: candidate.indexNumber,
      ref: candidate.ref,
      score,
      terms: candidate.terms,
      words: candidate.words,
      factors,
    };
  });
  // Equal scores keep the documents' order, whichever part of the index each came from.
  return ranked.sort((a, b) => b.score - a.score || Number(a.ref) - Number(b.ref));
}
