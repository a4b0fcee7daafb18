/**
 * The changelog's feed entries: one per release, newest first, with its changes as HTML. Written by the generator
 * next to the pages and turned into RSS and Atom by src/plugins/changelog-feed.ts after the build.
 */
import type {GraphQLSchema} from 'graphql';

import {escapeHtml} from '../../src/html/escapeHtml';
import {site} from '../../src/site';
import {CHANGELOG_ROUTE, type ChangelogFeedEntry} from '../../src/config/changelog';
import type {Changelog} from '../../src/graphql/changelog/changelog';
import type {ChangelogEntry} from '../../src/graphql/changelog/classify';
import {reasonWithoutRemoval} from '../../src/graphql/changelog/wording';
import {referenceRouteOf} from './pages';

/** Backticked names as <code>. */
function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function entryHtml(entry: ChangelogEntry, working: GraphQLSchema): string {
  const route = referenceRouteOf(working, entry.coordinate);
  const name = route
    ? `<a href="${site.siteUrl}${route}"><code>${escapeHtml(entry.coordinate)}</code></a>`
    : `<code>${escapeHtml(entry.coordinate)}</code>`;
  const text =
    entry.kind === 'deprecated'
      ? `${inlineHtml(reasonWithoutRemoval(entry.reason ?? ''))}${entry.removal ? ` Removal on ${entry.removal}.` : ''}`
      : inlineHtml(entry.message);
  return `<li><strong>${entry.criticality[0].toUpperCase()}${entry.criticality.slice(1)}</strong> · ${entry.kind}: ${name}: ${text}</li>`;
}

export function feedEntries(changelog: Changelog, working: GraphQLSchema): ChangelogFeedEntry[] {
  return changelog.sections.flatMap((section) => {
    if (section.date === 'upcoming') return [];
    const breaking = section.entries.filter((entry) => entry.criticality === 'breaking').length;
    const names = section.entries.slice(0, 3).map((entry) => entry.coordinate);
    const more = section.entries.length - names.length;
    return [
      {
        date: section.date,
        title: `API release ${section.date}: ${section.entries.length} changes${breaking > 0 ? `, ${breaking} breaking` : ''}`,
        link: `${site.siteUrl}${CHANGELOG_ROUTE}#${section.date}`,
        summary: `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
        html: `<ul>${section.entries.map((entry) => entryHtml(entry, working)).join('')}</ul>`,
      },
    ];
  });
}
