/**
 * The search files the build writes and the search box, the judged-set evaluation and the docs MCP server read:
 * `search-index-{tag}.json` (the spec's format: `documents` and a serialized lunr `index`) and the excerpts.
 */
import lunr from 'lunr';

import {REFERENCE_BASE_PATH} from '../config/reference';
import {referenceKind, type ResultKind} from './present';
import {CORPUS_TAG, SEARCH_PARTS} from './fileNames';
import type {Vocabulary} from './vocabulary';

export {CORPUS_TAG, SEARCH_PARTS};

export const INDEX_FILE = SEARCH_PARTS[0].index;
export const INDEX_FILE_PATTERN = /^search-index-.+\.json$/;
export const EXCERPTS_FILE = SEARCH_PARTS[0].excerpts;
export const EXCERPTS_FILE_PATTERN = /^search-excerpts(-.+)?\.json$/;

/** The generated reference, whose pages grow with the schema. */
const REFERENCE_PAGE = new RegExp(`^/${REFERENCE_BASE_PATH}(?:/|#|$)`);
/** The reference's kinds that go with its overview and deprecated items; the others are its named types. */
const OPERATION_KINDS: ReadonlySet<ResultKind> = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Which part of the index (a place in SEARCH_PARTS) holds a section of this route: the reference's types and
 * directives in the last, the rest of the reference (operations, deprecated items, its overview) in the second, all
 * else in the first.
 */
export function searchPartOf(route: string): number {
  if (!REFERENCE_PAGE.test(route)) return 0;
  const kind = referenceKind(route);
  return kind === undefined || OPERATION_KINDS.has(kind) ? 1 : 2;
}

/** A section as the search reads it. */
export interface IndexedDocument {
  readonly id: number;
  readonly pageTitle: string;
  readonly sectionTitle: string;
  readonly sectionRoute: string;
  readonly type: 'docs' | 'blog' | 'page';
  readonly status?: SchemaItemStatus;
}

/** A reference item that is not in the latest release, or is deprecated. */
export type SchemaItemStatus = 'upcoming' | 'deprecated';

const STATUSES: ReadonlySet<unknown> = new Set<SchemaItemStatus>(['upcoming', 'deprecated']);

/**
 * A section as the file stores it: its id is its place in `documents`, its type follows from its route, and its
 * section title is left out where it is the page's title (a page's opening section, every reference page).
 */
export interface StoredDocument {
  readonly pageTitle: string;
  readonly sectionRoute: string;
  readonly sectionTitle?: string;
  /** Only on the sections of an upcoming or deprecated item's page. */
  readonly status?: SchemaItemStatus;
}

/** What a route is: a docs page, a blog post or another page. */
export function routeType(route: string): IndexedDocument['type'] {
  if (/^\/docs(\/|#|$)/.test(route)) return 'docs';
  return /^\/blog(\/|#|$)/.test(route) ? 'blog' : 'page';
}

/** The stored form of a section. */
export function storedDocument({
  pageTitle,
  sectionTitle,
  sectionRoute,
  status,
}: Omit<IndexedDocument, 'id' | 'type'>): StoredDocument {
  return {pageTitle, sectionRoute, ...(sectionTitle !== pageTitle && {sectionTitle}), ...(status && {status})};
}

export interface SearchIndexFile {
  readonly documents: readonly StoredDocument[];
  /** The id of the first document where it is not 0: a later part's documents go on from the parts before it. */
  readonly firstId?: number;
  /** The first part's: the words developers use for the index's terms (src/search/vocabulary.ts), and its source. */
  readonly vocabulary?: Vocabulary;
  /** The first part's: the words that name an action, as written (src/search/vocabulary.ts). */
  readonly actions?: readonly string[];
  readonly vocabularySource?: string;
  readonly index: {
    fields: string[];
    fieldVectors: [string, number[]][];
    invertedIndex: [string, Record<string, unknown>][];
    pipeline: string[];
    version: string;
  };
}

export interface ParsedIndex {
  readonly name: string;
  readonly documents: ReadonlyMap<string, IndexedDocument>;
  readonly index: lunr.Index;
  /** Every term of the index, to tell a word the index has from one to correct. */
  readonly vocabulary: ReadonlySet<string>;
  /** The words developers use for the index's terms, where the file has them (the first part). */
  readonly synonyms?: ReadonlyMap<string, readonly string[]>;
  /** The words that name an action, where the file has them (the first part). */
  readonly actions?: ReadonlySet<string>;
}

/** Reads an index file (the whole index or one of its parts); throws, naming the file, on anything that is not one. */
export function parseIndexFile(name: string, json: unknown): ParsedIndex {
  const fail = (what: string): never => {
    throw new Error(`${name}: not a search index file: ${what}`);
  };
  const file = json as Partial<SearchIndexFile> | null;
  if (!file || typeof file !== 'object') return fail('not a JSON object');
  if (!Array.isArray(file.documents)) return fail('"documents" is not a list');
  const index = file.index;
  if (
    !index ||
    !Array.isArray(index.fieldVectors) ||
    !Array.isArray(index.invertedIndex) ||
    !Array.isArray(index.fields)
  ) {
    return fail('"index" is not a serialized lunr index');
  }
  const firstId = file.firstId === undefined ? 0 : file.firstId;
  if (!Number.isSafeInteger(firstId) || firstId < 0) return fail('"firstId" is not a whole number from 0');
  const documents = new Map<string, IndexedDocument>();
  file.documents.forEach((document, place) => {
    const id = firstId + place;
    if (typeof document?.sectionRoute !== 'string' || typeof document.pageTitle !== 'string') {
      fail(`document ${JSON.stringify(document)?.slice(0, 80)} has no sectionRoute or pageTitle`);
    }
    const {pageTitle, sectionRoute} = document;
    const sectionTitle = typeof document.sectionTitle === 'string' ? document.sectionTitle : pageTitle;
    const status = STATUSES.has(document.status) ? document.status : undefined;
    documents.set(String(id), {id, pageTitle, sectionTitle, sectionRoute, type: routeType(sectionRoute), ...(status && {status})});
  });
  let loaded: lunr.Index;
  try {
    loaded = lunr.Index.load(index);
  } catch (error) {
    return fail((error as Error).message);
  }
  const synonyms = file.vocabulary;
  if (synonyms !== undefined && (typeof synonyms !== 'object' || synonyms === null || Array.isArray(synonyms)))
    return fail('"vocabulary" is not an object');
  const actions = Array.isArray(file.actions) ? file.actions.filter((word) => typeof word === 'string') : undefined;
  return {
    name,
    documents,
    index: loaded,
    ...(actions ? {actions: new Set(actions)} : {}),
    vocabulary: new Set(index.invertedIndex.map(([term]) => term)),
    ...(synonyms
      ? {
          synonyms: new Map(
            Object.entries(synonyms).filter(
              (entry): entry is [string, string[]] =>
                Array.isArray(entry[1]) && entry[1].every((term) => typeof term === 'string'),
            ),
          ),
        }
      : {}),
  };
}
