/**
 * The example generator against the real schema.graphql (the fixture until it exists): every root field
 * gets a valid, bounded example whose variables coerce; plus targeted cases on the fixture schema.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  buildSchema,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

import {
  buildAllOperationExamples,
  buildOperationExample,
  listRootFields,
  MAX_FIELDS_PER_OBJECT,
  MAX_SELECTION_DEPTH,
  type OperationExample,
} from '../../src/graphql/examples';
import {fromGlobalId} from '../../src/graphql/sampleValues';
import {fixture, schema, SCHEMA_PATH, withUploadedFiles} from './support/schemaUnderTest';

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions[0];
  assert.equal(operation?.kind, Kind.OPERATION_DEFINITION);
  return operation as OperationDefinitionNode;
}

/** Object levels below the operation: the root field's selection set is level 1. */
function selectionDepth(selectionSet: SelectionSetNode | undefined): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.selectionSet) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet));
    }
  }
  return deepest;
}

/** Every `@oneOf` input object in `value` has exactly one field. */
function assertOneOfHoldsOneField(type: GraphQLInputType, value: unknown, path: string): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    (value as unknown[]).forEach((item, index) => assertOneOfHoldsOneField(nullable.ofType, item, `${path}.${index}`));
    return;
  }
  if (!isInputObjectType(nullable)) return;
  const record = value as Record<string, unknown>;
  if (nullable.isOneOf) assert.equal(Object.keys(record).length, 1, `${path} (@oneOf ${nullable.name}) has one field`);
  for (const field of Object.values(nullable.getFields())) {
    assertOneOfHoldsOneField(field.type, record[field.name], `${path}.${field.name}`);
  }
}

function assertValidExample(target: GraphQLSchema, example: OperationExample): void {
  const label = `${example.operationType} ${example.fieldName}`;
  const document = parse(example.query);
  assert.deepEqual(
    validate(target, document).map((error) => error.message),
    [],
    `${label} validates:\n${example.query}`,
  );
  const operation = operationOf(document);
  assert.equal(operation.operation, example.operationType, label);
  assert.equal(operation.name?.value, example.operationName, label);
  assert.equal(example.operationName.charAt(0), example.fieldName.charAt(0).toUpperCase(), label);
  assert.equal(example.operationName.toLowerCase(), example.fieldName.toLowerCase(), label);

  const coerced = getVariableValues(target, operation.variableDefinitions ?? [], withUploadedFiles(example));
  assert.equal(
    coerced.errors,
    undefined,
    `${label} variables coerce: ${coerced.errors?.map((error) => error.message)}`,
  );
  for (const path of example.uploadPaths) assert.match(path, /^variables\./, label);

  const rootSelection = operation.selectionSet.selections[0];
  const rootLevels = rootSelection?.kind === Kind.FIELD && rootSelection.selectionSet ? 1 : 0;
  assert.ok(
    rootLevels + selectionDepth(rootSelection?.kind === Kind.FIELD ? rootSelection.selectionSet : undefined) <=
      MAX_SELECTION_DEPTH,
    `${label} nests at most ${MAX_SELECTION_DEPTH} object levels`,
  );

  const typeInfo = new TypeInfo(target);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        // The root field is the operation the page documents, deprecated or not; below it, nothing deprecated.
        if (node === rootSelection) return;
        const definition = typeInfo.getFieldDef();
        assert.ok(!definition?.deprecationReason, `${label} selects no deprecated field (${node.name.value})`);
      },
      SelectionSet(node) {
        const fields = node.selections.filter((selection) => selection.kind === Kind.FIELD);
        // A payload may add `userErrors` to a full set of results; an interface its `__typename`.
        assert.ok(fields.length <= MAX_FIELDS_PER_OBJECT + 1, `${label} keeps selections short`);
      },
    }),
  );

  for (const definition of operation.variableDefinitions ?? []) {
    const argument = rootType(target, example)?.args.find((each) => each.name === definition.variable.name.value);
    if (argument)
      assertOneOfHoldsOneField(argument.type, example.variables[argument.name], `variables.${argument.name}`);
  }
}

function rootType(target: GraphQLSchema, example: OperationExample) {
  const type =
    example.operationType === 'query'
      ? target.getQueryType()
      : example.operationType === 'mutation'
        ? target.getMutationType()
        : target.getSubscriptionType();
  return type?.getFields()[example.fieldName];
}

describe(`examples for every root field of ${SCHEMA_PATH}`, () => {
  const rootFields = listRootFields(schema);

  test('the schema has root fields of every kind', () => {
    assert.ok(rootFields.some((field) => field.operationType === 'query'));
    assert.ok(rootFields.some((field) => field.operationType === 'mutation'));
    assert.ok(rootFields.some((field) => field.operationType === 'subscription'));
  });

  for (const {operationType, fieldName} of rootFields) {
    test(`${operationType} ${fieldName}`, () => {
      assertValidExample(schema, buildOperationExample(schema, operationType, fieldName));
    });
  }

  test('connections at the root ask for the first 10 items', () => {
    for (const example of buildAllOperationExamples(schema)) {
      const field = rootType(schema, example);
      if (!field || !field.args.some((argument) => argument.name === 'first')) continue;
      if (!/\bpageInfo\b/.test(example.query)) continue;
      assert.equal(example.variables['first'], 10, `${example.fieldName} passes first: 10`);
    }
  });

  test('generation is deterministic', () => {
    assert.deepEqual(buildAllOperationExamples(schema), buildAllOperationExamples(schema));
  });

  test('an optional field the operation’s name speaks of is in its example (`mentionedUserIds` of `…WithMentioning`)', () => {
    const mentioning = buildOperationExample(schema, 'mutation', 'createCommentOnDocumentWithMentioning');
    const input = mentioning.variables['input'] as Record<string, unknown>;
    assert.match(String((input['mentionedUserIds'] as unknown[])[0]), /^usr_/);
    const plain = buildOperationExample(schema, 'mutation', 'createCommentOnDocument');
    assert.ok(!('mentionedUserIds' in (plain.variables['input'] as Record<string, unknown>)), 'not where the name is silent');
  });
});

test('an example sends an enum value that names a choice: not `NONE` (a no-op) while the enum has another', () => {
  const subfolders = buildOperationExample(schema, 'mutation', 'updateSubfolderPermissionsAndLabels');
  assert.equal((subfolders.variables['input'] as Record<string, unknown>)['mode'], 'MERGE');
  const small = buildSchema(`
    enum Mode { NONE MERGE }
    enum Only { NONE }
    type Query { ok: Int }
    type Mutation { apply(mode: Mode!, only: Only!): Int }
  `);
  const apply = buildOperationExample(small, 'mutation', 'apply');
  assert.deepEqual([apply.variables['mode'], apply.variables['only']], ['MERGE', 'NONE']);
});

describe('example shapes (fixture schema)', () => {
  const example = (operationType: OperationExample['operationType'], fieldName: string) =>
    buildOperationExample(fixture, operationType, fieldName);

  test('every fixture root field gets a valid example', () => {
    for (const each of buildAllOperationExamples(fixture)) assertValidExample(fixture, each);
  });

  test('a @oneOf input gets exactly one field', () => {
    const {variables} = example('query', 'folderBy');
    assert.deepEqual(Object.keys(variables['locator'] as object), ['id']);
    const move = example('mutation', 'moveFolder').variables['input'] as Record<string, Record<string, unknown>>;
    assert.equal(Object.keys(move['target'] ?? {}).length, 1);
    assert.notEqual(move['target']?.['id'], move['folderId'], 'the move target is another folder');
  });

  test('a connection selects totalCount, nodes and pageInfo, not edges', () => {
    const {query, variables} = example('query', 'folders');
    assert.match(query, /totalCount\s+nodes \{\s+id\s+name/);
    assert.match(query, /pageInfo \{\s+hasNextPage\s+endCursor\s+\}/);
    assert.doesNotMatch(query, /edges/);
    assert.match(query, /folders\(section: \$section, first: \$first\)/);
    assert.deepEqual(variables, {section: 'MY_FOLDERS', first: 10});
    assert.match(example('query', 'folder').query, /documents\(first: 10\) \{/);
  });

  test('a payload selects its result and userErrors { code field message }', () => {
    const {query, variables} = example('mutation', 'createFolder');
    assert.match(query, /mutation CreateFolder\(\$input: CreateFolderInput!\)/);
    assert.match(query, /folder \{\s+id\s+name/);
    assert.match(query, /userErrors \{\s+code\s+field\s+message\s+\}/);
    assert.deepEqual(Object.keys(variables['input'] as object), ['name', 'parentFolderId']);
    assert.equal((variables['input'] as Record<string, unknown>)['name'], 'Contracts 2025');
  });

  test('ids are global ids in the documented prefixed form, of the type the name points at', () => {
    assert.deepEqual(example('query', 'folder').variables, {id: 'fld_01J9Z6Q4W800000000000001SJ'});
    assert.deepEqual(fromGlobalId('fld_01J9Z6Q4W800000000000001SJ'), {typeName: 'Folder', localId: '1842'});
    const comment = example('mutation', 'createComment').variables['input'] as Record<string, string>;
    assert.equal(fromGlobalId(comment['documentId'] ?? '')?.typeName, 'Document');
    const labels = example('mutation', 'addLabelsToDocument').variables['input'] as Record<string, string[]>;
    assert.equal(fromGlobalId(labels['labelIds']?.[0] ?? '')?.typeName, 'Label');
  });

  test('values are picked by name and type', () => {
    const location = example('mutation', 'setDocumentLocation').variables['input'] as Record<string, unknown>;
    assert.equal(location['latitude'], 52.52);
    assert.equal(location['longitude'], 13.405);
    assert.equal(
      (example('mutation', 'createLabel').variables['input'] as Record<string, unknown>)['color'],
      '#3B82F6',
    );
    assert.equal(example('query', 'search').variables['query'], 'contract');
  });

  test('Upload variables are null and listed for the multipart map', () => {
    const upload = example('mutation', 'createDocumentFromFile');
    assert.deepEqual(upload.uploadPaths, ['variables.input.file']);
    assert.equal((upload.variables['input'] as Record<string, unknown>)['file'], null);
  });

  test('interfaces and unions select __typename and fragments', () => {
    const {query} = example('query', 'search');
    assert.match(query, /__typename/);
    assert.equal(query.match(/\.\.\. on /g)?.length, 3);
    assert.match(example('query', 'node').query, /node\(id: \$id\) \{\s+__typename\s+id/);
  });

  test('deprecated fields and fields with required arguments are left out', () => {
    const {query} = example('query', 'folder');
    assert.doesNotMatch(query, /docCount/);
    assert.doesNotMatch(query, /permissionsOf/);
  });

  test('operations on leaf fields have no selection set', () => {
    assert.equal(
      example('query', 'unreadNotificationCount').query,
      'query UnreadNotificationCount {\n  unreadNotificationCount\n}',
    );
  });

  test('subscriptions take their required arguments as variables', () => {
    const {query, variables, operationName} = example('subscription', 'documentAdded');
    assert.equal(operationName, 'DocumentAdded');
    assert.match(query, /^subscription DocumentAdded\(\$folderId: ID!\)/);
    assert.equal(fromGlobalId(variables['folderId'] as string)?.typeName, 'Folder');
  });

  test('an unknown root field is an error', () => {
    assert.throws(() => example('query', 'nope'), /no query field "nope"/);
  });

  test('the page size is a literal on nested connections', () => {
    const nested = example('query', 'me').query;
    assert.match(nested, /favoriteFolders\(first: 10\)/);
  });
});
