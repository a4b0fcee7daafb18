/**
 * Files in the mocks (./index.ts) that agree with themselves: a file's media type is its name's, a document's kind of
 * content is its file's, and a text document has text and no file, as the schema's descriptions of `Document` say.
 * Known by the schema's field names (`fileName` and `mimeType`; `typeCategory`, `file` and `textContent`), not by type
 * names.
 */
import {isRef, type IMockStore, type Ref} from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {fromGlobalId, mediaTypeOfFileName} from '../sampleValues';
import {fieldOf, inputTypeOf} from './fields';
import {mainResult} from './payloads';
import {settleParts} from './parts';

type Args = Record<string, unknown>;

type ResolverMap = Record<string, Record<string, unknown>>;

/** The kind of content a media type is, as a document's `typeCategory` names them. */
const CATEGORY_OF_MEDIA_TYPE: readonly (readonly [RegExp, string])[] = [
  [/^application\/pdf$/, 'PDF'],
  [/^image\//, 'IMAGE'],
  [/wordprocessingml|msword|opendocument\.text/, 'WORD_PROCESSING'],
  [/spreadsheetml|ms-excel|opendocument\.spreadsheet|text\/csv/, 'SPREADSHEET'],
  [/presentationml|ms-powerpoint|opendocument\.presentation/, 'PRESENTATION'],
  [/^message\//, 'EMAIL'],
  [/^video\//, 'VIDEO'],
  [/^audio\//, 'AUDIO'],
  [/zip|x-tar|x-7z/, 'ARCHIVE'],
];
/** Media types whose files have pages: PDF and office files. */
const PAGED_MEDIA = /^application\/(pdf|msword|vnd\.openxmlformats|vnd\.oasis\.opendocument|vnd\.ms-)/;
/** The kind of a document written in the editor: it has text and no file. */
const TEXT_CATEGORY = 'TEXT';
/** The fields only a text document has a value for. */
const TEXT_ONLY_FIELDS = ['textContent', 'background'];

function hasField(type: GraphQLObjectType, name: string): boolean {
  return name in type.getFields();
}

/** Resolvers that keep each file and document of the mocks coherent, added to `resolvers`. */
export function fileResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  const read = (parent: unknown, field: string): unknown => fieldOf(store, parent, field);
  // A file's media type is its name's: `invoice.pdf` is `application/pdf`.
  const mediaType = (file: unknown): unknown => {
    const fileName = read(file, 'fileName');
    return (typeof fileName === 'string' ? mediaTypeOfFileName(fileName) : undefined) ?? read(file, 'mimeType');
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    // Pages are counted in documents with pages, pixels in images.
    if (hasField(type, 'fileName') && hasField(type, 'mimeType')) {
      const own = (resolvers[type.name] ??= {});
      own['mimeType'] = mediaType;
      const only = (field: string, kind: RegExp) => {
        if (hasField(type, field)) own[field] = (parent: unknown) => (kind.test(String(mediaType(parent))) ? read(parent, field) : null);
      };
      only('pageCount', PAGED_MEDIA);
      only('width', /^image\//);
      only('height', /^image\//);
    }
    const category = type.getFields()['typeCategory'];
    const categories = category && getNamedType(category.type);
    if (!categories || !isEnumType(categories) || !hasField(type, 'file') || !hasField(type, 'textContent')) continue;
    const values = new Set(categories.getValues().map((value) => value.name));
    const isText = (parent: unknown) => read(parent, 'typeCategory') === TEXT_CATEGORY;
    const own = (resolvers[type.name] ??= {});
    // A text document has no file; any other document's kind is its file's.
    own['file'] = (parent: unknown) => (isText(parent) ? null : read(parent, 'file'));
    own['typeCategory'] = (parent: unknown) => {
      const stored = read(parent, 'typeCategory');
      const file = stored === TEXT_CATEGORY ? undefined : read(parent, 'file');
      const media = file ? mediaType(file) : undefined;
      const found = typeof media === 'string' ? CATEGORY_OF_MEDIA_TYPE.find(([pattern]) => pattern.test(media))?.[1] : undefined;
      return found && values.has(found) ? found : stored;
    };
    for (const field of TEXT_ONLY_FIELDS.filter((name) => hasField(type, name))) {
      own[field] = (parent: unknown) => (isText(parent) ? read(parent, field) : null);
    }
  }
}

/** The least number of leaf fields a value and an entity share for the value to be the entity's (a file's name, type, size). */
const SHARED_LEAVES = 2;

function leafNames(type: GraphQLObjectType): Set<string> {
  return new Set(Object.values(type.getFields()).filter((field) => isLeafType(getNamedType(field.type))).map(({name}) => name));
}

/**
 * What a mutation makes from an entity its input names (`createDocumentFromUploadTransaction`,
 * `replaceFileOnDocumentViaUploadTransaction`: `uploadTransactionId`) carries that entity's values: the main result's
 * value object (a document's `file`) that has two or more of its leaf fields (`fileName`, `mimeType`, `sizeBytes`)
 * gets their values.
 */
export function valuesFromSource(
  schema: GraphQLSchema,
  store: IMockStore,
  mutation: GraphQLField<unknown, unknown>,
  input: Args,
  payload: Ref,
): void {
  const main = mainResult(store, mutation, payload);
  if (!main) return;
  const {type: mainType, value: result} = main;
  for (const [name, id] of Object.entries(input)) {
    const sourceType = /Id$/.test(name) && typeof id === 'string' ? schema.getType(fromGlobalId(id)?.typeName ?? '') : undefined;
    // The id of the result itself names no source, whatever type its prefix encodes (`updateFolder2`'s `folderId` of a
    // grown schema, whose copies share their ids' prefixes).
    if (!sourceType || !isObjectType(sourceType) || sourceType === mainType || store.get(result, 'id') === id) continue;
    const sourceLeaves = leafNames(sourceType);
    for (const field of Object.values(mainType.getFields())) {
      const valueType = getNamedType(field.type);
      // One value object (a document's `file`), not a list of them (a folder's `breadcrumbs`).
      if (!isObjectType(valueType) || 'id' in valueType.getFields() || isListType(getNullableType(field.type))) continue;
      const shared = [...leafNames(valueType)].filter((leaf) => sourceLeaves.has(leaf) && leaf !== 'id');
      if (shared.length < SHARED_LEAVES) continue;
      const source = store.get(sourceType.name, id as string) as Ref;
      settleParts(store, source, sourceType);
      const values = Object.fromEntries(shared.map((leaf) => [leaf, store.get(source, leaf)]));
      // A document made from an upload has a file even when the sample had none.
      const value = store.get(result, field.name);
      if (isRef(value)) for (const [leaf, leafValue] of Object.entries(values)) store.set(value, leaf, leafValue);
      else store.set(result, field.name, values);
      // What is made from a file is of the file's kind (not a text document).
      const media = values['mimeType'];
      const kind = typeof media === 'string' ? CATEGORY_OF_MEDIA_TYPE.find(([pattern]) => pattern.test(media))?.[1] : undefined;
      if (kind && 'typeCategory' in mainType.getFields()) store.set(result, 'typeCategory', kind);
    }
  }
}

/** "Name of the document, 1–255 characters; the transaction's file name when omitted." */
const FILE_NAME_WHEN_OMITTED = /\bfile name when omitted\b/;

/**
 * What a mutation's input left out that its description says is "the file name when omitted" (a document's `name`)
 * is the name of the main result's file, as a reader sees it (`shown`).
 */
export function namedAfterFile(
  store: IMockStore,
  mutation: GraphQLField<unknown, unknown>,
  input: Args,
  payload: Ref,
  shown: (ref: Ref, field: string) => unknown,
): void {
  const main = mainResult(store, mutation, payload);
  if (!main || !isRef(main.value)) return;
  for (const field of Object.values(inputTypeOf(mutation)?.getFields() ?? {})) {
    if (field.name in input || !FILE_NAME_WHEN_OMITTED.test(field.description ?? '') || !(field.name in main.type.getFields())) continue;
    const fileName = fieldOf(store, shown(main.value, 'file'), 'fileName');
    if (typeof fileName === 'string') store.set(main.value, field.name, fileName);
  }
}
