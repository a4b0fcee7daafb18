/**
 * Lists in the mocks (./index.ts) as their descriptions promise them: "sorted by name", "newest first", "oldest
 * first", "that are `QUEUED` or `RUNNING`", "(`kind: REPORT`)", "(without personal labels)", and items numbered by a
 * `position` "starting at 0".
 * Read from the schema's own words, so a list whose description says nothing of the kind is left as generated.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';

import {pascalCase} from '../sampleValues';

/** What a list's description promises of its items. */
export interface ListPromise {
  /** The field the items are ordered by, and whether the last comes first. */
  readonly order?: {readonly field: string; readonly descending: boolean};
  /** Values every item has, one of each field's list, in turn. */
  readonly values: ReadonlyMap<string, readonly unknown[]>;
  /** The field that numbers the items in the list's order: a `position` "starting at 0". */
  readonly numbered?: string;
  /** In a list in time order, the field that numbers the items from the oldest: a `number` "starting at 1". */
  readonly counted?: string;
  /** In a list in time order, the flag only the newest item has: "`true` for the document's current revision". */
  readonly current?: string;
}

/** "Number of the revision, starting at 1 for the first version." */
const COUNTED_FROM_ONE = /\bstarting at 1\b/;
/** "`true` for the document's current revision." */
const CURRENT_ONE = /^`true` for the \w+'s current \w+/;

function fieldOfType(type: GraphQLObjectType, scalar: string, description: RegExp): string | undefined {
  return Object.values(type.getFields()).find((field) => {
    const named = getNamedType(field.type);
    return isScalarType(named) && named.name === scalar && description.test(field.description ?? '');
  })?.name;
}

/** The date fields a "newest first" list is most likely ordered by, in this order. */
const DATE_FIELDS = ['occurredAt', 'createdAt', 'startedAt', 'updatedAt'];

function enumFieldWith(type: GraphQLObjectType, values: readonly string[]): string | undefined {
  return Object.values(type.getFields()).find((field) => {
    const named = getNamedType(field.type);
    return isEnumType(named) && values.every((value) => named.getValue(value) !== undefined);
  })?.name;
}

/** What `field`'s description promises of its items of `itemType`, if anything. */
export function listPromise(field: GraphQLField<unknown, unknown>, itemType: GraphQLObjectType): ListPromise | undefined {
  const description = field.description ?? '';
  const fields = itemType.getFields();
  const values = new Map<string, readonly unknown[]>();
  // "that are `QUEUED` or `RUNNING`": the items' status, in the enum that has those values.
  const that = /\bthat are ((?:`[A-Z_]+`(?:, | or )?)+)/.exec(description);
  if (that) {
    const listed = [...that[1]!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
    const name = enumFieldWith(itemType, listed);
    if (name) values.set(name, listed);
  }
  // "(`kind: REPORT`)": a field's value given as GraphQL writes it.
  for (const [, name, value] of description.matchAll(/\(`(\w+): ([A-Z_]+)`\)/g)) {
    if (name && value && enumFieldWith(itemType, [value]) === name) values.set(name, [value]);
  }
  // "(without personal labels)": no item has the flag the word names (`isPersonal`).
  for (const [, word] of description.matchAll(/\bwithout (\w+) \w+\)/g)) {
    const flag = fields[`is${pascalCase(word!)}`];
    const flagType = flag && getNamedType(flag.type);
    if (flag && flagType && isScalarType(flagType) && flagType.name === 'Boolean') values.set(flag.name, [false]);
  }
  let order: ListPromise['order'];
  if (/\bsorted by name\b/i.test(description) && 'name' in fields) order = {field: 'name', descending: false};
  const newest = /\bnewest first\b/i.test(description);
  if (newest || /\boldest first\b/i.test(description)) {
    const dated = DATE_FIELDS.find((name) => {
      const type = fields[name] && getNamedType(fields[name].type);
      return type !== undefined && isScalarType(type);
    });
    if (dated) order = {field: dated, descending: newest};
  }
  const inTime = order !== undefined && order.field !== 'name';
  const counted = inTime ? fieldOfType(itemType, 'Int', COUNTED_FROM_ONE) : undefined;
  const current = inTime ? fieldOfType(itemType, 'Boolean', CURRENT_ONE) : undefined;
  const position = fields['position'];
  const numbered = position && /\bstarting at 0\b/.test(position.description ?? '') ? position.name : undefined;
  return order || values.size > 0 || numbered ? {order, values, numbered, counted, current} : undefined;
}

/**
 * The order a list's arguments ask for (`sortBy: NAME`, `sortAfter: CREATED_AT`, `sortDirection: DESC`, defaults
 * included), when the sort key names a scalar field of the item: `CREATED_AT` is `createdAt`.
 */
export function argumentOrder(
  field: GraphQLField<unknown, unknown>,
  itemType: GraphQLObjectType,
  args: Readonly<Record<string, unknown>>,
): ListPromise['order'] {
  let key: string | undefined;
  let descending = false;
  for (const argument of field.args) {
    const type = getNamedType(argument.type);
    const value = args[argument.name];
    if (!/^sort/.test(argument.name) || !isEnumType(type) || typeof value !== 'string') continue;
    if (type.getValue('ASC') && type.getValue('DESC')) descending = value === 'DESC';
    else key = value.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  }
  const own = key ? itemType.getFields()[key] : undefined;
  const type = own && getNamedType(own.type);
  return own && type && isScalarType(type) ? {field: own.name, descending} : undefined;
}

/**
 * The items with the values the promise names, in the order it names, by their values as `valueOf` reads them (a
 * count the mocks resolve from its list, not the one stored).
 */
export function keepPromise<T>(
  store: IMockStore,
  items: readonly T[],
  promise: ListPromise,
  valueOf: (item: Ref, field: string) => unknown = (item, field) => store.get(item, field),
): T[] {
  const refs = items.filter((item): item is T & Ref => isRef(item));
  refs.forEach((item, index) => {
    for (const [field, values] of promise.values) store.set(item, field, values[index % values.length]);
  });
  const {order, numbered} = promise;
  let kept: T[] = [...items];
  if (order && refs.length === items.length) {
    const key = (item: Ref) => valueOf(item, order.field) ?? '';
    const sorted = [...refs].sort((left, right) => {
      const [a, b] = [key(left), key(right)];
      return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    });
    kept = (order.descending ? sorted.reverse() : sorted) as T[];
  }
  // "Position of the widget in its group, starting at 0": the items are numbered in the list's order.
  if (numbered) kept.forEach((item, index) => isRef(item) && store.set(item, numbered, index));
  // Revisions newest first: numbered from 1 for the oldest, and only the newest is the current one.
  const {counted, current} = promise;
  const fromOldest = (index: number) => (order?.descending ? kept.length - 1 - index : index);
  if (counted) kept.forEach((item, index) => isRef(item) && store.set(item, counted, fromOldest(index) + 1));
  if (current) kept.forEach((item, index) => isRef(item) && store.set(item, current, fromOldest(index) === kept.length - 1));
  return kept;
}

/**
 * The field that counts a list field's items, by the schema's naming: `memberCount` counts `members`, `documentCount`
 * `documents` (an `Int` of no arguments named after the list).
 */
export function countFieldOf(type: GraphQLObjectType, listField: string): string | undefined {
  const fields = type.getFields();
  const base = listField.replace(/s$/, '');
  const count = fields[`${base}Count`] ?? fields[`${listField}Count`];
  const named = count && getNamedType(count.type);
  return count && count.args.length === 0 && named && isScalarType(named) && named.name === 'Int' ? count.name : undefined;
}

/**
 * The versions a list holds beside the entity they are versions of (`RevisionAndHistory`: `document` and its
 * `revisions`, in time order with a current one) agree with it: the current version holds what the entity shows of
 * the fields both have (a revision's `file` and `textContent` are the document's), and what the entity has no value
 * for no version has (a text document's revisions have no file). Times, ids and entities are each one's own.
 */
export function versionsOfSibling(
  parentType: GraphQLObjectType,
  itemType: GraphQLObjectType,
  parent: unknown,
  items: readonly unknown[],
  promise: ListPromise,
  shown: (parent: unknown, field: string) => unknown,
  write: (item: Ref, field: string, value: unknown) => void,
): void {
  const {current} = promise;
  const versions = items.filter((item): item is Ref => isRef(item));
  if (!current || versions.length === 0) return;
  for (const sibling of Object.values(parentType.getFields())) {
    const entityType = getNamedType(sibling.type);
    if (!isObjectType(entityType) || !('id' in entityType.getFields()) || isListType(getNullableType(sibling.type))) continue;
    const entity = shown(parent, sibling.name);
    if (!entity) continue;
    const shared = Object.values(itemType.getFields()).filter((own) => {
      const same = entityType.getFields()[own.name];
      const named = getNamedType(own.type);
      const isEntity = isObjectType(named) && 'id' in named.getFields();
      return same && getNamedType(same.type) === named && own.name !== 'id' && !/At$/.test(own.name) && !isEntity;
    });
    for (const own of shared) {
      const value = shown(entity, own.name);
      for (const version of versions) {
        if (shown(version, current) === true) write(version, own.name, value);
        else if (value === null && !isNonNullType(own.type)) write(version, own.name, null);
      }
    }
  }
}
