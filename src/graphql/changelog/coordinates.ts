/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE`, `@directive`) resolved in a
 * schema: the definition they name, its deprecation and the reference page that documents it.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type ASTNode,
  type GraphQLSchema,
} from 'graphql';

import {directivePage, rootFieldPage, rootSections, typePage} from '../referencePages';

/** What a coordinate names, with the parts the changelog needs. */
export interface SchemaElement {
  readonly deprecationReason?: string | null;
  readonly astNode?: ASTNode | null;
}

/** The element a coordinate names in a schema, or undefined when the schema has no such element. */
export function resolveCoordinate(schema: GraphQLSchema, coordinate: string): SchemaElement | undefined {
  if (coordinate.startsWith('@')) {
    const [name, argument] = coordinate.slice(1).split('.');
    const directive = schema.getDirective(name);
    if (!directive || argument === undefined) return directive ?? undefined;
    return directive.args.find((arg) => arg.name === argument);
  }
  const [typeName, member, argument] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (!type || member === undefined) return type ?? undefined;
  if (isEnumType(type)) return argument === undefined ? (type.getValue(member) ?? undefined) : undefined;
  if (isInputObjectType(type)) return argument === undefined ? type.getFields()[member] : undefined;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field || argument === undefined) return field;
    return field.args.find((arg) => arg.name === argument);
  }
  return undefined;
}

/** What kind of element a coordinate names, by its shape and what its type is in the schema. */
export type ElementKind =
  | 'type'
  | 'query'
  | 'mutation'
  | 'subscription'
  | 'field'
  | 'input field'
  | 'enum value'
  | 'argument'
  | 'directive'
  | 'directive argument'
  | 'member';

/** The kind of element a coordinate names; `member` for a `Type.member` whose type the schema lacks. */
export function elementKindOf(schema: GraphQLSchema, coordinate: string): ElementKind {
  if (coordinate.startsWith('@')) return coordinate.includes('.') ? 'directive argument' : 'directive';
  const [typeName, member, argument] = coordinate.split('.');
  if (member === undefined) return 'type';
  if (argument !== undefined) return 'argument';
  const type = schema.getType(typeName);
  if (type && type === schema.getQueryType()) return 'query';
  if (type && type === schema.getMutationType()) return 'mutation';
  if (type && type === schema.getSubscriptionType()) return 'subscription';
  if (isEnumType(type)) return 'enum value';
  if (isInputObjectType(type)) return 'input field';
  if (isObjectType(type) || isInterfaceType(type)) return 'field';
  return 'member';
}

/** The deprecation reason of an element; undefined when it is not deprecated (or does not exist). */
export function deprecationReasonOf(schema: GraphQLSchema, coordinate: string): string | undefined {
  return resolveCoordinate(schema, coordinate)?.deprecationReason ?? undefined;
}

/** The announced removal date in a deprecation reason ("Removal on 2027-03-31", "removed on …", "remove after …"). */
export function removalDateOf(reason: string | undefined): string | undefined {
  return /\bremov(?:al|ed|e)\b[^0-9\n]{0,24}(\d{4}-\d{2}-\d{2})/i.exec(reason ?? '')?.[1];
}

export interface Deprecation {
  readonly coordinate: string;
  readonly reason: string;
  readonly removal?: string;
}

/** Every deprecated field, argument, input field and enum value of a schema, in schema order. */
export function listDeprecations(schema: GraphQLSchema): Deprecation[] {
  const found: Deprecation[] = [];
  const add = (coordinate: string, reason: string | null | undefined) => {
    if (reason != null) found.push({coordinate, reason, removal: removalDateOf(reason)});
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type))
      for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.deprecationReason);
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.deprecationReason);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) add(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
      }
    }
  }
  return found;
}

/**
 * The reference page documenting a coordinate, as `<section>/<slug>` (graphql-markdown's names): a root field has a
 * page of its own, a member of another type is on its type's page. Undefined when the schema lacks the item.
 */
export function referencePageOf(schema: GraphQLSchema, coordinate: string): string | undefined {
  if (!resolveCoordinate(schema, coordinate)) return undefined;
  if (coordinate.startsWith('@')) return directivePage(coordinate.slice(1).split('.')[0]);
  const [typeName, member] = coordinate.split('.');
  const root = rootSections(schema).find(([, type]) => type?.name === typeName);
  if (root) {
    const field = member === undefined ? undefined : root[1]?.getFields()[member];
    return field ? rootFieldPage(root[0], field) : undefined;
  }
  const type = schema.getType(typeName);
  return type ? typePage(type) : undefined;
}

/** The coordinate of the item a reference page documents: the root field or the type (or `@directive`). */
export function pageItemOf(schema: GraphQLSchema, coordinate: string): string {
  if (coordinate.startsWith('@')) return coordinate.split('.')[0];
  const [typeName, member] = coordinate.split('.');
  const rootNames = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name);
  return rootNames.includes(typeName) && member !== undefined ? `${typeName}.${member}` : typeName;
}
