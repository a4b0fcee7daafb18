import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  isInputObjectType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * A field's value on the parent a resolver is given: from the store for an entity it keeps (a reference), else from
 * the plain object the parent is (a breadcrumb made by a resolver, a payload not yet stored).
 */
export function fieldOf(store: IMockStore, parent: unknown, field: string, args?: Record<string, unknown>): unknown {
  return isRef(parent) ? store.get(parent, field, args) : (parent as Record<string, unknown> | null)?.[field];
}

/** The input object type of a mutation's `input` argument, if it has one. */
export function inputTypeOf(mutation: GraphQLField<unknown, unknown>): GraphQLInputObjectType | undefined {
  const type = getNamedType(mutation.args.find((argument) => argument.name === 'input')?.type);
  return type && isInputObjectType(type) ? type : undefined;
}

/**
 * A field as a reader sees it: through its type's resolver in `resolvers` (a text document has no file, a folder's
 * path is its place's), else as fieldOf reads it. Only for resolvers that need nothing but their parent.
 */
export function shownThrough(
  store: IMockStore,
  resolvers: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): (parent: unknown, field: string) => unknown {
  return (parent, field) => {
    const resolver = isRef(parent) ? resolvers[(parent as Ref).$ref.typeName]?.[field] : undefined;
    return typeof resolver === 'function' ? (resolver as (parent: unknown) => unknown)(parent) : fieldOf(store, parent, field);
  };
}

/** The default value that an argument of `type` declares (`section: FolderSection = COMPANY`), if one does. */
export function defaultArgumentValue(schema: GraphQLSchema, type: GraphQLNamedType): unknown {
  for (const root of [schema.getQueryType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const argument = field.args.find((candidate) => getNamedType(candidate.type) === type && candidate.defaultValue !== undefined);
      if (argument) return argument.defaultValue;
    }
  }
  return undefined;
}
