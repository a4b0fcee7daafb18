/**
 * Where the generated reference documents a schema item: graphql-markdown's sections and file names. The reference
 * generation, the changelog and the assistants' Markdown copies all link to these pages, so they share this one map.
 */
import {slugify} from '@graphql-markdown/utils';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {rootType, type OperationType} from './examples';

/** The reference section (folder) of a named type's page. */
export function sectionOf(type: GraphQLNamedType): string | undefined {
  if (isScalarType(type)) return 'scalars';
  if (isEnumType(type)) return 'enums';
  if (isInputObjectType(type)) return 'inputs';
  if (isInterfaceType(type)) return 'interfaces';
  if (isUnionType(type)) return 'unions';
  if (isObjectType(type)) return 'objects';
  return undefined;
}

/**
 * Where graphql-markdown's `deprecated: 'group'` put the pages of deprecated operations until they moved into their
 * sections (`/docs/graphql/deprecated/mutations/x` is now `/docs/graphql/mutations/x`): their old URLs redirect.
 */
export const FORMER_DEPRECATED_FOLDER = 'deprecated';



/** The reference section of each kind of operation's root fields, in the order the reference lists them. */
export const OPERATION_SECTION = {
  query: 'queries',
  mutation: 'mutations',
  subscription: 'subscriptions',
} as const satisfies Record<OperationType, string>;

/** The schema's root types with the reference section of their fields. */
export function rootSections(schema: GraphQLSchema): [string, GraphQLObjectType | null | undefined][] {
  return (Object.keys(OPERATION_SECTION) as OperationType[]).map((operationType) => [
    OPERATION_SECTION[operationType],
    rootType(schema, operationType),
  ]);
}

/**
 * A root field's page, as `<section>/<slug>` (e.g. `mutations/create-folder`), deprecated or not: every item lives at
 * `/docs/graphql/{section}/{name}`.
 */
export function rootFieldPage(section: string, field: Pick<GraphQLField<unknown, unknown>, 'name'> & {deprecationReason?: unknown}): string {
  return `${section}/${slugify(field.name)}`;
}

/** A named type's page, as `<section>/<slug>` (e.g. `objects/folder`); undefined for a type without a page. */
export function typePage(type: GraphQLNamedType): string | undefined {
  const section = sectionOf(type);
  return section ? `${section}/${slugify(type.name)}` : undefined;
}

/** A directive's page, as `directives/<slug>`. */
export function directivePage(name: string): string {
  return `directives/${slugify(name)}`;
}
