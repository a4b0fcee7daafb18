/**
 * The playground's live cost (src/playground/cost/liveCost.ts): the numbers of the published formula for the
 * operation being edited, the operation the caret is in, variables as typed, and the message over a limit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';

import {liveCost, parseVariables} from '../../src/playground/cost/liveCost';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {operationCost} from '../../src/graphql/cost';

const schema = loadSchemaFile(join(import.meta.dirname, '..', '..', 'schema.graphql'));

const NESTED =
  'query Nested($first: Int) { folders(first: $first) { nodes { documents(first: 50) { nodes { id name } } } } }';

test('within the limits: complexity, depth and the costliest connection', () => {
  // folders 1 + nodes (1 + 2 × documents (1 + nodes (1 + 50 × 2))) = 206
  const live = liveCost(schema, NESTED, {first: 2});
  assert.equal(live?.cost.complexity, 206);
  assert.equal(live?.cost.depth, 5);
  assert.equal(live?.overLimit, false);
  assert.equal(live?.problem, undefined);
  assert.equal(live?.cost.costliest?.path, 'folders');
});

test('over the limit: names the connection to shrink and where it is', () => {
  // 2 + 30 × 102 = 3,062
  const live = liveCost(schema, NESTED, {first: 30});
  assert.equal(live?.overLimit, true);
  assert.match(
    live?.problem ?? '',
    /costs 3,062 points.*Shrink `folders` \(folders, first: 30 from \$first\).*first: 24 brings the operation to 2,450 points/,
  );
  assert.deepEqual(live?.focus, {line: 1, column: 29});
});

test('of several operations, the one the caret is in; text that does not parse has no cost', () => {
  const two = 'query A { me { id } }\nquery B { me { id name email } }';
  assert.equal(liveCost(schema, two, {}, 3)?.cost.complexity, 2);
  assert.equal(liveCost(schema, two, {}, two.length - 3)?.cost.complexity, 4);
  assert.equal(liveCost(schema, 'query { me { id ', {}), undefined);
});

test('variables as typed: half-typed JSON counts as none', () => {
  assert.deepEqual(parseVariables('{"first": 3}'), {first: 3});
  assert.deepEqual(parseVariables('{"first": '), {});
  assert.deepEqual(parseVariables('[1]'), {});
  assert.deepEqual(parseVariables(''), {});
});

test('a fragment that spreads itself has no cost, as text that does not parse, and the formula says why', () => {
  const query = 'query Q { folders { nodes { ...F } } }\nfragment F on Folder { id parent { ...F } }';
  assert.equal(liveCost(schema, query, {}), undefined);
  assert.throws(() => operationCost(schema, query), {
    name: 'OperationCostError',
    message: /Cannot spread fragment "F" within itself/,
  });
  const indirect =
    'query Q { folders { nodes { ...A } } }\nfragment A on Folder { parent { ...B } }\nfragment B on Folder { ...A }';
  assert.throws(() => operationCost(schema, indirect), {message: /Cannot spread fragment "A" within itself via "B"/});
});
