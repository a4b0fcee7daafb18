/**
 * The published cost formula (src/graphql/cost) on operations whose cost is worked out by hand in the comments, the
 * limits it is checked against, and the words it explains itself with. The schema is the real one.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {
  COST_LIMITS,
  checkOperationCost,
  costMarkdown,
  exampleCost,
  operationCost,
  overLimitMessage,
  OperationCostError,
} from '../../src/graphql/cost';
import {buildAllOperationExamples} from '../../src/graphql/examples';
import {createMockExecutableSchema, executeMock} from '../../src/graphql/mocks';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {parse} from 'graphql';

const schema = loadSchemaFile(join(import.meta.dirname, '..', '..', 'schema.graphql'));

// Three connections nested: folders($first) › documents(10) › comments (no page size: 25).
const TREE = `query Tree($first: Int) {
  folders(first: $first) {
    totalCount
    nodes {
      id
      name
      documents(first: 10) {
        nodes {
          id
          name
          comments {
            nodes {
              id
            }
          }
        }
      }
    }
  }
}`;

describe('operationCost', () => {
  test('connections nested three deep multiply their items by each page size', () => {
    // comments: 1 + nodes (1 + 25 × id 1) = 27; a document: id + name + comments = 29;
    // documents: 1 + nodes (1 + 10 × 29) = 292; a folder: id + name + documents = 294;
    // folders: 1 + totalCount 1 + nodes (1 + first × 294).
    const one = operationCost(schema, TREE, {variables: {first: 1}});
    assert.equal(one.complexity, 297);
    assert.equal(one.depth, 7);
    const ten = operationCost(schema, TREE, {variables: {first: 10}});
    assert.equal(ten.complexity, 3 + 10 * 294);
    assert.deepEqual(
      ten.connections.map((connection) => [connection.path, connection.pageSize, connection.pageSizeSource]),
      [
        ['folders', 10, 'variable'],
        ['folders.nodes.documents', 10, 'argument'],
        ['folders.nodes.documents.nodes.comments', 25, 'default'],
      ],
    );
    // Comments are 10 × 10 × 25 = 2,500 items of 1 point, plus 100 × (comments 1 + nodes 1).
    assert.equal(ten.connections[2]?.points, 2700);
    assert.equal(ten.connections[0]?.pointsPerItem, 294);
    assert.equal(ten.costliest?.path, 'folders');
  });

  test('a variable for first: its value, else its default, else 25', () => {
    const withDefault = 'query Q($first: Int = 4) { folders(first: $first) { nodes { id } } }';
    // folders 1 + nodes (1 + n × 1)
    assert.equal(operationCost(schema, withDefault).complexity, 2 + 4);
    assert.equal(operationCost(schema, withDefault, {variables: {first: 40}}).complexity, 2 + 40);
    const noDefault = 'query Q($first: Int) { folders(first: $first) { nodes { id } } }';
    assert.equal(operationCost(schema, noDefault).complexity, 2 + COST_LIMITS.defaultPageSize);
    assert.equal(operationCost(schema, noDefault, {variables: {first: null}}).complexity, 2 + 25);
    // first and last together: the larger one.
    assert.equal(operationCost(schema, 'query { folders(first: 3, last: 7) { nodes { id } } }').complexity, 2 + 7);
  });

  test('a fragment spread twice counts once; aliases count separately', () => {
    // name and id once: folders 1 + nodes (1 + 5 × 2) = 12.
    const twice = `query Q {
      folders(first: 5) { nodes { ...F ...F id } }
    }
    fragment F on Folder { id name }`;
    assert.equal(operationCost(schema, twice).complexity, 12);
    // Two aliased connections: (1 + 1 + 5 × 1) + (1 + 1 + 3 × 1) = 12.
    const aliases = 'query Q { a: folders(first: 5) { nodes { id } } b: folders(first: 3) { nodes { id } } }';
    const cost = operationCost(schema, aliases);
    assert.equal(cost.complexity, 12);
    assert.deepEqual(
      cost.connections.map((connection) => connection.path),
      ['a', 'b'],
    );
  });

  test('on an interface, an item costs what its costliest member selects; __typename is free', () => {
    // node: 1 + max(Folder: id + name + description = 3, Document: id + name = 2, others: id = 1) = 4; depth 2.
    const query = `query Q($id: ID!) {
      node(id: $id) {
        __typename
        id
        ... on Folder { name description }
        ... on Document { name }
      }
    }`;
    const cost = operationCost(schema, query, {variables: {id: 'x'}});
    assert.equal(cost.complexity, 4);
    assert.equal(cost.depth, 2);
  });

  test('@skip and @include follow the variables', () => {
    const query = `query Q($withDocs: Boolean!, $brief: Boolean = false) {
      folders(first: 2) {
        nodes {
          id
          name @skip(if: $brief)
          documents(first: 10) @include(if: $withDocs) { nodes { id } }
        }
      }
    }`;
    // Without documents: 1 + nodes (1 + 2 × (id + name)) = 6.
    assert.equal(operationCost(schema, query, {variables: {withDocs: false}}).complexity, 6);
    // documents: 1 + nodes (1 + 10) = 12 per folder: 1 + 1 + 2 × (2 + 12) = 30.
    assert.equal(operationCost(schema, query, {variables: {withDocs: true}}).complexity, 30);
    assert.equal(operationCost(schema, query, {variables: {withDocs: true, brief: true}}).complexity, 28);
    // Depth drops with the skipped connection: the operation's, folders' and nodes' braces, then documents' and theirs.
    assert.equal(operationCost(schema, query, {variables: {withDocs: false}}).depth, 3);
    assert.equal(operationCost(schema, query, {variables: {withDocs: true}}).depth, 5);
  });

  test('fragments open no depth level; edges { node } opens two', () => {
    const query = `query Q { folders(first: 1) { edges { cursor node { ...Name } } } }
    fragment Name on Folder { name }`;
    const cost = operationCost(schema, query);
    // folders 1 + edges (1 + 1 × (cursor + node (1 + name))) = 5; levels: the operation, folders, edges, node.
    assert.equal(cost.complexity, 5);
    assert.equal(cost.depth, 4);
  });

  test('page sizes out of range are reported; fields the schema lacks still cost a point', () => {
    const cost = operationCost(schema, 'query { folders(first: 500) { nodes { id nope } } }');
    assert.deepEqual(
      cost.pageSizeProblems.map((problem) => [problem.path, problem.argument, problem.value]),
      [['folders', 'first', 500]],
    );
    assert.equal(cost.complexity, 2 + 500 * 2);
  });

  test('a document without the operation asked for is an error', () => {
    assert.throws(() => operationCost(schema, 'fragment F on Folder { id }'), OperationCostError);
    assert.throws(() => operationCost(schema, 'query A { me { id } } query B { me { id } }'), /several operations/);
    assert.equal(
      operationCost(schema, 'query A { me { id } } query B { me { id name } }', {operationName: 'B'}).complexity,
      3,
    );
  });
});

describe('limits', () => {
  test('over the complexity limit: the error names the connection to shrink and a page size that fits', () => {
    const cost = operationCost(schema, TREE, {variables: {first: 50}});
    const message = overLimitMessage(cost);
    // 3 + first × 294 ≤ 2,500 → first ≤ 8 (2,355 points).
    assert.match(
      message ?? '',
      /costs 14,703 points, more than the limit of 2,500\. Shrink `folders` \(folders, first: 50 from \$first\).*first: 8 brings the operation to 2,355 points/,
    );
    const check = checkOperationCost(schema, parse(TREE), {first: 50}, null);
    assert.deepEqual(
      check?.errors.map((error) => [error.extensions['code'], error.extensions['cost']]),
      [['QUERY_TOO_COMPLEX', {complexity: 14703, depth: 7, maxComplexity: 2500, maxDepth: 12}]],
    );
  });

  test('over the depth limit: QUERY_TOO_DEEP', () => {
    // parent { parent { … } } thirteen levels down.
    const deep = `query Deep($id: ID!) { node(id: $id) { ... on Folder { ${'parent { '.repeat(12)}id${' }'.repeat(12)} } } }`;
    const cost = operationCost(schema, deep, {variables: {id: 'x'}});
    assert.equal(cost.depth, 14);
    const codes = checkOperationCost(schema, parse(deep), {id: 'x'}, null)?.errors.map(
      (error) => error.extensions['code'],
    );
    assert.deepEqual(codes, ['QUERY_TOO_DEEP']);
  });

  test('every reference example stays within the limits', () => {
    const examples = buildAllOperationExamples(schema);
    assert.ok(examples.length > 100);
    for (const example of examples) {
      const cost = operationCost(schema, example.query, {variables: example.variables});
      assert.ok(
        cost.complexity <= COST_LIMITS.maxComplexity &&
          cost.depth <= COST_LIMITS.maxDepth &&
          cost.pageSizeProblems.length === 0,
        `${example.operationType} ${example.fieldName}: ${cost.complexity} points, depth ${cost.depth}`,
      );
    }
  });

  test('the mocks refuse an operation over a limit without running it, and report the cost of one they run', async () => {
    const mockSchema = createMockExecutableSchema(schema);
    const refused = await executeMock({schema: mockSchema, query: TREE, variables: {first: 50}});
    assert.equal(refused.data, undefined);
    assert.equal(refused.errors?.[0]?.extensions['code'], 'QUERY_TOO_COMPLEX');
    const ran = await executeMock({schema: mockSchema, query: TREE, variables: {first: 2}});
    assert.equal(ran.errors, undefined);
    assert.deepEqual(ran.extensions?.['cost'], {complexity: 3 + 2 * 294, depth: 7, maxComplexity: 2500, maxDepth: 12});
    const badPage = await executeMock({schema: mockSchema, query: 'query { folders(first: 0) { totalCount } }'});
    assert.equal(badPage.errors?.[0]?.extensions['code'], 'BAD_USER_INPUT');
  });
});

describe('how a cost is shown', () => {
  test('an example: its cost and how it changes with its page-size variable', () => {
    const cost = exampleCost(schema, TREE, {first: 2});
    assert.deepEqual(cost.pageSizes, [
      {
        variable: 'first',
        points: [
          {pageSize: 1, complexity: 297},
          {pageSize: 2, complexity: 591},
          {pageSize: 100, complexity: 29403},
        ],
        largestWithinLimit: 8,
      },
    ]);
    assert.equal(
      costMarkdown(cost, 'https://developers.example'),
      [
        '**Cost:** complexity 591 of 2,500 points, depth 7 of 12 ([how it is computed](https://developers.example/docs/limits#query-complexity)).',
        '- `$first`: 1 → 297, 2 → 591, 100 → 29,403 points (at most 8 stays within the limit)',
      ].join('\n'),
    );
  });
});

test("the errors page's QUERY_TOO_COMPLEX example is what the formula answers for that operation", () => {
  const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'errors.mdx'), 'utf8');
  const query = 'query Big { folders(first: 100) { nodes { documents(first: 100) { nodes { id } } } } }';
  const [error] = checkOperationCost(schema, parse(query), {}, null)?.errors ?? [];
  assert.ok(page.includes(JSON.stringify(error?.message)), 'the message shown on docs/errors.mdx');
  const cost = error?.extensions['cost'] as Record<string, number>;
  assert.ok(
    page.includes(`"cost": ${JSON.stringify(cost).replace(/,"/g, ', "').replace(/":/g, '": ')}`),
    'its extensions.cost',
  );
});
