/**
 * The storage GraphiQL keeps its tabs, operations, variables and pane sizes in: localStorage under
 * the `folio.playground.editor.` prefix, so a visitor's operations survive a reload (the prefix also
 * keeps GraphiQL's "clear storage" away from the remembered API key). Two entries are refused:
 * - `headers` (and the switch that would persist them): the playground never puts the API key in
 *   GraphiQL's headers, and refusing the entry makes sure no header ever lands in storage;
 * - `theme`: the site's colour mode decides, GraphiQL must not keep its own copy.
 * GraphiQL prefixes every name with `graphiql:` itself (see @graphiql/toolkit's StorageAPI).
 */
import type {GraphiQLProps} from 'graphiql';

type GraphiQLStorage = NonNullable<GraphiQLProps['storage']>;

export const EDITOR_STORAGE_PREFIX = 'folio.playground.editor.';
const REFUSED_NAMES = new Set(['graphiql:headers', 'graphiql:shouldPersistHeaders', 'graphiql:theme']);

function isRefused(name: string): boolean {
  return REFUSED_NAMES.has(name);
}

function ownEntries(backing: Storage): string[] {
  const names: string[] = [];
  for (let index = 0; index < backing.length; index++) {
    const name = backing.key(index);
    if (name?.startsWith(EDITOR_STORAGE_PREFIX)) names.push(name);
  }
  return names;
}

/** In-memory fallback for browsers that block localStorage (the unit tests use it as the browser's storage). */
export function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
    removeItem: (name) => void entries.delete(name),
    clear: () => entries.clear(),
  };
}

function backingStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem(EDITOR_STORAGE_PREFIX);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function createEditorStorage(backing: Storage = backingStorage()): GraphiQLStorage {
  return {
    getItem: (name) => (isRefused(name) ? null : backing.getItem(EDITOR_STORAGE_PREFIX + name)),
    setItem: (name, value) => {
      if (!isRefused(name)) backing.setItem(EDITOR_STORAGE_PREFIX + name, value);
    },
    removeItem: (name) => backing.removeItem(EDITOR_STORAGE_PREFIX + name),
    clear: () => {
      for (const name of ownEntries(backing)) backing.removeItem(name);
    },
    get length() {
      return ownEntries(backing).length;
    },
  };
}
