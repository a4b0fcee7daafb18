/**
 * The "Input fields" section of a mutation's page: the fields of its `input` argument, printed by graphql-markdown's
 * own printer as the input's page prints them. A mutation takes one input object (the Relay convention the schema
 * follows), so its Arguments section alone says only "input"; what a call can send, and so what the mutation can do
 * ("Users to add to the group"), was one click away on the input's page. GitHub's reference shows them inline too.
 */
import {getNamedType, isInputObjectType, type GraphQLField, type GraphQLInputObjectType} from 'graphql';
import {Printer} from '@graphql-markdown/printer-legacy';
import type {PageSection, PrintTypeOptions} from '@graphql-markdown/types';

import {typePage} from '../../src/graphql/referencePages';
import {INPUT_FIELDS_TITLE, REFERENCE_CONTENT_DIR} from '../../src/config/reference';

/** The title of the Arguments section graphql-markdown prints in an operation's `metadata`; the fields follow it. */
const ARGUMENTS_TITLE = 'Arguments';

/** The argument a mutation takes its input in. */
const INPUT_ARGUMENT = 'input';

/** The input object of an operation that takes one `input` argument, if it does. */
export function inputObjectOf(field: GraphQLField<unknown, unknown>): GraphQLInputObjectType | undefined {
  if (field.args.length !== 1 || field.args[0]!.name !== INPUT_ARGUMENT) return undefined;
  const type = getNamedType(field.args[0]!.type);
  return isInputObjectType(type) ? type : undefined;
}

/**
 * The fields' anchors, prefixed with the argument's name: on the operation's page `#input-type` cannot be taken for
 * the page's Type section (`#type`), and `#input-name` reads as `input.name`. Only same-page links and heading ids
 * are rewritten, which is all the printer writes for a field's own anchor.
 */
export function prefixAnchors(content: string, prefix: string): string {
  return content
    .replace(/\]\(#([^)\s]+)\)/g, (_, id: string) => `](#${prefix}-${id})`)
    .replace(/\\\{#([^\\}\s]+)\\\}/g, (_, id: string) => `\\{#${prefix}-${id}\\}`);
}

/** The section of an input object's fields as graphql-markdown prints them under `options`, for an operation's page. */
export function inputFieldsSection(input: GraphQLInputObjectType, options: PrintTypeOptions): PageSection {
  const printed = Printer.printTypeMetadata(input, options);
  const sections = (Array.isArray(printed) ? printed : printed ? [printed] : []).filter(
    (section) => typeof section.content === 'string' && section.content.trim() !== '',
  );
  if (sections.length === 0) throw new Error(`${input.name}: graphql-markdown printed no fields for it`);
  const page = typePage(input);
  const intro = `The fields of the \`${INPUT_ARGUMENT}\` argument, [\`${input.name}\`](/${REFERENCE_CONTENT_DIR}/${page}.mdx).\n\n`;
  return {
    title: INPUT_FIELDS_TITLE,
    level: 3,
    content: intro + sections.map((section) => prefixAnchors(section.content as string, INPUT_ARGUMENT)).join(''),
  };
}

/** The operation's metadata sections with its input's fields after its arguments; unchanged for other operations. */
export function withInputFields(
  metadata: PageSection | undefined,
  field: GraphQLField<unknown, unknown>,
  options: PrintTypeOptions,
): PageSection | undefined {
  const input = inputObjectOf(field);
  if (!input || !metadata || !Array.isArray(metadata.content)) return metadata;
  const content = [...metadata.content];
  const at = content.findIndex((section) => section.title === ARGUMENTS_TITLE);
  if (at === -1) throw new Error(`${field.name}: its page has no ${ARGUMENTS_TITLE} section to put its input's fields after`);
  content.splice(at + 1, 0, inputFieldsSection(input, options));
  return {...metadata, content};
}
