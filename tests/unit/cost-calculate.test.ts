/**
 * The published cost formula (src/graphql/cost/calculate.ts) rule by rule, on a small schema
 * (tests/unit/support/costSchema.ts) and operations whose cost is worked out by hand in the comments.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode} from 'graphql';

import {operationCost, OperationCostError, type CostOptions} from '../../src/graphql/cost/calculate';
import {COST_SCHEMA as schema} from './support/costSchema';

const cost = (query: string, options?: CostOptions) => operationCost(schema, query, options);
const complexity = (query: string, options?: CostOptions) => cost(query, options).complexity;
const pointsAndDepth = (query: string) => {
  const result = cost(query);
  return [result.complexity, result.depth];
};
const times = (query: string, options?: CostOptions) => cost(query, options).fields.map((field) => [field.path, field.times]);

describe('fields and depth', () => {
  test('every field a point, each selection set a level; the costliest field and where it is', () => {
    const result = cost('{ me { id name } }');
    assert.equal(result.operationName, null);
    assert.equal(result.complexity, 3);
    assert.equal(result.depth, 2);
    assert.deepEqual(result.connections, []);
    assert.deepEqual(result.pageSizeProblems, []);
    assert.deepEqual(result.costliest, {path: 'me', points: 3, location: {line: 1, column: 3}});
    assert.deepEqual(times('{ me { id name } }'), [
      ['me', 1],
      ['me.id', 1],
      ['me.name', 1],
    ]);
  });

  test('a scalar at the root: one point, one level, nothing costlier to name', () => {
    const result = cost('query Version { version }');
    assert.equal(result.operationName, 'Version');
    assert.equal(result.complexity, 1);
    assert.equal(result.depth, 1);
    assert.equal('costliest' in result, false);
  });

  test('the costliest field is the one with most inside it, wherever it is selected', () => {
    const result = cost('{ me { id } folder(id: 1) { id name description } version }');
    assert.deepEqual(result.costliest, {path: 'folder', points: 4, location: {line: 1, column: 13}});
    // Parsed without locations: no location to name.
    const unlocated = operationCost(schema, parse('{ me { id name } }', {noLocation: true}));
    assert.deepEqual(unlocated.costliest, {path: 'me', points: 3});
  });

  test('introspection fields are free', () => {
    assert.equal(complexity('{ __typename me { __typename id } }'), 2);
    assert.deepEqual(times('{ __typename me { __typename id } }'), [
      ['me', 1],
      ['me.id', 1],
    ]);
    assert.equal(complexity('{ __schema { types { name } } }'), 0);
  });

  test('one response name selected twice counts once, its selections merged; aliases count apart', () => {
    // folder 1 + id + name
    assert.equal(complexity('{ folder(id: 1) { id } folder(id: 1) { name } }'), 3);
    assert.deepEqual(times('{ folder(id: 1) { id } folder(id: 1) { name } }'), [
      ['folder', 1],
      ['folder.id', 1],
      ['folder.name', 1],
    ]);
    assert.equal(complexity('{ a: me { id } b: me { id } }'), 4);
  });

  test('fields the schema lacks, and selections on a scalar while an operation is typed, still cost', () => {
    assert.equal(complexity('{ ghost { a b } }'), 3);
    assert.deepEqual(pointsAndDepth('{ version { length } }'), [2, 2]);
    // Under a field of no known type, a fragment on any type applies.
    assert.equal(complexity('{ ghost { ... on Folder { id } } }'), 2);
  });

  test('mutations cost by the same rules; an operation type the schema lacks still has a cost', () => {
    assert.equal(complexity('mutation { renameFolder(id: 1, name: "x") { id name } }'), 3);
    assert.deepEqual(pointsAndDepth('subscription { folderChanged { id } }'), [2, 2]);
  });
});

describe('connections', () => {
  test("a connection's items count once per item of its page; its other fields once", () => {
    const query = `{
  folders(first: 3) {
    totalCount
    pageInfo { hasNextPage }
    nodes { id name }
    edges { cursor node { id } }
  }
}`;
    const result = cost(query);
    // 1 + totalCount + pageInfo (1 + 1) + nodes (1 + 3 × 2) + edges (1 + 3 × (cursor + node (1 + id)))
    assert.equal(result.complexity, 1 + 1 + 2 + 7 + 10);
    // The operation, folders, edges, node.
    assert.equal(result.depth, 4);
    assert.deepEqual(result.connections, [
      {
        path: 'folders',
        fieldName: 'folders',
        pageSize: 3,
        pageSizeSource: 'argument',
        argument: 'first',
        points: 21,
        // An item: its node (2) and its edge (3).
        pointsPerItem: 5,
        location: {line: 2, column: 3},
      },
    ]);
    assert.deepEqual(result.costliest, {path: 'folders', points: 21, location: {line: 2, column: 3}});
    assert.deepEqual(times(query), [
      ['folders', 1],
      ['folders.totalCount', 1],
      ['folders.pageInfo', 1],
      ['folders.pageInfo.hasNextPage', 1],
      ['folders.nodes', 1],
      ['folders.nodes.id', 3],
      ['folders.nodes.name', 3],
      ['folders.edges', 1],
      ['folders.edges.cursor', 3],
      ['folders.edges.node', 3],
      ['folders.edges.node.id', 3],
    ]);
  });

  test('nested connections multiply; each is reported with the pages around it', () => {
    const query = '{ folders(first: 2) { nodes { documents(last: 4) { nodes { comments { edges { node { body } } } } } } } }';
    const result = cost(query);
    // comments: 1 + edges (1 + 25 × node (1 + body)) = 52; documents: 1 + nodes (1 + 4 × 52) = 210;
    // folders: 1 + nodes (1 + 2 × 210) = 422.
    assert.equal(result.complexity, 422);
    assert.equal(result.depth, 8);
    assert.deepEqual(
      result.connections.map((c) => [c.path, c.fieldName, c.pageSize, c.pageSizeSource, c.argument, c.points, c.pointsPerItem]),
      [
        ['folders', 'folders', 2, 'argument', 'first', 422, 210],
        ['folders.nodes.documents', 'documents', 4, 'argument', 'last', 2 * 210, 2 * 52],
        ['folders.nodes.documents.nodes.comments', 'comments', 25, 'default', undefined, 8 * 52, 8 * 2],
      ],
    );
    assert.equal('argument' in result.connections[2]!, false);
    assert.equal('variable' in result.connections[0]!, false);
    const body = times(query).find(([path]) => path === 'folders.nodes.documents.nodes.comments.edges.node.body');
    assert.deepEqual(body, ['folders.nodes.documents.nodes.comments.edges.node.body', 2 * 4 * 25]);
  });

  test('connections are listed costliest first; a connection is named costliest over a costlier plain field', () => {
    const result = cost('{ a: folders(first: 1) { nodes { id } } b: folders(first: 5) { nodes { id } } me { id name email } }');
    assert.deepEqual(
      result.connections.map((c) => [c.path, c.points]),
      [
        ['b', 7],
        ['a', 3],
      ],
    );
    assert.equal(result.costliest?.path, 'b');
    const cheap = cost('{ folders(first: 1) { nodes { id } } me { id name email } }');
    assert.equal(cheap.costliest?.path, 'folders');
    assert.equal(cheap.costliest?.points, 3);
  });

  test('only an object type with pageInfo and nodes or edges is a connection', () => {
    // bag: 1 + nodes (1 + id): a list, counted once whatever it asks for.
    const bag = cost('{ bag { nodes(first: 500) { id } } }');
    assert.equal(bag.complexity, 3);
    assert.deepEqual(bag.connections, []);
    assert.deepEqual(bag.pageSizeProblems, []);
    const summary = cost('{ summary { pageInfo { hasNextPage } count } }');
    assert.equal(summary.complexity, 4);
    assert.deepEqual(summary.connections, []);
    assert.equal(complexity('{ listing { pageInfo { hasNextPage } nodes { id } } }'), 5);
    assert.deepEqual(cost('{ listing { nodes { id } } }').connections, []);
  });

  test('one path selected by several members of an interface: the costliest sighting is the connection', () => {
    const connection = (folderFirst: number, commentsFirst: number) =>
      cost(`{ node(id: 1) {
        ... on Folder { list: documents(first: ${folderFirst}) { nodes { id } } }
        ... on Document { list: comments(first: ${commentsFirst}) { edges { cursor } } }
      } }`).connections.map((c) => [c.fieldName, c.points]);
    // Folder's list: 1 + nodes (1 + n × 1); Document's: 1 + edges (1 + n × 1).
    assert.deepEqual(connection(2, 5), [['comments', 7]]);
    assert.deepEqual(connection(5, 2), [['documents', 7]]);
    assert.deepEqual(connection(5, 5), [['documents', 7]]);
  });
});

describe('page sizes', () => {
  const pageOf = (query: string, options?: CostOptions) => {
    const [connection] = cost(query, options).connections;
    return connection && {
      pageSize: connection.pageSize,
      source: connection.pageSizeSource,
      argument: connection.argument,
      variable: connection.variable,
    };
  };

  test('from a variable: its value, else its default, else 25', () => {
    const noDefault = 'query Q($n: Int) { folders(first: $n) { nodes { id } } }';
    assert.deepEqual(pageOf(noDefault, {variables: {n: 7}}), {pageSize: 7, source: 'variable', argument: 'first', variable: 'n'});
    assert.deepEqual(pageOf(noDefault), {pageSize: 25, source: 'default', argument: undefined, variable: undefined});
    assert.deepEqual(pageOf(noDefault, {variables: null}), {pageSize: 25, source: 'default', argument: undefined, variable: undefined});
    const withDefault = 'query Q($n: Int = 3) { folders(first: $n) { nodes { id } } }';
    assert.deepEqual(pageOf(withDefault), {pageSize: 3, source: 'variable', argument: 'first', variable: 'n'});
    assert.equal(pageOf(withDefault, {variables: {n: undefined}})?.pageSize, 3);
    // null is a value given: no page size asked for.
    assert.equal(pageOf(withDefault, {variables: {n: null}})?.pageSize, 25);
    assert.equal(pageOf(withDefault, {variables: {n: 9}})?.pageSize, 9);
  });

  test('first and last: the larger; the first written when they are equal', () => {
    const arg = (args: string) => pageOf(`{ folders(${args}) { nodes { id } } }`);
    assert.deepEqual(arg('first: 3, last: 8'), {pageSize: 8, source: 'argument', argument: 'last', variable: undefined});
    assert.deepEqual(arg('last: 8, first: 3'), {pageSize: 8, source: 'argument', argument: 'last', variable: undefined});
    assert.deepEqual(arg('first: 9, last: 2'), {pageSize: 9, source: 'argument', argument: 'first', variable: undefined});
    assert.equal(arg('first: 3, last: 3')?.argument, 'first');
    assert.equal(arg('last: 3, first: 3')?.argument, 'last');
    assert.deepEqual(arg('first: null'), {pageSize: 25, source: 'default', argument: undefined, variable: undefined});
    assert.equal(arg('first: null, last: 4')?.pageSize, 4);
    assert.equal(arg('first: [1]')?.pageSize, 25);
    // Other arguments do not set the page size and are not checked against its range.
    const after = cost('{ folder(id: 1) { documents(after: "c1", first: 2) { nodes { id } } } }');
    assert.deepEqual(after.connections.map((c) => [c.pageSize, c.argument]), [[2, 'first']]);
    assert.deepEqual(after.pageSizeProblems, []);
  });

  test('values out of range are reported, with where they are; the page counts what was asked', () => {
    const problems = (args: string) => {
      const result = cost(`{\n folders(${args}) { nodes { id } } }`);
      return {
        complexity: result.complexity,
        problems: result.pageSizeProblems.map((problem) => [problem.argument, problem.value]),
      };
    };
    assert.deepEqual(problems('first: 1'), {complexity: 3, problems: []});
    assert.deepEqual(problems('first: 100'), {complexity: 102, problems: []});
    assert.deepEqual(problems('first: 0'), {complexity: 2, problems: [['first', 0]]});
    assert.deepEqual(problems('first: -3'), {complexity: 2, problems: [['first', -3]]});
    assert.deepEqual(problems('first: 101'), {complexity: 103, problems: [['first', 101]]});
    assert.deepEqual(problems('first: 2.5'), {complexity: 5, problems: [['first', 2.5]]});
    assert.deepEqual(problems('first: 0.5'), {complexity: 3, problems: [['first', 0.5]]});
    assert.deepEqual(problems('first: "4"'), {complexity: 2, problems: [['first', '4']]});
    assert.deepEqual(problems('first: TEN'), {complexity: 2, problems: [['first', 'TEN']]});
    assert.deepEqual(problems('first: true'), {complexity: 2, problems: [['first', true]]});
    assert.deepEqual(problems('first: 0, last: 500'), {
      complexity: 502,
      problems: [
        ['first', 0],
        ['last', 500],
      ],
    });
    const [problem] = cost('{\n  folders(first: 0) { totalCount } }').pageSizeProblems;
    assert.deepEqual(problem, {path: 'folders', argument: 'first', value: 0, location: {line: 2, column: 3}});
    const nested = cost('{ folders(first: 1) { nodes { documents(last: 0) { nodes { id } } } } }').pageSizeProblems;
    assert.deepEqual(
      nested.map((p) => [p.path, p.argument]),
      [['folders.nodes.documents', 'last']],
    );
    // A variable's value out of range, through the variables.
    const variable = cost('query Q($n: Int) { folders(first: $n) { totalCount } }', {variables: {n: 1000}});
    assert.deepEqual(variable.pageSizeProblems.map((p) => p.value), [1000]);
  });
});

describe('fragments and directives', () => {
  test('a fragment counts where its type condition applies; spread twice, once; unknown, nothing', () => {
    const cases: [query: string, points: number][] = [
      // Inline fragments without a type, on the type itself, on an interface it implements.
      ['{ folder(id: 1) { ... { id } ... on Folder { name } ... on Node { id } } }', 3],
      ['{ folder(id: 1) { ...N } } fragment N on Node { id }', 2],
      // On another object type, or a union the type is not in: nothing.
      ['{ folder(id: 1) { id ...D } } fragment D on Document { name size }', 2],
      ['{ folder(id: 1) { id ... on Document { name size } } }', 2],
      // On a type the schema does not know (yet): counted.
      ['{ folder(id: 1) { ... on Ghost { id name } } }', 3],
      // node: 1 + Folder's name and description (Document and Comment are not search results or not folders).
      ['{ node(id: 1) { ... on SearchResult { ... on Folder { name description } } } }', 3],
      ['{ node(id: 1) { ... on SearchResult { ... on Document { name } } ... on Comment { body } } }', 2],
      ['{ folder(id: 1) { ...F ...F } } fragment F on Folder { id name }', 3],
      ['{ folder(id: 1) { ...F ...G } } fragment F on Folder { id ...G } fragment G on Folder { name }', 3],
      ['{ folder(id: 1) { id ...Missing } }', 2],
    ];
    for (const [query, points] of cases) assert.equal(complexity(query), points, query);
  });

  test('fragments open no level', () => {
    assert.equal(cost('{ folder(id: 1) { ...F } } fragment F on Folder { id }').depth, 2);
    assert.equal(cost('{ folder(id: 1) { ... on Folder { ... { id } } } }').depth, 2);
  });

  test('an interface or union costs what its costliest member selects, and is as deep as its deepest', () => {
    // Folder: id + parent (1 + id) = 3 points, 3 levels; Document: id + name + size + n2 = 4 points, 2 levels;
    // Comment: id.
    const result = cost(`query ($id: ID!) { node(id: $id) {
      id
      ... on Folder { parent { id } }
      ... on Document { name size n2: name }
    } }`);
    assert.equal(result.complexity, 5);
    assert.equal(result.depth, 3);
    assert.equal(complexity('{ search(text: "x") { ... on Folder { name } ... on Document { name size } } }'), 3);
    assert.equal(complexity('{ search(text: "x") { __typename } }'), 1);
  });

  test('@skip and @include, literal or from variables, on fields and fragments; other directives do nothing', () => {
    const cases: [selection: string, variables: Record<string, unknown> | undefined, points: number][] = [
      ['name', undefined, 3],
      ['name @skip(if: true)', undefined, 2],
      ['name @skip(if: false)', undefined, 3],
      ['name @include(if: false)', undefined, 2],
      ['name @include(if: true)', undefined, 3],
      ['name @skip(if: $s)', undefined, 3],
      ['name @skip(if: $s)', {s: true}, 2],
      ['name @include(if: $i)', undefined, 3],
      ['name @include(if: $i)', {i: false}, 2],
      // Only true skips, and only true includes.
      ['name @skip(if: $s)', {s: 'yes'}, 3],
      ['name @include(if: $i)', {i: 'yes'}, 2],
      ['name @skip', undefined, 3],
      ['name @include', undefined, 2],
      ['name @client(if: false)', undefined, 3],
      ['name @include(when: true)', undefined, 2],
      ['... on User @skip(if: true) { name email }', undefined, 2],
    ];
    for (const [selection, variables, points] of cases) {
      const query = `query Q($s: Boolean = false, $i: Boolean = true) { me { id ${selection} } }`;
      assert.equal(complexity(query, {variables}), points, `${selection} ${JSON.stringify(variables)}`);
    }
    assert.equal(complexity('{ me { id ...U @include(if: false) } } fragment U on User { name }'), 2);
  });
});

describe('which operation', () => {
  test('the named one, else the only one', () => {
    const two = 'query A { me { id } } query B { me { id name } }';
    assert.equal(cost(two, {operationName: 'B'}).complexity, 3);
    assert.equal(cost(two, {operationName: 'A'}).operationName, 'A');
    assert.equal(cost('query A { me { id } }', {operationName: 'Other'}).operationName, 'A');
    assert.equal(cost('query A { me { id } }', {operationName: null}).operationName, 'A');
    assert.equal(cost('{ me { id } }', {operationName: 'A'}).complexity, 2);
    assert.equal(operationCost(schema, parse('{ me { id } }')).complexity, 2);
  });

  test('a document built in code, without the lists a parser fills in', () => {
    const name = (value: string) => ({kind: Kind.NAME, value}) as const;
    const field = (value: string, selections?: FieldNode[]): FieldNode => ({
      kind: Kind.FIELD,
      name: name(value),
      ...(selections && {selectionSet: {kind: Kind.SELECTION_SET, selections}}),
    });
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          kind: Kind.OPERATION_DEFINITION,
          operation: OperationTypeNode.QUERY,
          selectionSet: {kind: Kind.SELECTION_SET, selections: [field('folders', [field('nodes', [field('id')])])]},
        },
      ],
    };
    // folders 1 + nodes (1 + 25 × id)
    const result = operationCost(schema, document);
    assert.equal(result.complexity, 27);
    assert.deepEqual(result.connections.map((c) => [c.path, c.pageSizeSource, c.location]), [['folders', 'default', undefined]]);
  });

  test('no such operation, none, or several unnamed: an error that says which', () => {
    const two = 'query A { me { id } } query B { me { id name } }';
    assert.throws(() => cost(two, {operationName: 'C'}), {
      name: 'OperationCostError',
      message: 'The document has no operation named "C".',
    });
    assert.throws(() => cost(two), {message: 'The document has several operations: name the one to cost.'});
    assert.throws(() => cost(two, {operationName: ''}), OperationCostError);
    assert.throws(() => cost('fragment F on Folder { id }'), {
      name: 'OperationCostError',
      message: 'The document has no operation (only fragments?).',
    });
    assert.throws(() => cost('fragment F on Folder { id }', {operationName: 'F'}), {
      message: 'The document has no operation named "F".',
    });
    assert.ok(new OperationCostError('x') instanceof Error);
  });
});
