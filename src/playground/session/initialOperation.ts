/**
 * The operation and variables GraphiQL opens with, worked out without GraphiQL, so the preview shown before the
 * editor starts (OperationPreview.tsx) holds the text the editor will hold. Mirrors @graphiql/react 0.39
 * (`GraphiQLProvider`'s initial state and `getDefaultTabState`): the deep link's operation, else the last operation
 * GraphiQL stored, else the stored active tab's (when it is the first tab), else the default operation. Headers play
 * no part: the playground's storage refuses them (editorStorage.ts). Pure, so it is unit-tested without a browser;
 * the e2e tests check that the editor opens with what the preview showed.
 */
import type {PlaygroundDeepLink} from './deepLink';

/** GraphiQL's storage API as the playground gives it (editorStorage.ts): names carry GraphiQL's `graphiql:` prefix. */
export interface GraphiQLStorageReader {
  getItem(name: string): string | null;
}

export interface InitialOperation {
  readonly operation: string;
  /** JSON text of the variables editor; empty when it starts empty. */
  readonly variables: string;
}

/** As @graphiql/toolkit's `StorageAPI.get`: an empty entry, or "null" or "undefined", counts as none. */
function read(storage: GraphiQLStorageReader, name: string): string | null {
  const value = storage.getItem(`graphiql:${name}`);
  return value === 'null' || value === 'undefined' || !value ? null : value;
}

interface StoredTab {
  readonly query: string | null;
}

/** GraphiQL's stored tabs, when they pass its own shape check; anything else makes it start from the default. */
function storedTabs(text: string | null): {tabs: StoredTab[]; activeTabIndex: number} | undefined {
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const {tabs, activeTabIndex} = parsed as {tabs?: unknown; activeTabIndex?: unknown};
    if (typeof activeTabIndex !== 'number' || !Array.isArray(tabs) || !tabs.every(isStoredTab)) return undefined;
    return {tabs, activeTabIndex};
  } catch {
    return undefined;
  }
}

function isStoredTab(value: unknown): value is StoredTab {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const tab = value as Record<string, unknown>;
  const stringOrNull = (key: string) => key in tab && (typeof tab[key] === 'string' || tab[key] === null);
  return (
    typeof tab.id === 'string' &&
    typeof tab.title === 'string' &&
    ['query', 'variables', 'headers', 'operationName', 'response'].every(stringOrNull)
  );
}

export function initialOperation(
  storage: GraphiQLStorageReader,
  deepLink: PlaygroundDeepLink,
  defaultOperation: string,
): InitialOperation {
  const query = deepLink.operation ?? read(storage, 'query');
  const variables = deepLink.variables ?? read(storage, 'variables');
  if (query !== null) return {operation: query, variables: variables ?? ''};
  const stored = storedTabs(read(storage, 'tabState'));
  // No usable stored tabs: one tab with the default operation.
  if (!stored) return {operation: defaultOperation, variables: variables ?? ''};
  // Without a stored operation or variables GraphiQL reopens the stored active tab; otherwise it opens a new tab
  // without an operation. Either way it fills the editor from the first tab only.
  const activeTabIndex =
    variables === null && stored.tabs.length > 0
      ? Math.min(Math.max(stored.activeTabIndex, 0), stored.tabs.length - 1)
      : stored.tabs.length;
  const operation = activeTabIndex === 0 ? (stored.tabs[0]?.query ?? '') : '';
  return {operation, variables: variables ?? ''};
}
