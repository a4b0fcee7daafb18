import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, validate} from 'graphql';

import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {HOME_EXAMPLE_QUERY} from '../../src/pages/_components/homeExample';

test('the home page example is a valid operation of schema.graphql', () => {
  const errors = validate(loadSchemaFile('schema.graphql'), parse(HOME_EXAMPLE_QUERY));
  assert.deepEqual(errors.map((error) => error.message), []);
});
