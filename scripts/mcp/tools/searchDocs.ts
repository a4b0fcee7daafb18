/** search_docs: the site's search results as a Markdown list of pages and their Markdown copies. */
import {site} from '../../../src/site';
import {markdownCopyPath} from '../../../src/config/markdown-copies';
import {ToolInputError} from '../errors';
import {searchDocs} from '../search';

export function searchDocsText(buildDir: string, query: string, limit?: number): string {
  if (query.trim() === '') throw new ToolInputError('query is empty: pass the words to search for.');
  const hits = searchDocs(buildDir, query, limit);
  if (hits.length === 0) return `No results for "${query}".`;
  return hits
    .map(({document, score}, index) => {
      const title =
        document.sectionTitle && document.sectionTitle !== document.pageTitle
          ? `${document.pageTitle} › ${document.sectionTitle}`
          : document.pageTitle;
      const [path] = document.sectionRoute.split('#');
      return `${index + 1}. [${title}](${site.siteUrl}${document.sectionRoute}) (score ${score.toFixed(2)}; Markdown: ${site.siteUrl}${markdownCopyPath(path)})`;
    })
    .join('\n');
}
