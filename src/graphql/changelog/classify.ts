/**
 * One schema diff as changelog entries: graphql-inspector's changes, grouped by the schema coordinate they touch,
 * each entry classified by the most critical of its changes. Changes inside an item that was added or removed
 * in the same diff are part of that entry, not entries of their own.
 */
import {CriticalityLevel, diff, type Change} from '@graphql-inspector/core';
import type {GraphQLSchema} from 'graphql';

import {deprecationReasonOf, removalDateOf} from './coordinates';
import {DOCUMENTATION_DIRECTIVES} from '../access/read';

export type Criticality = 'breaking' | 'dangerous' | 'safe';
export type EntryKind = 'added' | 'removed' | 'deprecated' | 'changed';

export interface ChangelogEntry {
  /** Schema coordinate: `Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE` or `@directive`. */
  readonly coordinate: string;
  readonly kind: EntryKind;
  readonly criticality: Criticality;
  /** One sentence; names in backticks. */
  readonly message: string;
  /** For deprecations: the reason given in the schema and the removal date it announces. */
  readonly reason?: string;
  readonly removal?: string;
}

const CRITICALITY: Record<CriticalityLevel, Criticality> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};
const RANK: Record<Criticality, number> = {breaking: 0, dangerous: 1, safe: 2};

const ADDED = new Set([
  'TYPE_ADDED',
  'FIELD_ADDED',
  'INPUT_FIELD_ADDED',
  'ENUM_VALUE_ADDED',
  'FIELD_ARGUMENT_ADDED',
  'DIRECTIVE_ADDED',
  'DIRECTIVE_ARGUMENT_ADDED',
]);
const REMOVED = new Set([
  'TYPE_REMOVED',
  'FIELD_REMOVED',
  'INPUT_FIELD_REMOVED',
  'ENUM_VALUE_REMOVED',
  'FIELD_ARGUMENT_REMOVED',
  'DIRECTIVE_REMOVED',
  'DIRECTIVE_ARGUMENT_REMOVED',
]);

/** The coordinate a change is about: its path without the directive part (`Document.url.@deprecated` → `Document.url`). */
export function coordinateOf(change: Change): string {
  const path = change.path ?? '';
  const at = path.indexOf('.@');
  return at === -1 ? path : path.slice(0, at);
}

function isDeprecation(change: Change): boolean {
  if (change.type === 'FIELD_DEPRECATION_ADDED' || change.type === 'ENUM_VALUE_DEPRECATION_REASON_ADDED') return true;
  const meta = change.meta as {addedDirectiveName?: string; directiveName?: string};
  return (
    change.type.startsWith('DIRECTIVE_USAGE_') &&
    change.type.endsWith('_ADDED') &&
    (meta.addedDirectiveName ?? meta.directiveName) === 'deprecated'
  );
}

function kindOf(change: Change): EntryKind {
  if (ADDED.has(change.type)) return 'added';
  if (REMOVED.has(change.type)) return 'removed';
  if (isDeprecation(change)) return 'deprecated';
  return 'changed';
}

/** Inspector's sentence with names in backticks instead of quotes; description texts are not repeated. */
function sentenceOf(change: Change, coordinate: string): string {
  if (change.type.includes('DESCRIPTION')) return `Description of \`${coordinate}\` changed.`;
  const text = change.message.replace(/'([^'\n]+)'/g, '`$1`');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

const KIND_ORDER: EntryKind[] = ['removed', 'added', 'deprecated', 'changed'];

/**
 * A documentation directive (`@requiresAccess`, `@userErrors`) put on an existing item: it writes down what the API
 * already did, so the item did not change. A changed or removed declaration is still an entry.
 */
function isDeclarationAdded(change: Change): boolean {
  const meta = change.meta as {addedDirectiveName?: string; directiveName?: string};
  return (
    change.type.startsWith('DIRECTIVE_USAGE_') &&
    change.type.endsWith('_ADDED') &&
    DOCUMENTATION_DIRECTIVES.has(meta.addedDirectiveName ?? meta.directiveName ?? '')
  );
}

/** Groups raw inspector changes into entries; the new schema gives deprecation reasons and its root types. */
export function entriesFromChanges(changes: readonly Change[], newSchema: GraphQLSchema): ChangelogEntry[] {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    if (isDeclarationAdded(change)) continue;
    const coordinate = coordinateOf(change);
    const group = groups.get(coordinate);
    if (group) group.push(change);
    else groups.set(coordinate, [change]);
  }
  // Items added or removed as a whole: what changed inside them is part of that one entry.
  // Root types are the exception: their fields are operations, each with a page and an entry of its own.
  const roots = new Set(
    [newSchema.getQueryType(), newSchema.getMutationType(), newSchema.getSubscriptionType()].map((root) => root?.name),
  );
  const wholes = new Set(
    [...groups]
      .filter(([coordinate, group]) => !roots.has(coordinate) && group.some((c) => ADDED.has(c.type) || REMOVED.has(c.type)))
      .map(([coordinate]) => coordinate),
  );
  // Looked up by the coordinate's own parents (`Type`, then `Type.field`), not by trying every whole item for every
  // coordinate: that grew with the square of the schema, and a grown schema adds thousands of types at once.
  const insideWhole = (coordinate: string) => {
    for (let dot = coordinate.indexOf('.'); dot !== -1; dot = coordinate.indexOf('.', dot + 1)) {
      if (dot > 0 && wholes.has(coordinate.slice(0, dot))) return true;
    }
    return false;
  };

  const entries: ChangelogEntry[] = [];
  for (const [coordinate, group] of groups) {
    if (insideWhole(coordinate)) continue;
    const kind = KIND_ORDER.find((candidate) => group.some((change) => kindOf(change) === candidate)) ?? 'changed';
    const criticality = group
      .map((change) => CRITICALITY[change.criticality.level])
      .sort((a, b) => RANK[a] - RANK[b])[0];
    if (kind === 'deprecated') {
      const reason = deprecationReasonOf(newSchema, coordinate);
      entries.push({
        coordinate,
        kind,
        criticality,
        message: `\`${coordinate}\` is deprecated.`,
        reason,
        removal: removalDateOf(reason),
      });
      continue;
    }
    // The change that gives the entry its kind and class speaks for it; description changes speak last.
    const principal =
      [...group]
        .filter((change) => kindOf(change) === kind)
        .sort(
          (a, b) =>
            RANK[CRITICALITY[a.criticality.level]] - RANK[CRITICALITY[b.criticality.level]] ||
            Number(a.type.includes('DESCRIPTION')) - Number(b.type.includes('DESCRIPTION')),
        )[0] ?? group[0];
    entries.push({coordinate, kind, criticality, message: sentenceOf(principal, coordinate)});
  }
  return entries.sort(
    (a, b) =>
      RANK[a.criticality] - RANK[b.criticality] ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.coordinate.localeCompare(b.coordinate),
  );
}

/** Diffs two schemas (graphql-inspector's default rules) into changelog entries. */
export async function classifyChanges(oldSchema: GraphQLSchema, newSchema: GraphQLSchema): Promise<ChangelogEntry[]> {
  return entriesFromChanges(await diff(oldSchema, newSchema), newSchema);
}
