/**
 * Times that follow other times in the mocks (./index.ts), as the schema's descriptions say: "When the transaction
 * expires: 24 hours after it was started" is 24 hours after the field "When the transaction was started", and "When
 * the folder will be deleted permanently: 30 days after it was moved to the bin" 30 days after "When the folder was
 * moved to the bin" (and `null` when that is). Read from the schema's own words.
 */
import type {IMockStore} from '@graphql-tools/mock';
import {getNamedType, isObjectType, type GraphQLSchema} from 'graphql';

import {fieldOf} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;

/** "…: 24 hours after it was started", "…: 30 days after it was moved to the bin". */
const AFTER = /\b(\d+) (minute|hour|day)s? after (?:it|they) (?:was|were) ([a-z][a-z ]*?)(?=[;.,]|$)/;
const UNIT_MS: Readonly<Record<string, number>> = {minute: 60_000, hour: 3_600_000, day: 86_400_000};

/** The time `ms` after an ISO date-time, written as the mocks write them (no milliseconds). */
export function timeAfter(start: string, ms: number): string | undefined {
  const time = Date.parse(start);
  return Number.isNaN(time) ? undefined : new Date(time + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Resolvers for the date-times that are a stated time after another field of their object. */
export function timeResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = Object.values(type.getFields());
    for (const field of fields) {
      const after = AFTER.exec(field.description ?? '');
      if (!after || getNamedType(field.type).name !== 'DateTime' || resolvers[type.name]?.[field.name]) continue;
      const [, count, unit, deed] = after;
      // "When the transaction was started", "When the folder was moved to the bin".
      const since = fields.find(
        (other) =>
          other !== field &&
          getNamedType(other.type).name === 'DateTime' &&
          new RegExp(`^When (?:the \\w+|it) (?:was|were) ${deed}\\b`).test(other.description ?? ''),
      );
      if (!since) continue;
      const ms = Number(count) * UNIT_MS[unit!]!;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const start = fieldOf(store, parent, since.name);
        if (start === null) return null;
        return (typeof start === 'string' && timeAfter(start, ms)) || fieldOf(store, parent, field.name);
      };
    }
  }
}
