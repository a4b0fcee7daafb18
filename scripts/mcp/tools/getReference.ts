/** get_reference: a type, operation or directive by name, as the Markdown of its reference page. */
import type {GraphQLSchema} from 'graphql';

import {site} from '../../../src/site';
import {findReferenceItems, listReferenceItems, referenceMarkdown} from '../../../src/graphql/markdown';
import {ToolInputError} from '../errors';
import {closestNames} from '../suggestions';

export function getReference(schema: GraphQLSchema, name: string): string {
  const wanted = name.trim();
  if (wanted === '')
    throw new ToolInputError(
      'name is empty: pass a type, operation or directive name, such as "Folder" or "createFolder".',
    );
  const items = findReferenceItems(schema, wanted);
  if (items.length === 0) {
    const suggestions = closestNames(
      wanted.replace(/^@/, ''),
      listReferenceItems(schema).map((item) => item.name),
    );
    throw new ToolInputError(
      `schema.graphql has no type, operation or directive named "${wanted}".${
        suggestions.length > 0 ? ` Did you mean ${suggestions.map((suggestion) => `"${suggestion}"`).join(', ')}?` : ''
      }`,
    );
  }
  return items.map((item) => referenceMarkdown(schema, item, {siteUrl: site.siteUrl})).join('\n---\n\n');
}
