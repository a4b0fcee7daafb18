import {useEffect, useRef, type ReactNode} from 'react';
import {useGraphiQL, useGraphiQLActions} from '@graphiql/react';

/**
 * Rendered inside GraphiQL (it needs GraphiQL's store): when the operations' target changes (mock data or the live
 * API, or another API key), the responses on screen were produced for the old one, so they go: a running operation
 * or subscription is stopped and the response is emptied, in the tab shown now and in each other tab when it is
 * shown next. A live network error under a "Mock data" badge would otherwise read as the mock's answer. `target` is
 * the fetcher, which is made anew for each mode and key.
 */
export default function ResponseFollowsTarget({target}: {readonly target: unknown}): ReactNode {
  const responseEditor = useGraphiQL((state) => state.responseEditor);
  const tabs = useGraphiQL((state) => state.tabs);
  const activeTabIndex = useGraphiQL((state) => state.activeTabIndex);
  const {stop, updateActiveTabValues} = useGraphiQLActions();
  const shownFor = useRef(target);
  /** Tabs (by id) whose stored response was produced for an earlier target. */
  const staleTabs = useRef(new Set<string>());
  const activeTabId = tabs[activeTabIndex]?.id;

  useEffect(() => {
    const targetChanged = shownFor.current !== target;
    shownFor.current = target;
    if (targetChanged) {
      stop();
      for (const tab of tabs) if (tab.response) staleTabs.current.add(tab.id);
    }
    if (activeTabId === undefined || !staleTabs.current.has(activeTabId)) return;
    staleTabs.current.delete(activeTabId);
    responseEditor?.setValue('');
    updateActiveTabValues({response: ''});
    // `tabs` is read when the target changes, not watched: a response arriving for the new target is not stale.
  }, [target, activeTabId, responseEditor, stop, updateActiveTabValues]);

  return null;
}
