/**
 * Values that follow their object's state in the mocks (./index.ts), as the schema's descriptions say: a field "`null`
 * until the job is `FINISHED`", "`null` unless it is `FAILED`" or "`null` while `QUEUED`" is null when its object's
 * status says so, a progress "from 0 to 100 percent" is 0 before the work begins and 100 once it is done, a kind's
 * settings ("`null` for other kinds") are null for the other kinds, settings that "depend on `type`" are the ones
 * the type's value lists, and the neighbours of the first item of a list ("`null` for the first one") are null. Read from the schema's own words: a field whose description says nothing of the kind is left
 * alone.
 */
import {isRef, type IMockStore} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isNonNullType,
  isObjectType,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {entityTypeForIdField, pascalCase, sampleGlobalId, sampleInt, sampleString, splitWords} from '../sampleValues';
import {fieldOf} from './fields';
import {flagOfOtherwise} from './payloads';

type ResolverMap = Record<string, Record<string, unknown>>;

/** When a field has a value: only at one status (`until`, `unless`), or at any but one (`while`). */
interface StatePromise {
  readonly status: string;
  readonly onlyThen: boolean;
}

/** The enum field of a type that holds its state (`status`), if it has one. */
function statusField(type: GraphQLObjectType): string | undefined {
  const status = type.getFields()['status'];
  return status && isEnumType(getNamedType(status.type)) ? status.name : undefined;
}

function statePromise(description: string, values: ReadonlySet<string>): StatePromise | undefined {
  const only = /`null` (?:until|unless) (?:the \w+ is |it is )?`([A-Z_]+)`/.exec(description)?.[1];
  if (only && values.has(only)) return {status: only, onlyThen: true};
  const not = /`null` while `([A-Z_]+)`/.exec(description)?.[1];
  return not && values.has(not) ? {status: not, onlyThen: false} : undefined;
}

/** `pdfDocumentTemplate` → `PDF_DOCUMENT_TEMPLATE`: a field's name as an enum value is written. */
function upperSnake(name: string): string {
  return splitWords(name).join('_').toUpperCase();
}

/**
 * Resolvers for the fields whose descriptions tie them to their object's state, added to `resolvers`: its status, or
 * its kind ("Settings of a form template; `null` for other kinds": `formTemplate` is null unless `kind` is `FORM`).
 */
export function stateResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  statusResolvers(schema, store, resolvers);
  kindResolvers(schema, store, resolvers);
  settingsResolvers(schema, store, resolvers);
  // After the kind's resolvers, which these wrap: a Word export's details are there only for a DOCX export.
  detailStatusResolvers(schema, store, resolvers);
  alternativeResolvers(schema, store, resolvers);
  endResolvers(schema, store, resolvers);
}

/** "The document before it; `null` for the first one": a neighbour that is not there at that end of the list. */
const AT_END = /`null` for the (first|last) one\b/;
/** "Position of the document in the list, starting at 0". */
const FROM_ZERO = /\bstarting at 0\b/;

/**
 * A position in a list (an Int "starting at 0" beside the list's `totalCount`) and its neighbours: the position is
 * within the list, and a neighbour "`null` for the first one" (or "last") is null at that end of it.
 */
function endResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = Object.values(type.getFields());
    const position = fields.find((field) => FROM_ZERO.test(field.description ?? '') && getNamedType(field.type).name === 'Int');
    if (!position || !type.getFields()['totalCount'] || resolvers[type.name]?.[position.name]) continue;
    const at = (parent: unknown): {index: number; total: number} | undefined => {
      const index = fieldOf(store, parent, position.name);
      const total = fieldOf(store, parent, 'totalCount');
      return typeof index === 'number' && typeof total === 'number' && total > 0 ? {index: Math.min(index, total - 1), total} : undefined;
    };
    (resolvers[type.name] ??= {})[position.name] = (parent: unknown) => at(parent)?.index ?? fieldOf(store, parent, position.name);
    for (const field of fields) {
      const end = AT_END.exec(field.description ?? '')?.[1];
      if (!end || isNonNullType(field.type) || resolvers[type.name]?.[field.name]) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const place = at(parent);
        const atEnd = place !== undefined && (end === 'first' ? place.index === 0 : place.index === place.total - 1);
        return atEnd ? null : fieldOf(store, parent, field.name);
      };
    }
  }
}

/** "The user granted the permission; `null` when it is granted to a group": the field it is the alternative of. */
const ALTERNATIVE = /`null` when it is \w+ (?:to|by|for|from) an? (\w+)\.?$/;

/**
 * Fields that are alternatives (a permission's `user` and `group`, each "`null` when it is granted to a" the other):
 * one of them has a value, the one stored when only one is, else one chosen by the object; and a field "when it is
 * inherited; `null` otherwise" has a value only when its flag (`isInherited`) is true.
 */
function alternativeResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      if (isNonNullType(field.type) || resolvers[type.name]?.[field.name]) continue;
      const flag = flagOfOtherwise(type, field);
      if (flag) {
        (resolvers[type.name] ??= {})[field.name] = (parent: unknown) =>
          fieldOf(store, parent, flag) === true ? fieldOf(store, parent, field.name) : null;
        continue;
      }
      const other = ALTERNATIVE.exec(field.description ?? '')?.[1];
      if (!other || !fields[other] || isNonNullType(fields[other].type)) continue;
      // The first of the two in the type has the value when both are stored: keyed by the object, so each decides once.
      const [first, second] = Object.keys(fields).indexOf(field.name) < Object.keys(fields).indexOf(other) ? [field.name, other] : [other, field.name];
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const own = fieldOf(store, parent, field.name);
        const theirs = fieldOf(store, parent, other);
        if (own == null || theirs == null) return own ?? null;
        const key = isRef(parent) ? String(parent.$ref.key) : '';
        const chosen = [...key].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 2 === 0 ? first : second;
        return chosen === field.name ? own : null;
      };
    }
  }
}

/** The enum field a "`null` for other kinds" names ("kinds": `kind`, "artifact types": `artifactType`). */
const OTHER = /`null` for other ((?:[a-z]+ )*[a-z]+?)s\b/;

/**
 * The value of `kinds` a field of settings is for: the one its name starts with (`formTemplate`: FORM), else the one
 * whose description alone has a capitalised word of the field's ("Details of a Word export": DOCX, "One Word (DOCX)
 * file").
 */
function ownKind(field: GraphQLField<unknown, unknown>, kinds: GraphQLEnumType): string | undefined {
  const values = kinds.getValues();
  const named = values.find((value) => upperSnake(field.name).startsWith(`${value.name}_`));
  if (named) return named.name;
  const words = (field.description ?? '').match(/\b[A-Z][a-z]+\b/g) ?? [];
  const telling = values.filter((value) => words.some((word) => new RegExp(`\\b${word}\\b`).test(value.description ?? '')));
  return telling.length === 1 ? telling[0]!.name : undefined;
}

function kindResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const other = OTHER.exec(field.description ?? '')?.[1];
      if (!other || resolvers[type.name]?.[field.name]) continue;
      const kindField = other.replace(/ ([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const kinds = type.getFields()[kindField] && getNamedType(type.getFields()[kindField]!.type);
      const own = kinds && isEnumType(kinds) ? ownKind(field, kinds) : undefined;
      if (own === undefined) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) =>
        isRef(parent) && store.get(parent, kindField) === own ? store.get(parent, field.name) : null;
    }
  }
}

/** Resolvers for the fields whose descriptions tie them to their object's status. */
function statusResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const status = statusField(type);
    if (!status) continue;
    const statusType = getNamedType(type.getFields()[status]!.type);
    const values = new Set(isEnumType(statusType) ? statusType.getValues().map((value) => value.name) : []);
    const progress = progressOf(isEnumType(statusType) ? statusType : undefined);
    for (const field of Object.values(type.getFields())) {
      if (progress && PERCENT.test(field.description ?? '') && !resolvers[type.name]?.[field.name]) {
        (resolvers[type.name] ??= {})[field.name] = (parent: unknown) =>
          progress(fieldOf(store, parent, status)) ?? fieldOf(store, parent, field.name);
        continue;
      }
      const promise = field.description && !isNonNullType(field.type) ? statePromise(field.description, values) : undefined;
      if (!promise || resolvers[type.name]?.[field.name]) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const now = fieldOf(store, parent, status);
        return (now === promise.status) === promise.onlyThen ? fieldOf(store, parent, field.name) : null;
      };
    }
  }
}

/**
 * The details of a thing with a status, in an object of their own without one (an export job's `wordExport`): their
 * fields "`null` until the job is `FINISHED`" follow the status of the thing they are the details of.
 */
function detailStatusResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const status = statusField(type);
    const statusType = status && getNamedType(type.getFields()[status]!.type);
    if (!status || !isEnumType(statusType)) continue;
    const values = new Set(statusType.getValues().map((value) => value.name));
    for (const field of Object.values(type.getFields())) {
      const details = getNullableType(field.type);
      if (!isObjectType(details) || statusField(details)) continue;
      const promised = Object.values(details.getFields()).flatMap((detail) => {
        const promise = detail.description && !isNonNullType(detail.type) ? statePromise(detail.description, values) : undefined;
        return promise ? [{name: detail.name, promise}] : [];
      });
      if (promised.length === 0) continue;
      const own = resolvers[type.name]?.[field.name] as ((parent: unknown, ...rest: unknown[]) => unknown) | undefined;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown, ...rest: unknown[]) => {
        const value = own ? own(parent, ...rest) : fieldOf(store, parent, field.name);
        const now = fieldOf(store, parent, status);
        for (const {name, promise} of promised) {
          if (isRef(value) && (now === promise.status) !== promise.onlyThen) store.set(value, name, null);
        }
        return value;
      };
    }
  }
}

/** A field of progress: "Progress from 0 to 100 percent". */
const PERCENT = /\bfrom 0 to 100 ?(?:percent|%)/i;
/** A status that says its work is over: "Done; the file can be downloaded". */
const DONE = /^(?:Done|Finished|Completed?)\b/;

/**
 * The progress a status fixes, from its enum: none in the first of its states (a job that waits has not begun), all
 * of it in one whose description says it is done; in any other state the progress is what it is.
 */
function progressOf(statuses: GraphQLEnumType | undefined): ((status: unknown) => number | undefined) | undefined {
  const values = statuses?.getValues();
  if (!values?.length) return undefined;
  const done = new Set(values.filter((value) => DONE.test(value.description ?? '')).map((value) => value.name));
  return (status) => (status === values[0]!.name ? 0 : done.has(String(status)) ? 100 : undefined);
}

/** "Settings: `folderId`, `limit` (1–50), `sortAfter`." in an enum value's description: the keys its settings have. */
const SETTINGS = /\bSettings: ([^.]*)\./;

/**
 * A setting's sample value by its name, as the schema's own values of the kind: an id of the type it names, the first
 * value of the enum whose name ends with it (`sortAfter`: `DocumentSortAfter`), else a sample of a field of its name.
 */
function sampleSetting(schema: GraphQLSchema, key: string, range: string | undefined): unknown {
  if (/Id$/.test(key)) return sampleGlobalId(entityTypeForIdField(schema, key), key);
  const suffix = pascalCase(key);
  const named = Object.values(schema.getTypeMap()).find((type) => isEnumType(type) && type.name.endsWith(suffix));
  if (named && isEnumType(named)) return named.getValues()[0]?.value;
  if (range) {
    // "`limit` (1–50)": a number in its range.
    const [low, high] = range.split(/[–-]/).map(Number) as [number, number];
    return Math.min(Math.max(sampleInt(key), low), high);
  }
  return sampleString(key);
}

/**
 * A JSON field of settings that "depend on `type`": the settings the type's value describes ("Settings: `folderId`,
 * `limit` (1–50)"), unless the settings were sent (not the empty sample). A value with "No settings." keeps `{}`.
 */
function settingsResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name !== 'JSON' || resolvers[type.name]?.[field.name]) continue;
      const by = /\bdepend on `(\w+)`/.exec(field.description ?? '')?.[1];
      const kinds = by && type.getFields()[by] && getNamedType(type.getFields()[by]!.type);
      if (!by || !kinds || !isEnumType(kinds)) continue;
      const samples = new Map<string, Record<string, unknown>>();
      for (const value of kinds.getValues()) {
        const listed = SETTINGS.exec(value.description ?? '')?.[1];
        if (!listed) continue;
        const keys = [...listed.matchAll(/`(\w+)`(?: \(([\d–-]+)\))?/g)];
        samples.set(value.name, Object.fromEntries(keys.map(([, key, range]) => [key!, sampleSetting(schema, key!, range)])));
      }
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const stored = fieldOf(store, parent, field.name);
        const sent = stored !== null && typeof stored === 'object' && Object.keys(stored).length > 0;
        return sent ? stored : (samples.get(String(fieldOf(store, parent, by))) ?? stored);
      };
    }
  }
}
