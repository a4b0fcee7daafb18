/**
 * The changelog step of the reference generation: loads the releases, diffs them once with the working schema,
 * stops on a breaking change that was not announced, and writes the changelog pages and the feed's entries.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {GraphQLSchema} from 'graphql';

import {CHANGELOG_FEED_DATA_FILE, CHANGELOG_ROUTE_SEGMENT} from '../../src/config/changelog';
import {buildChangelog, type Changelog} from '../../src/graphql/changelog/changelog';
import {formatGuardProblem, unannouncedBreakingChanges} from '../../src/graphql/changelog/guard';
import {loadReleases, RELEASES_DIR} from '../../src/graphql/changelog/releases';
import {breakingChangesPage, changelogPage} from './pages';
import {feedEntries} from './feed-data';

export const CHANGELOG_DIR = join('docs', CHANGELOG_ROUTE_SEGMENT);

/** The changelog of the releases in `releasesDir` and the working schema; throws with every guard problem. */
export async function checkedChangelog(working: GraphQLSchema, releasesDir: string = RELEASES_DIR): Promise<Changelog> {
  const releases = loadReleases(releasesDir);
  const changelog = await buildChangelog(releases, working);
  const upcoming = changelog.sections.find((section) => section.date === 'upcoming');
  const latest = releases.at(-1);
  if (upcoming && latest) {
    const problems = unannouncedBreakingChanges(upcoming.entries, latest.schema, working);
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} breaking ${problems.length === 1 ? 'change' : 'changes'} since the latest release (${latest.path}):\n${problems.map(formatGuardProblem).join('\n')}`,
      );
    }
  }
  return changelog;
}

/** Writes docs/changelog/ (index, breaking changes) and the feed's entries, from scratch. */
export function writeChangelog(changelog: Changelog, working: GraphQLSchema): void {
  rmSync(CHANGELOG_DIR, {recursive: true, force: true});
  mkdirSync(CHANGELOG_DIR, {recursive: true});
  writeFileSync(join(CHANGELOG_DIR, 'index.mdx'), changelogPage(changelog, working));
  writeFileSync(join(CHANGELOG_DIR, 'breaking-changes.mdx'), breakingChangesPage(changelog, working));
  writeFileSync(CHANGELOG_FEED_DATA_FILE, `${JSON.stringify(feedEntries(changelog, working), null, 2)}\n`);
}
