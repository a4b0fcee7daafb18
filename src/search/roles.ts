/**
 * What job a section does for a reader, and what a query asks for by its form: the two halves of the principle in
 * maintainers/search.md ("The right first answer"). A glossary entry defines a word and a troubleshooting entry
 * answers a failure: neither is the home of a topic. A reference page of an input, a payload, a connection or an
 * edge is part of an operation's contract: the answer when it is named, not when its words are. A reference page of
 * a type is not how a task is done: the operation that does it and the guide that explains it are.
 */
import {referenceKind} from './present';
import {rawWords, stem} from './tokens';

export type SectionRole = 'guide' | 'operation' | 'type' | 'contract part' | 'glossary' | 'troubleshooting';

const OPERATION_KINDS = new Set(['Query', 'Mutation', 'Subscription']);

/** The schema's conventions for the types that are parts of an operation's contract (`…Input` is a kind of its own). */
const CONTRACT_PART_NAME = /(?:Payload|Connection|Edge)$/;
const GLOSSARY_PAGE = /^\/docs\/glossar(?:y)?(?:[/#]|$)/;
const TROUBLESHOOTING_PAGE = /^\/docs\/troubleshooting(?:[/#]|$)/;

export function sectionRole(route: string, title: string): SectionRole {
  if (GLOSSARY_PAGE.test(route)) return 'glossary';
  if (TROUBLESHOOTING_PAGE.test(route)) return 'troubleshooting';
  const kind = referenceKind(route);
  if (kind === undefined) return 'guide';
  if (OPERATION_KINDS.has(kind)) return 'operation';
  return kind === 'Input' || (kind === 'Object' && CONTRACT_PART_NAME.test(title)) ? 'contract part' : 'type';
}

/** Whether a query is a task: its first word names an action (`actions`: src/search/vocabulary.ts). */
export function isTaskQuery(query: string, actions: ReadonlySet<string>): boolean {
  const first = rawWords(query)[0];
  return first !== undefined && actions.has(first.toLowerCase());
}

/**
 * The words English uses to say that something went wrong. A closed class, written once from the language (not from
 * the judged queries): with an HTTP error status or an error code, they make a query one about a failure.
 */
const FAILURE_WORDS = new Set(
  (
    'error errors fail fails failed failing failure cannot unable invalid denied refused refuses rejected rejects ' +
    'forbidden unauthorized unauthorised unauthenticated exceeded exceeds exceed timeout timed mismatch wrong ' +
    'broken missing expired conflict crash crashes problem issue'
  )
    .split(' ')
    .map(stem),
);
/** "can't", "doesn't", "not allowed", "too many": a negation or an excess. */
const FAILURE_PHRASES = /\b(?:can['’]?t|won['’]?t|doesn['’]?t|isn['’]?t|didn['’]?t|not (?:allowed|found|working|provided|valid)|too (?:many|large|big|long|deep|complex))\b/i;
/** An HTTP status that reports a failure. */
const ERROR_STATUS = /^[45]\d\d$/;
/**
 * An error code as the API writes them: a word in capitals with an underscore or long (`NAME_TAKEN`, `FORBIDDEN`),
 * not an abbreviation (`API`, `HTTPS`, `JSON`).
 */
const ERROR_CODE = /^(?:[A-Z0-9]+_[A-Z0-9_]+|[A-Z]{8,})$/;

/** Whether a query reports a failure: an HTTP error status, an error code, or words that say something went wrong. */
export function isFailureQuery(query: string): boolean {
  if (FAILURE_PHRASES.test(query)) return true;
  return rawWords(query).some(
    (word) =>
      ERROR_STATUS.test(word) ||
      (ERROR_CODE.test(word) && /[A-Z]/.test(word)) ||
      FAILURE_WORDS.has(stem(word.toLowerCase())),
  );
}
