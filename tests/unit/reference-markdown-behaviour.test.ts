/** The compact reference's one-line descriptions and item lookup by name, on descriptions and names written oddly. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema} from 'graphql';

import {compactReference, findReferenceItems} from '../../src/graphql/markdown';

const schema = buildSchema(`
  type Query {
    "  Padded on both sides.  Then more."
    padded: Int
    "A folder  \\n  that holds documents. Then more."
    wrapped: Int
    folder: Int
  }
`);
const line = (name: string) =>
  compactReference(schema, {siteUrl: 'https://d.example'})
    .split('\n')
    .find((text) => text.startsWith(`- [\`${name}:`));

describe('the compact reference', () => {
  test('a description is shown without the spaces around it', () => {
    assert.equal(
      line('padded'),
      '- [`padded: Int`](https://d.example/docs/graphql/queries/padded) — Padded on both sides.',
    );
  });

  test('the lines of a description are joined with one space', () => {
    assert.equal(
      line('wrapped'),
      '- [`wrapped: Int`](https://d.example/docs/graphql/queries/wrapped) — A folder that holds documents.',
    );
  });
});

describe('finding reference items by name', () => {
  test('only a leading @ is ignored, not one inside or after the name', () => {
    assert.deepEqual(
      findReferenceItems(schema, '@folder').map((item) => item.path),
      ['/docs/graphql/queries/folder'],
    );
    assert.deepEqual(findReferenceItems(schema, 'folder@'), []);
    assert.deepEqual(findReferenceItems(schema, 'fol@der'), []);
  });
});
