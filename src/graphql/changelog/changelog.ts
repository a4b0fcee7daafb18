/**
 * The changelog of a series of releases and the working schema: each consecutive pair diffed once, newest first,
 * with what changed since the latest release as "Upcoming".
 */
import type {GraphQLSchema} from 'graphql';

import {classifyChanges, type ChangelogEntry} from './classify';

/** The date of a released section, or `upcoming` for changes to the working schema not released yet. */
export type SectionDate = string | 'upcoming';

export interface ChangelogSection {
  readonly date: SectionDate;
  readonly entries: readonly ChangelogEntry[];
  /** The schemas before and after, to resolve the entries' coordinates (removed items exist only in `before`). */
  readonly before: GraphQLSchema;
  readonly after: GraphQLSchema;
}

export interface Changelog {
  /** Newest first: Upcoming (when the working schema differs), then each release but the first. */
  readonly sections: readonly ChangelogSection[];
  /** The first release: the baseline, whose items have no recorded date of addition. */
  readonly baseline?: {readonly date: string; readonly schema: GraphQLSchema};
}

export interface DatedSchema {
  readonly date: string;
  readonly schema: GraphQLSchema;
}

/** Diffs each release with the one before it, and the working schema with the latest release. */
export async function buildChangelog(releases: readonly DatedSchema[], working: GraphQLSchema): Promise<Changelog> {
  if (releases.length === 0) return {sections: []};
  const steps: {date: SectionDate; before: GraphQLSchema; after: GraphQLSchema}[] = [];
  for (let index = 1; index < releases.length; index += 1) {
    steps.push({date: releases[index].date, before: releases[index - 1].schema, after: releases[index].schema});
  }
  steps.push({date: 'upcoming', before: releases[releases.length - 1].schema, after: working});
  const sections = await Promise.all(
    steps.map(async (step) => ({...step, entries: await classifyChanges(step.before, step.after)})),
  );
  return {
    sections: sections.filter((section) => section.entries.length > 0).reverse(),
    baseline: releases[0],
  };
}
