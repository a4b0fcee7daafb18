/**
 * The mocks: an executable copy of the schema that answers every operation with plausible, deterministic
 * data. Used by the playground's in-browser mock mode and by `npm run mock-api`; runs in Node and browsers.
 *
 * Built on @graphql-tools/mock: a MockStore keeps generated entities (so one folder keeps its name across
 * fields and requests), per-type mocks pick values by field name, and resolvers shape what the store alone
 * cannot: Relay connections, entities fetched by id, payloads echoing their input, subscription streams, and
 * mutations refusing what the mock data can tell with the user error they declare (./failures.ts).
 */
import {addMocksToSchema, createMockStore, isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  buildSchema,
  execute,
  getNamedType,
  getNullableType,
  getOperationAST,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  subscribe,
  validate,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';

import {checkOperationCost, costExtension, parseWithinNesting} from '../cost';
import {connectionItemType, isConnectionType, isPayloadType} from '../examples';
import {addressResolvers} from './addresses';
import {expressionResolvers, expressionsFromInput} from './expressions';
import {timeResolvers} from './times';
import {eventResolvers} from './events';
import {
  isPlaceType,
  lookupPlaceResolvers,
  PARENT_ID,
  parentArgument,
  placeInParent,
  placeListed,
  placeMutationResults,
  placeResolvers,
  placesInEvent,
  type Places,
} from './places';
import {fieldOf, shownThrough} from './fields';
import {fileResolvers, namedAfterFile, valuesFromSource} from './files';
import {argumentOrder, countFieldOf, keepPromise, listPromise, versionsOfSibling} from './lists';
import {personResolvers} from './people';
import {stateResolvers} from './states';
import {
  copyFromOriginal,
  currentVersions,
  inclusionsFromInput,
  isEntityType,
  listsFilledLater,
  listsFromInput,
  emptyListsFilledLater,
  newRecordState,
  payloadFromInput,
  placedInNewOrder,
  movedBetweenContainers,
  countsFromInput,
  recordsFromEntries,
  statusesNamedInPayload,
  type UpdateEntity,
} from './payloads';
import {partResolvers, partsFromInput} from './parts';
import {colorResolvers} from './colors';
import {listedFoldersParent, MockFolderNames, mockUserErrors, recordCreatedFolder, refusedPayload, sessionOf} from './failures';
import {
  baseLocalId,
  entityTypeForIdField,
  entityTypeInName,
  cursorPosition,
  fromGlobalId,
  sampleCursor,
  sampleDateTime,
  sampleGlobalId,
  sampleScalar,
  stableHash,
  toGlobalId,
} from '../sampleValues';

export interface MockOptions {
  /** Events each subscription emits before it completes. */
  subscriptionEventCount?: number;
  /** Pause between subscription events. */
  subscriptionIntervalMs?: number;
}

export interface MockOperation {
  /** A schema from `createMockExecutableSchema`. */
  schema: GraphQLSchema;
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const DEFAULT_EVENT_COUNT = 3;
const DEFAULT_EVENT_INTERVAL_MS = 400;
/** Items in a mocked connection or list: 3 to 5, fixed per field and parent. */
const MIN_LIST_ITEMS = 3;
const LIST_ITEM_SPREAD = 3;
const PAGINATION_ARGUMENTS = new Set(['first', 'last', 'after', 'before']);
/** Examples use ids from a type's base id up to ~100 above it; generated entities start beyond. */
const GENERATED_ID_OFFSET = 200;
/** An entity looked up by its values (`folderByName`) has an id of its own per lookup, above those of breadcrumbs. */
const LOOKUP_ID_OFFSET = 7_000;
const LOOKUP_IDS = 1_000;

type Args = Record<string, unknown>;
type FieldMock = (args?: Args) => unknown;
type Mocks = Record<string, FieldMock | Record<string, FieldMock>>;
type MockResolvers = NonNullable<Parameters<typeof addMocksToSchema>[0]['resolvers']>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** Counters per key: variants 0, 1, 2… of a field's samples, in the order the executor asks for them. */
class SampleSequence {
  private readonly counters = new Map<string, number>();

  next(key: string): number {
    const value = this.counters.get(key) ?? 0;
    this.counters.set(key, value + 1);
    return value;
  }
}

function listLength(key: string): number {
  return MIN_LIST_ITEMS + (stableHash(key) % LIST_ITEM_SPREAD);
}

/** 3–5 items, fewer when the field's `first`, `last` or `limit` argument asks for fewer. */
function listSize(key: string, args: Args): number {
  const limit = [args['first'], args['limit'], args['last']].find((value) => typeof value === 'number');
  return Math.min(listLength(key), typeof limit === 'number' ? Math.max(limit, 0) : Infinity);
}

function stableArgs(args: Args | undefined, omit: ReadonlySet<string> = new Set()): string {
  const entries = Object.entries(args ?? {})
    .filter(([name]) => !omit.has(name))
    .sort(([left], [right]) => left.localeCompare(right));
  return JSON.stringify(entries);
}

// ---------------------------------------------------------------------------------------------------------
// Values by type and name

function leafSample(
  schema: GraphQLSchema,
  sequence: SampleSequence,
  type: GraphQLNamedType,
  fieldName: string,
  parentName: string,
): unknown {
  const variant = sequence.next(`${parentName}.${fieldName}`);
  if (isEnumType(type)) {
    const values = type.getValues().filter((value) => !value.deprecationReason);
    return values.length > 0 ? values[variant % values.length]?.value : type.getValues()[0]?.value;
  }
  if (isScalarType(type) && type.name === 'ID') {
    return sampleGlobalId(entityTypeForIdField(schema, fieldName, parentName), fieldName, variant);
  }
  if (isScalarType(type)) {
    // Upload never comes back from the API; a file name is a sensible stand-in should a schema return it.
    return sampleScalar(type.name, fieldName, variant, parentName) ?? `upload-${variant + 1}.pdf`;
  }
  return null;
}

/** A value the store can normalise for an output type: leaves as samples, objects as `{}` to insert. */
function sampleOutput(
  schema: GraphQLSchema,
  sequence: SampleSequence,
  type: GraphQLOutputType,
  fieldName: string,
  parentName: string,
  length: number,
): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return Array.from({length}, () => sampleOutput(schema, sequence, nullable.ofType, fieldName, parentName, length));
  }
  const named = getNamedType(nullable);
  if (isLeafType(named)) return leafSample(schema, sequence, named, fieldName, parentName);
  if (isAbstractType(named)) {
    const members = schema.getPossibleTypes(named);
    return {__typename: members[sequence.next(`${named.name}.__typename`) % members.length]?.name};
  }
  return {};
}

/** The arguments of a lookup that are values of what it finds (`folderByName(name:, section:)`): leaves, not ids. */
function lookedUpValues(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>, args: Args): Args {
  const fields = type.getFields();
  const values: Args = {};
  for (const argument of field.args) {
    const value = args[argument.name];
    const own = fields[argument.name];
    const ownType = own ? getNullableType(own.type) : undefined;
    if (value == null || typeof value === 'object' || !ownType || !isLeafType(ownType)) continue;
    if (isScalarType(ownType) && ownType.name === 'ID') continue;
    values[argument.name] = value;
  }
  return values;
}

/** The enum arguments of a list that each item has as a field of the same name and type (`groupsFromRole(role:)`). */
function chosenValues(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>, args: Args): Args {
  const fields = type.getFields();
  const values: Args = {};
  for (const argument of field.args) {
    const argumentType = getNamedType(argument.type);
    const own = fields[argument.name];
    if (typeof args[argument.name] !== 'string' || !isEnumType(argumentType) || !own) continue;
    if (getNamedType(own.type) === argumentType && !isListType(getNullableType(own.type))) values[argument.name] = args[argument.name];
  }
  return values;
}

/** An entity reference for an id argument: the type the id encodes when it fits, else the declared one. */
function entityForId(schema: GraphQLSchema, declared: GraphQLNamedType, id: string): Args | undefined {
  if (isEntityType(declared)) return {id};
  if (!isAbstractType(declared)) return undefined;
  const members = schema.getPossibleTypes(declared).filter(isEntityType);
  const encoded = fromGlobalId(id)?.typeName;
  const member = members.find((candidate) => candidate.name === encoded) ?? members[0];
  return member ? {__typename: member.name, id} : undefined;
}

/** Mocks of a root field: fetch-by-id returns that entity, payloads echo their input. */
function rootFieldMock(
  schema: GraphQLSchema,
  sequence: SampleSequence,
  field: GraphQLField<unknown, unknown>,
  parentName: string,
  updateEntity: UpdateEntity,
): FieldMock {
  const nullable = getNullableType(field.type);
  const isQuery = parentName === schema.getQueryType()?.name;
  const named = getNamedType(field.type);
  // `folder(id:)`, `folderChanged(folderId:)`: an id argument naming the returned entity selects it; a parent's id
  // (`folderByName(parentFolderId:)`) names where to look, not what is found.
  const idArgument = field.args.find(
    (argument) =>
      isScalarType(getNamedType(argument.type)) &&
      (argument.name === 'id' ||
        (/Id$/.test(argument.name) && !PARENT_ID.test(argument.name) && entityTypeInName(schema, argument.name) === named.name)),
  );
  const idsArgument = field.args.find((argument) => argument.name === 'ids');
  // A list of records about entities named by id (`documentIds` for `[RevisionAndHistory]`), not of the entities.
  const aboutArgument = isEntityType(named)
    ? undefined
    : field.args.find((argument) => /[a-z]Ids$/.test(argument.name) && isListType(getNullableType(argument.type)));
  // `folder(locator: {id})`: an input that locates the returned entity by its id (not a mutation's `input`).
  const locatorArgument = idArgument
    ? undefined
    : field.args.find((argument) => {
        const type = getNamedType(argument.type);
        return argument.name !== 'input' && isInputObjectType(type) && 'id' in type.getFields();
      });
  return (args: Args = {}) => {
    const locator = locatorArgument ? (args[locatorArgument.name] as Args | null | undefined) : undefined;
    const id = idArgument ? args[idArgument.name] : locator?.['id'];
    if (typeof id === 'string' && !isListType(nullable)) {
      const entity = entityForId(schema, named, id);
      if (entity) return entity;
    }
    const ids = idsArgument ? args[idsArgument.name] : undefined;
    if (Array.isArray(ids) && isListType(nullable)) {
      const entities = ids.map((each) => (typeof each === 'string' ? entityForId(schema, named, each) : undefined));
      if (entities.every((entity) => entity !== undefined)) return entities;
    }
    // `revisionsOfDocuments(documentIds:)`: one item for each id, in the order given, each about that entity.
    const about = aboutArgument && isListType(nullable) ? args[aboutArgument.name] : undefined;
    if (aboutArgument && isObjectType(named) && Array.isArray(about)) {
      const entity = entityTypeInName(schema, aboutArgument.name);
      const aboutField = Object.values(named.getFields()).find((item) => getNamedType(item.type).name === entity);
      if (aboutField) return about.map((id) => ({[aboutField.name]: {id}}));
    }
    // `folderByName(name: "Contracts 2025")` finds a folder of that name, the same one each time it is asked.
    if (isQuery && isEntityType(named) && !isListType(nullable)) {
      const values = lookedUpValues(named, field, args);
      if (Object.keys(values).length > 0) {
        const lookup = stableHash(`${field.name}(${stableArgs(args)})`) % LOOKUP_IDS;
        const id = toGlobalId(named.name, baseLocalId(named.name) + LOOKUP_ID_OFFSET + lookup);
        updateEntity(named.name, id, values);
        return {id};
      }
    }
    const input = args['input'];
    if (isPayloadType(named) && input && typeof input === 'object') return payloadFromInput(schema, field, named, input as Args, updateEntity);
    // `groupsFromRole(role: OWNER)` lists groups of that role: an enum argument of an item field's name and type.
    const chosen = isQuery && isListType(nullable) && isEntityType(named) ? chosenValues(named, field, args) : {};
    const output = sampleOutput(schema, sequence, field.type, field.name, parentName, listSize(`${parentName}.${field.name}`, args));
    if (Object.keys(chosen).length === 0 || !Array.isArray(output)) return output;
    return output.map((item: unknown) => (item && typeof item === 'object' ? {...item, ...chosen} : item));
  };
}

/**
 * Per-type mocks: every leaf field gets a sample by its name (`email`, `sizeInBytes`, `createdAt`…), every
 * entity a global id matching its type, every `userErrors` an empty list, every list 3–5 items.
 */
function buildMocks(schema: GraphQLSchema, sequence: SampleSequence, updateEntity: UpdateEntity): Mocks {
  const mocks: Mocks = {
    // Fallbacks for values no field mock covers; deterministic, unlike the library's defaults.
    ID: () => toGlobalId('Node', baseLocalId('Node') + sequence.next('ID')),
    String: () => sampleScalar('String', 'text', sequence.next('String')),
    Int: () => sequence.next('Int') + 1,
    Float: () => 1.5 + sequence.next('Float'),
    Boolean: () => sequence.next('Boolean') % 2 === 0,
  };
  const rootNames = new Set([
    schema.getQueryType()?.name,
    schema.getMutationType()?.name,
    schema.getSubscriptionType()?.name,
  ]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isScalarType(type) && !(type.name in mocks)) {
      mocks[type.name] = () => leafSample(schema, sequence, type, type.name.toLowerCase(), type.name);
    } else if (isEnumType(type)) {
      mocks[type.name] = () => leafSample(schema, sequence, type, 'value', type.name);
    } else if (isAbstractType(type)) {
      const members = schema.getPossibleTypes(type);
      mocks[type.name] = {__typename: () => members[sequence.next(`${type.name}.__typename`) % members.length]?.name};
    } else if (isObjectType(type) || isInterfaceType(type)) {
      mocks[type.name] = fieldMocks(schema, sequence, type, rootNames.has(type.name) ? updateEntity : undefined);
    }
  }
  return mocks;
}

function fieldMocks(
  schema: GraphQLSchema,
  sequence: SampleSequence,
  type: GraphQLObjectType | GraphQLInterfaceType,
  /** Given for root types only. */
  updateEntity: UpdateEntity | undefined,
): Record<string, FieldMock> {
  const mocks: Record<string, FieldMock> = {};
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (updateEntity) {
      mocks[field.name] = rootFieldMock(schema, sequence, field, type.name, updateEntity);
    } else if (field.name === 'id' && isScalarType(named) && named.name === 'ID') {
      const entityName = isObjectType(type) ? type.name : 'Node';
      // Generated ids start above the examples' ids, so an entity fetched by an example id stays unique.
      mocks[field.name] = () =>
        toGlobalId(entityName, baseLocalId(entityName) + GENERATED_ID_OFFSET + sequence.next(`${entityName}.id`));
    } else if (field.name === 'userErrors') {
      mocks[field.name] = () => [];
    } else if (isLeafType(named) || isListType(getNullableType(field.type))) {
      mocks[field.name] = (args: Args = {}) =>
        sampleOutput(schema, sequence, field.type, field.name, type.name, listSize(`${type.name}.${field.name}`, args));
    }
  }
  return mocks;
}

// ---------------------------------------------------------------------------------------------------------
// Resolvers the store cannot express

function parentKey(parent: unknown, info: GraphQLResolveInfo): string {
  if (isRef(parent)) return `${parent.$ref.typeName}:${String(parent.$ref.key)}`;
  const path: Array<string | number> = [];
  for (let step: GraphQLResolveInfo['path'] | undefined = info.path.prev; step; step = step.prev)
    path.unshift(step.key);
  return `${info.parentType.name}:${path.join('.')}`;
}

function cursorIndex(cursor: unknown): number | undefined {
  return typeof cursor === 'string' ? cursorPosition(cursor) : undefined;
}

/**
 * How many items a list with a count field has in all (./lists.ts countFieldOf): none when its count was set to 0 (a
 * folder just created), else as many as the list without filters lists; undefined for a list without a count.
 */
function countedItems(
  store: IMockStore,
  parent: unknown,
  parentType: GraphQLObjectType,
  listField: string,
  info: GraphQLResolveInfo,
): number | undefined {
  const count = countFieldOf(parentType, listField);
  const field = parentType.getFields()[listField];
  if (!count || !field || !isRef(parent)) return undefined;
  if (store.get(parent, count) === 0) return 0;
  const defaults = Object.fromEntries(field.args.filter((arg) => arg.defaultValue !== undefined).map((arg) => [arg.name, arg.defaultValue]));
  return listLength(`${parentKey(parent, info)}.${listField}(${stableArgs(defaults, PAGINATION_ARGUMENTS)})`);
}

/** A count field (`memberCount`) counts its list's items (`members`), as countedItems has them. */
function countResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isConnectionType(getNamedType(field.type))) continue;
      const count = countFieldOf(type, field.name);
      if (!count || resolvers[type.name]?.[count]) continue;
      (resolvers[type.name] ??= {})[count] = (parent: unknown, _args: Args, _context: unknown, info: GraphQLResolveInfo) =>
        countedItems(store, parent, type, field.name, info) ?? fieldOf(store, parent, count);
    }
  }
}

/** Called each time a connection resolver answers, with all its items (not only the page) and where it was asked. */
type OnListed = (parent: unknown, args: Args, context: unknown, info: GraphQLResolveInfo, items: readonly Ref[]) => void;

/**
 * A Relay connection over 3–5 items fixed per parent and arguments, honouring first/after/last/before:
 * `nodes` equals `edges[].node`, `totalCount` counts all items, `pageInfo` matches the page.
 */
function connectionResolver(schema: GraphQLSchema, store: IMockStore, connection: GraphQLObjectType, onListed: OnListed) {
  const itemType = connectionItemType(connection);
  const members = itemType && isAbstractType(itemType) ? schema.getPossibleTypes(itemType) : itemType ? [itemType] : [];
  const itemsByKey = new Map<string, Ref[]>();
  return (parent: unknown, args: Args, context: unknown, info: GraphQLResolveInfo) => {
    const key = `${parentKey(parent, info)}.${info.fieldName}(${stableArgs(args, PAGINATION_ARGUMENTS)})`;
    let items = itemsByKey.get(key);
    if (!items) {
      // A list with a count (`members` and `memberCount`) has no more items than its count, fewer when filtered.
      const all = countedItems(store, parent, info.parentType, info.fieldName, info);
      const length = Math.min(members.length > 0 ? listLength(key) : 0, all ?? Infinity);
      items = Array.from({length}, (_, index) => {
        const member = members[index % members.length] as GraphQLNamedType;
        return store.get(member.name) as Ref;
      });
      // "Users of the company, sorted by name": the order and values the field's description promises; the order and
      // the values its arguments ask for (`sortBy: NAME`, `section: COMPANY`) before that.
      const field = info.parentType.getFields()[info.fieldName];
      const described = field && itemType && isObjectType(itemType) ? listPromise(field, itemType) : undefined;
      // Compared with the field's arguments, the item type of the schema being run: the mocks' schema is another object.
      const runItemType = itemType && info.schema.getType(itemType.name);
      const chosen = field && runItemType && isObjectType(runItemType) ? chosenValues(runItemType, field, args) : {};
      for (const item of items) for (const [name, value] of Object.entries(chosen)) store.set(item, name, value);
      const order = field && itemType && isObjectType(itemType) ? argumentOrder(field, itemType, args) : undefined;
      const promise = order ? {values: new Map(), ...described, order} : described;
      // `sortBy: MEMBER_COUNT`: a count is what countResolvers answers, its list's length.
      const counted = (item: Ref, name: string) => {
        const type = info.schema.getType(item.$ref.typeName);
        const list = isObjectType(type) ? Object.keys(type.getFields()).find((list) => countFieldOf(type, list) === name) : undefined;
        return list && isObjectType(type) ? (countedItems(store, item, type, list, info) ?? store.get(item, name)) : store.get(item, name);
      };
      if (promise) items = keepPromise(store, items, promise, counted);
      itemsByKey.set(key, items);
    }
    onListed(parent, args, context, info, items);
    let start = 0;
    let end = items.length;
    const after = cursorIndex(args['after']);
    const before = cursorIndex(args['before']);
    if (after !== undefined) start = Math.min(after + 1, end);
    if (before !== undefined) end = Math.max(Math.min(before, end), start);
    if (typeof args['first'] === 'number') end = Math.min(end, start + Math.max(args['first'], 0));
    if (typeof args['last'] === 'number') start = Math.max(start, end - Math.max(args['last'], 0));
    const page = items.slice(start, end);
    const edges = page.map((node, offset) => ({cursor: sampleCursor(start + offset), node}));
    return {
      totalCount: items.length,
      nodes: page,
      edges,
      pageInfo: {
        hasNextPage: end < items.length,
        hasPreviousPage: start > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges[edges.length - 1]?.cursor ?? null,
      },
    };
  };
}

/** Events ~`intervalMs` apart, the first at once; stops early when the client unsubscribes. */
function timedEvents<T>(count: number, intervalMs: number, makeEvent: (index: number) => T): AsyncIterableIterator<T> {
  let index = 0;
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: ((result: IteratorResult<T>) => void) | undefined;
  const done = (): IteratorResult<T> => ({done: true, value: undefined});
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    next: () => {
      if (finished || index >= count) {
        finished = true;
        return Promise.resolve(done());
      }
      return new Promise((resolve) => {
        settle = resolve;
        timer = setTimeout(
          () => {
            timer = undefined;
            settle = undefined;
            const value = makeEvent(index);
            index += 1;
            resolve({done: false, value});
          },
          index === 0 ? 0 : intervalMs,
        );
      });
    },
    return: () => {
      finished = true;
      if (timer) clearTimeout(timer);
      settle?.(done());
      settle = undefined;
      return Promise.resolve(done());
    },
  };
  return iterator;
}

/** A subscription named for records being made. */
const NEW_RECORD_EVENT = /Created(?:[A-Z]|$)/;

/**
 * A subscription field's stream. Each event is a fresh store value (`event` in the store key keeps them
 * apart); an event about an entity named by an id argument (`folderChanged(folderId)`) is that entity, with
 * its time stamps moving on.
 */
function subscriptionField(
  schema: GraphQLSchema,
  store: IMockStore,
  places: Places,
  field: GraphQLField<unknown, unknown>,
  options: Required<MockOptions>,
  shown: (parent: unknown, field: string) => unknown,
) {
  const subscriptionName = schema.getSubscriptionType()?.name ?? 'Subscription';
  // `addedFolder(parentFolderId:)`: each new folder is in the parent watched, or at the top level.
  const parent = parentArgument(field);
  const carried = placesInEvent(field);
  const named = getNamedType(field.type);
  const watched = isObjectType(named) ? watchedFields(schema, named) : [];
  // `commentCreatedOnDocument`, "A new notification": each event is a record just made.
  const made = isObjectType(named) && (NEW_RECORD_EVENT.test(field.name) || /^A new\b/.test(field.description ?? ''));
  const fresh = made ? Object.entries(newRecordState(named)) : [];
  return {
    subscribe: (_root: unknown, args: Args) =>
      timedEvents(options.subscriptionEventCount, options.subscriptionIntervalMs, (event) => {
        const value = store.get(subscriptionName, 'ROOT', field.name, {...args, event});
        if (isRef(value) && isObjectType(named)) {
          for (const timestampField of ['updatedAt', 'modifiedAt', 'changedAt']) {
            if (timestampField in named.getFields()) store.set(value, timestampField, sampleDateTime(event + 20, timestampField));
          }
          linkArgumentEntities(schema, store, value, named, args, watched);
          for (const [name, state] of fresh) store.set(value, name, state);
          if (parent !== undefined) placeInParent(schema, store, places, field, value, args, parent);
          // `foldersChanged(parentFolderId:)`: the folders it carries are in the parent it watches, or at the top.
          for (const name of carried?.fields ?? []) {
            const held = shown(value, name);
            for (const place of Array.isArray(held) ? held : [held]) placeInParent(schema, store, places, field, place, args, carried!.parent);
          }
        }
        return {[field.name]: value};
      }),
  };
}

/**
 * The nullable id fields of an event named as an argument of a subscription that sends it (`folderId` of
 * `DocumentsChangedEvent`): `documentsChanged` without its `folderId` watches every folder (`foldersChanged` without
 * `parentFolderId`, the top level), and so does `documentCountChange`, which has no such argument where
 * `documentCountChangeOnFolder` of the same event has; the schema writes such a field "`null` when the subscription
 * watches every folder", "`null` for the top level".
 */
function watchedFields(schema: GraphQLSchema, type: GraphQLObjectType): string[] {
  const subscriptions = Object.values(schema.getSubscriptionType()?.getFields() ?? {});
  const names = new Set(
    subscriptions.filter((field) => getNamedType(field.type) === type).flatMap((field) => field.args.map(({name}) => name)),
  );
  // `isScalarType` of the declared type holds for a nullable scalar only (a non-null one is wrapped).
  return [...names].filter((name) => /Id$/.test(name) && type.getFields()[name] && isScalarType(type.getFields()[name]!.type));
}

/**
 * `documentAdded(folderId)` yields documents in that folder: fields of an id argument's type point at it, and a field of
 *  the argument's name is its id, or null when the argument is not given (`watched`: watchedFields).
 */
function linkArgumentEntities(
  schema: GraphQLSchema,
  store: IMockStore,
  ref: Ref,
  type: GraphQLObjectType,
  args: Args,
  watched: readonly string[],
): void {
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'string' || !/Id$/.test(name)) continue;
    // `documentCountChangeOnFolder(folderId)`: the event's own `folderId` is the folder watched.
    const same = type.getFields()[name];
    if (same && getNamedType(same.type).name === 'ID') store.set(ref, name, value);
    const entityName = entityTypeInName(schema, name);
    const linked = Object.values(type.getFields()).find((field) => {
      const fieldType = getNullableType(field.type);
      return isObjectType(fieldType) && fieldType.name === entityName;
    });
    if (entityName && linked) store.set(ref, linked.name, store.get(entityName, value));
  }
  for (const name of watched) if (args[name] == null) store.set(ref, name, null);
}

/**
 * Mutations that answer the documented failures the mock data can tell (./failures.ts) with their user errors, and
 * otherwise what the store answers, as the mocks' default resolver would.
 */
function mutationResolvers(
  schema: GraphQLSchema,
  store: IMockStore,
  shared: MockFolderNames,
  places: Places,
  typeResolvers: ResolverMap,
): Record<string, unknown> {
  const mutationType = schema.getMutationType();
  const resolvers: Record<string, unknown> = {};
  const shown = shownThrough(store, typeResolvers);
  for (const field of Object.values(mutationType?.getFields() ?? {})) {
    const filledLater = listsFilledLater(schema, field);
    resolvers[field.name] = (_root: unknown, args: Args, context: unknown) => {
      const folders = sessionOf(context) ?? shared;
      const errors = mockUserErrors(schema, field, args, folders);
      if (errors.length > 0) return refusedPayload(field, errors);
      if (field.name === 'createFolder') recordCreatedFolder(folders, args);
      const payload = store.get(mutationType?.name ?? 'Mutation', 'ROOT', field.name, args);
      const input = args['input'];
      if (isRef(payload) && input && typeof input === 'object') {
        copyFromOriginal(store, field, input as Args, payload);
        listsFromInput(store, field, input as Args, payload);
        emptyListsFilledLater(store, field, filledLater, payload);
        partsFromInput(store, field, input as Args, payload);
        placedInNewOrder(store, field, input as Args, payload);
        movedBetweenContainers(store, field, input as Args, payload);
        expressionsFromInput(store, field, input as Args, payload);
        countsFromInput(store, field, input as Args, payload);
        recordsFromEntries(store, field, input as Args, payload);
        inclusionsFromInput(store, field, input as Args, payload);
        valuesFromSource(schema, store, field, input as Args, payload);
        namedAfterFile(store, field, input as Args, payload, shown);
        // What the mutation creates, moves or copies is where its input puts it (./placeMutationResults).
        placeMutationResults(schema, store, places, field, input as Args, payload);
      }
      if (isRef(payload)) {
        statusesNamedInPayload(store, field, payload);
        currentVersions(store, field, payload, shown);
      }
      return payload;
    };
  }
  return resolvers;
}

/** Lists that are not connections, in the order and with the values their descriptions promise (./lists.ts). */
function promisedListResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const shown = shownThrough(store, resolvers);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const itemType = getNamedType(field.type);
      if (!isListType(getNullableType(field.type)) || !isObjectType(itemType) || resolvers[type.name]?.[field.name]) continue;
      const promise = listPromise(field, itemType);
      if (!promise) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown, args: Args) => {
        const items = roots.has(type.name) ? store.get(type.name, 'ROOT', field.name, args) : fieldOf(store, parent, field.name, args);
        if (!Array.isArray(items)) return items;
        const kept = keepPromise(store, items, promise);
        versionsOfSibling(type, itemType, parent, kept, promise, shown, (item, name, value) => store.set(item, name, value));
        return kept;
      };
    }
  }
}

/**
 * An object with both an id and the entity it names (`DocumentFeedEvent.documentId` and `.document`): the entity is the
 * one the id names.
 */
function pairedReferenceResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      const named = getNamedType(field.type);
      const idField = fields[`${field.name}Id`];
      if (!idField || getNamedType(idField.type).name !== 'ID' || !(isObjectType(named) || isAbstractType(named))) continue;
      if (isListType(getNullableType(field.type))) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const id = fieldOf(store, parent, idField.name);
        if (typeof id !== 'string') return isRef(parent) ? store.get(parent, field.name) : null;
        const typeName = isAbstractType(named) ? (fromGlobalId(id)?.typeName ?? named.name) : named.name;
        return store.get(typeName, id);
      };
    }
  }
}

function buildResolvers(schema: GraphQLSchema, store: IMockStore, options: Required<MockOptions>): ResolverMap {
  const resolvers: ResolverMap = {};
  // Callers that name no session of their own (the playground, the reference's examples) share this one.
  const shared = new MockFolderNames();
  // The folders a list shows under one parent are its children: the session has seen their names taken there.
  const tree: {places?: Places} = {};
  const onListed: OnListed = (parent, args, context, info, items) => {
    // `folders` with no parent in its filter lists the top level of its section.
    const field = info.parentType.getFields()[info.fieldName];
    const itemType = getNamedType(items[0] && info.schema.getType(items[0].$ref.typeName));
    if (tree.places && field && itemType && isPlaceType(itemType)) placeListed(store, tree.places, field, args, items);
    const parentId = isRef(parent) ? parent.$ref.key : undefined;
    const under = listedFoldersParent(info.parentType.name, info.fieldName, parentId, args);
    if (under === undefined) return;
    const folders = sessionOf(context) ?? shared;
    for (const item of items) {
      if (item.$ref.typeName === 'Folder') folders.add(under, String(item.$ref.key), () => store.get(item, 'name'));
    }
  };
  const connectionResolvers = new Map<string, ReturnType<typeof connectionResolver>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!isConnectionType(named)) continue;
      let resolver = connectionResolvers.get(named.name);
      if (!resolver) {
        resolver = connectionResolver(schema, store, named, onListed);
        connectionResolvers.set(named.name, resolver);
      }
      (resolvers[type.name] ??= {})[field.name] = resolver;
    }
  }
  promisedListResolvers(schema, store, resolvers);
  countResolvers(schema, store, resolvers);
  stateResolvers(schema, store, resolvers);
  pairedReferenceResolvers(schema, store, resolvers);
  const places = placeResolvers(schema, store, resolvers);
  tree.places = places;
  lookupPlaceResolvers(schema, store, places, resolvers);
  fileResolvers(schema, store, resolvers);
  personResolvers(schema, store, resolvers);
  partResolvers(schema, store, resolvers);
  colorResolvers(schema, store, resolvers);
  expressionResolvers(schema, store, resolvers);
  addressResolvers(schema, store, resolvers);
  timeResolvers(schema, store, resolvers);
  eventResolvers(schema, store, resolvers);
  const mutationType = schema.getMutationType();
  if (mutationType) resolvers[mutationType.name] = mutationResolvers(schema, store, shared, places, resolvers);
  const subscriptionType = schema.getSubscriptionType();
  for (const field of Object.values(subscriptionType?.getFields() ?? {})) {
    (resolvers[subscriptionType?.name ?? 'Subscription'] ??= {})[field.name] = {
      ...subscriptionField(schema, store, places, field, options, shownThrough(store, resolvers)),
      // Connections inside events still resolve through the connection resolver set above.
      resolve: (event: Args) => event[field.name],
    };
  }
  return resolvers;
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/**
 * An executable schema answering every operation with mock data. Deterministic: two schemas built from
 * the same SDL answer the same operations identically; one schema keeps its entities across requests.
 */
export function createMockExecutableSchema(source: string | GraphQLSchema, options: MockOptions = {}): GraphQLSchema {
  const schema = typeof source === 'string' ? buildSchema(source) : source;
  const sequence = new SampleSequence();
  // The mocks need the store they belong to, which needs the mocks: a late-bound reference ties the knot.
  const storeRef: {current?: IMockStore} = {};
  const updateEntity: UpdateEntity = (typeName, id, values) => storeRef.current?.set(typeName, id, values);
  const store = createMockStore({
    schema,
    mocks: buildMocks(schema, sequence, updateEntity),
    mockGenerationBehavior: 'deterministic',
  });
  storeRef.current = store;
  const resolved: Required<MockOptions> = {
    subscriptionEventCount: options.subscriptionEventCount ?? DEFAULT_EVENT_COUNT,
    subscriptionIntervalMs: options.subscriptionIntervalMs ?? DEFAULT_EVENT_INTERVAL_MS,
  };
  return addMocksToSchema({
    schema,
    store,
    preserveResolvers: false,
    resolvers: buildResolvers(schema, store, resolved) as MockResolvers,
  });
}

/**
 * A mock schema per schema, built on first use and kept: its store keeps generated entities, so the same folder
 * keeps its name from one run to the next. Each caller (the playground, the MCP server) keeps its own.
 */
export function mockSchemaCache(options: MockOptions = {}): (schema: GraphQLSchema) => GraphQLSchema {
  const mockSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  return (schema) => {
    let mockSchema = mockSchemas.get(schema);
    if (!mockSchema) {
      mockSchema = createMockExecutableSchema(schema, options);
      mockSchemas.set(schema, mockSchema);
    }
    return mockSchema;
  };
}

/** A result as it goes over the wire (JSON): errors in their serialized form. */
export function formatResult(result: ExecutionResult): FormattedExecutionResult {
  return {
    ...(result.errors && {errors: result.errors.map((error) => error.toJSON())}),
    ...('data' in result && {data: result.data}),
    ...(result.extensions && {extensions: result.extensions}),
  };
}

function errorResult(message: string): ExecutionResult {
  return {errors: [new GraphQLError(message)]};
}

/**
 * The API's limits before a valid operation runs (docs/limits.mdx): an operation over one is refused with the
 * documented error and not executed; otherwise `cost` is what goes into the result's `extensions.cost`.
 */
function limitCheck(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): {refused: ExecutionResult} | {extensions: Record<string, unknown>} | undefined {
  const check = checkOperationCost(schema, document, variables, operationName);
  if (!check) return undefined;
  if (check.errors.length > 0) return {refused: {errors: check.errors}};
  return {extensions: {cost: costExtension(check.cost)}};
}

/** The operation's document, or the result that refuses it as `graphql()` would: the syntax error with its location. */
function parseOperation(query: string): {document: DocumentNode} | {refused: ExecutionResult} {
  try {
    return {document: parseWithinNesting(query)};
  } catch (error) {
    return {refused: {errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))]}};
  }
}

/**
 * Whether a parsed operation may run: refused with its validation errors or the limit it is over, otherwise
 * admitted with the extensions its result carries.
 */
function admitOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): {refused: ExecutionResult} | {extensions?: Record<string, unknown>} {
  const errors = validate(schema, document);
  if (errors.length > 0) return {refused: {errors}};
  return limitCheck(schema, document, variables, operationName) ?? {};
}

/** Validates, checks the limits of and executes a parsed query or mutation. */
async function executeDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): Promise<ExecutionResult> {
  const admitted = admitOperation(schema, document, variables, operationName);
  if ('refused' in admitted) return admitted.refused;
  const result = await execute({
    schema,
    document,
    variableValues: variables ?? undefined,
    operationName: operationName ?? undefined,
  });
  return admitted.extensions ? {...result, extensions: {...result.extensions, ...admitted.extensions}} : result;
}

/**
 * Runs a query or mutation against a mock schema (validation and the API's limits included). The operation is
 * parsed and validated once, then executed: `graphql()` would parse and validate it a second time.
 */
export async function executeMock({schema, query, variables, operationName}: MockOperation): Promise<ExecutionResult> {
  const parsed = parseOperation(query);
  if ('refused' in parsed) return parsed.refused;
  if (getOperationAST(parsed.document, operationName ?? undefined)?.operation === 'subscription') {
    return errorResult('Subscriptions stream events: run them with subscribeMock.');
  }
  return executeDocument(schema, parsed.document, variables, operationName);
}

/**
 * Runs any operation against a mock schema as a stream: a subscription yields its events, a query or
 * mutation its one result, an invalid operation its errors.
 */
export async function* subscribeMock({
  schema,
  query,
  variables,
  operationName,
}: MockOperation): AsyncGenerator<ExecutionResult> {
  const parsed = parseOperation(query);
  if ('refused' in parsed) {
    yield parsed.refused;
    return;
  }
  const {document} = parsed;
  if (getOperationAST(document, operationName ?? undefined)?.operation !== 'subscription') {
    yield await executeDocument(schema, document, variables, operationName);
    return;
  }
  const admitted = admitOperation(schema, document, variables, operationName);
  if ('refused' in admitted) {
    yield admitted.refused;
    return;
  }
  const result = await subscribe({
    schema,
    document,
    variableValues: variables ?? undefined,
    operationName: operationName ?? undefined,
  });
  if (Symbol.asyncIterator in result) {
    yield* result;
  } else {
    yield result;
  }
}
