/**
 * Where each directive is applied in a schema: on which types, fields, arguments, input fields and enum values.
 * Read from the schema's SDL nodes, so it sees every directive as written, the built-in ones included.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type ConstDirectiveNode,
  type GraphQLSchema,
} from 'graphql';

/** The kind of schema element a directive is applied to. */
export type UsageElement = 'type' | 'field' | 'argument' | 'input field' | 'enum value';

export interface DirectiveUsage {
  /** Schema coordinate of the element: `Type`, `Type.field`, `Type.field(arg:)` or `Enum.VALUE`. */
  readonly coordinate: string;
  readonly element: UsageElement;
  /** The named type the element belongs to (a root type for root fields and their arguments). */
  readonly typeName: string;
  /** The field the element is or belongs to, for fields and arguments. */
  readonly fieldName?: string;
}

interface WithDirectives {
  readonly astNode?: {readonly directives?: readonly ConstDirectiveNode[]} | null;
}

const appliedDirectives = (element: WithDirectives): string[] =>
  (element.astNode?.directives ?? []).map((directive) => directive.name.value);

/**
 * Usages of every directive of the schema, by directive name, each list ordered by coordinate. Directives that
 * no schema element carries (such as `@include` and `@skip`, which operations use) have an empty list.
 */
export function listDirectiveUsages(schema: GraphQLSchema): Map<string, DirectiveUsage[]> {
  const usages = new Map<string, DirectiveUsage[]>(schema.getDirectives().map((directive) => [directive.name, []]));
  const record = (element: WithDirectives, usage: DirectiveUsage) => {
    for (const name of appliedDirectives(element)) {
      const list = usages.get(name);
      if (list) list.push(usage);
      else usages.set(name, [usage]);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const typeName = type.name;
    record(type, {coordinate: typeName, element: 'type', typeName});
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${typeName}.${field.name}`;
        record(field, {coordinate, element: 'field', typeName, fieldName: field.name});
        for (const arg of field.args) {
          record(arg, {
            coordinate: `${coordinate}(${arg.name}:)`,
            element: 'argument',
            typeName,
            fieldName: field.name,
          });
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        record(field, {coordinate: `${typeName}.${field.name}`, element: 'input field', typeName});
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        record(value, {coordinate: `${typeName}.${value.name}`, element: 'enum value', typeName});
      }
    }
  }
  for (const list of usages.values())
    list.sort((a, b) => (a.coordinate < b.coordinate ? -1 : a.coordinate > b.coordinate ? 1 : 0));
  return usages;
}
