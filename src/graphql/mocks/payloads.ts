/**
 * A mutation's payload in the mocks (./index.ts), made from its input as the API would answer it: the entities the
 * input names by id are the ones that come back, with the values the input sent, and a payload's ids of what it
 * removed are the ids sent. Known by the schema's conventions (`…Payload` types, `…Id` and `…Ids` fields, global ids
 * that encode their type), not by type names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  specifiedScalarTypes,
  Kind,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {isConnectionType} from '../examples';
import {entityTypeForIdField, fromGlobalId, pascalCase, sampleJustNow, splitWords} from '../sampleValues';
import {defaultArgumentValue, inputTypeOf} from './fields';
import {containerField} from './places';
import {requiredValues} from './preconditions';

type Args = Record<string, unknown>;

/** Writes values onto a stored entity, overriding what the store generated before. */
export type UpdateEntity = (typeName: string, id: string, values: Args) => void;

/** A mutation that makes a new entity from the one its input names (`copyDocument(input: {documentId})`). */
const COPYING = /^(copy|duplicate|clone)(?=[A-Z])/;

export function isEntityType(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && 'id' in type.getFields();
}

function isIdType(type: GraphQLNamedType): boolean {
  return isScalarType(type) && type.name === 'ID';
}

/** The type a global id encodes (`doc_…` → Document), if it is one. */
function encodedType(id: unknown): string | undefined {
  return typeof id === 'string' ? fromGlobalId(id)?.typeName : undefined;
}

/** The one field of a value object that holds a scalar of the schema's own (`hex: HexColor` of `Color`), if it has one. */
function valueFieldOf(type: GraphQLObjectType): string | undefined {
  const own = Object.values(type.getFields()).filter((field) => {
    const named = getNamedType(field.type);
    return isScalarType(named) && !specifiedScalarTypes.includes(named);
  });
  return 'id' in type.getFields() || own.length !== 1 ? undefined : own[0]!.name;
}

/** The leaf values of `input` that `type` has fields for, so a mutation's result reflects what was sent. */
export function echoedValues(type: GraphQLObjectType, input: Args, resultFieldName: string): Args {
  if (!isEntityType(type)) return {};
  const fields = type.getFields();
  const echoed: Args = {};
  for (const [name, value] of Object.entries(input)) {
    const field = fields[name];
    if (value === null || !field || name === 'id') continue;
    const fieldType = getNullableType(field.type);
    // An object is echoed only into a scalar that holds one (JSON settings), not into a field of an entity.
    if (typeof value === 'object' && !isScalarType(fieldType)) continue;
    if (isLeafType(fieldType) && !isIdType(fieldType)) echoed[name] = value;
    // A colour sent as `#3B82F6` for a `color: Color { hex name }`: the value object's one field of its own scalar.
    const holder = isObjectType(fieldType) && typeof value === 'string' ? valueFieldOf(fieldType) : undefined;
    if (holder) echoed[name] = {[holder]: value};
  }
  // The text sent (`text`) is a text document's content, and makes it one.
  if (typeof input['text'] === 'string' && 'textContent' in fields) {
    echoed['textContent'] = input['text'];
    const category = fields['typeCategory'] && getNamedType(fields['typeCategory'].type);
    if (category && isEnumType(category) && category.getValue('TEXT')) echoed['typeCategory'] = 'TEXT';
  }
  const id = input[`${resultFieldName}Id`] ?? (typeof input['id'] === 'string' ? input['id'] : undefined);
  if ('id' in fields && typeof id === 'string') echoed['id'] = id;
  return echoed;
}

/**
 * A document a `create…` mutation makes from no text (from a file sent, an upload, an export) is an uploaded file:
 * its `typeCategory` is not `TEXT` (the first other; ./files.ts then gives it its file's kind, and what only a text
 * document has, such as `textContent`, is `null`).
 */
function madeFromFile(mutation: GraphQLField<unknown, unknown>, type: GraphQLObjectType, input: Args): Args {
  const fields = type.getFields();
  const category = fields['typeCategory'] && getNamedType(fields['typeCategory'].type);
  if (!/^create[A-Z]/.test(mutation.name) || typeof input['text'] === 'string' || !('textContent' in fields)) return {};
  if (!category || !isEnumType(category) || !category.getValue('TEXT')) return {};
  return {typeCategory: category.getValues().find(({name}) => name !== 'TEXT')?.name};
}

/** The input's ids named after a list field (`labelIds` for `labels`, `widgetIds` for `widgets`), as sent. */
function idsNamedFor(listField: string, input: Args): unknown {
  return input[`${listField.replace(/s$/, '')}Ids`];
}

/**
 * The name of the input field that names the items of a list of the result: `labelIds` for `labels`, or, for a list
 * named after what is done to its items, the deed and the items' type (`mentionedUserIds` for `mentions` of users).
 */
function idsFieldFor(listField: string, itemType: string, inputFields: ReadonlySet<string>): string | undefined {
  const singular = listField.replace(/s$/, '');
  return [`${singular}Ids`, `${singular}ed${itemType}Ids`, `${singular}d${itemType}Ids`].find((name) => inputFields.has(name));
}

/**
 * The ids an input names for a list result of entities (`documents`): all of `documentIds`, or those of `itemIds` or
 * `ids` that encode the list's type; undefined when the input names none.
 */
function listedIds(type: GraphQLObjectType, resultFieldName: string, input: Args): string[] | undefined {
  const own = idsNamedFor(resultFieldName, input);
  if (Array.isArray(own)) return own.filter((id): id is string => typeof id === 'string');
  const mixed = input['itemIds'] ?? input['ids'];
  if (!Array.isArray(mixed)) return undefined;
  return mixed.filter((id): id is string => typeof id === 'string' && encodedType(id) === type.name);
}

/**
 * The entries of an input list that each name one entity of `type` by id (`descriptions: [{documentId, description}]`),
 * as the entity's id and the values the entry sends for it.
 */
function listedEntries(type: GraphQLObjectType, input: Args): Args[] | undefined {
  for (const value of Object.values(input)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((entry) => entry && typeof entry === 'object')) continue;
    const entries = (value as Args[]).map((entry) => {
      const idKey = Object.keys(entry).find((key) => /Id$/.test(key) && encodedType(entry[key]) === type.name);
      return idKey ? {...echoedValues(type, entry, ''), id: entry[idKey]} : undefined;
    });
    if (entries.every((entry) => entry !== undefined)) return entries;
  }
  return undefined;
}

/**
 * The ids sent for a payload's ids of what was removed (`removedDocumentId`, `removedTemplateIds`): the input's ids of
 * the same shape, the one whose name the field's ends with (`documentId`) when there are several.
 */
function removedIds(field: GraphQLField<unknown, unknown>, input: Args): unknown {
  const list = isListType(getNullableType(field.type));
  const fieldWords = field.name.replace(/Ids?$/, '').toLowerCase();
  const sent = Object.entries(input).filter(
    ([key, value]) =>
      /Ids?$/.test(key) &&
      (list ? Array.isArray(value) && value.every((id) => typeof id === 'string') : typeof value === 'string'),
  );
  const named = sent.find(([key]) => fieldWords.endsWith(key.replace(/Ids?$/, '').toLowerCase()));
  return (named ?? (sent.length === 1 ? sent[0] : undefined))?.[1];
}

/**
 * The fields of a result that point at the other entities its input names by id, as references to them: a comment on
 * `documentId` has that `document`, an export of `folderId` that `folder`.
 */
function linkedEntities(type: GraphQLObjectType, input: Args, ownId: unknown): Args {
  const links: Args = {};
  for (const [key, id] of Object.entries(input)) {
    const encoded = encodedType(id);
    if (!/Id$/.test(key) || id === ownId || !encoded || encoded === type.name) continue;
    const field = Object.values(type.getFields()).find(
      (candidate) =>
        !isListType(getNullableType(candidate.type)) &&
        getNamedType(candidate.type).name === encoded &&
        !(candidate.name in links),
    );
    // A reference, not `{id}`: the store would otherwise try to change the key of the entity the field held before.
    if (field) links[field.name] = {$ref: {typeName: encoded, key: id}};
  }
  return links;
}

/** The folder permission level a mutation's `@requiresAccess(permission:)` names, if it names one. */
function requiredPermission(mutation: GraphQLField<unknown, unknown>): string | undefined {
  const directive = mutation.astNode?.directives?.find((candidate) => candidate.name.value === 'requiresAccess');
  const argument = directive?.arguments?.find((candidate) => candidate.name.value === 'permission');
  return argument?.value.kind === Kind.ENUM ? argument.value.value : undefined;
}

/**
 * What a mutation makes true of the entity it changes, by its declaration: the caller's `viewerPermission` is at least
 * the level its `@requiresAccess` needs, a mutation whose name says where the entity goes (`archiveFolder`,
 * `moveFolderToBin`) puts it in that `section`, and one whose description says "its status becomes `X`" sets it.
 */
function stateAfter(schema: GraphQLSchema, mutation: GraphQLField<unknown, unknown>, type: GraphQLObjectType): Args {
  const state: Args = {};
  const fields = type.getFields();
  const enumValue = (field: string, value: string | undefined) => {
    const enumType = fields[field] && getNamedType(fields[field].type);
    return value && enumType && isEnumType(enumType) && enumType.getValue(value) ? value : undefined;
  };
  const permission = enumValue('viewerPermission', requiredPermission(mutation));
  if (permission) state['viewerPermission'] = permission;
  const verb = /^[a-z]+/.exec(mutation.name)?.[0];
  const destination = /To([A-Z][a-z]+)$/.exec(mutation.name)?.[1];
  const section = enumValue('section', destination?.toUpperCase()) ?? enumValue('section', verb?.toUpperCase());
  if (section) state['section'] = section;
  // `unarchiveFolder`, `restoreFolderFromBin`: what leaves a section goes back to the one a listing shows by default.
  const left = /From([A-Z][a-z]+)$/.exec(mutation.name)?.[1] ?? (verb?.startsWith('un') ? verb.slice(2) : undefined);
  const home = enumValue('section', left?.toUpperCase()) && defaultArgumentValue(schema, getNamedType(fields['section']!.type));
  if (home) state['section'] = home;
  if (verb && CREATING.has(verb)) {
    // What was just made starts its life: the first of its states (a job `QUEUED`); a record has nothing counted yet.
    const status = fields['status'] && getNamedType(fields['status'].type);
    if (status && isEnumType(status)) state['status'] = status.getValues()[0]?.value;
  }
  // "Its status becomes `ABORTED`."
  const becomes = enumValue('status', STATUS_BECOMES.exec(mutation.description ?? '')?.[1]);
  if (becomes) state['status'] = becomes;
  if (verb === 'create') {
    Object.assign(state, newRecordState(type));
    Object.assign(state, choicesNotYetMade(schema, mutation, type));
    Object.assign(state, madeJustNow(type));
    // A process (a type with a status) counts what it works on from the start: an export's documents.
    const counts = !fields['status'];
    for (const field of Object.values(fields)) {
      const named = getNamedType(field.type);
      if (counts && /Count$/.test(field.name) && isScalarType(named) && named.name === 'Int') state[field.name] = 0;
    }
  }
  Object.assign(state, viewerRights(mutation, type, verb));
  // `createPdfTemplate` makes a template of kind PDF_DOCUMENT, `createFolderDocxExport` a DOCX export.
  const words = new Set(splitWords(mutation.name).map((word) => word.toLowerCase()));
  Object.assign(state, kindsNamed(words, type));
  // `createSelectionExport` exports a selection: "The exported folder; `null` for exports of a selection".
  for (const field of Object.values(fields)) {
    const kind = NULL_FOR_KIND.exec(field.description ?? '')?.[1];
    if (kind && words.has(kind.toLowerCase()) && !isNonNullType(field.type)) state[field.name] = null;
  }
  return state;
}

/**
 * A choice the caller makes later and cannot make at creation starts off: a flag of the type that its `update…`
 * mutation's input sets and the `create…` input does not (a new widget group is not `isCollapsed`).
 */
function choicesNotYetMade(schema: GraphQLSchema, mutation: GraphQLField<unknown, unknown>, type: GraphQLObjectType): Args {
  const update = schema.getMutationType()?.getFields()[`update${type.name}`];
  const later = update && inputTypeOf(update)?.getFields();
  const now = inputTypeOf(mutation)?.getFields() ?? {};
  const state: Args = {};
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (later?.[field.name] && !now[field.name] && isScalarType(named) && named.name === 'Boolean') state[field.name] = false;
  }
  return state;
}

/**
 * What a `create…` input could have set and was not sent is not set on the new record: its nullable field of that name
 * is `null` ("`null` for white", "none when omitted"), not a sample. An entity or a list is left to the rules that
 * link them; a default value the input declares counts as sent.
 */
function leftOut(mutation: GraphQLField<unknown, unknown>, type: GraphQLObjectType, input: Args): Args {
  if (/^[a-z]+/.exec(mutation.name)?.[0] !== 'create') return {};
  const fields = type.getFields();
  const state: Args = {};
  for (const name of Object.keys(inputTypeOf(mutation)?.getFields() ?? {})) {
    const field = fields[name];
    if (!field || name in input || isNonNullType(field.type) || isListType(field.type) || isEntityType(getNamedType(field.type))) continue;
    state[name] = null;
  }
  return state;
}

/** An input field that names the entity as the caller's own: "a comment written by the API key's user". */
const CALLERS_OWN = /\bby the API key's user\b/;

/**
 * What the caller may do with the entity a mutation answers with: all of it (every `viewerCan…` flag) when the caller
 * just made it or the input names it as the caller's own, and change it (`viewerCanUpdate`) when the caller just did.
 */
function viewerRights(mutation: GraphQLField<unknown, unknown>, type: GraphQLObjectType, verb: string | undefined): Args {
  const own = verb === 'create' || Object.values(inputTypeOf(mutation)?.getFields() ?? {}).some((field) => CALLERS_OWN.test(field.description ?? ''));
  const state: Args = {};
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (!/^viewerCan[A-Z]/.test(field.name) || !isScalarType(named) || named.name !== 'Boolean') continue;
    if (own || (verb === 'update' && field.name === 'viewerCanUpdate')) state[field.name] = true;
  }
  return state;
}

/** "When the template last changed": the time of a record's latest change. */
const LAST_CHANGED = /^When\b.*\blast changed\b/;

/**
 * A record just made was made now, and has not changed since: its `createdAt` and the time it "last changed" are one
 * time, the latest a sample has (a comment's `editedAt`, "`null` when never edited", stays `null`).
 */
function madeJustNow(type: GraphQLObjectType): Args {
  const fields = Object.values(type.getFields());
  const created = type.getFields()['createdAt'];
  // A time that is `null` until the first change (`editedAt`) is newRecordState's.
  const changed = fields.filter(
    (field) => LAST_CHANGED.test(field.description ?? '') && isNonNullType(field.type) && getNamedType(field.type) === getNamedType(created?.type),
  );
  if (!created || changed.length === 0) return {};
  const now = sampleJustNow();
  return Object.fromEntries([created, ...changed].map((field) => [field.name, now]));
}

/** "`null` for exports of a selection": a field that has no value for one kind of the thing, named by a word. */
const NULL_FOR_KIND = /`null` for \w+ of an? (\w+)\b/;

/** A value that a later step gives: "`null` until requested with …", "`null` when no URL was requested". */
const NOT_YET = /`null` (?:until requested|when no \w+ was requested)\b/;
/** A flag that something has happened to a record since it was made: "`true` once the user opened the notification". */
const HAPPENED_SINCE = /^`true` once\b/;

/**
 * What is true of a record just made (by a `create…` mutation, or as a subscription's new comment or notification):
 * it has not been edited (`editedAt` null), and nothing has happened to it yet ("`true` once the user opened it").
 */
export function newRecordState(type: GraphQLObjectType): Args {
  const state: Args = {};
  for (const field of Object.values(type.getFields())) {
    if (field.name === 'editedAt' && !isNonNullType(field.type)) state[field.name] = null;
    // "`null` until requested", "`null` when no URL was requested": what waits for a later step has no value yet.
    if (!isNonNullType(field.type) && NOT_YET.test(field.description ?? '')) state[field.name] = null;
    const named = getNamedType(field.type);
    if (isScalarType(named) && named.name === 'Boolean' && HAPPENED_SINCE.test(field.description ?? '')) state[field.name] = false;
  }
  return state;
}

/** A payload field's description that says its object is made by the mutation ("The new current revision"). */
const NEW_RESULT = /^The new\b/;
/** A payload field's description that says its object is the main result's current version ("The new current revision"). */
const CURRENT_VERSION = /\bcurrent\b/;

/**
 * A payload's "new current revision" of its main result (a document) is current (`isCurrent`, a flag the description
 * names) and holds what the main result now holds: the values of the fields both have, of one type, that are neither
 * an entity nor a time (a revision's `file` and `textContent` are the document's).
 */
export function currentVersions(
  store: IMockStore,
  mutation: GraphQLField<unknown, unknown>,
  payload: Ref,
  shown: (ref: Ref, field: string) => unknown,
): void {
  const main = mainResult(store, mutation, payload);
  const payloadType = getNamedType(mutation.type);
  if (!main || !isObjectType(payloadType)) return;
  const {type: mainType, value: result} = main;
  for (const field of Object.values(payloadType.getFields()).filter(({name}) => name !== 'userErrors' && name !== main.field.name)) {
    const type = getNamedType(field.type);
    const version = store.get(payload, field.name);
    if (!CURRENT_VERSION.test(field.description ?? '') || !isObjectType(type) || !isRef(version)) continue;
    const words = new Set(splitWords(field.description ?? '').map((word) => word.toLowerCase()));
    for (const own of Object.values(type.getFields())) {
      const named = getNamedType(own.type);
      const flag = /^is([A-Z]\w*)$/.exec(own.name)?.[1]?.toLowerCase();
      if (flag && words.has(flag) && isScalarType(named) && named.name === 'Boolean') store.set(version, own.name, true);
      const same = mainType.getFields()[own.name];
      if (!same || getNamedType(same.type) !== named || own.name === 'id' || /At$/.test(own.name) || isEntityType(named)) continue;
      store.set(version, own.name, shown(result, own.name));
    }
  }
}

/** A payload field's description that says the status its object is left in: "The transaction, now `COMPLETED`". */
const NOW_STATUS = /\bnow `([A-Z_]+)`/;

/** Sets the status each of a payload's fields says its object is now in ("The job, now `ABORTED`"). */
export function statusesNamedInPayload(store: IMockStore, mutation: GraphQLField<unknown, unknown>, payload: Ref): void {
  const payloadType = getNamedType(mutation.type);
  if (!isObjectType(payloadType)) return;
  for (const field of Object.values(payloadType.getFields())) {
    const status = NOW_STATUS.exec(field.description ?? '')?.[1];
    const type = getNamedType(field.type);
    const statusType = isObjectType(type) && type.getFields()['status'] && getNamedType(type.getFields()['status']!.type);
    const value = status ? store.get(payload, field.name) : undefined;
    if (isRef(value) && statusType && isEnumType(statusType) && statusType.getValue(status!)) store.set(value, 'status', status);
  }
}

/** A mutation's description that says the status it leaves its result in. */
const STATUS_BECOMES = /\b[Ss]tatus becomes `([A-Z_]+)`/;
/** Verbs of mutations that make something new, which starts in its first state. */
const CREATING = new Set(['create', 'start', 'restart']);
/** Enum fields that say what a thing is: the name of a mutation that makes one may say it. */
const KIND_FIELDS = ['kind', 'artifactType', 'typeCategory'];

/**
 * The values of a type's kind fields that a mutation's name spells (most words of a value in the name's `words`, in
 * lower case; one best).
 */
function kindsNamed(words: ReadonlySet<string>, type: GraphQLObjectType): Args {
  const kinds: Args = {};
  for (const name of KIND_FIELDS) {
    const enumType = type.getFields()[name] && getNamedType(type.getFields()[name]!.type);
    if (!enumType || !isEnumType(enumType)) continue;
    const scored = enumType
      .getValues()
      .map((value) => ({value: value.value as string, score: value.name.toLowerCase().split('_').filter((word) => words.has(word)).length}))
      .sort((left, right) => right.score - left.score);
    if (scored[0] && scored[0].score > 0 && scored[0].score !== scored[1]?.score) kinds[name] = scored[0].value;
  }
  return kinds;
}

/**
 * The payload a mutation answers its input with, for the store to fill in: its main result (the first) is the entity
 * its input names (`documentId`, `id`, or an id of the result's type), with the values sent and its other named
 * entities linked; a copy is a new entity; other results keep only a matching id; lists are the entities named
 * (`documentIds`, `itemIds`, entries of an input list); ids of what was removed are the ids sent.
 */
export function payloadFromInput(
  schema: GraphQLSchema,
  mutation: GraphQLField<unknown, unknown>,
  payloadType: GraphQLObjectType,
  input: Args,
  updateEntity: UpdateEntity,
): Args {
  const payload: Args = {userErrors: []};
  // The entities the input names are as it asks ("an `OPEN` upload transaction"): the call is one that succeeds.
  for (const field of Object.values(inputTypeOf(mutation)?.getFields() ?? {})) {
    const required = requiredValues(schema, field, input[field.name]);
    if (required) updateEntity(required.typeName, String(input[field.name]), required.values);
  }
  const copies = COPYING.test(mutation.name);
  const objects: GraphQLField<unknown, unknown>[] = [];
  for (const field of Object.values(payloadType.getFields())) {
    const nullable = getNullableType(field.type);
    const type = getNamedType(field.type);
    if (field.name === 'userErrors') continue;
    if (isIdType(type) && /^removed/.test(field.name)) {
      const ids = removedIds(field, input);
      if (ids !== undefined) payload[field.name] = ids;
    } else if (isListType(nullable) && isEntityType(type)) {
      const ids = listedIds(type, field.name, input);
      const entries = ids?.map((id) => ({...echoedValues(type, input, ''), id})) ?? listedEntries(type, input);
      if (entries === undefined) continue;
      const state = stateAfter(schema, mutation, type);
      for (const {id, ...values} of entries) {
        const after = {...values, ...state};
        if (Object.keys(after).length > 0) updateEntity(type.name, String(id), after);
      }
      payload[field.name] = entries.map(({id}) => ({id}));
    } else if (isObjectType(nullable) && !isConnectionType(nullable)) {
      objects.push(field);
    }
  }
  objects.forEach((field, index) => {
    const type = getNamedType(field.type) as GraphQLObjectType;
    const {id: echoedId, ...echoed} = echoedValues(type, input, field.name);
    // The main result is also named by an id of its type under another name (`widgetId` for a dashboard widget).
    const ofType =
      index === 0 && isEntityType(type)
        ? Object.entries(input).find(([key, value]) => /Id$/.test(key) && encodedType(value) === type.name)?.[1]
        : undefined;
    // "The new current revision, a copy of the restored one" is not the revision the input names.
    const id = copies || NEW_RESULT.test(field.description ?? '') ? undefined : (echoedId ?? ofType);
    const links =
      index === 0
        ? {...leftOut(mutation, type, input), ...madeFromFile(mutation, type, input), ...linkedEntities(type, input, id), ...stateAfter(schema, mutation, type)}
        : {};
    // The main result reflects the input (an update overrides what an earlier query showed); others, such as
    // `previousParentFolder`, only keep a matching id. A copy is a new entity.
    if (typeof id !== 'string') {
      payload[field.name] = index === 0 ? {...echoed, ...links} : {};
      return;
    }
    if (index === 0 && Object.keys(echoed).length + Object.keys(links).length > 0) updateEntity(type.name, id, {...echoed, ...links});
    payload[field.name] = {id};
  });
  return payload;
}

/**
 * A copy is where its original is, and named after it as the API names a copy given no name of its own:
 * the original's name followed by ` (copy)`. Does nothing for a mutation that does not copy.
 */
export function copyFromOriginal(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const payloadType = getNamedType(mutation.type);
  if (!COPYING.test(mutation.name) || !isObjectType(payloadType)) return;
  for (const result of Object.values(payloadType.getFields())) {
    const type = getNamedType(result.type);
    const originalId = input[`${result.name}Id`];
    const copy = store.get(payload, result.name);
    if (!isEntityType(type) || typeof originalId !== 'string' || !isRef(copy)) continue;
    const original = store.get(type.name, originalId) as Ref;
    if (typeof input['name'] !== 'string') store.set(copy, 'name', `${String(store.get(original, 'name'))} (copy)`);
    const container = containerField(type);
    if (container) store.set(copy, container.name, store.get(original, container.name));
  }
}

/** A mutation's main result field (its payload's first field but `userErrors`), if its type is an object type. */
function mainResultField(
  mutation: GraphQLField<unknown, unknown>,
): {field: GraphQLField<unknown, unknown>; type: GraphQLObjectType} | undefined {
  const payloadType = getNamedType(mutation.type);
  const field = isObjectType(payloadType) ? Object.values(payloadType.getFields()).find(({name}) => name !== 'userErrors') : undefined;
  const type = field && getNamedType(field.type);
  return field && type && isObjectType(type) ? {field, type} : undefined;
}

/** A mutation's main result (its payload's first field but `userErrors`): the field, its object type and its value. */
export function mainResult(
  store: IMockStore,
  mutation: GraphQLField<unknown, unknown>,
  payload: Ref,
): {field: GraphQLField<unknown, unknown>; type: GraphQLObjectType; value: Ref} | undefined {
  const main = mainResultField(mutation);
  const value = main && store.get(payload, main.field.name);
  return main && isRef(value) ? {...main, value} : undefined;
}

/**
 * The lists of what a `create…` mutation makes that other mutations fill afterwards: a `create…` mutation makes their
 * items inside a record its input names by id (`createDashboardWidget`'s `groupId`, for a widget group's `widgets`),
 * and this mutation's input does not name them. A record just made holds none of them yet.
 */
export function listsFilledLater(schema: GraphQLSchema, mutation: GraphQLField<unknown, unknown>): string[] {
  const made = /^create[A-Z]/.test(mutation.name) ? mainResultField(mutation)?.type : undefined;
  if (!made) return [];
  const inputFields = new Set(Object.keys(inputTypeOf(mutation)?.getFields() ?? {}));
  const creates = Object.values(schema.getMutationType()?.getFields() ?? {}).filter(({name}) => /^create[A-Z]/.test(name));
  const makesInside = (item: GraphQLObjectType) =>
    creates.some((create) => {
      const input = inputTypeOf(create);
      if (mainResultField(create)?.type !== item || !input) return false;
      return Object.values(input.getFields()).some(
        (field) =>
          /Id$/.test(field.name) &&
          isIdType(getNamedType(field.type)) &&
          entityTypeForIdField(schema, field.name, undefined, input.name) === made.name,
      );
    });
  return Object.values(made.getFields())
    .filter((field) => {
      const item = getNamedType(field.type);
      return (
        isListType(getNullableType(field.type)) &&
        isEntityType(item) &&
        idsFieldFor(field.name, item.name, inputFields) === undefined &&
        makesInside(item)
      );
    })
    .map(({name}) => name);
}

/** Empties the lists of a mutation's main result that are filled later (listsFilledLater, worked out once). */
export function emptyListsFilledLater(store: IMockStore, mutation: GraphQLField<unknown, unknown>, lists: readonly string[], payload: Ref): void {
  const main = lists.length > 0 ? mainResult(store, mutation, payload) : undefined;
  if (!main) return;
  for (const list of lists) store.set(main.value, list, []);
}

/**
 * What the input asks to include (`includeDescriptions`) is what the result says it includes (`includesDescriptions`),
 * on the main result or a value object of it (an export job's `wordExport`).
 */
export function inclusionsFromInput(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const main = mainResult(store, mutation, payload);
  if (!main) return;
  const holders: [GraphQLObjectType, Ref][] = [[main.type, main.value]];
  for (const field of Object.values(main.type.getFields())) {
    const type = getNamedType(field.type);
    const value = store.get(main.value, field.name);
    if (isObjectType(type) && !isEntityType(type) && isRef(value)) holders.push([type, value]);
  }
  for (const [name, value] of Object.entries(input)) {
    const what = /^include([A-Z]\w*)$/.exec(name)?.[1];
    if (!what || typeof value !== 'boolean') continue;
    for (const [type, ref] of holders) if (`includes${what}` in type.getFields()) store.set(ref, `includes${what}`, value);
  }
}

/** "The folder the permission is set on when it is inherited; `null` otherwise": the flag (`isInherited`) it follows. */
const NULL_OTHERWISE = /\bwhen it is (\w+); `null` otherwise\b/;

/** The flag a field's "when it is inherited; `null` otherwise" names on its type (`isInherited`), if it has it. */
export function flagOfOtherwise(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string | undefined {
  const word = NULL_OTHERWISE.exec(field.description ?? '')?.[1];
  const flag = word && type.getFields()[`is${pascalCase(word)}`];
  const named = flag && getNamedType(flag.type);
  return flag && named && isScalarType(named) && named.name === 'Boolean' ? flag.name : undefined;
}

/** Flattens an entry of an input list one level (`{grantee: {userId}, level}`: `{userId, level}`). */
function flatEntry(entry: Args): Args {
  return Object.fromEntries(
    Object.entries(entry).flatMap(([key, value]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Args) : [[key, value]],
    ),
  );
}

/**
 * A payload list of records made from an input list of the same name (`permissions: [{grantee: {userId}, level}]`,
 * "The permissions created or changed"): one record for each entry, with the entry's values and the entities its ids
 * name; what the entry does not name is null (a user's permission has no `group`), and a record the input makes is
 * its own, not inherited (a flag whose "`null` otherwise" field is null is false).
 */
export function recordsFromEntries(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const payloadType = getNamedType(mutation.type);
  if (!isObjectType(payloadType)) return;
  for (const field of Object.values(payloadType.getFields())) {
    const type = getNamedType(field.type);
    const entries = input[field.name];
    if (!isEntityType(type) || !isListType(getNullableType(field.type)) || !Array.isArray(entries)) continue;
    if (!entries.every((entry) => entry && typeof entry === 'object' && !Array.isArray(entry))) continue;
    const records = entries.map((entry: Args) => {
      const flat = flatEntry(entry);
      const values: Args = {};
      for (const own of Object.values(type.getFields())) {
        const named = getNamedType(own.type);
        const id = flat[`${own.name}Id`];
        if (isLeafType(named) && own.name in flat) values[own.name] = flat[own.name];
        else if (isEntityType(named) && typeof id === 'string') values[own.name] = {id};
        else if (isObjectType(named) && !isNonNullType(own.type)) values[own.name] = null;
      }
      for (const own of Object.values(type.getFields())) {
        const flag = flagOfOtherwise(type, own);
        if (flag && values[own.name] === null) values[flag] = false;
      }
      // A new record of its own id, with those values.
      return store.get(type.name, values);
    });
    store.set(payload, field.name, records);
  }
}

/** A payload list that holds the whole list after the change: "All favourite folders in their new order". */
const NEW_ORDER = /\bin their new order\b/;

/**
 * A payload's list "in their new order" of the items an input's id is of (`folderId` and `favoriteFolders`) holds that
 * item at the input's `position` ("starting at 0"; at the end when omitted or past the end).
 */
export function placedInNewOrder(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const payloadType = getNamedType(mutation.type);
  if (!isObjectType(payloadType)) return;
  for (const field of Object.values(payloadType.getFields())) {
    const item = getNamedType(field.type);
    const listed = store.get(payload, field.name);
    if (!NEW_ORDER.test(field.description ?? '') || !isEntityType(item) || !Array.isArray(listed)) continue;
    const id = Object.entries(input).find(([key, value]) => /Id$/.test(key) && encodedType(value) === item.name)?.[1];
    if (typeof id !== 'string') continue;
    store.set(payload, field.name, placedAt(listed, store.get(item.name, id) as Ref, input['position']).items);
  }
}

/**
 * A list with `item` at `position` ("starting at 0"; at the end when it is not a number or past the end), once: the
 * list the item is in after a move or a reorder, and the index it is at.
 */
function placedAt(items: readonly unknown[], item: Ref, position: unknown): {items: unknown[]; at: number} {
  const others = items.filter((ref) => !isRef(ref) || ref.$ref.key !== item.$ref.key);
  const at = typeof position === 'number' ? Math.min(position, others.length) : others.length;
  return {items: [...others.slice(0, at), item, ...others.slice(at)], at};
}

/** A payload's container the main result is now in ("The group the widget is now in"), or the one it left. */
const NOW_IN = /\bis now in\b/;
const LEFT = /\bthe \w+ left\b/i;

/**
 * A moved item (`moveWidgetToAnotherGroup`'s widget) is in the list of the container the payload says it "is now in",
 * at the input's `position` ("starting at 0"; at the end when omitted), with that position, and not in the list of the
 * container it "left".
 */
export function movedBetweenContainers(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const main = mainResult(store, mutation, payload);
  const payloadType = getNamedType(mutation.type);
  if (!main || !isObjectType(payloadType)) return;
  const id = main.value.$ref.key;
  for (const field of Object.values(payloadType.getFields())) {
    const description = field.description ?? '';
    const arrives = NOW_IN.test(description);
    const container = store.get(payload, field.name);
    const containerType = getNamedType(field.type);
    if ((!arrives && !LEFT.test(description)) || !isRef(container) || !isObjectType(containerType)) continue;
    const list = Object.values(containerType.getFields()).find(
      (candidate) => isListType(getNullableType(candidate.type)) && getNamedType(candidate.type) === main.type,
    );
    const items = list && store.get(container, list.name);
    if (!list || !Array.isArray(items)) continue;
    if (!arrives) {
      store.set(container, list.name, items.filter((ref) => !isRef(ref) || ref.$ref.key !== id));
      continue;
    }
    const {items: placed, at} = placedAt(items, main.value, input['position']);
    store.set(container, list.name, placed);
    const position = main.type.getFields()['position'];
    if (position && getNamedType(position.type).name === 'Int') store.set(main.value, 'position', at);
  }
}

/**
 * A count of a kind of entity on what a mutation makes from ids (`documentCount`, "Number of documents in the
 * export", of `createSelectionExport`'s `itemIds`): the number of those ids that are of that kind when they all are,
 * and at least that many when other ids (folders, which hold more documents) are among them.
 */
export function countsFromInput(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const main = mainResult(store, mutation, payload);
  const ids = Object.entries(input).find(([key, value]) => /(?:^i|I)ds$/.test(key) && Array.isArray(value))?.[1] as unknown[] | undefined;
  if (!main || !ids || !/^create[A-Z]/.test(mutation.name)) return;
  for (const field of Object.values(main.type.getFields())) {
    const counted = /^(\w+)Count$/.exec(field.name)?.[1];
    if (!counted || getNamedType(field.type).name !== 'Int') continue;
    const kind = pascalCase(counted);
    const named = ids.filter((id) => encodedType(id) === kind).length;
    if (named === 0) continue;
    const stored = store.get(main.value, field.name);
    const count = named === ids.length ? named : Math.max(named, typeof stored === 'number' ? stored : 0);
    store.set(main.value, field.name, count);
  }
}

/** Mutations that take what their input names away from their result. */
const REMOVING = /^(?:remove|delete|unassign|unpin|unlink)/;

/**
 * The lists of a mutation's main result that its input names the items of (`labelIds` for a document's `labels`,
 * `widgetIds` "in the new order" for a group's `widgets`, `mentionedUserIds` for a comment's `mentions`): those items
 * in the order sent, or, for a mutation that removes them, the list without them; what a mutation creates has none
 * of them when its input names none. Not for a connection, whose items its resolver keeps.
 */
export function listsFromInput(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const main = mainResult(store, mutation, payload);
  if (!main) return;
  const {type, value: result} = main;
  const inputFields = new Set(Object.keys(inputTypeOf(mutation)?.getFields() ?? {}));
  for (const field of Object.values(type.getFields())) {
    const item = getNamedType(field.type);
    if (!isListType(getNullableType(field.type)) || !isEntityType(item)) continue;
    const idsField = idsFieldFor(field.name, item.name, inputFields);
    const ids = idsField === undefined ? undefined : input[idsField];
    // A comment created without `mentionedUserIds` mentions no one.
    if (idsField !== undefined && ids == null && /^create[A-Z]/.test(mutation.name)) store.set(result, field.name, []);
    if (!Array.isArray(ids)) continue;
    if (!ids.every((id) => typeof id === 'string' && encodedType(id) === item.name)) continue;
    if (REMOVING.test(mutation.name)) {
      const kept = store.get(result, field.name);
      if (Array.isArray(kept)) store.set(result, field.name, kept.filter((ref) => !isRef(ref) || !ids.includes(ref.$ref.key)));
    } else {
      store.set(result, field.name, ids.map((id: string) => store.get(item.name, id)));
    }
  }
}
