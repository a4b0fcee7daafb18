/**
 * Places in a tree in the mocks (./index.ts): a folder's path ends in its name and runs through the folders above it,
 * the breadcrumbs beside it are those folders, and its parent is the last of them, so that a sample response reads as
 * one folder tree. Known by the schema's conventions (a type with a `name` and a `path`, a `breadcrumbs` list of them,
 * a locator input of an `id` or a `path`), not by type names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {
  baseLocalId,
  entityTypeForIdField,
  folderPath,
  sampleFolderTrail,
  sampleScalar,
  stableHash,
  toGlobalId,
} from '../sampleValues';
import {defaultArgumentValue, fieldOf, inputTypeOf} from './fields';

type Args = Record<string, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** The folders of sample breadcrumbs have ids of their own, above the generated ones, one per path. */
const TRAIL_ID_OFFSET = 5_000;
const TRAIL_IDS = 1_000;

/** Where places are in the tree of one mock store. */
export interface Places {
  /** Records where a place is, from the company root down to it: it is the place at that path from now on. */
  put(place: Ref, names: readonly string[]): void;
  /** The names from the company root down to a place, itself included. */
  namesOf(place: unknown): string[] | undefined;
  /** The place of a type at a path: the one there, or one made for it with that name. */
  at(typeName: string, names: readonly string[]): Ref;
}

function hasStringField(type: GraphQLNamedType, name: string, scalar: string): boolean {
  if (!isObjectType(type) && !isInputObjectType(type)) return false;
  const field = type.getFields()[name];
  return field !== undefined && isScalarType(getNamedType(field.type)) && getNamedType(field.type).name === scalar;
}

/** Whether a type is a place in a tree, as the schema writes one: a `name` and a `path` of text. */
export function isPlaceType(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && hasStringField(type, 'name', 'String') && hasStringField(type, 'path', 'String');
}

/** Whether an input locates a place, as `FolderLocator` does: by its `id` or by its `path`. */
function isLocatorType(type: GraphQLNamedType): boolean {
  return isInputObjectType(type) && hasStringField(type, 'id', 'ID') && hasStringField(type, 'path', 'String');
}

/** The field of an item that holds the place it is in (a document's `folder`), if it has one. */
export function containerField(type: GraphQLObjectType): GraphQLField<unknown, unknown> | undefined {
  const fields = Object.values(type.getFields());
  if (isPlaceType(type)) return undefined;
  return fields.find(
    (field) =>
      field.name !== 'breadcrumbs' && isPlaceType(getNamedType(field.type)) && !isListType(getNullableType(field.type)),
  );
}

/**
 * Resolvers that keep places in one tree: each place in the tree (./isPlaceType) is given a sample trail by its key,
 * so that a path, its name, its parent and the breadcrumbs beside them agree; a breadcrumb is the place at its path.
 */
export function placeResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): Places {
  const placed = new Map<string, readonly string[]>();
  const atPath = new Map<string, Ref>();
  const keyOf = (place: Ref) => `${place.$ref.typeName}:${String(place.$ref.key)}`;
  const pathKey = (typeName: string, names: readonly string[]) => `${typeName}:${folderPath(names)}`;
  const nameOf = (place: unknown): string | undefined => {
    const name = fieldOf(store, place, 'name');
    return typeof name === 'string' ? name : undefined;
  };
  const put = (place: Ref, names: readonly string[]) => {
    placed.set(keyOf(place), names);
    atPath.set(pathKey(place.$ref.typeName, names), place);
  };
  const namesOf = (place: unknown): string[] | undefined => {
    const put = isRef(place) ? placed.get(keyOf(place)) : undefined;
    if (put) return [...put];
    const name = nameOf(place);
    if (name === undefined) return undefined;
    const key = isRef(place) ? keyOf(place) : name;
    const names = [...sampleFolderTrail(stableHash(key)), name];
    // The first place seen at a path is the one its breadcrumbs name.
    if (isRef(place) && !atPath.has(pathKey(place.$ref.typeName, names))) atPath.set(pathKey(place.$ref.typeName, names), place);
    return names;
  };
  const at = (typeName: string, names: readonly string[]): Ref => {
    const known = atPath.get(pathKey(typeName, names));
    if (known) return known;
    const id = toGlobalId(typeName, baseLocalId(typeName) + TRAIL_ID_OFFSET + (stableHash(folderPath(names)) % TRAIL_IDS));
    store.set(typeName, id, {name: names.at(-1)});
    const place = store.get(typeName, id) as Ref;
    put(place, names);
    return place;
  };
  /** The breadcrumbs of a run of names, each the place at its path; the last one `last` when it is given. */
  const trail = (crumbType: GraphQLObjectType, names: readonly string[], last?: Ref) => {
    const idFields = Object.values(crumbType.getFields()).filter((field) => getNamedType(field.type).name === 'ID');
    return names.map((name, index) => {
      const down = names.slice(0, index + 1);
      const crumb: Args = {name, path: folderPath(down)};
      for (const field of idFields) {
        const entity = entityTypeForIdField(schema, field.name, crumbType.name);
        const entityType = schema.getType(entity);
        const place =
          last && index === names.length - 1 && last.$ref.typeName === entity
            ? last
            : entityType && isPlaceType(entityType)
              ? at(entity, down)
              : undefined;
        crumb[field.name] = place
          ? String(place.$ref.key)
          : toGlobalId(entity, baseLocalId(entity) + TRAIL_ID_OFFSET + (stableHash(folderPath(down)) % TRAIL_IDS));
      }
      return crumb;
    });
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    const place = isPlaceType(type);
    if (place) {
      (resolvers[type.name] ??= {})['path'] = (parent: unknown) => {
        // A breadcrumb made below comes with its path.
        const given = isRef(parent) ? undefined : (parent as Args | null)?.['path'];
        if (typeof given === 'string') return given;
        const names = namesOf(parent);
        return names ? folderPath(names) : sampleScalar('String', 'path', stableHash(type.name));
      };
      // A place's parent (`Folder.parent`) is the last of its breadcrumbs; at the top of the tree it has none.
      for (const field of Object.values(fields)) {
        const fieldType = getNullableType(field.type);
        if (fieldType !== type || isNonNullType(field.type)) continue;
        resolvers[type.name]![field.name] = (parent: unknown) => {
          const names = namesOf(parent);
          return names && names.length > 1 ? at(type.name, names.slice(0, -1)) : null;
        };
      }
    }
    const crumbs = fields['breadcrumbs'];
    if (!crumbs || !isListType(getNullableType(crumbs.type)) || !isPlaceType(getNamedType(crumbs.type))) continue;
    // A place's breadcrumbs lead down to its parent; those of an item in a place (a document's folder) to that place.
    const container = place ? undefined : containerField(type);
    if (!place && !container) continue;
    (resolvers[type.name] ??= {})['breadcrumbs'] = (parent: unknown) => {
      const owner = place ? parent : fieldOf(store, parent, container!.name);
      const names = namesOf(owner);
      if (names === undefined) return [];
      const crumbType = getNamedType(crumbs.type) as GraphQLObjectType;
      return place ? trail(crumbType, names.slice(0, -1)) : trail(crumbType, names, isRef(owner) ? owner : undefined);
    };
  }
  return {put, namesOf, at};
}

/** An argument that names a parent by its id (`parentFolderId`, `parentId`), not the entity a field returns. */
export const PARENT_ID = /^parent\w*Id$/;

/**
 * The argument of a root field that names the parent its place is in (`folderByName(parentFolderId:)`, "directly
 * inside the given parent"; `addedFolder(parentFolderId:)`, "the top level of the company tree when omitted"), when
 * the field returns a place.
 */
export function parentArgument(field: GraphQLField<unknown, unknown>): string | undefined {
  const place = getNullableType(field.type);
  if (isListType(place) || !isPlaceType(place)) return undefined;
  return field.args.find((argument) => PARENT_ID.test(argument.name) && getNamedType(argument.type).name === 'ID')?.name;
}

/**
 * A place put in the tree is in its parent's `section`, or, at the top level, in the one a listing shows by default
 * (`folders(section: FolderSection = COMPANY)`): the company root is the company's section.
 */
function inSectionOf(schema: GraphQLSchema, store: IMockStore, item: Ref, parent: Ref | undefined): void {
  const type = schema.getType(item.$ref.typeName);
  const field = isObjectType(type) ? type.getFields()['section'] : undefined;
  if (!field) return;
  const section = parent ? store.get(parent, 'section') : defaultArgumentValue(schema, getNamedType(field.type));
  if (typeof section === 'string') store.set(item, 'section', section);
}

/** "Only direct subfolders of this folder. When omitted, top-level folders of the section are returned". */
const TOP_LEVEL_WHEN_OMITTED = /\bwhen omitted, (?:the )?top-level\b/i;

/**
 * Where a list of places a field returns is, by its arguments: inside the parent an argument (or a field of its filter
 * input) named `parent…Id` names, or at the top level when that is omitted and its description says so, unless the
 * description says otherwise "when `search` is given" and it is. `undefined`: anywhere.
 */
export function listedPlacesParent(field: GraphQLField<unknown, unknown>, args: Args): string | null | undefined {
  for (const argument of field.args) {
    const type = getNamedType(argument.type);
    const holder = isInputObjectType(type) ? (args[argument.name] as Args | null | undefined) : args;
    const fields = isInputObjectType(type) ? Object.values(type.getFields()) : [argument];
    for (const candidate of fields) {
      if (!PARENT_ID.test(candidate.name) || !TOP_LEVEL_WHEN_OMITTED.test(candidate.description ?? '')) continue;
      const parentId = holder?.[candidate.name];
      if (typeof parentId === 'string') return parentId;
      const unless = [...(candidate.description ?? '').matchAll(/\bwhen `(\w+)` is given\b/g)].map((match) => match[1]!);
      return unless.some((name) => holder?.[name] != null) ? undefined : null;
    }
  }
  return undefined;
}

/** Puts the places a list shows where its arguments say they are (listedPlacesParent). */
export function placeListed(store: IMockStore, places: Places, field: GraphQLField<unknown, unknown>, args: Args, items: readonly Ref[]): void {
  const parentId = listedPlacesParent(field, args);
  if (parentId === undefined) return;
  for (const item of items) {
    const name = store.get(item, 'name');
    const above = parentId === null ? [] : places.namesOf(store.get(item.$ref.typeName, parentId));
    if (typeof name === 'string' && above) places.put(item, [...above, name]);
  }
}

/**
 * The places an event of a subscription that watches a parent carries (`foldersChanged(parentFolderId:)`: its
 * `folders`; `folderFeed`: its `folder`), with the argument that names the parent: they are in the parent watched.
 */
export function placesInEvent(field: GraphQLField<unknown, unknown>): {parent: string; fields: string[]} | undefined {
  const event = getNamedType(field.type);
  const parent = field.args.find((argument) => PARENT_ID.test(argument.name) && getNamedType(argument.type).name === 'ID')?.name;
  // A subscription that sends the place itself (`addedFolder`) is parentArgument's.
  if (!parent || !isObjectType(event) || parentArgument(field) !== undefined) return undefined;
  const fields = Object.values(event.getFields())
    .filter((own) => isPlaceType(getNamedType(own.type)))
    .map(({name}) => name);
  return fields.length > 0 ? {parent, fields} : undefined;
}

/** Puts `found`, a place a root field returns, inside the parent its argument `parent` names, else at the top. */
export function placeInParent(
  schema: GraphQLSchema,
  store: IMockStore,
  places: Places,
  field: GraphQLField<unknown, unknown>,
  found: unknown,
  args: Args,
  parent: string,
): void {
  const name = isRef(found) ? store.get(found, 'name') : undefined;
  if (!isRef(found) || typeof name !== 'string') return;
  const parentId = args[parent];
  const parentPlace = typeof parentId === 'string' ? (store.get(found.$ref.typeName, parentId) as Ref) : undefined;
  const above = parentPlace ? places.namesOf(parentPlace) : [];
  if (above) places.put(found, [...above, name]);
  // `folderByName(section:)` without a parent looks in the top level of the section it names.
  if (parentPlace || !field.args.some((argument) => argument.name === 'section')) inSectionOf(schema, store, found, parentPlace);
}

/** Queries that look a place up inside a parent (parentArgument) answer with one there (placeInParent). */
export function lookupPlaceResolvers(schema: GraphQLSchema, store: IMockStore, places: Places, resolvers: ResolverMap): void {
  const query = schema.getQueryType();
  for (const field of Object.values(query?.getFields() ?? {})) {
    const parent = parentArgument(field);
    if (!query || parent === undefined || resolvers[query.name]?.[field.name]) continue;
    (resolvers[query.name] ??= {})[field.name] = (_root: unknown, args: Args) => {
      const found = store.get(query.name, 'ROOT', field.name, args);
      placeInParent(schema, store, places, field, found, args, parent);
      return found;
    };
  }
}

/**
 * Puts what a mutation returns where its input says: a new folder under the parent its input locates (`parent`), or
 * at the company root when it names none; a moved or copied folder under the folder its input locates
 * (`targetFolder`), a moved or copied document in it. The locator is the input's field of a locator type
 * (./isLocatorType); by path, the place at that path; by id, that place wherever it is.
 */
export function placeMutationResults(
  schema: GraphQLSchema,
  store: IMockStore,
  places: Places,
  mutation: GraphQLField<unknown, unknown>,
  input: Args,
  payload: Ref,
): void {
  const inputType = inputTypeOf(mutation);
  const payloadType = getNamedType(mutation.type);
  if (!inputType || !isObjectType(payloadType)) return;
  const locatorField = Object.values(inputType.getFields()).find((field) => isLocatorType(getNamedType(field.type)));
  const locator = locatorField ? (input[locatorField.name] as Args | null | undefined) : undefined;
  for (const result of Object.values(payloadType.getFields())) {
    const resultType = getNamedType(result.type);
    if (!isObjectType(resultType)) continue;
    const container = containerField(resultType);
    const placeType = isPlaceType(resultType) ? resultType : container ? getNamedType(container.type) : undefined;
    if (!placeType) continue;
    const value = store.get(payload, result.name);
    const items = (Array.isArray(value) ? value : [value]).filter(isRef);
    // A new place (its input names no existing one) is at the company root unless its input locates a parent, by
    // its locator or by a parent's id (`parentId`, which keeps a sample path).
    const own = ['id', 'ids', 'itemIds', `${result.name}Id`, `${result.name.replace(/s$/, '')}Ids`];
    const isNew = !own.some((key) => input[key] != null);
    const parentById = Object.entries(input).some(([key, given]) => /^parent\w*Id$/.test(key) && given != null);
    const rootByDefault = isNew && !parentById && locatorField !== undefined && !isNonNullType(locatorField.type);
    const target = targetOf(store, places, placeType.name, locator, rootByDefault);
    if (!target) continue;
    for (const item of items) {
      if (container) {
        if (target.place) store.set(item, container.name, target.place);
        continue;
      }
      const name = isNew && typeof input['name'] === 'string' ? input['name'] : store.get(item, 'name');
      if (typeof name === 'string') places.put(item, [...target.names, name]);
      inSectionOf(schema, store, item, target.names.length > 0 ? target.place : undefined);
    }
  }
}

/** The place a locator names, and the names down to it; the root when `rootByDefault` and no locator is given. */
function targetOf(
  store: IMockStore,
  places: Places,
  typeName: string,
  locator: Args | null | undefined,
  rootByDefault: boolean,
): {names: string[]; place?: Ref} | undefined {
  if (locator == null) return rootByDefault ? {names: []} : undefined;
  if (typeof locator['id'] === 'string') {
    const place = store.get(typeName, locator['id']) as Ref;
    const names = places.namesOf(place);
    if (!names) return undefined;
    // The place named by id is the one at its path: the breadcrumbs below it carry its id.
    places.put(place, names);
    return {names, place};
  }
  if (typeof locator['path'] !== 'string') return undefined;
  const names = locator['path'].split('/').filter(Boolean);
  return names.length > 0 ? {names, place: places.at(typeName, names)} : {names};
}
