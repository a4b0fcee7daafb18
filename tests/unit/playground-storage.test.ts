/**
 * What the playground may keep in the browser: GraphiQL's tabs under its own prefix, never headers or a
 * theme of its own; the API key only under its one named entry, and only when asked to.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {
  createEditorStorage,
  EDITOR_STORAGE_PREFIX,
  memoryStorage,
} from '../../src/playground/session/editorStorage';
import {REMEMBERED_API_KEY_STORAGE_KEY} from '../../src/playground/controls/apiKeyStorage';

test('GraphiQL entries are prefixed; headers and theme are refused', () => {
  const backing = memoryStorage();
  const storage = createEditorStorage(backing);
  storage.setItem('graphiql:tabState', '{"tabs":[]}');
  storage.setItem('graphiql:headers', '{"Authorization":"Bearer secret"}');
  storage.setItem('graphiql:shouldPersistHeaders', 'true');
  storage.setItem('graphiql:theme', 'dark');
  assert.equal(backing.getItem(`${EDITOR_STORAGE_PREFIX}graphiql:tabState`), '{"tabs":[]}');
  assert.equal(backing.length, 1, 'only the tab state was written');
  assert.equal(storage.getItem('graphiql:headers'), null);
  assert.equal(storage.length, 1);
});

test("GraphiQL's clear storage leaves the remembered key and other entries alone", () => {
  const backing = memoryStorage();
  backing.setItem(REMEMBERED_API_KEY_STORAGE_KEY, 'key-123');
  backing.setItem('theme', 'dark');
  const storage = createEditorStorage(backing);
  storage.setItem('graphiql:query', '{ me { id } }');
  storage.clear();
  assert.equal(storage.length, 0);
  assert.equal(backing.getItem(REMEMBERED_API_KEY_STORAGE_KEY), 'key-123');
  assert.equal(backing.getItem('theme'), 'dark');
  assert.ok(!REMEMBERED_API_KEY_STORAGE_KEY.startsWith(EDITOR_STORAGE_PREFIX));
});
