/**
 * Writes the copies of the site for assistants after the build: a Markdown copy of every page at its URL plus
 * `.md` (src/config/markdown-copies.ts), a Markdown list per reference section, /llms.txt and /llms-full.txt.
 * Content comes from what the docs and blog plugins loaded and from the schema, not from the rendered HTML.
 * Every route the build rendered must have a copy; a route without one stops the build.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {site} from '../../site';
import {
  isBeneathReference,
  REFERENCE_BASE_ROUTE,
  REFERENCE_DOCS_PLUGIN_ID,
  REFERENCE_OVERVIEW_PAGE,
  SCHEMA_FILE,
} from '../../config/reference';
import {referenceFileUrl} from '../../config/reference-parts';
import {readReferencePart, type ReferencePartRef} from '../../config/build-variant';
import {LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, markdownCopyPath} from '../../config/markdown-copies';
import {loadSchemaFile} from '../../graphql/schemaSource';
import {compactReference} from '../../graphql/markdown';
import {collectCopies, type SiteInfo} from './content';
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
   * Set when the build holds one part of the reference (src/config/reference-parts.ts): the copies link the other
   * parts' pages by their URL. The first part, which holds the overview and the only guides and blog, writes every
   * other copy, llms.txt and llms-full.txt; a part past the first writes its reference pages' copies only.
   */
  readonly part?: ReferencePartRef;
}

export default function assistantMarkdownPlugin(context: LoadContext, options: AssistantMarkdownOptions = {}): Plugin {
  const parts = options.part && readReferencePart(options.part);
  // A part build's stand-in for the other parts' pages (src/plugins/reference-elsewhere.ts) is rendered as a route.
  const routesWithoutCopy = new Set([...ROUTES_WITHOUT_COPY, ...(parts ? [REFERENCE_BASE_ROUTE] : [])]);
  const laterPart = parts !== undefined && parts.index > 0;
  if (parts && !laterPart && !parts.parts[0]!.pages.includes(REFERENCE_OVERVIEW_PAGE)) {
    throw new Error('assistant-markdown: the first part of the reference must hold the overview, which llms.txt starts with');
  }
  /** The routes this build serves: past the first part, its reference pages only (src/plugins/site-elsewhere/). */
  const serves = (route: string) => !laterPart || isBeneathReference(route);
  return {
    name: 'folio-assistant-markdown',
    async postBuild({outDir, plugins, routesPaths}) {
      const docsPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const referencePlugin = docsPlugins.find((plugin) => plugin.options.id === REFERENCE_DOCS_PLUGIN_ID);
      const blogPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog');
      if (!referencePlugin || (!blogPlugin && !laterPart)) {
        throw new Error(`assistant-markdown: the blog plugin and the docs instance '${REFERENCE_DOCS_PLUGIN_ID}' are required`);
      }
      const schema = loadSchemaFile(join(context.siteDir, SCHEMA_FILE));
      const info: SiteInfo = {
        siteDir: context.siteDir,
        siteUrl: site.siteUrl,
        siteTitle: site.siteTitle,
        tagline: site.tagline,
        values: site,
        schema,
        linkElsewhere: parts
          ? referenceFileUrl(parts.parts.flatMap((part) => part.pages), REFERENCE_BASE_ROUTE, REFERENCE_OVERVIEW_PAGE)
          : undefined,
      };
      const referencePathPrefix = basePath(referencePlugin.options.routeBasePath);
      const copies = collectCopies({
        info,
        docs: (laterPart ? [referencePlugin] : docsPlugins).map((plugin) => plugin.content as DocsContent),
        blog: blogPlugin && {content: blogPlugin.content as BlogContent, basePath: basePath(blogPlugin.options.routeBasePath)},
        schema,
        referencePathPrefix,
      });

      const missing = routesPaths.filter((route) => serves(route) && !routesWithoutCopy.has(route) && !copies.pages.has(route));
      if (missing.length > 0) {
        throw new Error(
          `assistant-markdown: no Markdown copy for these routes (add one in src/plugins/assistant-markdown/content.ts):\n  ${missing.join('\n  ')}`,
        );
      }
      const rendered = new Set(routesPaths);
      for (const [route, copy] of copies.pages) {
        if (rendered.has(route) && serves(route)) write(outDir, markdownCopyPath(route), copy.markdown);
      }
      if (laterPart) return;
      for (const section of copies.referenceSections) write(outDir, section.markdownPath, section.markdown);
      write(
        outDir,
        LLMS_TXT_PATH,
        llmsTxt(info, copies, {schemaPath: `/${SCHEMA_FILE}`, fullPath: LLMS_FULL_TXT_PATH}),
      );
      write(outDir, LLMS_FULL_TXT_PATH, llmsFullTxt(info, copies, compactReference(schema, {siteUrl: site.siteUrl})));
    },
  };
}
