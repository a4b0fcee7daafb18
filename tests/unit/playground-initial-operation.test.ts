/**
 * The playground's preview shows the operation the editor will open with (initialOperation.ts). Checked against
 * GraphiQL's own choice: @graphiql/react's `getDefaultTabState` reading the same storage through @graphiql/toolkit's
 * `StorageAPI`, and the provider's rule for the first text of the operation and variables editors.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {StorageAPI} from '@graphiql/toolkit';

import {createEditorStorage, memoryStorage} from '../../src/playground/session/editorStorage';
import {initialOperation} from '../../src/playground/session/initialOperation';
import type {PlaygroundDeepLink} from '../../src/playground/session/deepLink';

const DEFAULT = 'query WhoAmI {\n  me {\n    id\n  }\n}\n';

interface TabState {
  tabs: Array<{query: string | null}>;
  activeTabIndex: number;
}
type GetDefaultTabState = (options: Record<string, unknown>) => TabState;

// Not in the package's exports: loaded from its file, as the provider itself imports it.
const graphiqlReact = dirname(createRequire(resolve('package.json')).resolve('@graphiql/react/package.json'));
async function loadGetDefaultTabState(): Promise<GetDefaultTabState> {
  const tabs = (await import(pathToFileURL(join(graphiqlReact, 'dist/utility/tabs.js')).href)) as {
    getDefaultTabState: GetDefaultTabState;
  };
  return tabs.getDefaultTabState;
}

/** What GraphiQL's provider puts into the editors (@graphiql/react's components/provider.tsx, 0.39). */
async function graphiqlChoice(entries: Record<string, string>, deepLink: PlaygroundDeepLink) {
  const getDefaultTabState = await loadGetDefaultTabState();
  const backing = memoryStorage();
  for (const [name, value] of Object.entries(entries))
    backing.setItem(`folio.playground.editor.graphiql:${name}`, value);
  const storage = new StorageAPI(createEditorStorage(backing));
  const query = deepLink.operation ?? storage.get('query');
  const variables = deepLink.variables ?? storage.get('variables');
  const {tabs, activeTabIndex} = getDefaultTabState({
    defaultQuery: DEFAULT,
    query,
    variables,
    headers: null,
    shouldPersistHeaders: false,
    storage,
  });
  return {
    operation: query ?? (activeTabIndex === 0 ? tabs[0]!.query : null) ?? '',
    variables: variables ?? '',
  };
}

function previewChoice(entries: Record<string, string>, deepLink: PlaygroundDeepLink) {
  const backing = memoryStorage();
  for (const [name, value] of Object.entries(entries))
    backing.setItem(`folio.playground.editor.graphiql:${name}`, value);
  return initialOperation(createEditorStorage(backing), deepLink, DEFAULT);
}

const tab = (id: string, query: string | null, variables: string | null = null) => ({
  id,
  title: id,
  query,
  variables,
  headers: null,
  operationName: null,
  response: null,
});

const SCENARIOS: Array<[name: string, entries: Record<string, string>, deepLink: PlaygroundDeepLink]> = [
  ['a first visit', {}, {}],
  ['a deep link', {}, {operation: '{ me { id } }', variables: '{\n  "first": 2\n}'}],
  [
    'a deep link over stored work',
    {query: '{ viewer }', tabState: JSON.stringify({tabs: [tab('a', '{ viewer }')], activeTabIndex: 0})},
    {operation: '{ me { id } }'},
  ],
  ['a stored operation', {query: '{ me { name } }', variables: '{"a": 1}'}, {}],
  [
    'stored tabs, the first active',
    {tabState: JSON.stringify({tabs: [tab('a', '{ a }'), tab('b', '{ b }')], activeTabIndex: 0})},
    {},
  ],
  [
    'stored tabs, the second active',
    {tabState: JSON.stringify({tabs: [tab('a', '{ a }'), tab('b', '{ b }')], activeTabIndex: 1})},
    {},
  ],
  [
    'stored tabs, an index out of range',
    {tabState: JSON.stringify({tabs: [tab('a', '{ a }')], activeTabIndex: 7})},
    {},
  ],
  [
    'stored tabs and stored variables only',
    {variables: '{"x": 1}', tabState: JSON.stringify({tabs: [tab('a', '{ a }', '{"x": 1}')], activeTabIndex: 0})},
    {},
  ],
  ['no stored tabs left', {tabState: JSON.stringify({tabs: [], activeTabIndex: 0})}, {}],
  ['stored tabs of another shape', {tabState: JSON.stringify({tabs: [{query: '{ a }'}], activeTabIndex: 0})}, {}],
  ['stored tabs that are not JSON', {tabState: '{tabs:'}, {}],
  ['an emptied operation', {query: '', tabState: JSON.stringify({tabs: [tab('a', '{ a }')], activeTabIndex: 0})}, {}],
  ['an entry of "null"', {query: 'null'}, {}],
];

for (const [name, entries, deepLink] of SCENARIOS) {
  test(`the preview opens with what GraphiQL opens with: ${name}`, async () => {
    assert.deepEqual(previewChoice(entries, deepLink), await graphiqlChoice(entries, deepLink));
  });
}

test('the scenarios reach every outcome: the default, a deep link, a stored operation, a stored tab, an empty editor', () => {
  const outcomes = new Set(SCENARIOS.map(([, entries, deepLink]) => previewChoice(entries, deepLink).operation));
  for (const expected of [DEFAULT, '{ me { id } }', '{ me { name } }', '{ a }', ''])
    assert.ok(outcomes.has(expected), expected);
});
