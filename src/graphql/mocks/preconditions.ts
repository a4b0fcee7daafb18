/**
 * What a mutation's input asks of the entities it names (./payloads.ts): "Global ID of an `OPEN` upload transaction",
 * "Global ID of a PDF or image document", "Global ID of the document; not a text document". The mocks answer an
 * example as the API answers a call that meets them, so the entity named is in that state before the mutation runs
 * (a transaction an earlier example completed is open again for the next one to use). Read from the schema's words.
 */
import {getNamedType, isEnumType, isListType, isObjectType, type GraphQLInputField, type GraphQLSchema} from 'graphql';

import {fromGlobalId, splitWords} from '../sampleValues';

type Args = Record<string, unknown>;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `qualifier` names an enum value: `OPEN` in backticks, or its words as written (`IMAGE` as "image"). */
function names(qualifier: string, value: string): boolean {
  return qualifier.includes(`\`${value}\``) || new RegExp(`\\b${escaped(value.replace(/_/g, ' '))}\\b`, 'i').test(qualifier);
}

/**
 * The values of the entity an id field names that its description asks for: for each of the entity's enum fields
 * whose values the words before its type's name ("an `OPEN` upload transaction", "a PDF or image document") name,
 * the first of them; for one whose values "not a text document" rules out, the first value it does not.
 */
export function requiredValues(schema: GraphQLSchema, field: GraphQLInputField, id: unknown): {typeName: string; values: Args} | undefined {
  const typeName = typeof id === 'string' ? fromGlobalId(id)?.typeName : undefined;
  const type = typeName ? schema.getType(typeName) : undefined;
  const description = field.description ?? '';
  if (!typeName || !isObjectType(type) || !/^Global ID of\b/.test(description)) return undefined;
  const noun = escaped(splitWords(typeName).join(' ').toLowerCase());
  const wanted = new RegExp(`^Global ID of an? (.+?) ${noun}\\b`).exec(description)?.[1];
  const ruledOut = new RegExp(`\\bnot an? (.+?) ${noun}\\b`).exec(description)?.[1];
  const values: Args = {};
  for (const own of Object.values(type.getFields())) {
    const named = getNamedType(own.type);
    if (!isEnumType(named) || isListType(own.type)) continue;
    const choices = named.getValues().map(({name}) => name);
    const asked = wanted ? choices.filter((value) => names(wanted, value)) : [];
    const excluded = ruledOut ? choices.filter((value) => names(ruledOut, value)) : [];
    if (asked.length > 0) values[own.name] = asked[0];
    else if (excluded.length > 0) values[own.name] = choices.find((value) => !excluded.includes(value));
  }
  return Object.keys(values).length > 0 ? {typeName, values} : undefined;
}
