/**
 * The "Requires" line and the "Errors" section of every operation that declares them (`@requiresAccess`,
 * `@userErrors`, read by src/graphql/access/), as plain Markdown: the page's Markdown copy and the MCP server's
 * `get_reference` carry them as they are. ./compose.ts places them on the page, through graphql-markdown's hooks.
 */
import type {GraphQLField, GraphQLSchema} from 'graphql';
import {escapeMDX, slugify} from '@graphql-markdown/utils';

import {
  COMPANY_ROLE_ENUM,
  enumValueNames,
  errorsTableMarkdown,
  operationAccess,
  PERMISSION_LEVEL_ENUM,
  requiresMarkdown,
  userErrorAnchor,
  type AccessLinks,
} from '../../src/graphql/access';
import {typePage} from '../../src/graphql/referencePages';
import {ERRORS_TABLE_CLASS, REFERENCE_CONTENT_DIR} from '../../src/config/reference';

export {ERRORS_TABLE_CLASS};

/** The errors guide, where each code has a row with what to do about it. */
export const ERRORS_GUIDE_ROUTE = '/docs/errors';

/** Links as graphql-markdown writes them: other reference pages by file from the site's root, the guide by route. */
function accessLinks(schema: GraphQLSchema): AccessLinks {
  const valueLink = (enumName: string) => (value: string) => {
    const type = schema.getType(enumName);
    const page = type && typePage(type);
    if (!page) throw new Error(`${enumName} has no reference page`);
    return `/${REFERENCE_CONTENT_DIR}/${page}.mdx#${slugify(value)}`;
  };
  return {
    permission: valueLink(PERMISSION_LEVEL_ENUM),
    role: valueLink(COMPANY_ROLE_ENUM),
    userError: (code) => `${ERRORS_GUIDE_ROUTE}#${userErrorAnchor(code)}`,
  };
}

export interface AccessSections {
  readonly requires?: string;
  readonly errors?: string;
}

/** The operation's two sections, each only when the schema declares it. */
export function accessSections(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): AccessSections {
  const {requires, errors} = operationAccess(schema, field);
  const links = accessLinks(schema);
  const escaped = requires && {
    ...requires,
    ...(requires.note && {note: escapeMDX(requires.note)}),
    ...(requires.on && {on: escapeMDX(requires.on)}),
  };
  return {
    ...(escaped && {requires: `${requiresMarkdown(escaped, enumValueNames(schema, COMPANY_ROLE_ENUM), links)}\n\n`}),
    ...(errors &&
      errors.length > 0 && {
        errors: [
          '### Errors',
          '',
          'The codes `userErrors` can hold when the mutation refuses its input; nothing was changed then.',
          '',
          // The class keeps the codes whole on a wide screen (src/css/custom.css); on a phone they break between words.
          `<div className="${ERRORS_TABLE_CLASS}">`,
          '',
          errorsTableMarkdown(
            errors.map((error) => ({...error, meaning: escapeMDX(error.meaning)})),
            links,
          ),
          '',
          '</div>',
          '',
          '',
        ].join('\n'),
      }),
  };
}
