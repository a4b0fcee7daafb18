import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isObjectType} from 'graphql';

import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {GLOBAL_ID_PREFIXES, fromGlobalId, toGlobalId} from '../../src/graphql/sampleValues';
import {createMockExecutableSchema, executeMock} from '../../src/graphql/mocks';

const schema = loadSchemaFile('schema.graphql');

test('sample id prefixes are the ones the schema documents on each id field', () => {
  const documented: Record<string, string> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    const description = isObjectType(type) ? type.getFields()['id']?.description : undefined;
    const prefix = description && /prefix `(\w+)_`/.exec(description)?.[1];
    if (prefix) documented[type.name] = prefix;
  }
  assert.deepEqual(GLOBAL_ID_PREFIXES, documented);
});

test('sample ids have the documented form and decode back to their type', () => {
  for (const [typeName, localId] of [['Folder', 1842], ['Document', 5093], ['ExportJob', 7], ['User', 0]] as const) {
    const id = toGlobalId(typeName, localId);
    assert.match(id, /^[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.deepEqual(fromGlobalId(id), {typeName, localId: String(localId)});
  }
  assert.equal(fromGlobalId('not-an-id'), null);
});

test('mocked e-mail addresses are e-mail addresses', async () => {
  const result = await executeMock({schema: createMockExecutableSchema(schema), query: '{ me { emails { address } } }'});
  const emails = (result.data?.['me'] as {emails: {address: string}[]}).emails;
  assert.ok(emails.length > 0);
  for (const {address} of emails) assert.match(address, /^[^@\s]+@[^@\s]+\.[a-z]+$/);
});

test('an example’s id is of the entity its input is about, among entities of like names', async () => {
  const {buildOperationExample} = await import('../../src/graphql/examples');
  const idIn = (fieldName: string, key: string) => {
    const input = buildOperationExample(schema, 'mutation', fieldName).variables['input'] as Record<string, unknown>;
    return fromGlobalId(String(input[key]))?.typeName;
  };
  // A group of dashboard widgets, where the input's words are about widgets; a group of users otherwise.
  assert.equal(idIn('moveWidgetToAnotherGroup', 'targetGroupId'), 'DashboardWidgetGroup');
  assert.equal(idIn('saveWidgetOrderInGroup', 'groupId'), 'DashboardWidgetGroup');
  assert.equal(idIn('updateGroup', 'groupId'), 'Group');
});
