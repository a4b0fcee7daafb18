/**
 * The cost of documents built in code rather than parsed (src/graphql/cost/calculate.ts), whose nodes may leave out
 * the lists a parser always fills in: a directive's arguments, an operation's variable definitions.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Kind,
  OperationTypeNode,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
} from 'graphql';

import {operationCost} from '../../src/graphql/cost/calculate';
import {COST_SCHEMA as schema} from './support/costSchema';

const name = (value: string) => ({kind: Kind.NAME, value}) as const;

const field = (
  value: string,
  parts: {selections?: FieldNode[]; directives?: DirectiveNode[]; arguments?: ArgumentNode[]} = {},
): FieldNode => ({
  kind: Kind.FIELD,
  name: name(value),
  ...(parts.arguments && {arguments: parts.arguments}),
  ...(parts.directives && {directives: parts.directives}),
  ...(parts.selections && {selectionSet: {kind: Kind.SELECTION_SET, selections: parts.selections}}),
});

/** A query without variable definitions: `{ …selections }`. */
const query = (...selections: FieldNode[]): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: [
    {
      kind: Kind.OPERATION_DEFINITION,
      operation: OperationTypeNode.QUERY,
      selectionSet: {kind: Kind.SELECTION_SET, selections},
    },
  ],
});

/** A directive as code may build it: a name and no argument list at all. */
const bare = (directive: string): DirectiveNode => ({kind: Kind.DIRECTIVE, name: name(directive)});

describe('a document built in code', () => {
  test('@include without an argument list leaves its field out, @skip without one keeps it', () => {
    const me = (directives: DirectiveNode[]) =>
      operationCost(schema, query(field('me', {selections: [field('id'), field('name', {directives})]}))).complexity;
    // me + id + name
    assert.equal(me([]), 3);
    // Without `if: true`, @include does not include: me + id.
    assert.equal(me([bare('include')]), 2);
    // Without `if: true`, @skip does not skip.
    assert.equal(me([bare('skip')]), 3);
    // Other directives neither include nor skip.
    assert.equal(me([bare('client')]), 3);
    assert.equal(me([bare('client'), bare('include')]), 2);
  });

  test('a page size from a variable the operation does not declare: the value given, else 25', () => {
    const first: ArgumentNode = {
      kind: Kind.ARGUMENT,
      name: name('first'),
      value: {kind: Kind.VARIABLE, name: name('n')},
    };
    const document = query(field('folders', {arguments: [first], selections: [field('nodes', {selections: [field('id')]})]}));
    // folders 1 + nodes (1 + n × id)
    const given = operationCost(schema, document, {variables: {n: 4}});
    assert.equal(given.complexity, 6);
    assert.deepEqual(
      given.connections.map((c) => [c.pageSize, c.pageSizeSource, c.variable]),
      [[4, 'variable', 'n']],
    );
    const missing = operationCost(schema, document);
    assert.equal(missing.complexity, 27);
    assert.deepEqual(
      missing.connections.map((c) => [c.pageSize, c.pageSizeSource]),
      [[25, 'default']],
    );
  });
});
