/** The GraphQL reference's items, page URLs and summaries, and the whole reference in brief for llms-full.txt. */
export {
  DEFAULT_REFERENCE_BASE_PATH,
  findReferenceItems,
  itemDescription,
  listReferenceItems,
  REFERENCE_SECTIONS,
  type ReferenceItem,
  type ReferenceSection,
} from './items';
export {compactReference} from './compact';
export {summaryOf} from './summary';
