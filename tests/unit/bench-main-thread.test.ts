import assert from 'node:assert/strict';
import {test} from 'node:test';

import {attributeMainThread, type CallFrame, type TraceEvent} from '../../scripts/bench/main-thread/attribute';
import {causeOfStack, type SourceFrame} from '../../scripts/bench/main-thread/causes';
import {loadOrder} from '../../scripts/bench/main-thread/order';
import {modulePath} from '../../scripts/bench/main-thread/record';

const PAGE = 'http://127.0.0.1:4173/docs/guides/documents/create-documents';
const frame = (source: string, functionName = 'f'): SourceFrame => ({source, functionName});
const react = [frame('node_modules/scheduler/cjs/scheduler.production.js'), frame('node_modules/react-dom/cjs/react-dom-client.production.js')];

test('a sampled stack counts for the outermost component or effect React called, with what it called', () => {
  const codeBlock = [...react, frame('node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js'), frame('node_modules/prism-react-renderer/dist/index.mjs')];
  assert.equal(causeOfStack(codeBlock, PAGE).id, 'code-blocks');
  const lastUpdated = [...react, frame('node_modules/@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'), frame('node_modules/@docusaurus/theme-common/src/utils/IntlUtils.ts'), frame('')];
  assert.equal(causeOfStack(lastUpdated, PAGE).id, 'last-updated');
  const prefetch = [frame('node_modules/@docusaurus/core/lib/client/exports/Link.js'), frame('node_modules/@docusaurus/core/lib/client/prefetch.js')];
  assert.equal(causeOfStack(prefetch, PAGE).id, 'links-prefetch');
  assert.equal(causeOfStack([...react, frame('src/theme/SearchBar/index.tsx')], PAGE).id, 'navbar');
  assert.equal(causeOfStack([...react, frame('node_modules/clsx/dist/clsx.mjs')], PAGE).id, 'pkg:clsx');
});

test("React's own frames alone are React's work; the bundler's require is module evaluation; chunk loading is the route's", () => {
  assert.equal(causeOfStack(react, PAGE).id, 'react');
  const require = frame('http://127.0.0.1:4173/assets/js/runtime~main.0f1e2d3c.js', 'i');
  assert.equal(causeOfStack([frame('src/client/stagedClientEntry.ts'), require, ...react], PAGE).id, 'module-evaluation');
  assert.equal(causeOfStack([require, frame('webpack/runtime/load_script'), frame('')], PAGE).id, 'route-loading');
  assert.equal(causeOfStack([frame(PAGE), frame('')], PAGE).id, 'inline-scripts');
  assert.equal(causeOfStack([frame('')], PAGE).id, 'js-native');
});

test("the bundler's source names become paths in the site", () => {
  assert.equal(modulePath('webpack://folio-developer-portal/./node_modules/react-dom/index.js'), 'node_modules/react-dom/index.js');
  assert.equal(modulePath('webpack://folio-developer-portal/./.build-staging/site/.docusaurus/routes.js'), '.docusaurus/routes.js');
  assert.equal(modulePath('webpack://folio-developer-portal/webpack/runtime/load_script'), 'webpack/runtime/load_script');
});

test("a task's time is split between trace events' own time and, for script, the causes of its samples", () => {
  const thread = {pid: 1, tid: 2};
  const ms = (value: number) => value * 1000;
  const x = (name: string, start: number, end: number, args?: TraceEvent['args']): TraceEvent => ({name, ph: 'X', ts: ms(start), dur: ms(end - start), ...thread, ...(args && {args})});
  const call = (url: string, id: number): CallFrame => ({functionName: `f${id}`, url, lineNumber: id, columnNumber: 0});
  const codeBlockUrl = 'codeblock.js';
  const reactUrl = 'react-dom.js';
  const nodes = [
    {id: 1, callFrame: call('', 0)},
    {id: 2, callFrame: call(reactUrl, 1), parent: 1},
    {id: 3, callFrame: call(codeBlockUrl, 2), parent: 2},
  ];
  const events: TraceEvent[] = [
    x('ParseHTML', 0, 1, {beginData: {url: PAGE}}),
    x('RunTask', 100, 200),
    x('FunctionCall', 110, 190),
    x('Layout', 150, 160),
    // A task before the first paint: it blocks nothing yet.
    x('RunTask', 10, 90),
    {name: 'Profile', ph: 'P', ts: 0, id: '0x1', ...thread, args: {data: {startTime: 0}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      id: '0x1',
      pid: 1,
      tid: 3,
      // Samples at 120, 130, 140 (in the function call), 155 (in the layout) and 170 ms.
      args: {data: {cpuProfile: {nodes, samples: [3, 3, 2, 3, 3]}, timeDeltas: [ms(120), ms(10), ms(10), ms(15), ms(15)]}},
    },
  ];
  const sources: Record<string, string> = {
    [codeBlockUrl]: 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    [reactUrl]: 'node_modules/react-dom/cjs/react-dom-client.production.js',
  };
  const profile = attributeMainThread(events, PAGE, (callFrame) => ({source: sources[callFrame.url] ?? '', functionName: callFrame.functionName}), ms(95));
  const byCause = Object.fromEntries(profile.byCause);
  // The function call's own time, each stretch between its children apart: 40 ms before the layout, 2 : 1 to the code
  // block and React by their samples; 30 ms after it, all the code block's.
  assert.equal(byCause['code-blocks']!.toFixed(3), (40 * (2 / 3) + 30).toFixed(3));
  assert.equal(byCause['react']!.toFixed(3), (40 / 3).toFixed(3));
  assert.equal(byCause['style-layout'], 10);
  // The tasks' own time outside any known event, the first task's included.
  assert.equal(byCause['browser-other'], 20 + 80);
  assert.equal(byCause['parse-html'], 1);
  assert.equal(profile.busyMs, 181);
  assert.equal(profile.blockingMs, 50);
  assert.equal(profile.longestTaskMs, 100);
});

test('paired builds are loaded in turn, the first of a round being the other one each round', () => {
  assert.deepEqual([0, 1, 2, 3].map((round) => loadOrder(round, 2)), [[0, 1], [1, 0], [0, 1], [1, 0]]);
  assert.deepEqual(loadOrder(1, 1), [0]);
});
