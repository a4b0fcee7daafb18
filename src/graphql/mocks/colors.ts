/**
 * Colours in the mocks (./index.ts) that name themselves: a colour object's palette name is its value's (`#3B82F6`:
 * Ocean), and null for a colour not in the palette, as the schema's `Color.name` says ("`null` for a custom colour").
 */
import {getNamedType, isObjectType, isScalarType, type GraphQLSchema} from 'graphql';
import type {IMockStore} from '@graphql-tools/mock';

import {paletteName} from '../sampleValues';
import {fieldOf} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;

/** A palette name that is null for a value outside the palette. */
const CUSTOM_IS_NULL = /`null` for a custom colou?r/;

/** Resolvers for colour objects (a `hex` value and a palette `name`), added to `resolvers`. */
export function colorResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const {hex, name} = type.getFields();
    const hexType = hex && getNamedType(hex.type);
    if (!name || !hexType || !isScalarType(hexType) || !CUSTOM_IS_NULL.test(name.description ?? '')) continue;
    if (resolvers[type.name]?.['name']) continue;
    (resolvers[type.name] ??= {})['name'] = (parent: unknown) => {
      const value = fieldOf(store, parent, 'hex');
      return typeof value === 'string' ? paletteName(value) : fieldOf(store, parent, 'name');
    };
  }
}
