/**
 * graphql-js must exist once in the tree: schema objects built by one copy fail `instanceof` checks in another
 * (graphql-markdown, graphql-tools, graphql-inspector and the site pass schemas between them). The checks hand the
 * site's schema objects to each of those packages, which throws "from another module or realm" on a second copy.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import {buildSchema, graphqlSync, version} from 'graphql';
import {diff} from '@graphql-inspector/core';
import {addMocksToSchema} from '@graphql-tools/mock';
import {makeExecutableSchema} from '@graphql-tools/schema';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};

const before = buildSchema('type Query { folder(id: ID!): Folder } type Folder { id: ID! name: String! }');
const after = buildSchema('type Query { folder(id: ID!): Folder } type Folder { id: ID! }');

test('the graphql the site runs is the version package.json pins', () => {
  assert.equal(version, manifest.dependencies.graphql);
});

test("graphql-tools and graphql-inspector accept the site's schema objects and answer with the same graphql", async () => {
  const changes = await diff(before, after);
  assert.deepEqual(
    changes.map((change) => change.path),
    ['Folder.name'],
  );
  const mocked = addMocksToSchema({schema: before});
  const result = graphqlSync({schema: mocked, source: '{ folder(id: "1") { name } }'});
  assert.equal(result.errors, undefined);
  assert.equal(typeof (result.data?.folder as {name?: unknown} | undefined)?.name, 'string');
  const executable = makeExecutableSchema({typeDefs: 'type Query { ok: Boolean }', resolvers: {Query: {ok: () => true}}});
  assert.equal(graphqlSync({schema: executable, source: "{ ok }"}).data?.ok, true);
});
