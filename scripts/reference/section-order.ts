/** The reference sidebar's order, the way developers look things up: operations first, then types. */
export const SECTION_ORDER = [
  'queries',
  'mutations',
  'subscriptions',
  'objects',
  'inputs',
  'enums',
  'scalars',
  'interfaces',
  'unions',
  'directives',
] as const;

/**
 * A section's place in the sidebar (position 0 is the overview page; sections follow it); undefined for folders
 * that keep graphql-markdown's own (the deprecated group, last).
 */
export function sectionPosition(category: string): number | undefined {
  const index = (SECTION_ORDER as readonly string[]).indexOf(category);
  return index === -1 ? undefined : index + 1;
}
