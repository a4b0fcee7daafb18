/** Markdown of the GraphQL reference for assistants: one page per item, and the whole reference in brief. */
export {
  DEFAULT_REFERENCE_BASE_PATH,
  findReferenceItems,
  listReferenceItems,
  REFERENCE_SECTIONS,
  type ReferenceItem,
  type ReferenceSection,
} from './items';
export {referenceMarkdown, MAX_RELATED_ITEMS, type ReferenceMarkdownOptions} from './render';
export {compactReference} from './compact';
