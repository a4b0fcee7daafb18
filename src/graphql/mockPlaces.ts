/**
 * Places in a tree in the mocks (./mocks.ts): a folder's path ends in its name and runs through the folders above it,
 * and the breadcrumbs beside it are those folders, so that a sample response reads as one folder tree. Known by the
 * schema's conventions (a type with a `name` and a `path`, a `breadcrumbs` list of them), not by type names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isScalarType,
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
} from './sampleValues';

type Args = Record<string, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** The folders of sample breadcrumbs have ids of their own, above the generated ones, one per path. */
const TRAIL_ID_OFFSET = 5_000;
const TRAIL_IDS = 1_000;

/**
 * Where a new place goes (`createFolder(input: {name, parent})`): under the parent its input locates by path, or at the
 * root when it names no parent. A parent given by id keeps a sample path.
 */
export function createdPlace(input: unknown): string[] | undefined {
  const {name, parent, parentId} = (input ?? {}) as Args;
  if (typeof name !== 'string' || parentId != null) return undefined;
  if (parent == null) return [name];
  const parentPath = (parent as Args)['path'];
  return typeof parentPath === 'string' ? [...parentPath.split('/').filter(Boolean), name] : undefined;
}

/** Records where a place is in the tree, from the company root down to it, for its path and breadcrumbs. */
export type PutPlace = (place: Ref, names: readonly string[]) => void;

/** Whether a type is a place in a tree, as the schema writes one: a `name` and a `path` of text. */
export function isPlaceType(type: GraphQLNamedType): type is GraphQLObjectType {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return ['name', 'path'].every((name) => {
    const field = fields[name];
    return field !== undefined && isScalarType(getNamedType(field.type)) && getNamedType(field.type).name === 'String';
  });
}

/**
 * A folder's path ends in its name and runs through the folders above it; its breadcrumbs are those folders, and a
 * document's are its folder's and its folder: each place in the tree (./isPlaceType) is given the same sample trail
 * by its key, so that a path, its name and the breadcrumbs beside them agree.
 */
export function placeResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): PutPlace {
  const placed = new Map<string, readonly string[]>();
  const keyOf = (place: Ref) => `${place.$ref.typeName}:${String(place.$ref.key)}`;
  const nameOf = (place: unknown): string | undefined => {
    const name = isRef(place) ? store.get(place, 'name') : (place as Args | null)?.['name'];
    return typeof name === 'string' ? name : undefined;
  };
  /** The names from the company root down to the place, itself included. */
  const namesDownTo = (place: unknown): string[] | undefined => {
    const put = isRef(place) ? placed.get(keyOf(place)) : undefined;
    if (put) return [...put];
    const name = nameOf(place);
    if (name === undefined) return undefined;
    const key = isRef(place) ? keyOf(place) : name;
    return [...sampleFolderTrail(stableHash(key)), name];
  };
  /** The breadcrumbs of a run of names: each with its path, and its ids those of one folder per path. */
  const trail = (crumbType: GraphQLObjectType, names: readonly string[]) => {
    const idFields = Object.values(crumbType.getFields()).filter((field) => getNamedType(field.type).name === 'ID');
    return names.map((name, index) => {
      const path = folderPath(names.slice(0, index + 1));
      const crumb: Args = {name, path};
      for (const field of idFields) {
        const entity = entityTypeForIdField(schema, field.name, crumbType.name);
        crumb[field.name] = toGlobalId(entity, baseLocalId(entity) + TRAIL_ID_OFFSET + (stableHash(path) % TRAIL_IDS));
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
        const names = namesDownTo(parent);
        return names ? folderPath(names) : sampleScalar('String', 'path', stableHash(type.name));
      };
    }
    const crumbs = fields['breadcrumbs'];
    if (!crumbs || !isListType(getNullableType(crumbs.type)) || !isPlaceType(getNamedType(crumbs.type))) continue;
    // A place's breadcrumbs lead down to its parent; those of an item in a place (a document's folder) to that place.
    const container = place
      ? undefined
      : Object.values(fields).find(
          (field) =>
            field.name !== 'breadcrumbs' &&
            isPlaceType(getNamedType(field.type)) &&
            !isListType(getNullableType(field.type)),
        );
    if (!place && !container) continue;
    (resolvers[type.name] ??= {})['breadcrumbs'] = (parent: unknown) => {
      const inside = (name: string) => (isRef(parent) ? store.get(parent, name) : (parent as Args | null)?.[name]);
      const owner = place ? parent : inside(container!.name);
      const names = namesDownTo(owner);
      if (names === undefined) return [];
      return trail(getNamedType(crumbs.type) as GraphQLObjectType, place ? names.slice(0, -1) : names);
    };
  }
  return (place, names) => placed.set(keyOf(place), names);
}
