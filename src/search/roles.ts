/**
 * What job a section does for a reader, and what a query asks for by its form: the two halves of the principle in
 * maintainers/search.md ("The right first answer"). A glossary entry defines a word and a troubleshooting entry
 * answers a failure: neither is the home of a topic. A reference page of an input, a payload, a connection or an
 * edge is part of an operation's contract: the answer when it is named, not when its words are. A reference page of
 * a type is not how a task is done: the operation that does it and the guide that explains it are.
 */
import {referenceKind} from './present';
import {isStopWord, rawWords, stem} from './tokens';

export type SectionRole =
  | 'guide'
  | 'operation'
  | 'type'
  | 'contract part'
  | 'glossary'
  | 'troubleshooting'
  | 'blog'
  | 'changelog';

/** The kinds of query maintainers/search.md says the right first answer of, as told from the query's form. */
export type QueryKind = 'identifier' | 'failure' | 'change' | 'definition' | 'question' | 'task' | 'topic' | 'concept';

/** The reference kinds of a schema's root operations. */
export const OPERATION_KINDS: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription']);

/** The schema's conventions for the types that are parts of an operation's contract (`…Input` is a kind of its own). */
const CONTRACT_PART_NAME = /(?:Payload|Connection|Edge)$/;
const GLOSSARY_PAGE = /^\/docs\/glossar(?:y)?(?:[/#]|$)/;
const TROUBLESHOOTING_PAGE = /^\/docs\/troubleshooting(?:[/#]|$)/;
const BLOG_PAGE = /^\/blog(?:[/#]|$)/;
const CHANGELOG_PAGE = /^\/docs\/changelog(?:[/#]|$)/;

export function sectionRole(route: string, title: string): SectionRole {
  if (GLOSSARY_PAGE.test(route)) return 'glossary';
  if (TROUBLESHOOTING_PAGE.test(route)) return 'troubleshooting';
  if (BLOG_PAGE.test(route)) return 'blog';
  if (CHANGELOG_PAGE.test(route)) return 'changelog';
  const kind = referenceKind(route);
  if (kind === undefined) return 'guide';
  if (OPERATION_KINDS.has(kind)) return 'operation';
  return kind === 'Input' || (kind === 'Object' && CONTRACT_PART_NAME.test(title)) ? 'contract part' : 'type';
}

/** The pages that explain failures: the troubleshooting entries, the error codes and the limits. */
const FAILURE_PAGES = /^\/docs\/(?:troubleshooting|errors|limits)(?:[/#]|$)/;

/** Whether a section is on a page that explains failures (the right first answer to an error, maintainers/search.md). */
export function explainsFailures(route: string): boolean {
  return FAILURE_PAGES.test(route);
}

/** Whether a query is a task: its first word names an action (`actions`: src/search/vocabulary.ts). */
export function isTaskQuery(query: string, actions: ReadonlySet<string>): boolean {
  const first = rawWords(query)[0];
  return first !== undefined && actions.has(first.toLowerCase());
}

/**
 * The verbs English uses for asking to be shown what is there, or to be given a copy of it (a closed class, written
 * once from the language, not from the judged queries): a task that starts with one reads, which in GraphQL is a
 * query.
 */
const READ_VERBS = new Set(
  'get list find fetch read show view see search look filter retrieve load display browse count lookup query download'.split(' '),
);
/**
 * The verbs English uses for waiting to be told when something changes (a closed class, written once from the
 * language): a task that starts with one watches, which in GraphQL is a subscription. Any other action writes, which is
 * a mutation.
 */
const WATCH_VERBS = new Set('watch subscribe listen monitor observe track follow notify alert stream'.split(' '));

/**
 * The verbs English uses for taking something away or undoing it (a closed class, written once from the language):
 * a task that starts with one is done by a mutation whose name starts with one, and a task that adds, sets or makes
 * something is not ("give a group access" is not `removeGroup`).
 */
const REMOVE_VERBS = new Set(
  (
    'remove delete erase drop revoke withdraw detach unassign unlink unpin unshare unfavorite unfavourite unfollow ' +
    'unsubscribe discard purge destroy trash clear strip exclude deny disallow cancel abort stop halt kick ban'
  ).split(' '),
);

export type TaskVerb = 'read' | 'write' | 'remove' | 'watch';

/** Whether a task (a query that starts with an action) reads, watches, takes away or otherwise writes. */
export function taskVerb(query: string): TaskVerb | undefined {
  const first = rawWords(query)[0]?.toLowerCase();
  if (first === undefined) return undefined;
  if (READ_VERBS.has(first)) return 'read';
  if (REMOVE_VERBS.has(first)) return 'remove';
  return WATCH_VERBS.has(first) ? 'watch' : 'write';
}

/** Whether an operation's name starts with a verb that takes away (`removeGroup`, `abortExportJob`), by its route. */
export function operationRemoves(route: string): boolean {
  const slug = /\/docs\/graphql\/mutations\/([a-z0-9]+)/.exec(route)?.[1];
  return slug !== undefined && REMOVE_VERBS.has(slug);
}

/** The kind of root operation that does what a task's verb asks. */
export const OPERATION_OF_VERB: Readonly<Record<TaskVerb, string>> = {
  read: 'Query',
  write: 'Mutation',
  remove: 'Mutation',
  watch: 'Subscription',
};

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
/** "can't", "doesn't", "not allowed", "too many", "already exists": a negation, an excess or a clash. */
const FAILURE_PHRASES = /\b(?:already (?:exists?|taken|used|in use)|can['’]?t|won['’]?t|doesn['’]?t|isn['’]?t|didn['’]?t|not (?:allowed|found|working|provided|valid)|too (?:many|large|big|long|deep|complex))\b/i;
/** An HTTP status that reports a failure. */
const ERROR_STATUS = /^[45]\d\d$/;
/**
 * An error code as the API writes them: a word in capitals with an underscore or long (`NAME_TAKEN`, `FORBIDDEN`),
 * not an abbreviation (`API`, `HTTPS`, `JSON`).
 */
const ERROR_CODE = /^(?:[A-Z0-9]+_[A-Z0-9_]+|[A-Z]{8,})$/;

/** Whether a query says in words that something failed: a failure word or phrase, or an HTTP error status. */
function saysFailure(query: string): boolean {
  if (FAILURE_PHRASES.test(query)) return true;
  return rawWords(query).some((word) => ERROR_STATUS.test(word) || FAILURE_WORDS.has(stem(word.toLowerCase())));
}

/** Whether a query has an error code (`NAME_TAKEN`, `FORBIDDEN`). */
function hasErrorCode(query: string): boolean {
  return rawWords(query).some((word) => ERROR_CODE.test(word) && /[A-Z]/.test(word));
}

/** Whether a query reports a failure: an HTTP error status, an error code, or words that say something went wrong. */
export function isFailureQuery(query: string): boolean {
  return saysFailure(query) || hasErrorCode(query);
}

/**
 * The words English uses for a change over time in a product: its dates and its versions (a closed class, written once
 * from the language, not from the judged queries). A query with one asks for news: what changed, when, how to move on.
 */
const CHANGE_WORDS = new Set(
  (
    'deadline still legacy deprecated deprecation deprecations sunset sunsetting shutdown retire retired retirement ' +
    'migrate migrating migration upgrade upgrading changelog release releases released announcement announced timeline'
  )
    .split(' ')
    .map(stem),
);
/** A version written as one (`v1`, `v2`), or "shut down", "end of life", "breaking change". */
const CHANGE_PHRASES = /\b(?:v\d+|shut(?:ting)? down|end of life|breaking changes?|what['’]?s new)\b/i;

/** Whether a query asks about a change: a change word or phrase, or a question that asks when. */
export function isChangeQuery(query: string): boolean {
  const words = rawWords(query).map((word) => word.toLowerCase());
  return CHANGE_PHRASES.test(query) || words[0] === 'when' || words.some((word) => CHANGE_WORDS.has(stem(word)));
}

/** Words that open a question in English (a closed class), or a question mark anywhere. */
const QUESTION_WORDS = new Set(
  'how what when where why which who whose whom can could do does did is are was were should would will may must shall has have'.split(
    ' ',
  ),
);
/**
 * A question that asks what a word means: "what is a cursor", "what are labels?", "what does archived mean" (a closed
 * class of English, written once). The glossary's job (maintainers/search.md). "What is the address of the API" asks
 * for a value, not a meaning: a definition names its word in three words at most.
 */
const DEFINITION_QUESTION =
  /^\s*(?:(?:what\s+(?:is|are)|what['’]s)(?:\s+(?:an?|the))?(?:\s+[\p{L}\p{N}_-]+){1,3}\s*\??\s*$|what\s+(?:does|do)\b.*\bmean\s*\??\s*$)/iu;

/** GraphQL's punctuation in a query: a selection, arguments, a variable, a directive, a non-null or list type. */
const GRAPHQL_SYNTAX = /[{}()[\]:!$@]/;
/** An identifier as the schema writes them: camelCase, PascalCase of two words or more, or joined by `_`. */
const IDENTIFIER = /^(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Za-z0-9]+_[A-Za-z0-9_]+)$/;
/** A topic is named in this many words at most (small words aside). */
export const TOPIC_WORDS = 2;

/**
 * What a query asks for, from its form (maintainers/search.md): a failure (./isFailureQuery), an identifier (a name
 * written as the schema writes names, or GraphQL's syntax), a change (./isChangeQuery), a question (a question word first, or a question mark; a definition when it asks what
 * a word is or means), a
 * task (an action word first), a topic (one or two words), else a concept.
 */
export function queryKind(query: string, actions: ReadonlySet<string>): QueryKind {
  if (saysFailure(query)) return 'failure';
  const words = rawWords(query);
  // GraphQL's syntax makes capitals an enum value (`UPDATED_AT`), not an error code.
  if (GRAPHQL_SYNTAX.test(query)) return 'identifier';
  if (hasErrorCode(query)) return 'failure';
  if (words.some((word) => IDENTIFIER.test(word))) return 'identifier';
  if (isChangeQuery(query)) return 'change';
  const first = words[0]?.toLowerCase();
  if (query.includes('?') || (first !== undefined && QUESTION_WORDS.has(first) && words.length > 2)) {
    return DEFINITION_QUESTION.test(query) ? 'definition' : 'question';
  }
  const content = words.filter((word) => !isStopWord(word));
  // One word names a topic, whatever its part of speech ("export").
  if (content.length > 1 && isTaskQuery(query, actions)) return 'task';
  return content.length <= TOPIC_WORDS ? 'topic' : 'concept';
}
