/** search_docs: the site's search results as a Markdown list of pages and their Markdown copies. */
import {site} from '../../../src/site';
import {markdownCopyPath} from '../../../src/config/markdown-copies';
import {ToolInputError} from '../errors';
import {searchDocs} from '../search';

export function searchDocsText(buildDir: string, query: string, limit?: number): string {
  if (query.trim() === '') throw new ToolInputError('query is empty: pass the words to search for.');
  const results = searchDocs(buildDir, query, limit);
  if (results.length === 0) return `No results for "${query}".`;
  return results
    .map(({title, section, kind, path, excerpt}, index) => {
      const heading = section ? `${title} › ${section}` : title;
      const [page] = path.split('#');
      const summary = excerpt ? `\n   ${excerpt}` : '';
      return `${index + 1}. ${kind}: [${heading}](${site.siteUrl}${path}) (Markdown: ${site.siteUrl}${markdownCopyPath(page)})${summary}`;
    })
    .join('\n');
}
