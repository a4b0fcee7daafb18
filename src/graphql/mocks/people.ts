/**
 * People in the mocks (./index.ts) who are one person each: the initials, avatar picture and e-mail addresses of a
 * user are its name's ("Edsger Dijkstra" is `ED`, `edsger.png`, `edsger.dijkstra@example.com`), whatever order the
 * samples were drawn in. A type is a person's when it has a `name` and the `initials` "shown in the avatar"; the
 * primary address comes first in a list of addresses, as the schema's `emails` says.
 */
import {isRef, type IMockStore} from '@graphql-tools/mock';
import {getNamedType, isObjectType, isScalarType, type GraphQLObjectType, type GraphQLSchema} from 'graphql';

import {personDetails, type PersonDetails} from '../sampleValues';
import {fieldOf} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;

/** The domains of a person's addresses other than the primary one, one each (a list has at most five). */
const OTHER_DOMAINS = ['example.org', 'example.net', 'mail.example.com', 'example.co.uk'];

function isStringField(type: GraphQLObjectType, name: string): boolean {
  const field = type.getFields()[name];
  const named = field && getNamedType(field.type);
  return named !== undefined && isScalarType(named) && named.name === 'String';
}

/** Resolvers that keep each person of the mocks one person, added to `resolvers`. */
export function personResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    if (!isStringField(type, 'name') || !isStringField(type, 'initials')) continue;
    const fields = type.getFields();
    const own = (resolvers[type.name] ??= {});
    const details = (parent: unknown): PersonDetails | undefined => {
      const name = fieldOf(store, parent, 'name');
      return typeof name === 'string' ? personDetails(name) : undefined;
    };
    const derived = (field: string, value: (person: PersonDetails) => string) => {
      if (own[field] || !fields[field]) return;
      own[field] = (parent: unknown) => {
        const stored = fieldOf(store, parent, field);
        const person = details(parent);
        // A person without a picture keeps none.
        return person && stored !== null ? value(person) : stored;
      };
    };
    derived('initials', (person) => person.initials);
    for (const field of Object.keys(fields).filter((name) => /avatar(?:Url|Uri)$/i.test(name))) {
      derived(field, (person) => person.avatarUrl);
    }
    if (isStringField(type, 'email')) derived('email', (person) => person.email);
    addressResolvers(store, type, own, details);
  }
}

/** An `email` object with an `address`, and a list of them (`emails`), primary first: the person's own addresses. */
function addressResolvers(
  store: IMockStore,
  type: GraphQLObjectType,
  own: Record<string, unknown>,
  details: (parent: unknown) => PersonDetails | undefined,
): void {
  const fields = type.getFields();
  const addressType = (field: string) => {
    const named = fields[field] && getNamedType(fields[field].type);
    return named && isObjectType(named) && 'address' in named.getFields() ? named : undefined;
  };
  /** Makes a stored address the person's `index`th: the first is the primary one. */
  const setAddress = (address: unknown, person: PersonDetails, index: number, of: GraphQLObjectType) => {
    if (!isRef(address)) return;
    const domain = index === 0 ? undefined : OTHER_DOMAINS[(index - 1) % OTHER_DOMAINS.length]!;
    store.set(address, 'address', domain ? person.email.replace(/@.*$/, `@${domain}`) : person.email);
    if ('isPrimary' in of.getFields()) store.set(address, 'isPrimary', index === 0);
  };
  for (const field of ['email', 'emails']) {
    const of = addressType(field);
    if (!of || own[field]) continue;
    own[field] = (parent: unknown) => {
      const stored = fieldOf(store, parent, field);
      const person = details(parent);
      if (person) (Array.isArray(stored) ? stored : [stored]).forEach((address, index) => setAddress(address, person, index, of));
      return stored;
    };
  }
}
