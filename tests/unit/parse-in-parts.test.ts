import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {parse, print} from 'graphql';

import {cutSdl, parseInParts} from '../../src/graphql/parseInParts';

const SCHEMA = readFileSync('schema.graphql', 'utf8');
const noYield = async () => undefined;

test('schema.graphql is cut into four parts of similar size that together are the whole text', () => {
  const parts = cutSdl(SCHEMA, 4);
  assert.equal(parts.length, 4);
  assert.equal(parts.join(''), SCHEMA);
  for (const part of parts) assert.ok(part.length > SCHEMA.length / 8, `a part of ${part.length} characters`);
});

test('parsing schema.graphql in parts gives the document of parsing it at once, yielding after each part', async () => {
  let yields = 0;
  const inParts = await parseInParts(SCHEMA, 4, async () => void yields++);
  assert.equal(yields, 4);
  assert.equal(print(inParts), print(parse(SCHEMA, {noLocation: true})));
});

test('a cut inside a description (a blank line, then "type" at column 0) falls back to parsing the whole text', async () => {
  const sdl = [
    '"""',
    'A folder: a container that holds documents and other folders.',
    '',
    'type of container: shared or private.',
    '"""',
    'type Folder { id: ID! }',
    '',
    'type Query { folder: Folder }',
    '',
  ].join('\n');
  // The first cut falls inside the description: that part does not parse, which is what sends it to the fallback.
  const parts = cutSdl(sdl, 4);
  assert.ok(parts.length > 1);
  assert.throws(() => parse(parts[0]), /Unterminated string/);
  const document = await parseInParts(sdl, 4, noYield);
  assert.equal(print(document), print(parse(sdl)));
  assert.match(print(document), /other folders\.\n\ntype of container/);
});

test('text without a place to cut is one part', () => {
  assert.deepEqual(cutSdl('type Query { a: Int }', 4), ['type Query { a: Int }']);
});

test('a cut that falls exactly at the target length is taken', () => {
  const sdl = 'type A { a: Int }\n\ntype Query { q: A }';
  assert.equal(sdl.length, 38, 'the second definition starts at half the length');
  assert.deepEqual(cutSdl(sdl, 2), ['type A { a: Int }\n\n', 'type Query { q: A }']);
});

test('the document parsed in parts carries no source locations, like the whole text parsed without them', async () => {
  const document = await parseInParts(SCHEMA, 4, noYield);
  assert.deepEqual(document, parse(SCHEMA, {noLocation: true}));
});
