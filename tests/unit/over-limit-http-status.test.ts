/**
 * The mock API answers as the GraphQL over HTTP specification says, for both media types (docs/errors.mdx says the
 * same): with `application/json` a well-formed request gets 200 whatever GraphQL request error it raises (a document
 * that does not parse or validate, an operation over a cost limit); with `application/graphql-response+json` a
 * response without `data` gets a 4xx: 400 for those same refusals, since none of them ran.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import {startMockApi, type MockApi} from '../../scripts/mock-api';

const CASES = [
  {name: 'a document that does not parse', query: '{', code: 'GRAPHQL_PARSE_FAILED'},
  {name: 'a document that does not validate', query: '{ nope }', code: 'GRAPHQL_VALIDATION_FAILED'},
  {
    name: 'an operation over the complexity limit',
    query: 'query Big { folders(first: 100) { nodes { documents(first: 100) { nodes { id } } } } }',
    code: 'QUERY_TOO_COMPLEX',
  },
  {
    name: 'an operation over the depth limit',
    query: `{ node(id: "1") { ... on Folder { ${'parent { '.repeat(13)}id${' }'.repeat(13)} } } }`,
    code: 'QUERY_TOO_DEEP',
  },
] as const;

const STATUS = {'application/json': 200, 'application/graphql-response+json': 400} as const;

let api: MockApi;

before(async () => {
  api = await startMockApi({port: 0});
});

after(async () => {
  await api?.close();
});

for (const [accept, status] of Object.entries(STATUS)) {
  test(`with Accept: ${accept}, every refusal before execution is HTTP ${status}, without data`, async () => {
    const found: string[] = [];
    for (const {name, query, code} of CASES) {
      const response = await fetch(api.url, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept, authorization: 'Bearer key'},
        body: JSON.stringify({query}),
      });
      const body = (await response.json()) as {data?: unknown; errors?: Array<{extensions?: {code?: string}}>};
      const got = `${name}: HTTP ${response.status}, ${body.errors?.[0]?.extensions?.code ?? 'no error code'}, ${'data' in body ? 'with' : 'without'} data, ${response.headers.get('content-type')?.split(';')[0]}`;
      found.push(got);
      assert.equal(got, `${name}: HTTP ${status}, ${code}, without data, ${accept}`);
    }
  });
}
