/**
 * The reference's example responses agree with their variables and with themselves, every one of them, as the
 * reference shows them (src/graphql/exampleResponses.ts: all examples in order against one mock schema). Each rule is
 * one a reader would check by looking: the ids of what was removed are the ids sent, the entity an input names is the
 * one that comes back, a file's media type is its name's, a document's kind is its file's, a folder's path ends in its
 * name below its breadcrumbs.
 */
import assert from 'node:assert/strict';
import {before, test} from 'node:test';

import {getNamedType, type FormattedExecutionResult, type GraphQLObjectType} from 'graphql';

import {buildAllOperationExamples, type OperationExample} from '../../src/graphql/examples';
import {exampleKey, exampleResponses} from '../../src/graphql/exampleResponses';
import {fromGlobalId, mediaTypeOfFileName} from '../../src/graphql/sampleValues';
import {schema, SCHEMA_PATH} from './support/schemaUnderTest';

type Data = Record<string, unknown>;

const examples = buildAllOperationExamples(schema);
let responses: Map<string, FormattedExecutionResult>;

before(async () => {
  responses = await exampleResponses(schema, examples);
});

/** Every object in a response, with where it is. */
function* objects(value: unknown, path = 'data'): Generator<[Data, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objects(item, `${path}.${index}`);
  } else if (value && typeof value === 'object') {
    yield [value as Data, path];
    for (const [key, child] of Object.entries(value)) yield* objects(child, `${path}.${key}`);
  }
}

/** Each example with its response's data and the input it sent (a mutation's `input`, else its variables). */
function eachExample(): {example: OperationExample; data: Data; input: Data; where: string}[] {
  return examples.map((example) => {
    const data = responses.get(exampleKey(example))?.data as Data;
    assert.ok(data, `${exampleKey(example)} has a response`);
    const input = (example.variables['input'] ?? example.variables) as Data;
    return {example, data, input, where: exampleKey(example)};
  });
}

test(`the examples of ${SCHEMA_PATH} have responses`, () => {
  assert.ok(examples.length > 100);
  assert.equal(responses.size, examples.length);
});

test('the ids of what was removed are the ids the input sent', () => {
  let checked = 0;
  for (const {data, input, where} of eachExample()) {
    for (const [object, path] of objects(data)) {
      for (const [key, value] of Object.entries(object)) {
        if (!/^removed\w*Ids?$/.test(key) || value === null) continue;
        const sent = Object.entries(input).filter(([name]) => /Ids?$/.test(name)).map(([, ids]) => ids);
        assert.ok(sent.some((ids) => JSON.stringify(ids) === JSON.stringify(value)), `${where}: ${path}.${key} ${JSON.stringify(value)} was not sent`);
        checked += 1;
      }
    }
  }
  assert.ok(checked >= 10, `${checked} removed ids checked`);
});

test('a mutation’s result is the entity its input names by an id of the result’s type', () => {
  let checked = 0;
  for (const {example, data, input, where} of eachExample()) {
    if (example.operationType !== 'mutation' || /^(copy|duplicate|clone)[A-Z]/.test(example.fieldName)) continue;
    // The main result (the payload's first entity), or a result the input names by its own name (`targetGroupId`).
    const results = Object.entries((data[example.fieldName] as Data | null) ?? {}).filter(
      ([, result]) => typeof (result as Data | null)?.['id'] === 'string',
    );
    const payload = getNamedType(schema.getMutationType()!.getFields()[example.fieldName]!.type) as GraphQLObjectType;
    for (const [index, [field, result]] of results.entries()) {
      // "The new current revision, a copy of the restored one" is not the revision the input names.
      if (/^The new\b/.test(payload.getFields()[field]?.description ?? '')) continue;
      const id = (result as Data)['id'] as string;
      const type = fromGlobalId(id)?.typeName;
      const own = input[`${field}Id`];
      const named = Object.entries(input).filter(([key, value]) => /Id$/.test(key) && fromGlobalId(String(value))?.typeName === type);
      const expected = typeof own === 'string' ? own : index === 0 && named.length === 1 ? named[0]![1] : undefined;
      if (expected === undefined) continue;
      assert.equal(id, expected, `${where}: ${field} is the ${type} its input names`);
      checked += 1;
    }
  }
  assert.ok(checked >= 30, `${checked} results checked`);
});

test('a file’s media type is its name’s, its checksum hexadecimal; a document’s kind is its file’s, a text one has no file', () => {
  let files = 0;
  let documents = 0;
  const kinds: Record<string, string> = {'application/pdf': 'PDF', 'image/png': 'IMAGE'};
  for (const {data, where} of eachExample()) {
    for (const [object, path] of objects(data)) {
      if (typeof object['fileName'] === 'string' && typeof object['mimeType'] === 'string') {
        const media = mediaTypeOfFileName(object['fileName']);
        if (media) assert.equal(object['mimeType'], media, `${where}: ${path}`);
        files += 1;
      }
      if ('sha256' in object) assert.match(String(object['sha256']), /^[0-9a-f]{64}$/, `${where}: ${path}.sha256`);
      if ('typeCategory' in object && 'file' in object) {
        const file = object['file'] as Data | null;
        assert.equal(object['typeCategory'] === 'TEXT', file === null, `${where}: ${path}: a text document, and only one, has no file`);
        const kind = file && typeof file['mimeType'] === 'string' ? kinds[file['mimeType']] : undefined;
        if (kind) assert.equal(object['typeCategory'], kind, `${where}: ${path}: its kind is its file's`);
        if (file !== null && 'textContent' in object) assert.equal(object['textContent'], null, `${where}: ${path}: a file has no text`);
        documents += 1;
      }
    }
  }
  assert.ok(files >= 20 && documents >= 20, `${files} files and ${documents} documents checked`);
});

test('a folder’s path ends in its name, below its breadcrumbs, and its parent is the last of them', () => {
  let checked = 0;
  for (const {data, where} of eachExample()) {
    for (const [object, path] of objects(data)) {
      if (typeof object['path'] !== 'string' || typeof object['name'] !== 'string' || !Array.isArray(object['breadcrumbs'])) continue;
      const crumbs = object['breadcrumbs'] as Data[];
      const above = crumbs.at(-1)?.['path'] ?? '';
      assert.equal(object['path'], `${String(above)}/${object['name']}`, `${where}: ${path}`);
      const parent = object['parent'] as Data | null | undefined;
      if (parent !== undefined && crumbs.length > 0 && 'folderId' in crumbs.at(-1)! && parent !== null && 'id' in parent)
        assert.equal(parent['id'], crumbs.at(-1)!['folderId'], `${where}: ${path}.parent`);
      checked += 1;
    }
  }
  assert.ok(checked >= 20, `${checked} folders checked`);
});
