/**
 * The link check of the whole site, once its apps are put together (scripts/build/assemble.ts): every link of every
 * page to a path of the site leads to a page or a file of it, and every `#fragment` names an element of its page.
 * Docusaurus checks each app on its own and cannot see the pages of the other apps (src/config/build-policy.ts); this
 * check sees all of them. A broken link is named by the file and line it was written in, when the page has a source.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {routeKey} from '../../src/config/apps';
import {BUILT_PAGE_ORIGIN} from '../../src/plugins/built-pages/anchors';
import type {PageFacts} from '../../src/plugins/built-pages/facts';

export interface BrokenLink {
  /** The page's route. */
  readonly route: string;
  /** The link, as the page's path and fragment. */
  readonly link: string;
  readonly problem: string;
  /** Where it was written: `docs/errors.mdx:42`, or the page's source without a line, or none. */
  readonly where?: string;
}

/** What a site has to link to: its pages and its other files (the schema, the feeds, the Markdown copies, images). */
export interface LinkTargets {
  readonly pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether a path names a file of the site (`/schema.graphql`, `/docs/errors.md`). */
  readonly hasFile: (path: string) => boolean;
}

export function linkTargets(pages: readonly PageFacts[], siteDir: string): LinkTargets {
  return {
    pages: new Map(pages.map((page) => [routeKey(page.route), new Set(page.targets)])),
    hasFile: (path) => path !== '/' && !path.endsWith('/') && existsSync(join(siteDir, path)),
  };
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What is wrong with a link of the site, or undefined when it leads where it says. */
export function linkProblem(href: string, targets: LinkTargets): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'is not a URL';
  }
  if (url.origin !== BUILT_PAGE_ORIGIN) return undefined;
  const path = decoded(url.pathname);
  const page = targets.pages.get(routeKey(path));
  if (!page) return targets.hasFile(path) ? undefined : 'leads to no page or file of the site';
  const fragment = url.hash.slice(1);
  if (fragment === '' || page.has(fragment) || page.has(decoded(fragment))) return undefined;
  return `names #${decoded(fragment)}, which no element of ${routeKey(path)} has`;
}

/** The first line of a source file that holds the link: its fragment, its path, or its page's name. */
export function lineOf(sourceText: string, href: string): number | undefined {
  const url = new URL(href);
  const path = decoded(url.pathname);
  const name = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const needles = [`${path}${url.hash}`, url.hash.length > 1 ? url.hash : undefined, path, name ? `/${name}` : undefined];
  const lines = sourceText.split('\n');
  for (const needle of needles) {
    if (!needle) continue;
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

/**
 * The not-found page's locale dropdown links the page's own path without `.html`, the path the not-found page answers
 * for any unknown URL; Docusaurus's own check leaves that page out for the same reason.
 */
const NOT_FOUND = {route: '/404.html', ownPath: '/404'};

/** Every broken link of the site's pages, each named by where it was written. */
export function brokenLinks(pages: readonly PageFacts[], targets: LinkTargets, siteDir: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const sources = new Map<string, string | undefined>();
  const sourceText = (file: string) => {
    if (!sources.has(file)) sources.set(file, existsSync(join(siteDir, file)) ? readFileSync(join(siteDir, file), 'utf8') : undefined);
    return sources.get(file);
  };
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      if (page.route === NOT_FOUND.route && URL.canParse(href) && new URL(href).pathname === NOT_FOUND.ownPath) continue;
      const problem = linkProblem(href, targets);
      if (problem === undefined) continue;
      const url = URL.canParse(href) ? new URL(href) : undefined;
      const link = url ? `${decoded(url.pathname)}${url.hash}` : href;
      const text = page.source === undefined ? undefined : sourceText(page.source);
      const line = text !== undefined && url ? lineOf(text, href) : undefined;
      const where = page.source === undefined ? undefined : line === undefined ? page.source : `${page.source}:${line}`;
      broken.push({route: page.route, link, problem, ...(where !== undefined && {where})});
    }
  }
  return broken;
}

/** The build's message for broken links: one line each, where it was written first. */
export function brokenLinksMessage(broken: readonly BrokenLink[]): string {
  const lines = broken.map(
    ({route, link, problem, where}) =>
      `${where ?? `${route} (a link of the page's layout: navbar, sidebar, footer or a generated section)`}: the link ${link} ${problem}${where ? ` (on ${route})` : ''}`,
  );
  return `Broken links: ${broken.length}\n  ${lines.join('\n  ')}`;
}
