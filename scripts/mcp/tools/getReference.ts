/**
 * get_reference: a type, operation or directive by name, as the Markdown of its reference page: the page's own
 * source (the MDX graphql-markdown generated into reference/), converted as the build converts it for the page's
 * Markdown copy.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {GraphQLSchema} from 'graphql';

import {site} from '../../../src/site';
import {REFERENCE_BASE_ROUTE, REFERENCE_CONTENT_DIR} from '../../../src/config/reference';
import {findReferenceItems, listReferenceItems, type ReferenceItem} from '../../../src/graphql/markdown';
import {mdxToMarkdown} from '../../../src/plugins/assistant-markdown/mdxToMarkdown';
import {ToolInputError} from '../errors';
import {closestNames} from '../suggestions';

/** The reference's URL path and its folder in the repository: a page's path under one is its file's under the other. */
const REFERENCE_FILES = `/${REFERENCE_CONTENT_DIR}`;

/** The item's generated page in the repository. */
function pageSource(siteDir: string, item: ReferenceItem): string {
  const file = join(siteDir, REFERENCE_CONTENT_DIR, `${item.path.slice(REFERENCE_BASE_ROUTE.length)}.mdx`);
  if (!existsSync(file))
    throw new ToolInputError(
      `The reference page of "${item.name}" is not generated (${file}). Run \`npm run generate:reference\` (or \`npm run build\`) first.`,
    );
  return file;
}

/** Links as the copies write them: site paths and the generator's `/reference/….mdx` file links become page URLs. */
function absoluteLink(target: string): string {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return target;
  const sitePath = target.startsWith(`${REFERENCE_FILES}/`) ? `${REFERENCE_BASE_ROUTE}${target.slice(REFERENCE_FILES.length)}` : target;
  return `${site.siteUrl}${sitePath.replace(/\.mdx?(?=#|$)/, '')}`;
}

export function getReference(schema: GraphQLSchema, name: string, siteDir: string): string {
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
  return items
    .map((item) => {
      const file = pageSource(siteDir, item);
      const body = mdxToMarkdown(readFileSync(file, 'utf8'), {
        path: file,
        site,
        resolveLink: (target) => (target.startsWith('#') ? `${site.siteUrl}${item.path}${target}` : absoluteLink(target)),
      });
      const title = item.section === 'directives' ? `@${item.name}` : item.name;
      return `# ${title}\n\n${site.siteUrl}${item.path}\n\n${body}`;
    })
    .join('\n---\n\n');
}
