/** Where each named type is used: the "related items" of a reference page. Built once per schema. */
import {getNamedType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema} from 'graphql';

import {listReferenceItems, typeItem, type ReferenceItem} from './items';

export interface TypeRelations {
  /** Operations that return the type. */
  readonly returnedBy: ReferenceItem[];
  /** Operations with an argument of the type. */
  readonly argumentOf: ReferenceItem[];
  /** Objects, interfaces and inputs with a field (or a field argument) of the type. */
  readonly fieldOf: ReferenceItem[];
  /** Objects and interfaces implementing the interface. */
  readonly implementedBy: ReferenceItem[];
  /** Unions the type is a member of. */
  readonly memberOf: ReferenceItem[];
}

type MutableRelations = {[Key in keyof TypeRelations]: Set<ReferenceItem>};

const cache = new WeakMap<GraphQLSchema, Map<string, TypeRelations>>();

export function typeRelations(schema: GraphQLSchema, typeName: string): TypeRelations {
  let index = cache.get(schema);
  if (!index) {
    index = buildIndex(schema);
    cache.set(schema, index);
  }
  return index.get(typeName) ?? {returnedBy: [], argumentOf: [], fieldOf: [], implementedBy: [], memberOf: []};
}

function buildIndex(schema: GraphQLSchema): Map<string, TypeRelations> {
  const relations = new Map<string, MutableRelations>();
  const add = (typeName: string, relation: keyof TypeRelations, item: ReferenceItem | undefined) => {
    if (!item || item.name === typeName) return;
    let entry = relations.get(typeName);
    if (!entry) {
      entry = {
        returnedBy: new Set(),
        argumentOf: new Set(),
        fieldOf: new Set(),
        implementedBy: new Set(),
        memberOf: new Set(),
      };
      relations.set(typeName, entry);
    }
    entry[relation].add(item);
  };

  for (const item of listReferenceItems(schema)) {
    if (item.kind === 'operation') {
      add(getNamedType(item.field.type).name, 'returnedBy', item);
      for (const argument of item.field.args) add(getNamedType(argument.type).name, 'argumentOf', item);
    } else if (item.kind === 'type') {
      const {type} = item;
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          add(getNamedType(field.type).name, 'fieldOf', item);
          for (const argument of field.args) add(getNamedType(argument.type).name, 'fieldOf', item);
        }
        for (const implemented of type.getInterfaces()) add(implemented.name, 'implementedBy', item);
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) add(getNamedType(field.type).name, 'fieldOf', item);
      } else if (isUnionType(type)) {
        for (const member of type.getTypes()) add(member.name, 'memberOf', typeItem(schema, type.name));
      }
    }
  }

  return new Map(
    [...relations].map(([name, entry]) => [
      name,
      {
        returnedBy: [...entry.returnedBy],
        argumentOf: [...entry.argumentOf],
        fieldOf: [...entry.fieldOf],
        implementedBy: [...entry.implementedBy],
        memberOf: [...entry.memberOf],
      },
    ]),
  );
}
