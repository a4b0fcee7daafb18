/**
 * One-line texts of events in the mocks (./index.ts), written as the schema's example writes one (`Jane Doe moved
 * "Offer.pdf" to Clients/ACME`, `Jane Doe mentioned you on "Offer.pdf"`): from the description of the event's `type`
 * ("A document was moved to the bin.", "Someone mentioned the user in a comment."), its `actor` and the entity it
 * concerns, so that a summary says what its type says. Read from the schema's own words.
 */
import type {IMockStore} from '@graphql-tools/mock';
import {getNamedType, isEnumType, isObjectType, isScalarType, type GraphQLEnumType, type GraphQLSchema} from 'graphql';

import {fieldOf, shownThrough} from './fields';

type ResolverMap = Record<string, Record<string, unknown>>;

/** "One-line English summary, such as `Jane Doe moved "Offer.pdf" to Clients/ACME`." */
const ONE_LINE = /^One-line English (?:summary|text), such as `/;

/** What the event's type says, and what it is about: the pieces of its one line. */
interface Event {
  readonly actor: string;
  /** The enum value's words in lower case: `document moved to bin`. */
  readonly words: readonly string[];
  readonly description: string;
  /** The name of what the event concerns, by the noun of its field (`document`: `Invoice 2025-0142`). */
  readonly named: (noun: string) => string | undefined;
  /** The path of a place it concerns, by the noun of its field (`folder`: `Clients/ACME`). */
  readonly placed: (noun: string) => string | undefined;
}

function quoted(name: string | undefined, noun: string): string {
  return name ? `"${name}"` : `a ${noun}`;
}

/** The one line of an event, or `undefined` when its type's description has none of the forms below. */
export function oneLine({actor, words, description, named, placed}: Event): string | undefined {
  const text = description.replace(/\s*\([^)]*\)/g, '').replace(/\.$/, '');
  // "Someone mentioned the user in a comment." → `Jane Doe mentioned you in a comment`.
  const someone = /^Someone (.+)$/.exec(text)?.[1];
  if (someone) return `${actor} ${someone.replace(/\bthe user\b/g, 'you')}`;
  const verb = words.find((word) => /ed$/.test(word));
  if (!verb) return undefined;
  // "A document was moved to the bin." → `Jane Doe moved "Offer.pdf" to the bin`; "…to another folder" → its path.
  const passive = /^An? (\w+) was \w+(.*)$/.exec(text);
  if (passive) {
    const noun = passive[1]!.toLowerCase();
    const tail = passive[2]!.split(/ or /)[0]!.replace(/\bto another (\w+)$/, (whole, place: string) => {
      const path = placed(place);
      return path ? `to ${path}` : whole;
    });
    // A comment has no name: it is written on the document it concerns.
    if (named(noun) === undefined && named('document') !== undefined) return `${actor} ${verb} a ${noun} on ${quoted(named('document'), 'document')}${tail}`;
    return `${actor} ${verb} ${quoted(named(noun), noun)}${tail}`;
  }
  // "A document's fields, file or text changed." → `Jane Doe updated "Offer.pdf"`.
  const owner = /^An? (\w+)'s .+ changed$/.exec(text)?.[1];
  if (owner) return `${actor} ${verb} ${quoted(named(owner.toLowerCase()), owner.toLowerCase())}`;
  // "Permissions of a folder changed." → `Jane Doe changed the permissions of "Contracts"`.
  const part = /^(\w+) of an? (\w+) changed$/.exec(text);
  if (part) return `${actor} ${verb} the ${part[1]!.toLowerCase()} of ${quoted(named(part[2]!.toLowerCase()), part[2]!.toLowerCase())}`;
  return undefined;
}

/** Resolvers for the one-line text of every event type: an object with a `type` enum, an `actor` and such a line. */
export function eventResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    const kind = fields['type'] && getNamedType(fields['type'].type);
    const line = Object.values(fields).find((field) => {
      const named = getNamedType(field.type);
      return isScalarType(named) && named.name === 'String' && ONE_LINE.test(field.description ?? '');
    });
    if (!line || !kind || !isEnumType(kind) || !fields['actor'] || resolvers[type.name]?.[line.name]) continue;
    const values = kind as GraphQLEnumType;
    // A folder's path as the tree has it (./places.ts), not as sampled.
    const shown = shownThrough(store, resolvers);
    (resolvers[type.name] ??= {})[line.name] = (parent: unknown) => {
      const value = values.getValue(String(fieldOf(store, parent, 'type')));
      const actor = fieldOf(store, fieldOf(store, parent, 'actor'), 'name');
      const about = (noun: string, field: string) => {
        const entity = noun in fields ? fieldOf(store, parent, noun) : undefined;
        const text = entity ? shown(entity, field) : undefined;
        return typeof text === 'string' ? text : undefined;
      };
      const made =
        value &&
        oneLine({
          actor: typeof actor === 'string' ? actor : 'Someone',
          words: value.name.toLowerCase().split('_'),
          description: value.description ?? '',
          named: (noun) => about(noun, 'name'),
          placed: (noun) => about(noun, 'path')?.replace(/^\//, ''),
        });
      return made ?? fieldOf(store, parent, line.name);
    };
  }
}
