/**
 * What the portal says about a cost (src/graphql/cost/explain.ts, annotate.ts, enforce.ts, limits.ts; the cost written under a guide's operation is
 * tested through its remark plugin in assistant-markdown.test.ts): the
 * sentences, the advice on what to shrink, the errors before an operation runs, on a small schema
 * (tests/unit/support/costSchema.ts) and on costs written out by hand.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'graphql';

import {COST_META, wantsBreakdown} from '../../src/graphql/cost/annotate';
import {operationCost, type ConnectionCost, type OperationCost} from '../../src/graphql/cost/calculate';
import {checkOperationCost, costErrors, costExtension} from '../../src/graphql/cost/enforce';
import {
  connectionToShrink,
  costMarkdown,
  costSummary,
  describeConnection,
  exampleCost,
  isOverLimit,
  overLimitMessage,
  pageSizeSentence,
  shrinkAdvice,
} from '../../src/graphql/cost/explain';
import {formatCount, LIMIT_TEXT} from '../../src/graphql/cost/limits';
import {COST_SCHEMA as schema} from './support/costSchema';

function connection(
  fields: Partial<ConnectionCost> & Pick<ConnectionCost, 'path' | 'pageSize' | 'points' | 'pointsPerItem'>,
) {
  return {
    fieldName: fields.path.split('.').pop()!,
    pageSizeSource: 'argument',
    argument: 'first',
    ...fields,
  } satisfies ConnectionCost;
}

function costOf(complexity: number, depth: number, connections: ConnectionCost[] = []): OperationCost {
  return {operationName: null, complexity, depth, connections, pageSizeProblems: [], fields: []};
}

describe('limits', () => {
  test('numbers are written the way the docs write them', () => {
    assert.equal(formatCount(1234567), '1,234,567');
    assert.equal(formatCount(12), '12');
    // As `toLocaleString('en-US')` writes them, without Intl (limits.ts says why).
    for (const value of [0, 7, 999, 1000, -1000, 12345, 100000, 999999, 1000000, -98765432, Number.MAX_SAFE_INTEGER, 1.5]) {
      assert.equal(formatCount(value), value.toLocaleString('en-US'), String(value));
    }
    assert.deepEqual(LIMIT_TEXT, {
      maxComplexity: '2,500',
      maxDepth: '12',
      minPageSize: '1',
      maxPageSize: '100',
      defaultPageSize: '25',
      maxNesting: '64',
      ratePoints: '5,000',
      rateWindowSeconds: '60',
      maxComplexityRunsPerWindow: '2',
    });
  });
});

describe('the words for a cost', () => {
  test('a summary, and whether it is over a limit, at each boundary', () => {
    assert.equal(costSummary({complexity: 1234, depth: 4}), '1,234 points of 2,500, depth 4 of 12');
    assert.equal(isOverLimit({complexity: 2500, depth: 12}), false);
    assert.equal(isOverLimit({complexity: 2501, depth: 1}), true);
    assert.equal(isOverLimit({complexity: 1, depth: 13}), true);
  });

  test('a connection described by its page size and where it comes from', () => {
    assert.equal(
      describeConnection(
        connection({
          path: 'folders',
          pageSize: 50,
          points: 1,
          pointsPerItem: 1,
          pageSizeSource: 'variable',
          variable: 'first',
        }),
      ),
      '`folders` (folders, first: 50 from $first)',
    );
    assert.equal(
      describeConnection(
        connection({path: 'folders.nodes.documents', pageSize: 4, points: 1, pointsPerItem: 1, argument: 'last'}),
      ),
      '`documents` (folders.nodes.documents, last: 4)',
    );
    assert.equal(
      describeConnection({
        path: 'a.comments',
        fieldName: 'comments',
        pageSize: 25,
        pageSizeSource: 'default',
        points: 1,
        pointsPerItem: 1,
      }),
      '`comments` (a.comments, no first or last: 25 items)',
    );
  });

  test('the connection to shrink: the costliest whose items cost something and that has more than one', () => {
    const free = connection({path: 'a', pageSize: 50, points: 900, pointsPerItem: 0});
    const single = connection({path: 'b', pageSize: 1, points: 800, pointsPerItem: 700});
    const two = connection({path: 'c', pageSize: 2, points: 600, pointsPerItem: 10});
    assert.equal(connectionToShrink(costOf(3000, 3, [free, single, two])), two);
    assert.equal(connectionToShrink(costOf(3000, 3, [free, single])), undefined);
  });

  test('the advice names the connection and the page size that fits, or says that none does', () => {
    // Without it: 3,200 − 25 × 100 = 700 points; 700 + 18 × 100 = 2,500.
    const defaultPage = {
      path: 'c.d',
      fieldName: 'd',
      pageSize: 25,
      pageSizeSource: 'default',
      points: 3000,
      pointsPerItem: 100,
    } as const;
    assert.equal(
      shrinkAdvice(costOf(3200, 3, [defaultPage])),
      'Shrink `d` (c.d, no first or last: 25 items): it costs 3,000 points, and first: 18 brings the operation to 2,500 points.',
    );
    // 6,100 − 3 × 2,000 = 100; one item: 2,100.
    assert.equal(
      shrinkAdvice(
        costOf(6100, 2, [connection({path: 'x', pageSize: 3, points: 6000, pointsPerItem: 2000, argument: 'last'})]),
      ),
      'Shrink `x` (x, last: 3): it costs 6,000 points, and last: 1 brings the operation to 2,100 points.',
    );
    assert.equal(
      shrinkAdvice(costOf(6100, 2, [connection({path: 'x', pageSize: 2, points: 6000, pointsPerItem: 3000})])),
      'Shrink `x` (x, first: 2): it costs 6,000 points; even one item per page is over the limit, so select fewer fields inside it or split the operation.',
    );
    // Within the limit already: one item fewer.
    assert.equal(
      shrinkAdvice(costOf(112, 2, [connection({path: 'x', pageSize: 5, points: 112, pointsPerItem: 22})])),
      'Shrink `x` (x, first: 5): it costs 112 points, and first: 4 brings the operation to 90 points.',
    );
    assert.equal(shrinkAdvice(costOf(3000, 2)), 'Select fewer fields, or split it into several operations.');
  });

  test('why an operation is over a limit: depth, complexity, or both; nothing when within both', () => {
    assert.equal(overLimitMessage(costOf(2500, 12)), undefined);
    assert.equal(
      overLimitMessage(costOf(10, 13)),
      'It is nested 13 levels deep, more than the limit of 12: flatten it.',
    );
    assert.equal(
      overLimitMessage(costOf(3000, 2)),
      'It costs 3,000 points, more than the limit of 2,500. Select fewer fields, or split it into several operations.',
    );
    assert.equal(
      overLimitMessage(costOf(3000, 20)),
      'It is nested 20 levels deep, more than the limit of 12: flatten it. It costs 3,000 points, more than the limit of 2,500. Select fewer fields, or split it into several operations.',
    );
  });

  test('a page-size variable: the cost at the smallest, the current and the largest page size', () => {
    const sentence = (largestWithinLimit: number) =>
      pageSizeSentence({
        variable: 'first',
        points: [
          {pageSize: 1, complexity: 8},
          {pageSize: 100, complexity: 6002},
        ],
        largestWithinLimit,
      });
    assert.equal(sentence(100), '`$first`: 1 → 8, 100 → 6,002 points (every allowed page size stays within the limit)');
    assert.equal(sentence(99), '`$first`: 1 → 8, 100 → 6,002 points (at most 99 stays within the limit)');
    assert.equal(sentence(1), '`$first`: 1 → 8, 100 → 6,002 points (at most 1 stays within the limit)');
    assert.equal(sentence(0), '`$first`: 1 → 8, 100 → 6,002 points (no page size stays within the limit)');
  });
});

describe('an example operation’s cost', () => {
  // documents: 1 + nodes (1 + a × 2); folders: 1 + nodes (1 + b × documents) = 2 + b × (2 + 2a).
  const NESTED =
    'query Q($b: Int, $a: Int) { folders(first: $b) { nodes { documents(first: $a) { nodes { id name } } } } }';

  test('each page-size variable, in name order, at 1, its value and 100, and the largest that fits', () => {
    const cost = exampleCost(schema, NESTED, {a: 50, b: 2});
    assert.deepEqual([cost.complexity, cost.depth, cost.maxComplexity, cost.maxDepth], [2 + 2 * 102, 5, 2500, 12]);
    const effects = cost.pageSizes.map((effect) => ({
      variable: effect.variable,
      points: effect.points.map((point) => [point.pageSize, point.complexity]),
      largest: effect.largestWithinLimit,
    }));
    // a: 2 + 2 × (2 + 2a) at 1, 50 and 100. b: 2 + b × 102 ≤ 2,500 → b ≤ 24.
    assert.deepEqual(effects, [
      {
        variable: 'a',
        points: [
          [1, 10],
          [50, 206],
          [100, 406],
        ],
        largest: 100,
      },
      {
        variable: 'b',
        points: [
          [1, 104],
          [2, 206],
          [100, 10202],
        ],
        largest: 24,
      },
    ]);
    assert.equal(
      costMarkdown(cost),
      [
        '**Cost:** complexity 206 of 2,500 points, depth 5 of 12 ([how it is computed](/docs/limits#query-complexity)).',
        '- `$a`: 1 → 10, 50 → 206, 100 → 406 points (every allowed page size stays within the limit)',
        '- `$b`: 1 → 104, 2 → 206, 100 → 10,202 points (at most 24 stays within the limit)',
      ].join('\n'),
    );
  });

  test('a variable without a number is shown at 25; one variable for two connections is shown once', () => {
    const cost = exampleCost(schema, NESTED, {a: 'many', b: 3});
    assert.deepEqual(
      cost.pageSizes.map((effect) => [effect.variable, effect.points.map((point) => point.pageSize)]),
      [
        ['a', [1, 25, 100]],
        ['b', [1, 3, 100]],
      ],
    );
    // A variable without a value sets no page size: the connection's is the default, and no variable is shown.
    assert.deepEqual(
      exampleCost(schema, NESTED, {b: 3}).pageSizes.map((effect) => effect.variable),
      ['b'],
    );
    const shared = exampleCost(
      schema,
      'query Q($n: Int) { a: folders(first: $n) { nodes { id } } b: folders(last: $n) { nodes { id } } }',
      {n: 1},
    );
    assert.deepEqual(shared.pageSizes, [
      {
        variable: 'n',
        points: [
          {pageSize: 1, complexity: 6},
          {pageSize: 100, complexity: 204},
        ],
        largestWithinLimit: 100,
      },
    ]);
    assert.deepEqual(exampleCost(schema, '{ folders(first: 3) { nodes { id } } }', {}).pageSizes, []);
  });

  test('when even one item is too many, no page size fits', () => {
    // Each folder: documents 1 + nodes (1 + 100 × comments (1 + edges (1 + 100 × cursor))) = 10,202 points.
    const heavy =
      'query Q($b: Int) { folders(first: $b) { nodes { documents(first: 100) { nodes { comments(first: 100) { edges { cursor } } } } } } }';
    const [effect] = exampleCost(schema, heavy, {b: 1}).pageSizes;
    assert.equal(effect?.largestWithinLimit, 0);
    assert.match(pageSizeSentence(effect!), /\(no page size stays within the limit\)$/);
  });

  test('a page size that brings the operation to the limit exactly is within it', () => {
    // A document: id + name + size + comments (1 + pageInfo (1 + 1) + edges (1 + 25 × cursor)) = 32 points;
    // documents: 1 + nodes (1 + 78 × 32) = 2,498; folders: 1 + nodes (1 + b × 2,498): 2,500 for one folder.
    const atLimit = `query Q($b: Int) { folders(first: $b) { nodes { documents(first: 78) { nodes {
      id name size comments { pageInfo { hasNextPage } edges { cursor } }
    } } } } }`;
    const [effect] = exampleCost(schema, atLimit, {b: 1}).pageSizes;
    assert.deepEqual(effect?.points[0], {pageSize: 1, complexity: 2500});
    assert.equal(effect?.largestWithinLimit, 1);
  });

  test('a value outside the allowed page sizes is shown in order with the smallest and largest', () => {
    const shown = (b: number) =>
      exampleCost(schema, NESTED, {a: 1, b}).pageSizes[1]?.points.map((point) => point.pageSize);
    assert.deepEqual(shown(500), [1, 100, 500]);
    assert.deepEqual(shown(0), [0, 1, 100]);
    assert.deepEqual(shown(1), [1, 100]);
    assert.deepEqual(shown(100), [1, 100]);
  });
});

describe('the cost a guide states under an operation', () => {
  test('`cost` in a code block’s meta, alone or with a value', () => {
    const meta = (info: string) => COST_META.exec(info);
    for (const info of [
      'cost',
      'title="Q" cost',
      'cost title="Q"',
      'cost="breakdown"',
      'cost=breakdown showLineNumbers',
    ]) {
      assert.ok(meta(info), info);
    }
    for (const info of ['', 'costly', 'nocost', 'title="cost"x', 'cost-breakdown']) {
      assert.equal(meta(info), null, info);
    }
    assert.equal(wantsBreakdown(meta('cost="breakdown"')!), true);
    assert.equal(wantsBreakdown(meta('cost=breakdown')!), true);
    assert.equal(wantsBreakdown(meta('cost="summary"')!), false);
    assert.equal(wantsBreakdown(meta('cost')!), false);
  });
});

describe('the errors before an operation runs', () => {
  test('the cost extension every response carries', () => {
    assert.deepEqual(costExtension({complexity: 7, depth: 3}), {
      complexity: 7,
      depth: 3,
      maxComplexity: 2500,
      maxDepth: 12,
    });
  });

  test('page sizes out of range, each naming where it is', () => {
    const cost = operationCost(
      schema,
      '{\n  folders(first: 0) { nodes { documents(last: 101) { totalCount: pageInfo { hasNextPage } } } } }',
    );
    const errors = costErrors(cost);
    assert.deepEqual(
      errors.map((error) => [error.message, error.extensions['code'], error.path]),
      [
        ['Argument "first" must be between 1 and 100 (got 0 at folders, line 2).', 'BAD_USER_INPUT', ['folders']],
        [
          'Argument "last" must be between 1 and 100 (got 101 at folders.nodes.documents, line 2).',
          'BAD_USER_INPUT',
          ['folders', 'nodes', 'documents'],
        ],
      ],
    );
    const unlocated = operationCost(schema, parse('{ folders(first: "ten") { totalCount } }', {noLocation: true}));
    assert.equal(
      costErrors(unlocated)[0]?.message,
      'Argument "first" must be between 1 and 100 (got "ten" at folders).',
    );
  });

  test('too deep, then too costly, each with the cost; nothing at the limits themselves', () => {
    const problem = {path: 'x', argument: 'first', value: 0} as const;
    const over: OperationCost = {...costOf(3000, 13), pageSizeProblems: [problem]};
    const errors = costErrors(over);
    assert.deepEqual(
      errors.map((error) => [error.extensions['code'], error.message]),
      [
        ['BAD_USER_INPUT', 'Argument "first" must be between 1 and 100 (got 0 at x).'],
        [
          'QUERY_TOO_DEEP',
          'The operation is nested 13 levels deep, more than the limit of 12: flatten it, or fetch the deeper levels in another operation.',
        ],
        [
          'QUERY_TOO_COMPLEX',
          'The operation costs 3,000 points, more than the limit of 2,500. Select fewer fields, or split it into several operations.',
        ],
      ],
    );
    const extension = {complexity: 3000, depth: 13, maxComplexity: 2500, maxDepth: 12};
    assert.deepEqual(errors[1]?.extensions, {code: 'QUERY_TOO_DEEP', cost: extension});
    assert.deepEqual(errors[2]?.extensions, {code: 'QUERY_TOO_COMPLEX', cost: extension});
    assert.deepEqual(costErrors(costOf(2500, 12)), []);
  });

  test('checking an operation: its cost and errors, or nothing when the document names no single operation', () => {
    const document = parse(
      'query Q($n: Int) { folders(first: $n) { nodes { documents(first: 100) { nodes { id name } } } } }',
    );
    // 2 + n × 202
    const check = checkOperationCost(schema, document, {n: 20}, 'Q');
    assert.equal(check?.cost.complexity, 4042);
    assert.deepEqual(
      check?.errors.map((error) => error.message),
      [
        'The operation costs 4,042 points, more than the limit of 2,500. Shrink `folders` (folders, first: 20 from $n): it costs 4,042 points, and first: 12 brings the operation to 2,426 points.',
      ],
    );
    assert.deepEqual(checkOperationCost(schema, document, {n: 2}, null)?.errors, []);
    assert.equal(
      checkOperationCost(schema, parse('query A { me { id } } query B { me { id } }'), null, undefined),
      undefined,
    );
    assert.equal(checkOperationCost(schema, document, null, 'Other')?.cost.operationName, 'Q');
  });
});
