/**
 * Deep links into the playground: what the reference's "Open in playground" links write must come back
 * out as the editor's operation and variables.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {playgroundHref} from '../../src/components/OperationExample/playgroundHref';
import {readDeepLink} from '../../src/playground/session/deepLink';
import {resolveOperation} from '../../src/playground/execution/operationRequest';

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

test('resolveOperation finds subscriptions, by name in multi-operation documents too', () => {
  assert.equal(resolveOperation({query: 'subscription { companyChanged { id } }'}).kind, 'subscription');
  assert.equal(resolveOperation({query: '{ me { id } }'}).kind, 'query');
  const document = 'query A { me { id } }\nsubscription B { companyChanged { id } }';
  assert.equal(resolveOperation({query: document, operationName: 'B'}).kind, 'subscription');
  assert.equal(resolveOperation({query: document}).kind, undefined, 'ambiguous without a name');
  assert.equal(resolveOperation({query: '{ me { '}).kind, undefined, 'syntax errors are left to the executor');
});

test('resolveOperation judges the text it is given, not a stale operation name from the previous document', () => {
  // GraphiQL updates its operation name after a debounce: a just-pasted subscription can arrive with the old name.
  const pasted = resolveOperation({query: 'subscription { companyChanged { id } }', operationName: 'WhoAmI'});
  assert.equal(pasted.kind, 'subscription');
  assert.equal(pasted.request.operationName, null, 'the stale name is not sent on');
  const renamed = resolveOperation({query: 'query Renamed { me { id } }', operationName: 'WhoAmI'});
  assert.equal(renamed.request.operationName, 'Renamed');
  const document = 'query A { me { id } }\nsubscription B { companyChanged { id } }';
  const ambiguous = resolveOperation({query: document, operationName: 'Gone'});
  assert.equal(ambiguous.kind, undefined, 'still ambiguous');
  assert.equal(ambiguous.request.operationName, 'Gone', 'left for the executor to report');
});
