/**
 * A whole and its parts in the mocks (./index.ts), as the schema's descriptions say them. A type `XPart` that `X`
 * lists is a part of `X` (an upload transaction's parts). A part's number "1 to `partCount`" numbers the parts from 1
 * in the list's order and the whole's `partCount` counts them; a part's size "equal to `partSizeBytes` except for the
 * last part, which may be smaller" is the whole's part size, and the whole's field of the same name (`sizeBytes`) is
 * the sum of its parts'. A mutation's input names parts by number (`partNumbers`) or says they "have all been
 * uploaded"; a whole made with a size is split into parts. A number whose description gives its range ("5 MiB
 * (5,242,880) to 100 MiB (104,857,600)") is in it. Known by these phrases and the `…Part` naming, not by type names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {pascalCase} from '../sampleValues';
import {fieldOf, inputTypeOf} from './fields';
import {newRecordState} from './payloads';

type ResolverMap = Record<string, Record<string, unknown>>;
type Args = Record<string, unknown>;

/** "5 MiB (5,242,880) to 100 MiB (104,857,600)", "−90 to 90": a number's range, the exact figures when given. */
const RANGE = /([−-]?\d[\d,]*)(?: [KMG]iB)?(?: \(([\d,]+)\))? to ([−-]?\d[\d,]*)(?: [KMG]iB)?(?: \(([\d,]+)\))?/;
/** "Number of the part, 1 to `partCount`": the count of the whole that numbers its parts. */
const NUMBERED = /\b1 to `(\w+)`/;
/** "equal to `partSizeBytes` except for the last part, which may be smaller". */
const EQUAL_BUT_LAST = /\bequal to `(\w+)` except for the last\b/;
/** The share of a part's size the last part has when the whole's size does not say it. */
const LAST_PART_SHARE = 0.4;

const figure = (text: string): number => Number(text.replace(/,/g, '').replace('−', '-'));

/** The range a number field's description gives, if any. */
function numberRange(description: string | undefined | null): readonly [number, number] | undefined {
  const match = RANGE.exec(description ?? '');
  if (!match) return undefined;
  return [figure(match[2] ?? match[1]!), figure(match[4] ?? match[3]!)];
}

function isNumberField(field: GraphQLField<unknown, unknown> | undefined): boolean {
  const named = field && getNamedType(field.type);
  return named !== undefined && isScalarType(named) && (named.name === 'Int' || named.name === 'Float');
}

const clamp = (value: unknown, range: readonly [number, number] | undefined): unknown =>
  typeof value === 'number' && range ? Math.min(Math.max(value, range[0]), range[1]) : value;

/** How a whole holds its parts, read from the part type's descriptions. */
interface Whole {
  /** The whole's list of its parts (`parts`). */
  readonly list: string;
  readonly partType: GraphQLObjectType;
  /** The part's number (`partNumber`) and the whole's count that it runs to (`partCount`). */
  readonly number?: {readonly field: string; readonly count: string};
  /** The part's size (`sizeBytes`), the whole's size of every part but the last (`partSizeBytes`), and its range. */
  readonly size?: {readonly field: string; readonly each: string; readonly range?: readonly [number, number]; readonly sum: boolean};
}

/** The parts of `type` when it lists a type named after it with `Part` (`UploadTransaction` and `UploadTransactionPart`). */
function wholeOf(type: GraphQLObjectType): Whole | undefined {
  const fields = type.getFields();
  for (const field of Object.values(fields)) {
    const partType = getNamedType(field.type);
    if (!isListType(getNullableType(field.type)) || !isObjectType(partType) || partType.name !== `${type.name}Part`) continue;
    let number: Whole['number'];
    let size: Whole['size'];
    for (const part of Object.values(partType.getFields())) {
      const count = NUMBERED.exec(part.description ?? '')?.[1];
      if (count && isNumberField(fields[count]) && isNumberField(part)) number = {field: part.name, count};
      const each = EQUAL_BUT_LAST.exec(part.description ?? '')?.[1];
      if (each && isNumberField(fields[each]) && isNumberField(part)) {
        size = {field: part.name, each, range: numberRange(fields[each]!.description), sum: isNumberField(fields[part.name])};
      }
    }
    return {list: field.name, partType, number, size};
  }
  return undefined;
}

/** The whole's size of each part, in its range. */
function eachSize(store: IMockStore, whole: Ref, size: NonNullable<Whole['size']>): number {
  const each = Number(clamp(store.get(whole, size.each), size.range));
  store.set(whole, size.each, each);
  return each;
}

/** Numbers a whole's parts from 1 and sizes them as its part size says; returns them. */
function keepParts(store: IMockStore, whole: Ref, shape: Whole): Ref[] {
  const parts = store.get(whole, shape.list);
  if (!Array.isArray(parts)) return [];
  const refs = parts.filter(isRef);
  refs.forEach((part, index) => {
    if (shape.number) store.set(part, shape.number.field, index + 1);
  });
  if (shape.size && refs.length > 0) {
    const size = shape.size;
    const each = eachSize(store, whole, size);
    refs.slice(0, -1).forEach((part) => store.set(part, size.field, each));
    const last = refs.at(-1)!;
    const stored = store.get(last, size.field);
    // The last part "may be smaller": what it holds stays when it is no larger than a part.
    if (!(typeof stored === 'number' && stored > 0 && stored <= each)) {
      store.set(last, size.field, Math.max(1, Math.round(each * LAST_PART_SHARE)));
    }
    // The whole's size is its parts', also for what reads the store (a document made from the whole).
    if (size.sum) store.set(whole, size.field, refs.reduce((sum, part) => sum + Number(store.get(part, size.field)), 0));
  }
  return refs;
}

/** Settles a whole's parts and sizes in the store, when `type` has parts. */
export function settleParts(store: IMockStore, ref: Ref, type: GraphQLObjectType): void {
  const shape = wholeOf(type);
  if (shape) keepParts(store, ref, shape);
}

/** Resolvers for wholes and their parts, and for numbers whose descriptions give their range, added to `resolvers`. */
export function partResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const own = (resolvers[type.name] ??= {});
    const shape = wholeOf(type);
    if (shape && !own[shape.list]) {
      own[shape.list] = (parent: unknown) => (isRef(parent) ? keepParts(store, parent, shape) : fieldOf(store, parent, shape.list));
      const count = shape.number?.count;
      if (count && !own[count]) {
        own[count] = (parent: unknown) => (isRef(parent) ? keepParts(store, parent, shape).length : fieldOf(store, parent, count));
      }
      const size = shape.size;
      if (size?.sum && !own[size.field]) {
        own[size.field] = (parent: unknown) => {
          if (isRef(parent)) keepParts(store, parent, shape);
          return fieldOf(store, parent, size.field);
        };
      }
    }
    for (const field of Object.values(type.getFields())) {
      const range = isNumberField(field) ? numberRange(field.description) : undefined;
      if (range && !own[field.name]) own[field.name] = (parent: unknown) => clamp(fieldOf(store, parent, field.name), range);
    }
  }
}

/** "whose parts have all been uploaded" in a description of a mutation's input field. */
const ALL_DONE = /\bwhose (\w+) have all been (\w+)/;

/** The input fields of a mutation that say what has been done to all of a list: `[field, list, deed]`. */
function allDone(mutation: GraphQLField<unknown, unknown>): [string, string, string][] {
  return Object.values(inputTypeOf(mutation)?.getFields() ?? {}).flatMap((field) => {
    const match = ALL_DONE.exec(field.description ?? '');
    return match ? [[field.name, match[1]!, match[2]!] as [string, string, string]] : [];
  });
}

/**
 * A mutation that makes a whole of the size its input sends (`startUploadTransaction(input: {sizeBytes})`) splits it
 * into parts of the whole's part size, the last holding the rest; one whose input names parts by number
 * (`partNumbers`) answers with those parts of the whole, in the order sent.
 */
export function partsFromInput(
  store: IMockStore,
  mutation: GraphQLField<unknown, unknown>,
  input: Args,
  payload: Ref,
): void {
  const payloadType = getNamedType(mutation.type);
  if (!isObjectType(payloadType)) return;
  for (const field of Object.values(payloadType.getFields())) {
    const type = getNamedType(field.type);
    const whole = store.get(payload, field.name);
    const shape = isObjectType(type) && isRef(whole) ? wholeOf(type) : undefined;
    if (!shape || !isRef(whole)) continue;
    const size = shape.size;
    const total = size?.sum ? input[size.field] : undefined;
    if (size && typeof total === 'number' && total > 0) {
      if (typeof input[size.each] === 'number') store.set(whole, size.each, input[size.each]);
      const each = eachSize(store, whole, size);
      const count = Math.ceil(total / each);
      const parts = Array.from({length: count}, () => store.get(shape.partType.name) as Ref);
      parts.forEach((part, index) => {
        // Parts just made: not uploaded, no signed URL yet.
        for (const [name, value] of Object.entries(newRecordState(shape.partType))) store.set(part, name, value);
        store.set(part, size.field, index < count - 1 ? each : total - each * (count - 1));
      });
      store.set(whole, shape.list, parts);
    }
    // "an upload transaction whose parts have all been uploaded": each part's `isUploaded` is true.
    for (const [name, list, deed] of allDone(mutation)) {
      const flag = `is${pascalCase(deed)}`;
      if (list !== shape.list || input[name] !== store.get(whole, 'id') || !(flag in shape.partType.getFields())) continue;
      for (const part of keepParts(store, whole, shape)) store.set(part, flag, true);
    }
    const numbers = shape.number ? input[`${shape.number.field}s`] : undefined;
    const requested = Object.values(payloadType.getFields()).find(
      (other) => getNamedType(other.type) === shape.partType && isListType(getNullableType(other.type)),
    );
    if (shape.number && requested && Array.isArray(numbers)) {
      const parts = keepParts(store, whole, shape);
      const byNumber = (number: unknown) => parts.find((part) => store.get(part, shape.number!.field) === number);
      store.set(payload, requested.name, numbers.map(byNumber).filter((part) => part !== undefined));
    }
  }
}

