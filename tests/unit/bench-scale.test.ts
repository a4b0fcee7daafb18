/** bench:scale's schema grower (scripts/bench/scale/grow-schema.ts) and its table's growth figures. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {buildSchema, findBreakingChanges, findDangerousChanges, parse, validate} from 'graphql';

import {copiedTypeName, growSchema} from '../../scripts/bench/scale/grow-schema';
import {combinedBuild, growth, renderScaleTable, type SiteFigures} from '../../scripts/bench/scale/report';
import {summarizeSchema} from '../../src/graphql/schemaSource';
import {buildAllOperationExamples} from '../../src/graphql/examples';
import {exampleResponses} from '../../src/graphql/exampleResponses';

const SMALL = `
  interface Node { id: ID! }
  scalar DateTime
  enum Color { RED GREEN }
  type Folder implements Node { id: ID! color: Color parent: Folder created: DateTime items: ItemConnection! }
  type Document implements Node { id: ID! folder: Folder! }
  union Item = Folder | Document
  type ItemEdge { node: Item! cursor: String! }
  type ItemConnection { edges: [ItemEdge!]! }
  input CreateFolderInput { name: String! color: Color = RED }
  type CreateFolderPayload { folder: Folder }
  type Query { node(id: ID!): Node folder(id: ID!): Folder }
  type Mutation { createFolder(input: CreateFolderInput!): CreateFolderPayload }
`;

describe('the schema grower', () => {
  test('copies every type and root field K-1 times; the grown schema is valid and only adds', () => {
    const grown = growSchema(SMALL, 3);
    const [before, after] = [buildSchema(SMALL), buildSchema(grown.sdl)];
    assert.deepEqual(findBreakingChanges(before, after), []);
    assert.deepEqual(findDangerousChanges(before, after), []);
    const [small, large] = [summarizeSchema(before), summarizeSchema(after)];
    assert.equal(large.types, small.types * 3);
    assert.equal(large.queries, small.queries * 3);
    assert.equal(large.mutations, small.mutations * 3);
    assert.equal(grown.operations, 9);
    // Copies refer to the copies of their own round, and naming suffixes stay at the end.
    const folder3 = after.getType('Folder3') as import('graphql').GraphQLObjectType;
    assert.equal(String(folder3.getFields().parent!.type), 'Folder3');
    assert.equal(String(folder3.getFields().items!.type), 'Item3Connection!');
    assert.deepEqual(folder3.getInterfaces().map(String), ['Node3']);
    assert.equal(String(after.getMutationType()!.getFields().createFolder2!.args[0]!.type), 'CreateFolder2Input!');
  });

  test("an operation valid against today's schema stays valid against the grown one", () => {
    const operation = parse('mutation { createFolder(input: {name: "A"}) { folder { id parent { color } items { edges { cursor } } } } }');
    assert.deepEqual(validate(buildSchema(growSchema(SMALL, 4).sdl), operation), []);
  });

  test("grows the portal's schema ten times into a valid schema", () => {
    const sdl = readFileSync('schema.graphql', 'utf8');
    const before = buildSchema(sdl);
    const after = buildSchema(growSchema(sdl, 10).sdl);
    assert.equal(summarizeSchema(after).types, summarizeSchema(before).types * 10);
    assert.deepEqual(findBreakingChanges(before, after), []);
  });

  test("every operation of the grown schema gets its example's mock response, as the 10× build generates them", async () => {
    // The copies share their ids' prefixes (`fld_` names a Folder and a Folder2): a rule that reads a type from an id
    // must still answer each copy's example, or `npm run bench:scale` cannot build the grown site.
    const schema = buildSchema(growSchema(readFileSync('schema.graphql', 'utf8'), 2).sdl);
    const responses = await exampleResponses(schema, buildAllOperationExamples(schema));
    const {queries, mutations, subscriptions} = summarizeSchema(schema);
    assert.equal(responses.size, queries + mutations + subscriptions);
  });

  test('refuses a name that is already taken, and a factor that is not a whole number', () => {
    assert.throws(() => growSchema('type Query { a: A } type A { b: Int } type A2 { c: Int }', 2), /A2 is already taken/);
    assert.throws(() => growSchema(SMALL, 0), /whole number/);
    assert.equal(growSchema(SMALL, 1).types, buildSchema(SMALL).toConfig().types.filter((type) => !type.name.startsWith('__') && !['ID', 'String', 'Boolean'].includes(type.name)).length);
  });

  test('keeps connection, edge, input and payload suffixes last', () => {
    assert.equal(copiedTypeName('FolderConnection', 2), 'Folder2Connection');
    assert.equal(copiedTypeName('FolderEdge', 10), 'Folder10Edge');
    assert.equal(copiedTypeName('Input', 2), 'Input2');
    assert.equal(copiedTypeName('Folder', 2), 'Folder2');
  });
});

describe("bench:scale's growth column", () => {
  test('a ratio from 2× up, a percentage below', () => {
    assert.equal(growth(100, 1150), '11.5×');
    assert.equal(growth(200, 220), '+10 %');
    assert.equal(growth(200, 190), '−5 %');
    assert.equal(growth(165_786, 165_780), '+0 %');
    assert.equal(growth(undefined, 5), 'n/a');
  });
});

describe('the bench:scale table', () => {
  const site = (factor: number, performance: SiteFigures['performance'], fingerprint = `page at ${factor}×`): SiteFigures => ({
    factor,
    types: 318 * factor,
    operations: 152 * factor,
    htmlPages: 520 * factor,
    builds: [{seconds: 80 * factor, cpuSeconds: 140 * factor, peakMemoryBytes: 2 ** 30, largestProcessBytes: 2 ** 30, referenceSeconds: 6 * factor}],
    pageJsGzipBytes: new Map([['/', 165_000]]),
    pageFingerprints: new Map([['/', fingerprint]]),
    appJsGzipBytes: new Map(),
    searchIndexGzipBytes: 1,
    searchExcerptsGzipBytes: 1,
    searchFirstFetchGzipBytes: 1,
    performance,
    sources: {routes: new Map([['site app', 45], ['reference app, largest of 2 parts', 500 * factor]]), jsChunks: 700, gzipBytes: new Map(), rawBytes: new Map()},
  });

  test('prints each site’s median Lighthouse score with its range, and the difference of the medians', () => {
    const table = renderScaleTable(
      '2026-11-27',
      site(1, new Map([['/', {median: 90, range: [84, 93] as const}]])),
      site(10, new Map([['/', {median: 87, range: [80, 91] as const}]])),
      ['/'],
      {runs: 5, benchmarkIndexes: [800, 1300], cpu: {benchmarkIndex: 1125, cpuSlowdownMultiplier: 3}},
    );
    assert.match(table, /\| Lighthouse mobile Performance `\/` \| 90 \(84–93\) \| 87 \(80–91\) \| −3 pts \|/);
    assert.match(
      table,
      /median of 5 runs per page \(lowest–highest in brackets\), the two sites' runs alternating \(host benchmark index 1125, CPU slowdown 3\.00 \(4 × 1125 \/ 1,500: a host of index 1,500\); Lighthouse CPU benchmark index during the runs 800–1300\)/,
    );
  });

  test('marks a page that is the same bytes at both sizes, whose scores differ by the machine only', () => {
    const scores = (median: number) => new Map([['/', {median, range: [median - 2, median + 2] as const}]]);
    const same = renderScaleTable('2026-11-28', site(1, scores(98), 'same'), site(10, scores(92), 'same'), ['/'], {runs: 5, benchmarkIndexes: [1600, 2800]});
    assert.match(same, /\| Lighthouse mobile Performance `\/` \| 98 \(96–100\) \| 92 \(90–94\) \| −6 pts \(same bytes\) \|/);
    assert.match(same, /"same bytes" marks a page whose HTML, scripts and styles are identical at both sizes/);
    const changed = renderScaleTable('2026-11-28', site(1, scores(98)), site(10, scores(92)), ['/'], {runs: 5, benchmarkIndexes: [1600, 2800]});
    assert.match(changed, /\| −6 pts \|/);
  });

  test("today's schema built twice: its times the mean, each build's in brackets, its memory the highest", () => {
    const gib = 2 ** 30;
    const twice = {
      ...site(1, new Map()),
      builds: [
        {seconds: 28, cpuSeconds: 50, peakMemoryBytes: 1.2 * gib, largestProcessBytes: gib, referenceSeconds: 4},
        {seconds: 32, cpuSeconds: 54, peakMemoryBytes: 1.4 * gib, largestProcessBytes: 0.9 * gib, referenceSeconds: 3},
      ],
    };
    assert.deepEqual(combinedBuild(twice.builds), {
      seconds: 30,
      cpuSeconds: 52,
      referenceSeconds: 3.5,
      peakMemoryBytes: 1.4 * gib,
      largestProcessBytes: gib,
    });
    const grown = {...site(10, new Map()), builds: [{...twice.builds[0]!, seconds: 177}]};
    const table = renderScaleTable('2026-11-28', twice, grown, ['/'], undefined);
    assert.match(table, /\| cold build, wall \| 30\.0 s \(28\.0, 32\.0\) \| 177\.0 s \| 5\.9× \|/);
    assert.match(table, /\| peak memory of the whole build \| 1\.40 GiB \| 1\.20 GiB \|/);
    assert.match(table, /the 1× site before and after the 10× one \(its times the mean of its 2 builds, each build's in brackets\)/);
    assert.doesNotMatch(renderScaleTable('2026-11-28', site(1, new Map()), grown, ['/'], undefined), /\(80\.0\)|before and after/);
  });

  test('has no Lighthouse rows when Lighthouse was skipped', () => {
    const table = renderScaleTable('2026-11-27', site(1, new Map()), site(10, new Map()), ['/'], undefined);
    assert.doesNotMatch(table, /Lighthouse/);
  });
});
