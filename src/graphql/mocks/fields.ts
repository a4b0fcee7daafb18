import {isRef, type IMockStore} from '@graphql-tools/mock';
import {getNamedType, isInputObjectType, type GraphQLField, type GraphQLInputObjectType} from 'graphql';

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
