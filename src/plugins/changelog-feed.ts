import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Feed} from 'feed';

import {site} from '../site';
import {
  CHANGELOG_ATOM_FILE,
  CHANGELOG_FEED_DATA_FILE,
  CHANGELOG_ROUTE,
  CHANGELOG_RSS_FILE,
  type ChangelogFeedEntry,
} from '../config/changelog';

/** The RSS and Atom documents of the changelog's entries (newest first), with the blog's feed library. */
export function changelogFeeds(entries: readonly ChangelogFeedEntry[]): {rss: string; atom: string} {
  const feed = new Feed({
    id: `${site.siteUrl}${CHANGELOG_ROUTE}`,
    title: `${site.brand} API changelog`,
    description: `Every release of the ${site.brand} GraphQL API schema, with its breaking, dangerous and safe changes.`,
    link: `${site.siteUrl}${CHANGELOG_ROUTE}`,
    language: 'en',
    copyright: `Copyright © ${site.copyrightYear} ${site.brand}`,
    // The latest release, not the build time: a rebuild without a release is no news to subscribers.
    updated: entries[0] ? new Date(`${entries[0].date}T00:00:00Z`) : undefined,
    feedLinks: {rss: `${site.siteUrl}/${CHANGELOG_RSS_FILE}`, atom: `${site.siteUrl}/${CHANGELOG_ATOM_FILE}`},
  });
  for (const entry of entries) {
    feed.addItem({
      title: entry.title,
      id: entry.link,
      link: entry.link,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: entry.summary,
      content: entry.html,
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1()};
}

/** Writes the API changelog's RSS and Atom feeds into the build, from the entries the reference generator wrote. */
export default function changelogFeedPlugin(): Plugin {
  return {
    name: 'folio-changelog-feed',
    async postBuild({outDir, siteDir}) {
      const entries = JSON.parse(readFileSync(join(siteDir, CHANGELOG_FEED_DATA_FILE), 'utf8')) as ChangelogFeedEntry[];
      const {rss, atom} = changelogFeeds(entries);
      for (const [file, xml] of [
        [CHANGELOG_RSS_FILE, rss],
        [CHANGELOG_ATOM_FILE, atom],
      ] as const) {
        mkdirSync(dirname(join(outDir, file)), {recursive: true});
        writeFileSync(join(outDir, file), xml);
      }
    },
  };
}
