/** Which file each page of an app was written from, from what its content plugins loaded: for messages that name it. */
import {relative, sep} from 'node:path';

import {routeKey} from '../../config/apps';

/** What `postBuild` hands each plugin's entry: its name and loaded content (Docusaurus's LoadedPlugin, reduced). */
export interface LoadedPlugin {
  readonly name: string;
  readonly content: unknown;
}

interface Sourced {
  readonly permalink?: string;
  readonly source?: string;
}

/** `@site/docs/x.md` (or an absolute path) as a path relative to the site's folder, with `/` separators. */
function siteRelative(source: string, siteDir: string): string {
  const path = source.startsWith('@site/') ? source.slice('@site/'.length) : relative(siteDir, source);
  return path.split(sep).join('/');
}

function entriesOf(plugin: LoadedPlugin): readonly Sourced[] {
  const content = plugin.content as Record<string, unknown> | readonly Sourced[] | undefined;
  switch (plugin.name) {
    case 'docusaurus-plugin-content-docs':
      return ((content as {loadedVersions?: {docs: Sourced[]}[]})?.loadedVersions ?? []).flatMap((version) => version.docs);
    case 'docusaurus-plugin-content-blog':
      return ((content as {blogPosts?: {metadata: Sourced}[]})?.blogPosts ?? []).map((post) => post.metadata);
    case 'docusaurus-plugin-content-pages':
      return Array.isArray(content) ? (content as readonly Sourced[]) : [];
    default:
      return [];
  }
}

/** Route → source file of every page the docs, blog and pages plugins wrote from a file. */
export function routeSources(plugins: readonly LoadedPlugin[], siteDir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const plugin of plugins) {
    for (const {permalink, source} of entriesOf(plugin)) {
      if (permalink && source) sources[routeKey(permalink)] = siteRelative(source, siteDir);
    }
  }
  return sources;
}
