import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, validate} from 'graphql';

import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {WELCOME_OPERATION} from '../../src/playground/session/welcomeOperation';

test('the playground opens with an operation that is valid for schema.graphql', () => {
  const errors = validate(loadSchemaFile('schema.graphql'), parse(WELCOME_OPERATION));
  assert.deepEqual(
    errors.map((error) => error.message),
    [],
  );
});
