/**
 * Addresses in the mocks (./index.ts), as the schema writes them: an address "in one line" beside the same address
 * "split into its parts" is those parts in one line, and a lookup by an address's parts (`locationByDetailedAddress`)
 * finds one with the parts it was given. Known by the descriptions and the parts' names, not by type names.
 */
import {isRef, type IMockStore} from '@graphql-tools/mock';
import {getNamedType, getNullableType, isInputObjectType, isObjectType, type GraphQLObjectType, type GraphQLSchema} from 'graphql';

import {fieldOf} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;
type Args = Record<string, unknown>;

/** "The address in one line, formatted for the country, such as `Unter den Linden 1, 10117 Berlin, Germany`". */
const ONE_LINE = /\bin one line\b/;
/** "The address, split into its parts". */
const IN_PARTS = /\bsplit into its parts\b/;

/** The one-line address's groups of parts, in the order of the schema's own example. */
const LINE = [['street', 'houseNumber'], ['postalCode', 'city'], ['country']] as const;

/** The field of a type that holds its address in parts, and the one that holds it in one line, if it has both. */
function addressFields(type: GraphQLObjectType): {line: string; parts: string} | undefined {
  const fields = Object.values(type.getFields());
  const line = fields.find((field) => ONE_LINE.test(field.description ?? '') && getNamedType(field.type).name === 'String');
  const parts = fields.find((field) => IN_PARTS.test(field.description ?? '') && isObjectType(getNamedType(field.type)));
  return line && parts ? {line: line.name, parts: parts.name} : undefined;
}

/** An address's parts in one line: "Friedrichstraße 43, 10117 Berlin, Germany", leaving out the parts it lacks. */
export function addressLine(part: (name: string) => unknown): string {
  return LINE.map((group) =>
    group
      .map(part)
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .join(' '),
  )
    .filter(Boolean)
    .join(', ');
}

/**
 * Resolvers that keep an address in one line and in parts the same address, and that answer a query given an
 * address's parts (an input object argument whose fields the parts have) with those parts.
 */
export function addressResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = addressFields(type);
    if (!fields || resolvers[type.name]?.[fields.line]) continue;
    (resolvers[type.name] ??= {})[fields.line] = (parent: unknown) => {
      const parts = fieldOf(store, parent, fields.parts);
      const line = parts ? addressLine((name) => fieldOf(store, parts, name)) : '';
      return line || fieldOf(store, parent, fields.line);
    };
  }
  const query = schema.getQueryType();
  for (const field of Object.values(query?.getFields() ?? {})) {
    const result = getNullableType(field.type);
    const fields = isObjectType(result) ? addressFields(result) : undefined;
    const partsType = fields && isObjectType(result) ? getNamedType(result.getFields()[fields.parts]!.type) : undefined;
    const given = field.args.find((argument) => {
      const type = getNamedType(argument.type);
      return isInputObjectType(type) && isObjectType(partsType) && Object.keys(type.getFields()).some((name) => name in partsType.getFields());
    });
    if (!query || !fields || !given || !isObjectType(partsType) || resolvers[query.name]?.[field.name]) continue;
    (resolvers[query.name] ??= {})[field.name] = (_root: unknown, args: Args) => {
      const found = store.get(query.name, 'ROOT', field.name, args);
      const parts = isRef(found) ? store.get(found, fields.parts) : undefined;
      const sent = args[given.name] as Args | null | undefined;
      if (!isRef(parts) || !sent) return found;
      for (const [name, value] of Object.entries(sent)) {
        if (name in partsType.getFields() && typeof value === 'string') store.set(parts, name, value);
      }
      return found;
    };
  }
}
