/**
 * The changelog page and the breaking-changes page, as MDX, from the changelog of the releases and the working
 * schema. Every change carries its class as a word (not only a colour) and links to the reference page of its item
 * while the working schema still has it. A release that adds many items at once lists them by kind, a line per kind,
 * so the page stays readable (and cheap to build) when a schema grows by hundreds of types.
 */
import type {GraphQLSchema} from 'graphql';

import {site} from '../../src/site';
import {CHANGELOG_ATOM_FILE, CHANGELOG_ROUTE_SEGMENT, CHANGELOG_RSS_FILE} from '../../src/config/changelog';
import {REFERENCE_ROUTE_SEGMENT} from '../../src/config/reference';
import type {Changelog, ChangelogSection, SectionDate} from '../../src/graphql/changelog/changelog';
import type {ChangelogEntry, Criticality} from '../../src/graphql/changelog/classify';
import {reasonWithoutRemoval} from '../../src/graphql/changelog/wording';
import {
  elementKindOf,
  listDeprecations,
  referencePageOf,
  type ElementKind,
} from '../../src/graphql/changelog/coordinates';
import {mdxText} from './mdx';

const BADGE: Record<Criticality, {label: string; className: string}> = {
  breaking: {label: 'Breaking', className: 'badge change-badge--breaking'},
  dangerous: {label: 'Dangerous', className: 'badge change-badge--dangerous'},
  safe: {label: 'Safe', className: 'badge change-badge--safe'},
};

const KIND_LABEL: Record<ChangelogEntry['kind'], string> = {
  added: 'Added',
  removed: 'Removed',
  deprecated: 'Deprecated',
  changed: 'Changed',
};

/** The reference route of a coordinate's page in the working schema; undefined once the item is gone. */
export function referenceRouteOf(working: GraphQLSchema, coordinate: string): string | undefined {
  const page = referencePageOf(working, coordinate);
  return page && `/docs/${REFERENCE_ROUTE_SEGMENT}/${page}`;
}

export function sectionTitle(date: SectionDate): string {
  return date === 'upcoming' ? 'Upcoming' : date;
}

function badge(criticality: Criticality): string {
  const {label, className} = BADGE[criticality];
  return `<span className="${className}">${label}</span>`;
}

function itemLink(working: GraphQLSchema, coordinate: string): string {
  const route = referenceRouteOf(working, coordinate);
  return route ? `[\`${coordinate}\`](${route})` : `\`${coordinate}\``;
}

/** One list item: class, kind, linked item, what changed; a deprecation with its reason and removal date. */
export function entryLine(entry: ChangelogEntry, working: GraphQLSchema): string {
  const head = `- ${badge(entry.criticality)} **${KIND_LABEL[entry.kind]}** ${itemLink(working, entry.coordinate)}`;
  if (entry.kind === 'deprecated') {
    const removal = entry.removal ? ` Removal date: **${entry.removal}**.` : ' No removal date announced.';
    return `${head}: ${mdxText(reasonWithoutRemoval(entry.reason ?? '') || 'no reason given.')}${removal}`;
  }
  return `${head}: ${mdxText(entry.message)}`;
}

/** Up to this many additions of one class in a row get a line each; more are listed by kind, a line per kind. */
export const ADDITIONS_LISTED_SINGLY = 25;

/** The kinds of added items in the order their lines appear, each with its plural. */
const ADDED_KINDS: readonly (readonly [ElementKind, string])[] = [
  ['type', 'types'],
  ['query', 'queries'],
  ['mutation', 'mutations'],
  ['subscription', 'subscriptions'],
  ['field', 'fields'],
  ['input field', 'input fields'],
  ['enum value', 'enum values'],
  ['argument', 'arguments'],
  ['directive', 'directives'],
  ['directive argument', 'directive arguments'],
  ['member', 'members'],
];

/**
 * Additions of one class as a line per kind of item: "Added 3 types: `A`, `B`, `C`.", each item linked. `after` is
 * the schema the section ends with, where every added item exists.
 */
export function additionLines(
  additions: readonly ChangelogEntry[],
  criticality: Criticality,
  after: GraphQLSchema,
  working: GraphQLSchema,
): string[] {
  const byKind = new Map<ElementKind, string[]>();
  for (const entry of additions) {
    const kind = elementKindOf(after, entry.coordinate);
    const links = byKind.get(kind) ?? [];
    links.push(itemLink(working, entry.coordinate));
    byKind.set(kind, links);
  }
  return ADDED_KINDS.filter(([kind]) => byKind.has(kind)).map(([kind, plural]) => {
    const links = byKind.get(kind) ?? [];
    return `- ${badge(criticality)} **Added** ${links.length} ${links.length === 1 ? kind : plural}: ${links.join(', ')}.`;
  });
}

/** A section's entries as list items: a line each, but long runs of additions of one class a line per kind. */
export function sectionLines(section: ChangelogSection, working: GraphQLSchema): string[] {
  const {entries} = section;
  const lines: string[] = [];
  for (let start = 0; start < entries.length; ) {
    const {kind, criticality} = entries[start];
    let end = start + 1;
    if (kind === 'added') {
      while (end < entries.length && entries[end].kind === 'added' && entries[end].criticality === criticality) end++;
    }
    const run = entries.slice(start, end);
    if (run.length > ADDITIONS_LISTED_SINGLY) lines.push(...additionLines(run, criticality, section.after, working));
    else lines.push(...run.map((entry) => entryLine(entry, working)));
    start = end;
  }
  return lines;
}

function sectionLede(section: ChangelogSection, latestRelease: string | undefined): string {
  const counts = (['breaking', 'dangerous', 'safe'] as const)
    .map(
      (criticality) =>
        [criticality, section.entries.filter((entry) => entry.criticality === criticality).length] as const,
    )
    .filter(([, count]) => count > 0)
    .map(([criticality, count]) => `${count} ${criticality}`)
    .join(', ');
  const when =
    section.date === 'upcoming'
      ? `Changes in \`schema.graphql\` since the latest release${latestRelease ? `, ${latestRelease}` : ''}; not released yet.`
      : `Released on ${section.date}.`;
  return `${when} ${section.entries.length} ${section.entries.length === 1 ? 'change' : 'changes'}: ${counts}.`;
}

/** The date of the latest release: when the changelog last changed, shown as the pages' last-update time. */
export function latestReleaseDate(changelog: Changelog): string | undefined {
  return changelog.sections.find((section) => section.date !== 'upcoming')?.date ?? changelog.baseline?.date;
}

function lastUpdate(changelog: Changelog): string[] {
  const date = latestReleaseDate(changelog);
  return date ? ['last_update:', `  date: ${date}`] : [];
}

export function changelogPage(changelog: Changelog, working: GraphQLSchema): string {
  const latestRelease = latestReleaseDate(changelog);
  const lines = [
    '---',
    'title: API changelog',
    `description: Every change to the ${site.brand} GraphQL API schema, dated and classified as breaking, dangerous or safe, newest first.`,
    'sidebar_label: Changelog',
    // The folder's index would be served at /docs/changelog/ (with a slash); the route every link uses has none.
    `slug: /${CHANGELOG_ROUTE_SEGMENT}`,
    ...lastUpdate(changelog),
    'toc_max_heading_level: 2',
    '---',
    '',
    '<head>',
    `  <link rel="alternate" type="application/rss+xml" title="${site.brand} API changelog (RSS)" href="/${CHANGELOG_RSS_FILE}" />`,
    `  <link rel="alternate" type="application/atom+xml" title="${site.brand} API changelog (Atom)" href="/${CHANGELOG_ATOM_FILE}" />`,
    '</head>',
    '',
    `Every change to the ${site.brand} GraphQL API schema, grouped by release date, newest first. Each change is classified:`,
    '',
    `- ${badge('breaking')} can break existing clients: an item was removed or changed incompatibly.`,
    `- ${badge('dangerous')} does not break queries, but can change what clients get: for example a new enum value a client does not handle, or a new optional argument with a default.`,
    `- ${badge('safe')} cannot break clients: new types, fields and arguments, deprecations.`,
    '',
    'Removals are announced by a deprecation first; the [breaking changes](./breaking-changes.mdx) page lists the removals ahead and their dates.',
    `Subscribe to this changelog by [RSS](pathname:///${CHANGELOG_RSS_FILE}) or [Atom](pathname:///${CHANGELOG_ATOM_FILE}).`,
    '',
  ];
  if (changelog.sections.length === 0) lines.push('No changes have been recorded yet.', '');
  for (const section of changelog.sections) {
    lines.push(`## ${sectionTitle(section.date)}`, '', sectionLede(section, latestRelease), '');
    lines.push(...sectionLines(section, working), '');
  }
  if (changelog.baseline) {
    lines.push(
      `## ${changelog.baseline.date}`,
      '',
      `The first recorded release of the schema: the baseline the changes above are measured against.`,
      '',
    );
  }
  return lines.join('\n');
}

/** When each coordinate was deprecated, from the changelog (`upcoming` when not released yet). */
function deprecationDates(changelog: Changelog): Map<string, SectionDate> {
  const dates = new Map<string, SectionDate>();
  for (const section of [...changelog.sections].reverse()) {
    for (const entry of section.entries) if (entry.kind === 'deprecated') dates.set(entry.coordinate, section.date);
  }
  return dates;
}

export function breakingChangesPage(changelog: Changelog, working: GraphQLSchema): string {
  const since = deprecationDates(changelog);
  const deprecations = listDeprecations(working);
  const byRemoval = new Map<string, typeof deprecations>();
  for (const deprecation of deprecations) {
    const key = deprecation.removal ?? '';
    byRemoval.set(key, [...(byRemoval.get(key) ?? []), deprecation]);
  }
  const removalDates = [...byRemoval.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  const lines = [
    '---',
    'title: Breaking changes',
    `description: Upcoming removals from the ${site.brand} GraphQL API schema with their dates, and the breaking changes already made.`,
    'sidebar_label: Breaking changes',
    ...lastUpdate(changelog),
    '---',
    '',
    `A breaking change is announced before it is made: the item is marked \`@deprecated\` in the schema, with a reason that names its replacement and the removal date, and it keeps working until that date. Plan your migration with this page; the [changelog](./index.mdx) lists every change, and the [blog](/blog) explains larger migrations.`,
    '',
    '## Upcoming removals',
    '',
  ];
  if (deprecations.length === 0) lines.push('No removals are announced.', '');
  for (const removal of removalDates) {
    const items = byRemoval.get(removal) ?? [];
    lines.push(removal ? `### Removal on ${removal}` : '### No removal date announced yet', '');
    for (const deprecation of items) {
      const date = since.get(deprecation.coordinate);
      const deprecated =
        date === undefined
          ? ''
          : date === 'upcoming'
            ? ' Deprecated in the upcoming release.'
            : ` Deprecated on ${date}.`;
      lines.push(
        `- ${badge('breaking')} ${itemLink(working, deprecation.coordinate)}: ${mdxText(deprecation.reason)}${deprecated}`,
      );
    }
    lines.push('');
  }
  const made = changelog.sections
    .map((section) => ({section, entries: section.entries.filter((entry) => entry.criticality === 'breaking')}))
    .filter(({entries}) => entries.length > 0);
  lines.push('## Breaking changes made', '');
  if (made.length === 0) lines.push('No breaking change has been made since the first recorded release.', '');
  for (const {section, entries} of made) {
    lines.push(`### ${section.date === 'upcoming' ? 'Upcoming release' : section.date}`, '');
    for (const entry of entries) lines.push(entryLine(entry, working));
    lines.push('');
  }
  return lines.join('\n');
}
