/**
 * Stand-in for `@graphiql/plugin-history` (swapped in by src/plugins/bundler-settings.ts). GraphiQL imports the
 * history plugin to offer it by default and renders its store only when the plugin is in its `plugins` list. The
 * playground passes a list without it (the plugin stores every run, headers included, in localStorage), so GraphiQL
 * never renders either export; they stay empty instead of bringing the plugin and its storage code along.
 */
import type {ReactNode} from 'react';

export const HISTORY_PLUGIN = {
  title: 'History',
  icon: (): ReactNode => null,
  content: (): ReactNode => 'The playground keeps no history of operations.',
};

export function HistoryStore({children}: {readonly children?: ReactNode}): ReactNode {
  return children;
}
