/**
 * Released, upcoming or deprecated: where each item of the working schema stands against the latest release. An item
 * that the latest release does not have is upcoming (planned for the next release); an item marked `@deprecated` is
 * deprecated, whenever that was announced. The reference marks both, and the guides and posts must say so beside any
 * name of one (src/plugins/remark-schema-status.ts).
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

import {listDeprecations, resolveCoordinate, type Deprecation} from './coordinates';
import {loadReleases, RELEASES_DIR} from './releases';

export interface SchemaStatus {
  /** The date of the latest release, which upcoming items are not in; undefined when nothing was released. */
  readonly latestRelease?: string;
  /** Coordinates of the working schema's items that the latest release does not have. */
  readonly upcoming: ReadonlySet<string>;
  /** The deprecated items, by coordinate. */
  readonly deprecated: ReadonlyMap<string, Deprecation>;
}

/** Every coordinate of a schema: types, their fields, arguments, input fields and enum values, and directives. */
export function schemaCoordinates(schema: GraphQLSchema): string[] {
  const coordinates: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    coordinates.push(type.name);
    if (isEnumType(type)) for (const value of type.getValues()) coordinates.push(`${type.name}.${value.name}`);
    if (isInputObjectType(type)) for (const field of Object.keys(type.getFields())) coordinates.push(`${type.name}.${field}`);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        coordinates.push(`${type.name}.${field.name}`);
        for (const arg of field.args) coordinates.push(`${type.name}.${field.name}.${arg.name}`);
      }
    }
  }
  for (const directive of schema.getDirectives()) coordinates.push(`@${directive.name}`);
  return coordinates;
}

/** Where the working schema's items stand against the latest release (none: every item is upcoming). */
export function schemaStatus(working: GraphQLSchema, latest?: {readonly date: string; readonly schema: GraphQLSchema}): SchemaStatus {
  const upcoming = new Set(
    schemaCoordinates(working).filter((coordinate) => !latest || !resolveCoordinate(latest.schema, coordinate)),
  );
  const deprecated = new Map(listDeprecations(working).map((deprecation) => [deprecation.coordinate, deprecation]));
  return {latestRelease: latest?.date, upcoming, deprecated};
}

/** Whether an item is upcoming: its own coordinate, not only a member of it, is new. */
export function isUpcoming(status: SchemaStatus, coordinate: string): boolean {
  return status.upcoming.has(coordinate);
}

export type ItemStatus = 'upcoming' | 'deprecated';

export interface NamedStatus {
  readonly coordinate: string;
  readonly status: ItemStatus;
}

/**
 * The names under which a text names an upcoming or deprecated item: an operation (a root field) and a type by its
 * bare name (`getUploadTransactionSignedUrlForParts`, `WorkflowItemStatsByMonthAndYear`), a directive as `@name`, any
 * other member by its coordinate (`Document.url`): a bare field name (`url`) is every type's.
 */
export function statusNames(status: SchemaStatus, working: GraphQLSchema): Map<string, NamedStatus> {
  const roots = new Set([working.getQueryType(), working.getMutationType(), working.getSubscriptionType()].map((type) => type?.name));
  const names = new Map<string, NamedStatus>();
  const add = (coordinate: string, itemStatus: ItemStatus) => {
    const [typeName, member, argument] = coordinate.split('.');
    names.set(coordinate, {coordinate, status: itemStatus});
    if (member !== undefined && argument === undefined && roots.has(typeName)) names.set(member, {coordinate, status: itemStatus});
  };
  for (const coordinate of status.upcoming) {
    // A member of an upcoming type is named with its type, which carries the status.
    const parent = coordinate.split('.').slice(0, -1).join('.');
    if (parent && status.upcoming.has(parent) && !roots.has(parent)) continue;
    add(coordinate, 'upcoming');
  }
  for (const coordinate of status.deprecated.keys()) add(coordinate, 'deprecated');
  return names;
}

export interface SchemaFacts {
  readonly schema: GraphQLSchema;
  readonly status: SchemaStatus;
  readonly names: ReadonlyMap<string, NamedStatus>;
}

/** The working schema and where its items stand against the latest of the releases in `releasesDir`. Node only. */
export function schemaFacts(schema: GraphQLSchema, releasesDir = RELEASES_DIR): SchemaFacts {
  const latest = loadReleases(releasesDir).at(-1);
  const status = schemaStatus(schema, latest);
  return {schema, status, names: statusNames(status, schema)};
}
