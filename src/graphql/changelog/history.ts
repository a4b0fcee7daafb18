/**
 * The history of each reference page's item (a type, a root field or a directive), derived from the changelog:
 * when it was added, changed and deprecated, and the date of the release in which it last changed.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLSchema,
} from 'graphql';

import type {Changelog, SectionDate} from './changelog';
import type {ChangelogEntry} from './classify';
import {pageItemOf, referencePageOf, resolveCoordinate} from './coordinates';

export interface HistoryEvent {
  readonly date: SectionDate;
  readonly entry: ChangelogEntry;
  /** The member of the page's item the entry is about (`url` of `Document`); undefined for the item itself. */
  readonly member?: string;
}

export interface PageHistory {
  /** Coordinate of the page's item. */
  readonly item: string;
  /** Newest first, Upcoming first of all. */
  readonly events: readonly HistoryEvent[];
  /** Date of the latest release that changed the item (or the first release, if none did); none for unreleased items. */
  readonly lastUpdate?: string;
}

/** Coordinates of the items that have a reference page in a schema. */
export function pageItems(schema: GraphQLSchema): string[] {
  const items: string[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (roots.includes(type as never)) {
      for (const field of Object.keys((type as {getFields(): object}).getFields())) items.push(`${type.name}.${field}`);
    } else if (
      isScalarType(type) ||
      isEnumType(type) ||
      isInputObjectType(type) ||
      isInterfaceType(type) ||
      isUnionType(type) ||
      isObjectType(type)
    ) {
      items.push(type.name);
    }
  }
  for (const directive of schema.getDirectives()) items.push(`@${directive.name}`);
  return items;
}

/** History of every reference page of the working schema, by page (`objects/document`, `mutations/create-folder`). */
export function referenceHistory(changelog: Changelog, working: GraphQLSchema): Map<string, PageHistory> {
  const eventsByItem = new Map<string, HistoryEvent[]>();
  for (const section of changelog.sections) {
    for (const entry of section.entries) {
      const schema = entry.kind === 'removed' ? section.before : section.after;
      const item = pageItemOf(schema, entry.coordinate);
      const member = entry.coordinate === item ? undefined : entry.coordinate.slice(item.length + 1);
      eventsByItem.set(item, [...(eventsByItem.get(item) ?? []), {date: section.date, entry, member}]);
    }
  }
  const histories = new Map<string, PageHistory>();
  for (const item of pageItems(working)) {
    const page = referencePageOf(working, item);
    if (!page) continue;
    const events = eventsByItem.get(item) ?? [];
    const released = events.map((event) => event.date).filter((date) => date !== 'upcoming');
    const baseline = changelog.baseline;
    const lastUpdate =
      released.sort().at(-1) ?? (baseline && resolveCoordinate(baseline.schema, item) ? baseline.date : undefined);
    histories.set(page, {item, events, lastUpdate});
  }
  return histories;
}
