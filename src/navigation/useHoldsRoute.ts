import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import {holdsRoute, OTHER_APPS_PLUGIN, type AppRoutes} from '../config/apps';

/**
 * Whether this app holds the page at a path (src/config/apps.ts). The development app, which has no other apps and
 * so no data of them, holds every page.
 */
export function useHoldsRoute(): (path: string) => boolean {
  const routes = usePluginData(OTHER_APPS_PLUGIN) as AppRoutes | undefined;
  return useCallback((path: string) => routes === undefined || holdsRoute(routes, path), [routes]);
}
