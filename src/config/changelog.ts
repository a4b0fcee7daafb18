/** Where the generated API changelog pages and feeds go. Node and browser safe. */

/** Folder under docs/ of the generated changelog pages (git-ignored), and so their route segment under /docs. */
export const CHANGELOG_ROUTE_SEGMENT = 'changelog';

/** Routes of the changelog and the breaking-changes page. */
export const CHANGELOG_ROUTE = `/docs/${CHANGELOG_ROUTE_SEGMENT}`;
export const BREAKING_CHANGES_ROUTE = `/docs/${CHANGELOG_ROUTE_SEGMENT}/breaking-changes`;

/** The changelog's feeds, relative to the site root. */
export const CHANGELOG_RSS_FILE = 'changelog/rss.xml';
export const CHANGELOG_ATOM_FILE = 'changelog/atom.xml';

/** The feed's entries as the generator computed them, for the feed plugin to write after the build (git-ignored). */
export const CHANGELOG_FEED_DATA_FILE = `docs/${CHANGELOG_ROUTE_SEGMENT}/_feed.json`;

/** One release in the changelog's feeds, as the generator writes it to CHANGELOG_FEED_DATA_FILE. */
export interface ChangelogFeedEntry {
  readonly date: string;
  readonly title: string;
  readonly link: string;
  /** Plain text. */
  readonly summary: string;
  /** The release's changes as an HTML list. */
  readonly html: string;
}
