/**
 * Reading SDL: parsing in parts cuts only before definitions and gives the same document; every kind of schema
 * problem is placed at a line and column (the schema definition or the first definition when it has no place of
 * its own); the summary counts what a schema offers.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema, parse, print} from 'graphql';

import {cutSdl, parseInParts} from '../../src/graphql/parseInParts';
import {checkSchemaSource, formatProblem, SchemaSourceError, summarizeSchema} from '../../src/graphql/schemaSource';

const SDL = [
  'type A {\n  a: Int\n}\n\n',
  '"""B"""\ntype B {\n  b: Int\n}\n\n\n',
  'enum C {\n  X\n}\n  \n  type D { d: Int }\n\n',
  'scalar E\n\n',
  'input F {\n  f: Int\n}\n',
].join('');

describe('cutSdl', () => {
  test('cuts into at most `count` parts of about equal length, only before a definition', () => {
    assert.deepEqual(cutSdl(SDL, 1), [SDL]);
    assert.deepEqual(cutSdl(SDL, 2), [
      'type A {\n  a: Int\n}\n\n"""B"""\ntype B {\n  b: Int\n}\n\n\nenum C {\n  X\n}\n  \n  type D { d: Int }\n\n',
      'scalar E\n\ninput F {\n  f: Int\n}\n',
    ]);
    assert.deepEqual(cutSdl(SDL, 3), [
      'type A {\n  a: Int\n}\n\n"""B"""\ntype B {\n  b: Int\n}\n\n\n',
      'enum C {\n  X\n}\n  \n  type D { d: Int }\n\n',
      'scalar E\n\ninput F {\n  f: Int\n}\n',
    ]);
    assert.deepEqual(cutSdl(SDL, 4), [
      'type A {\n  a: Int\n}\n\n"""B"""\ntype B {\n  b: Int\n}\n\n\n',
      'enum C {\n  X\n}\n  \n  type D { d: Int }\n\n',
      'scalar E\n\n',
      'input F {\n  f: Int\n}\n',
    ]);
    // More parts than places to cut: one part per place.
    assert.deepEqual(cutSdl(SDL, 10), [
      'type A {\n  a: Int\n}\n\n',
      '"""B"""\ntype B {\n  b: Int\n}\n\n\n',
      'enum C {\n  X\n}\n  \n  type D { d: Int }\n\n',
      'scalar E\n\n',
      'input F {\n  f: Int\n}\n',
    ]);
  });

  test('every keyword and a description start a definition; an indented line does not', () => {
    const starts = ['"doc"', 'type', 'input', 'enum', 'interface', 'union', 'scalar', 'directive', 'schema', 'extend'];
    for (const start of starts) {
      const text = `scalar LongEnoughName\n\n${start} X`;
      assert.deepEqual(cutSdl(text, 2), ['scalar LongEnoughName\n\n', `${start} X`], start);
    }
    for (const text of [
      'scalar LongEnoughName\n\n  scalar B',
      'scalar LongEnoughName\nscalar B',
      'scalar LongEnoughName\n\ntypeB',
    ]) {
      assert.deepEqual(cutSdl(text, 2), [text]);
    }
    assert.deepEqual(cutSdl('scalar LongEnoughName\n \t\nscalar B', 2), ['scalar LongEnoughName\n \t\n', 'scalar B']);
  });
});

describe('parseInParts', () => {
  test('the same document as parsing at once, yielding after each part', async () => {
    let yields = 0;
    const document = await parseInParts(SDL, 3, async () => {
      yields += 1;
    });
    assert.equal(yields, 3);
    assert.equal(print(document), print(parse(SDL)));
    assert.equal(document.kind, 'Document');
    assert.equal(document.loc, undefined, 'no locations');
  });

  test('a cut inside a block string falls back to one parse of the whole text', async () => {
    const sdl =
      '"""\nA first paragraph long enough to put the blank line after the middle.\n\ntype is a word here\n"""\ntype A { a: Int }\n';
    assert.equal(cutSdl(sdl, 2).length, 2, 'the text is cut inside the description');
    let yields = 0;
    const document = await parseInParts(sdl, 2, async () => {
      yields += 1;
    });
    assert.equal(print(document), print(parse(sdl)));
    assert.equal(document.loc, undefined, 'no locations');
    assert.equal(yields, 0);
  });
});

describe('checkSchemaSource', () => {
  const problems = (sdl: string) => {
    try {
      checkSchemaSource(sdl, 'x.graphql');
    } catch (error) {
      assert.ok(error instanceof SchemaSourceError);
      assert.equal(error.name, 'SchemaSourceError');
      assert.equal(error.message, error.problems.map(formatProblem).join('\n'));
      return error.problems.map(formatProblem);
    }
    return [];
  };

  test('a missing Query type is placed at the schema definition when there is one', () => {
    assert.deepEqual(problems('type Folder { id: ID }\n\nschema { mutation: Folder }\n'), [
      'x.graphql:3:1: Query root type must be provided.',
    ]);
  });

  test('else at the first definition', () => {
    assert.deepEqual(problems('\n\n  type Folder { id: ID }\n'), ['x.graphql:3:3: Query root type must be provided.']);
  });

  test('every SDL error, each at its place', () => {
    assert.deepEqual(problems('type Query {\n  a: Missing\n  b: Other\n}\n'), [
      'x.graphql:2:6: Unknown type "Missing".',
      'x.graphql:3:6: Unknown type "Other".',
    ]);
  });

  test('an empty text is a syntax error at 1:1', () => {
    assert.deepEqual(problems(''), ['x.graphql:1:1: Syntax Error: Unexpected <EOF>.']);
  });

  test('what is not a GraphQL error is passed on as it is', () => {
    assert.throws(
      () => checkSchemaSource(undefined as unknown as string, 'x.graphql'),
      (error: Error) => !(error instanceof SchemaSourceError),
    );
  });

  test('a valid schema is returned', () => {
    assert.equal(checkSchemaSource('type Query { a: Int }', 'x.graphql').getQueryType()?.name, 'Query');
  });
});

test('summarizeSchema counts types without built-ins and roots, and the root fields', () => {
  const schema = buildSchema(`
    scalar DateTime
    type Folder { id: ID! createdAt: DateTime }
    enum Kind { A }
    type Query { a: Int b: Folder c: Kind }
    type Mutation { d: Boolean }
  `);
  assert.deepEqual(summarizeSchema(schema), {types: 3, queries: 3, mutations: 1, subscriptions: 0});
  assert.deepEqual(summarizeSchema(buildSchema('type Query { a: Float } type Subscription { s: String }')), {
    types: 0,
    queries: 1,
    mutations: 0,
    subscriptions: 1,
  });
});
