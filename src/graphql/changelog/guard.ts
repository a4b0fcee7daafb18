/**
 * The release guard: a breaking change between the latest release and the working schema is allowed only for an
 * item that the latest release already deprecated. Anything else must be deprecated (and released) first.
 */
import type {ASTNode, GraphQLSchema} from 'graphql';

import type {ChangelogEntry} from './classify';
import {deprecationReasonOf, resolveCoordinate} from './coordinates';

export interface GuardProblem {
  readonly coordinate: string;
  /** `path:line:column` of the offending place. */
  readonly path: string;
  readonly line: number;
  readonly column: number;
  /** Which place the position is: the item in the working schema, the removed item in the release, or its parent. */
  readonly place: string;
  readonly message: string;
}

export const GUARD_ADVICE =
  'Deprecate it first with @deprecated(reason: "… Removal on YYYY-MM-DD.") and release that, or, if the break is intended, record a release with `npm run schema:release`.';

function positionOf(node: ASTNode | null | undefined): {path: string; line: number; column: number} | undefined {
  if (!node?.loc) return undefined;
  return {path: node.loc.source.name, line: node.loc.startToken.line, column: node.loc.startToken.column};
}

/** The nearest existing parent of a coordinate in a schema (`Document.url` → `Document`). */
function parentIn(schema: GraphQLSchema, coordinate: string): string | undefined {
  const parts = coordinate.split('.');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const parent = parts.slice(0, length).join('.');
    if (resolveCoordinate(schema, parent)) return parent;
  }
  return undefined;
}

/**
 * Breaking entries (of the diff latest release → working schema) whose item the release had not deprecated, each
 * placed in the working schema: the item itself, or for a removed item its parent there (or its place in the release).
 */
export function unannouncedBreakingChanges(
  entries: readonly ChangelogEntry[],
  release: GraphQLSchema,
  working: GraphQLSchema,
): GuardProblem[] {
  const problems: GuardProblem[] = [];
  for (const entry of entries) {
    if (entry.criticality !== 'breaking') continue;
    if (deprecationReasonOf(release, entry.coordinate) !== undefined) continue;
    let place = positionOf(resolveCoordinate(working, entry.coordinate)?.astNode);
    let where = `\`${entry.coordinate}\``;
    if (!place) {
      const parent = parentIn(working, entry.coordinate);
      place = parent ? positionOf(resolveCoordinate(working, parent)?.astNode) : undefined;
      where = `its parent \`${parent}\``;
      if (!place) {
        place = positionOf(resolveCoordinate(release, entry.coordinate)?.astNode);
        where = `where \`${entry.coordinate}\` was in the latest release`;
      }
    }
    problems.push({
      coordinate: entry.coordinate,
      path: place?.path ?? '',
      line: place?.line ?? 1,
      column: place?.column ?? 1,
      place: where,
      message: `breaking change to \`${entry.coordinate}\`, which the latest release did not deprecate: ${entry.message}`,
    });
  }
  return problems;
}

/** `path:line:column: message (at …) — advice`, one problem per line block. */
export function formatGuardProblem(problem: GuardProblem): string {
  return `${problem.path}:${problem.line}:${problem.column}: ${problem.message} (position: ${problem.place})\n  ${GUARD_ADVICE}`;
}
