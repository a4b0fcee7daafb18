/** The GraphQL reference's items and page URLs, and the whole reference in brief for llms-full.txt. */
export {
  DEFAULT_REFERENCE_BASE_PATH,
  findReferenceItems,
  listReferenceItems,
  REFERENCE_SECTIONS,
  type ReferenceItem,
  type ReferenceSection,
} from './items';
export {compactReference} from './compact';
