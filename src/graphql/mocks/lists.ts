/**
 * Lists in the mocks (./index.ts) as their descriptions promise them: "sorted by name", "newest first", "oldest
 * first", "that are `QUEUED` or `RUNNING`", "(`kind: REPORT`)". Read from the schema's own words, so a list whose
 * description says nothing of the kind is left as generated.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {getNamedType, isEnumType, isScalarType, type GraphQLField, type GraphQLObjectType} from 'graphql';

/** What a list's description promises of its items. */
export interface ListPromise {
  /** The field the items are ordered by, and whether the last comes first. */
  readonly order?: {readonly field: string; readonly descending: boolean};
  /** Values every item has, one of each field's list, in turn. */
  readonly values: ReadonlyMap<string, readonly string[]>;
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
  const values = new Map<string, readonly string[]>();
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
  return order || values.size > 0 ? {order, values} : undefined;
}

/** The items with the values the promise names, in the order it names. */
export function keepPromise<T>(store: IMockStore, items: readonly T[], promise: ListPromise): T[] {
  const refs = items.filter((item): item is T & Ref => isRef(item));
  refs.forEach((item, index) => {
    for (const [field, values] of promise.values) store.set(item, field, values[index % values.length]);
  });
  const {order} = promise;
  if (!order || refs.length !== items.length) return [...items];
  const key = (item: Ref) => String(store.get(item, order.field) ?? '');
  const sorted = [...refs].sort((left, right) => key(left).localeCompare(key(right)));
  return (order.descending ? sorted.reverse() : sorted) as T[];
}
