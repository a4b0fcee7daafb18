import {REFERENCE_BASE_PATH} from '../config/reference';
import {RAW_WORD, stemsOfWord} from './tokens';

/** What a result row shows: what the page is, its title and section, and an excerpt with the matched words. */

export type ResultKind =
  | 'Guide'
  | 'Blog'
  | 'Query'
  | 'Mutation'
  | 'Subscription'
  | 'Object'
  | 'Input'
  | 'Enum'
  | 'Scalar'
  | 'Directive'
  | 'Interface'
  | 'Union';

const REFERENCE_KINDS: Readonly<Record<string, ResultKind>> = {
  queries: 'Query',
  mutations: 'Mutation',
  subscriptions: 'Subscription',
  objects: 'Object',
  inputs: 'Input',
  enums: 'Enum',
  scalars: 'Scalar',
  directives: 'Directive',
  interfaces: 'Interface',
  unions: 'Union',
};

/** A reference page's route: its kind's folder (every item, deprecated or not, is at `/docs/graphql/{section}/{name}`). */
const REFERENCE_ROUTE = new RegExp(`^/${REFERENCE_BASE_PATH}/([a-z]+)/`);

/** Whether a section is of a deprecated item's reference page: its index document says so. */
export function isDeprecated(document: {readonly status?: string}): boolean {
  return document.status === 'deprecated';
}

/** The kind of a reference page, from the folder it is generated into; undefined for any other route. */
export function referenceKind(route: string): ResultKind | undefined {
  const folder = REFERENCE_ROUTE.exec(route)?.[1];
  return folder !== undefined && Object.hasOwn(REFERENCE_KINDS, folder) ? REFERENCE_KINDS[folder] : undefined;
}

/** Whether a route is a page of the generated API reference. */
export function isReference(route: string): boolean {
  return referenceKind(route) !== undefined;
}

/** The kind of page a route is: a reference page's kind is the folder it is generated into. */
export function kindOf(route: string, type: string): ResultKind {
  if (type === 'blog' || route.startsWith('/blog/')) return 'Blog';
  return referenceKind(route) ?? 'Guide';
}

// Pictographs, their variation selector and joiners: the category cards' "📄️" and "🗃" are not part of a title.
const ICONS = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

export function cleanTitle(title: string): string {
  return title.replace(ICONS, '').replace(/\s+/g, ' ').trim();
}

export type Highlight = readonly [start: number, end: number];

/** The ranges of `text` whose words match `terms` (the index's stemmed terms that a result matched). */
export function highlightsIn(text: string, terms: ReadonlySet<string>): Highlight[] {
  const highlights: Highlight[] = [];
  for (const match of text.matchAll(RAW_WORD)) {
    if (stemsOfWord(match[0]).some((term) => terms.has(term))) {
      highlights.push([match.index, match.index + match[0].length]);
    }
  }
  return highlights;
}
