/**
 * The "Where it is used" section of every directive page: the schema elements that carry the directive
 * (src/graphql/directiveUsages.ts), each linked to its page; directives only operations use say so.
 * ./compose.ts places it on the page, through graphql-markdown's hooks.
 */
import {DirectiveLocation, type GraphQLDirective, type GraphQLSchema} from 'graphql';

import type {DirectiveUsage} from '../../src/graphql/directiveUsages';
import {rootFieldPage, rootSections, typePage} from '../../src/graphql/referencePages';
import {REFERENCE_CONTENT_DIR} from '../../src/config/reference';

/** The generated page (as a `.mdx` link from the site's root, like graphql-markdown's own) a usage links to. */
export function usageLink(schema: GraphQLSchema, usage: DirectiveUsage): string {
  const root = rootSections(schema).find(([, type]) => type?.name === usage.typeName);
  const field = usage.fieldName === undefined ? undefined : root?.[1]?.getFields()[usage.fieldName];
  if (root && field) return `/${REFERENCE_CONTENT_DIR}/${rootFieldPage(root[0], field)}.mdx`;
  const type = schema.getType(usage.typeName);
  const page = type && typePage(type);
  if (!page) throw new Error(`directive usage ${usage.coordinate}: ${usage.typeName} has no reference page`);
  return `/${REFERENCE_CONTENT_DIR}/${page}.mdx`;
}

/** Locations in operations (the others are in the schema), as the GraphQL specification lists them. */
const EXECUTABLE_LOCATIONS: ReadonlySet<DirectiveLocation> = new Set([
  DirectiveLocation.QUERY,
  DirectiveLocation.MUTATION,
  DirectiveLocation.SUBSCRIPTION,
  DirectiveLocation.FIELD,
  DirectiveLocation.FRAGMENT_DEFINITION,
  DirectiveLocation.FRAGMENT_SPREAD,
  DirectiveLocation.INLINE_FRAGMENT,
  DirectiveLocation.VARIABLE_DEFINITION,
]);

const isExecutableLocation = (location: DirectiveLocation) => EXECUTABLE_LOCATIONS.has(location);

const locationWords = (location: string) => location.toLowerCase().replaceAll('_', ' ');

/** The section's MDX for one directive. */
export function usageSection(
  schema: GraphQLSchema,
  directive: GraphQLDirective,
  usages: readonly DirectiveUsage[],
): string {
  let body: string;
  if (usages.length > 0) {
    body = usages
      .map((usage) => `- [\`${usage.coordinate}\`](${usageLink(schema, usage)}) (${usage.element})`)
      .join('\n');
  } else if (directive.locations.some(isExecutableLocation)) {
    const where = directive.locations.filter(isExecutableLocation).map(locationWords).join(', ');
    body = `No element of the schema carries \`@${directive.name}\`: it is used in operations, on: ${where}.`;
  } else {
    body = `No element of the schema carries \`@${directive.name}\`.`;
  }
  return ['<section data-directive-usage>', '', '### Where it is used', '', body, '', '</section>', ''].join('\n');
}
