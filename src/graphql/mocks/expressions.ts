/**
 * Lists of what a text uses, in the mocks (./index.ts): "Placeholders used in the content, in order of first use" are
 * the `{{placeholder}}` expressions of that content, whether the content is a field beside the list (a report
 * template's) or the mutation's input (`checkReportTemplateValidity`). Read from the schema's words, not type names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {getNamedType, getNullableType, isListType, isObjectType, type GraphQLField, type GraphQLSchema} from 'graphql';

import {fieldOf} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;
type Args = Record<string, unknown>;

/** "Placeholders used in the content": the field the list is read from. */
const USED_IN = /^\w+ used in the (\w+)\b/;
/** The schema's expression syntax: "Markdown with `{{placeholder}}` expressions". */
const EXPRESSION = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The expressions of a text, each once, in order of first use. */
export function expressionsIn(text: string): string[] {
  return [...new Set([...text.matchAll(EXPRESSION)].map((match) => match[1]!))];
}

/** A list of strings whose description says it is what a text named `source` uses; the source's name, if so. */
function usedIn(field: GraphQLField<unknown, unknown>): string | undefined {
  const named = getNamedType(field.type);
  if (!isListType(getNullableType(field.type)) || named.name !== 'String') return undefined;
  return USED_IN.exec(field.description ?? '')?.[1];
}

/** Resolvers for the lists of what a text beside them uses (a report template's `placeholders` of its `content`). */
export function expressionResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const source = usedIn(field);
      const sourceField = source === undefined ? undefined : type.getFields()[source];
      if (!sourceField || getNamedType(sourceField.type).name !== 'String' || resolvers[type.name]?.[field.name]) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const text = fieldOf(store, parent, sourceField.name);
        return typeof text === 'string' ? expressionsIn(text) : fieldOf(store, parent, field.name);
      };
    }
  }
}

/** A payload's lists of what the text its input sends uses (`checkReportTemplateValidity`'s `placeholders`). */
export function expressionsFromInput(store: IMockStore, mutation: GraphQLField<unknown, unknown>, input: Args, payload: Ref): void {
  const payloadType = getNamedType(mutation.type);
  if (!isObjectType(payloadType) || !isRef(payload)) return;
  for (const field of Object.values(payloadType.getFields())) {
    const source = usedIn(field);
    const text = source === undefined || source in payloadType.getFields() ? undefined : input[source];
    if (typeof text === 'string') store.set(payload, field.name, expressionsIn(text));
  }
}
