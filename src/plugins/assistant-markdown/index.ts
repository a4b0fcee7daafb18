/**
 * Writes the copies of the site for assistants after the build: a Markdown copy of every page at its URL plus
 * `.md` (src/config/markdown-copies.ts), a Markdown list per reference section, /llms.txt and /llms-full.txt.
 * Content comes from what the docs and blog plugins loaded and from the schema, not from the rendered HTML.
 * Each app (src/config/apps.ts) writes the copies of the pages it holds; a page without one stops its build.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {site} from '../../site';
import {
  REFERENCE_BASE_ROUTE,
  REFERENCE_CONTENT_DIR,
  REFERENCE_DOCS_PLUGIN_ID,
  REFERENCE_OVERVIEW_PAGE,
  SCHEMA_FILE,
} from '../../config/reference';
import {holdsRoute, type AppRoutes} from '../../config/apps';
import {referenceFileUrl} from '../../config/reference-parts';
import {LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, markdownCopyPath} from '../../config/markdown-copies';
import {loadSchemaFile} from '../../graphql/schemaSource';
import {compactReference, listReferenceItems} from '../../graphql/markdown';
import {referenceFacts, referencePages} from '../../config/reference-facts';
import {collectCopies, fileCopy, type SiteInfo} from './content';
import {forgetTrees} from './keptTrees';
import {llmsFullTxt, llmsTxt} from './llmsTxt';
import {DOCS_ROOT} from '../docs-root';

/** Rendered routes that are not pages: the not-found page. */
// `/docs` only redirects to the start doc, whose copy serves for it.
const ROUTES_WITHOUT_COPY = new Set(['/404.html', DOCS_ROOT]);

/** `/blog` from a route base path option, which may or may not carry slashes. */
function basePath(option: unknown): string {
  return `/${String(option).replace(/^\/+|\/+$/g, '')}`;
}

function write(outDir: string, sitePath: string, text: string): void {
  const file = join(outDir, sitePath);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

export interface AssistantMarkdownOptions {
  /**
   * The routes the app holds (src/config/apps.ts): it writes the copies of its own pages. The site app, which has the
   * guides and the blog, also writes llms.txt, llms-full.txt and a list per reference section, from the schema.
   */
  readonly routes: AppRoutes;
  readonly app: 'site' | 'reference';
}

export default function assistantMarkdownPlugin(context: LoadContext, options: AssistantMarkdownOptions): Plugin {
  const holds = (route: string) => holdsRoute(options.routes, route);
  return {
    name: 'folio-assistant-markdown',
    async postBuild({outDir, plugins, routesPaths}) {
      const docsPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const blogPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog');
      const referencePlugin = docsPlugins.find((plugin) => plugin.options.id === REFERENCE_DOCS_PLUGIN_ID);
      if (options.app === 'site' ? !blogPlugin : !referencePlugin) {
        throw new Error(`assistant-markdown: the ${options.app === 'site' ? 'blog plugin' : `docs instance '${REFERENCE_DOCS_PLUGIN_ID}'`} is required`);
      }
      // The site app lists the whole reference (llms.txt, llms-full.txt, a list per section) from the schema. A part of
      // the reference knows every reference page from the facts the build computed once (src/config/reference-facts.ts).
      const schema = options.app === 'site' ? loadSchemaFile(join(context.siteDir, SCHEMA_FILE)) : undefined;
      const referenceItems = schema && listReferenceItems(schema);
      const info: SiteInfo = {
        siteDir: context.siteDir,
        siteUrl: site.siteUrl,
        siteTitle: site.siteTitle,
        tagline: site.tagline,
        values: site,
        schema,
        // graphql-markdown links the reference's pages by file: a page another part holds is linked by its URL.
        linkElsewhere: referenceFileUrl(
          referenceItems ? referencePages(referenceItems) : referenceFacts(process.env, context.siteDir).pages,
          REFERENCE_BASE_ROUTE,
          REFERENCE_OVERVIEW_PAGE,
        ),
      };
      const copies = collectCopies({
        info,
        docs: docsPlugins.map((plugin) => plugin.content as DocsContent),
        blog: blogPlugin && {content: blogPlugin.content as BlogContent, basePath: basePath(blogPlugin.options.routeBasePath)},
        referenceItems,
        referencePathPrefix: REFERENCE_BASE_ROUTE,
      });
      forgetTrees();

      const held = routesPaths.filter(holds);
      const missing = held.filter((route) => !ROUTES_WITHOUT_COPY.has(route) && !copies.pages.has(route));
      if (missing.length > 0) {
        throw new Error(
          `assistant-markdown: no Markdown copy for these routes (add one in src/plugins/assistant-markdown/content.ts):\n  ${missing.join('\n  ')}`,
        );
      }
      for (const route of held) {
        const copy = copies.pages.get(route);
        if (copy) write(outDir, markdownCopyPath(route), copy.markdown);
      }
      if (!schema) return;
      // The reference's overview, which the reference app renders, opens the reference in llms.txt and llms-full.txt.
      const overviewFile = join(context.siteDir, REFERENCE_CONTENT_DIR, `${REFERENCE_OVERVIEW_PAGE}.mdx`);
      const overview = await fileCopy(info, overviewFile, REFERENCE_BASE_ROUTE);
      const withOverview = {...copies, referenceOverview: REFERENCE_BASE_ROUTE, pages: new Map([...copies.pages, [REFERENCE_BASE_ROUTE, overview]])};
      for (const section of copies.referenceSections) write(outDir, section.markdownPath, section.markdown);
      write(outDir, LLMS_TXT_PATH, llmsTxt(info, withOverview, {schemaPath: `/${SCHEMA_FILE}`, fullPath: LLMS_FULL_TXT_PATH}));
      write(outDir, LLMS_FULL_TXT_PATH, llmsFullTxt(info, withOverview, compactReference(schema, {siteUrl: site.siteUrl})));
    },
  };
}
