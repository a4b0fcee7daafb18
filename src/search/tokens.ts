/**
 * How index texts and queries are cut into words, the same way at build time and in the browser: a word is a run
 * of letters and digits, possibly joined by `_` or `-` (`NAME_TAKEN`, `create-folder`). Every identifier is a
 * term whole and, when it has several, also each of its words: `createFolder` is `createfolder`, `create` and
 * `folder`, so a query finds it typed either way.
 */
import lunr from 'lunr';

/** The search input's length limit: longer input is cut, as the search box does. */
export const MAX_QUERY_LENGTH = 512;

/** Words, with identifiers joined by underscores or hyphens kept together (also how result excerpts are marked). */
export const RAW_WORD = /[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu;
/** Where an identifier's words meet: `_`, `-`, a lower-case letter or digit before a capital, `HTTPStatus`. */
const WORD_BOUNDARY = /[_-]|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
/** English possessives: "folder's" is the word "folder". */
const POSSESSIVE = /['’]s\b/gu;

/** lunr's English stop words: dropped from prose, kept where they are names in the schema (`me`, `first`, …). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a able about across after all almost also am among an and any are as at be because been but by can cannot ' +
    'could dear did do does either else ever every for from get got had has have he her hers him his how however ' +
    'i if in into is it its just least let like likely may me might most must my neither no nor not of off often ' +
    'on only or other our own rather said say says she should since so some than that the their them then there ' +
    'these they this tis to too twas us wants was we were what when where which while who whom why will with ' +
    'would yet you your'
  ).split(' '),
);

/**
 * Whether a query's word says no more than a stop word: one, or a plain word whose stem is one ("one" and "ones"
 * stem to "on", "doing" to "do"). The index keeps such stems where the schema's names have them
 * (`commentCreatedOnDocument`), so "get one document" would otherwise find every name with "On" in it.
 */
export function isStopWord(word: string): boolean {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) || (wordParts(word).length === 1 && STOP_WORDS.has(stem(lower)));
}

/** The words of `text` as written (identifiers whole), in order. */
export function rawWords(text: string): string[] {
  return [
    ...text
      .slice(0, MAX_QUERY_LENGTH * 1000)
      .replace(POSSESSIVE, '')
      .matchAll(RAW_WORD),
  ].map((m) => m[0]);
}

/** An identifier's words, lower case: `createFolderInput` → create, folder, input; a plain word → itself. */
export function wordParts(word: string): string[] {
  return word
    .split(WORD_BOUNDARY)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}

/** The terms a written word is indexed as: itself whole (lower case) and, for an identifier, its words. */
export function termsOfWord(word: string): string[] {
  const whole = word.toLowerCase();
  const parts = wordParts(word);
  return parts.length > 1 ? [whole, ...parts] : [whole];
}

/** A query's words (lower case, whole), cut to the search box's limit. */
export function tokenize(text: string): string[] {
  return rawWords(text.slice(0, MAX_QUERY_LENGTH)).map((word) => word.toLowerCase());
}

/** lunr's English stemmer on one word: the form both the index and queries are matched in. */
export function stem(term: string): string {
  return String((lunr.stemmer as unknown as (token: lunr.Token) => lunr.Token)(new lunr.Token(term, {})));
}

/** The stems of the terms of `text`, for marking matched words in an excerpt. */
export function stemsOfWord(word: string): string[] {
  return termsOfWord(word).map(stem);
}
