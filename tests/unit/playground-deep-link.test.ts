/**
 * Deep links into the playground: what the reference's "Open in playground" links write must come back
 * out as the editor's operation and variables.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {playgroundHref} from '../../src/components/OperationExample/playgroundHref';
import {readDeepLink} from '../../src/pages/playground/_components/deepLink';
import {operationKind} from '../../src/pages/playground/_components/operationRequest';

test('a link written by playgroundHref reads back as the same operation and variables', () => {
  const operation = 'query Folder($id: ID!) {\n  folder(id: $id) {\n    name\n  }\n}\n';
  const variables = {id: 'Rm9sZGVyOjE=', first: 3};
  const search = playgroundHref(operation, variables).split('?')[1] ?? '';
  const link = readDeepLink(`?${search}`);
  assert.equal(link.operation, operation);
  assert.deepEqual(JSON.parse(link.variables ?? 'null'), variables);
  assert.equal(link.variables, JSON.stringify(variables, null, 2), 'variables are pretty-printed');
  assert.equal(link.operationName, undefined);
});

test('operationName is read and trimmed; blank parameters count as absent', () => {
  assert.deepEqual(readDeepLink('?operation=%7B%20me%20%7B%20id%20%7D%20%7D&operationName=%20Me%20'), {
    operation: '{ me { id } }',
    operationName: 'Me',
  });
  assert.deepEqual(readDeepLink('?operation=&variables=%20'), {});
  assert.deepEqual(readDeepLink(''), {});
});

test('variables that are not JSON stay as typed, for the editor to point at', () => {
  assert.equal(readDeepLink('?variables=%7Bid%3A').variables, '{id:');
});

test('operationKind finds subscriptions, by name in multi-operation documents too', () => {
  assert.equal(operationKind({query: 'subscription { companyChanged { id } }'}), 'subscription');
  assert.equal(operationKind({query: '{ me { id } }'}), 'query');
  const document = 'query A { me { id } }\nsubscription B { companyChanged { id } }';
  assert.equal(operationKind({query: document, operationName: 'B'}), 'subscription');
  assert.equal(operationKind({query: document}), undefined, 'ambiguous without a name');
  assert.equal(operationKind({query: '{ me { '}), undefined, 'syntax errors are left to the executor');
});
