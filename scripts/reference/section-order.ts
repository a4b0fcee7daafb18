/** The reference sidebar's order, the way developers look things up: operations first, then types. */
import {REFERENCE_SECTIONS} from '../../src/graphql/markdown';

/**
 * A section's place in the sidebar, in the order of REFERENCE_SECTIONS (position 0 is the overview page; sections
 * follow it); undefined for folders that keep graphql-markdown's own (the deprecated group, last).
 */
export function sectionPosition(category: string): number | undefined {
  const index = REFERENCE_SECTIONS.findIndex(({section}) => section === category);
  return index === -1 ? undefined : index + 1;
}
