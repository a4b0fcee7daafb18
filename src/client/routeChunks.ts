/**
 * The chunks of the page's route requested a few at a time, each few in a task of its own.
 *
 * Docusaurus's entry preloads the route before it hydrates: every matched route's loadable component loads its chunks
 * at once, and the bundler inserts a script element for each, in one task. On a phone each insertion is a resource
 * request of the renderer's: a guide's eleven made that task one of its start-up's longest, a blog list's nine one of
 * the blog's. Requested here first, the same chunks are already on their way when the entry preloads: the bundler
 * keeps the promise of each chunk it requested, and the loadable components that of their first load.
 */
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchPath} from '@docusaurus/router';
import type {ChunkNames} from '@docusaurus/types';

import {nextTask} from './nextTask';

type Route = (typeof routes)[number];

/** The routes a path renders, outermost first: at each level the first that matches, as react-router-config's. */
export function matchedRoutes(list: readonly Route[], pathname: string): Route[] {
  for (const route of list) {
    if (!matchPath(pathname, route)) continue;
    return [route, ...(route.routes ? matchedRoutes(route.routes as Route[], pathname) : [])];
  }
  return [];
}

/** Every chunk name in a route's chunk names (its component's and its props'), once each, in order. */
export function flatChunkNames(names: ChunkNames | string | readonly ChunkNames[]): string[] {
  if (typeof names === 'string') return [names];
  const values = Array.isArray(names) ? names : Object.values(names);
  return [...new Set(values.flatMap((value: ChunkNames | string | ChunkNames[]) => flatChunkNames(value)))];
}

/**
 * Each matched route's chunks, in order: a route's chunk names are keyed by its path and a hash the route objects do
 * not carry, so a path that several routes share (a docs plugin's nested layouts) is left to its loadable component.
 */
function chunkGroups(pathname: string): Array<{readonly chunks: readonly string[]} | {readonly route: Route}> {
  const entriesByPath = new Map<string, ChunkNames[]>();
  for (const [pathWithHash, names] of Object.entries(routesChunkNames)) {
    const path = pathWithHash.replace(/-[^-]+$/, '');
    entriesByPath.set(path, [...(entriesByPath.get(path) ?? []), names]);
  }
  return matchedRoutes(routes, pathname).map((route) => {
    const entries = entriesByPath.get(route.path) ?? [];
    return entries.length === 1 ? {chunks: flatChunkNames(entries[0]!)} : {route};
  });
}

/** Starts loading the chunks of the routes `pathname` renders: one chunk, or one shared path's routes, per task. */
export async function requestRouteInTasks(
  pathname: string,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  // A failed load is the entry's to report: its preload asks for the same chunks.
  const quietly = (load: unknown) => void Promise.resolve(load).catch(() => {});
  for (const group of chunkGroups(pathname)) {
    if ('route' in group) {
      // Typed void, a promise at run time.
      quietly(group.route.component.preload() as unknown);
      await yieldToBrowser();
      continue;
    }
    for (const name of group.chunks) {
      const entry = registry[name];
      if (!entry) continue;
      quietly(entry[0]());
      await yieldToBrowser();
    }
  }
}
