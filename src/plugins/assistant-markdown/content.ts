/**
 * The Markdown copy of every page, from the content the docs and blog plugins loaded: guides, posts and reference
 * pages from the MDX sources the pages render from (the reference from the MDX graphql-markdown generated), the
 * home and playground pages from the text their components render (./ownPages.ts), and index pages (doc
 * categories, blog lists, tags, authors) as lists of links. Keys are route paths.
 */
import {readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import type {GraphQLSchema} from 'graphql';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import {REFERENCE_SECTIONS, type ReferenceItem} from '../../graphql/markdown';
import {markdownCopyPath} from '../../config/markdown-copies';
import {SCHEMA_FILE, summaryFrontMatterOf} from '../../config/reference';
import {LIMIT_TEXT} from '../../graphql/cost/limits';
import remarkOperationCost from '../remark-operation-cost';
import {mdxToMarkdown, type MdxToMarkdownOptions, treeToMarkdown} from './mdxToMarkdown';
import {takeTree} from './keptTrees';
import {homeCopy, playgroundCopy} from './ownPages';

export interface PageCopy {
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

export interface SiteInfo {
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly siteTitle: string;
  readonly tagline: string;
  readonly values: Readonly<Record<string, string | number>>;
  /** The schema, for the costs guides state under their operations. */
  readonly schema?: GraphQLSchema;
  /**
   * The URL of a file link's page that another build holds (a page of another part of the reference,
   * src/config/reference-parts.ts), or undefined.
   */
  readonly linkElsewhere?: (url: string) => string | undefined;
}

/** A sidebar item as the docs plugin stores it, reduced to what the index pages need. */
interface SidebarNode {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly SidebarNode[];
  readonly link?: {
    readonly type: string;
    readonly id?: string;
    readonly permalink?: string;
    readonly description?: string;
    readonly title?: string;
  };
}

export interface ReferenceSectionCopy extends PageCopy {
  /** Site path of the section's Markdown file, e.g. `/docs/graphql/queries.md`. */
  readonly markdownPath: string;
}

export interface CollectedCopies {
  /** Route path → copy. */
  readonly pages: Map<string, PageCopy>;
  /** The guides in sidebar order, for llms.txt and llms-full.txt. */
  readonly guides: readonly string[];
  readonly posts: readonly string[];
  readonly referenceOverview: string | undefined;
  readonly referenceSections: readonly ReferenceSectionCopy[];
}

export function page(title: string, description: string, body: string): PageCopy {
  const intro = description ? `\n> ${description.replace(/\s*\n\s*/g, ' ')}\n` : '';
  return {title, description, markdown: `# ${title}\n${intro}\n${body.trim()}\n`};
}

function sourcePath(siteDir: string, source: string): string {
  return resolve(siteDir, source.replace(/^@site\//, ''));
}

/** Resolves the links of one source file: site paths and relative file links become absolute URLs. */
function linkResolver(
  info: SiteInfo,
  file: string,
  pageUrl: string,
  permalinkOfFile: ReadonlyMap<string, string>,
  contentDir: string,
) {
  return (target: string): string | undefined => {
    if (/^[a-z][a-z+.-]*:\/\//i.test(target) && !target.startsWith('pathname:')) return target;
    if (target.startsWith('mailto:')) return target;
    if (target.startsWith('pathname://')) return `${info.siteUrl}${target.slice('pathname://'.length)}`;
    if (target.startsWith('#')) return `${pageUrl}${target}`;
    const [path, hash = ''] = target.split(/(?=#)/);
    if (/\.mdx?$/.test(path)) {
      // As Docusaurus resolves file links: `/…` from the content folder, then the site's folder; others from the
      // linking file.
      const permalink = path.startsWith('/')
        ? (permalinkOfFile.get(join(contentDir, path)) ?? permalinkOfFile.get(join(info.siteDir, path)))
        : permalinkOfFile.get(resolve(dirname(file), path));
      if (permalink !== undefined) return `${info.siteUrl}${permalink}${hash}`;
      const elsewhere = info.linkElsewhere?.(target);
      return elsewhere === undefined ? undefined : `${info.siteUrl}${elsewhere}`;
    }
    if (target.startsWith('/')) return `${info.siteUrl}${target}`;
    return new URL(target, `${pageUrl}/`).href;
  };
}

function convertFile(
  info: SiteInfo,
  file: string,
  pageUrl: string,
  permalinkOfFile: ReadonlyMap<string, string>,
  contentDir: string,
): string {
  const options: MdxToMarkdownOptions = {
    path: file,
    site: info.values,
    limits: LIMIT_TEXT,
    // A guide's operation marked `cost` states its cost in the copy as on the page: by the same remark plugin.
    // Without the schema at hand (a part of the reference), the plugin reads it only if the page has such a block.
    transformers: [remarkOperationCost(info.schema ? {schema: info.schema} : {schemaPath: join(info.siteDir, SCHEMA_FILE)})],
    resolveLink: linkResolver(info, file, pageUrl, permalinkOfFile, contentDir),
  };
  // The tree the build compiled the page from, if it kept one (./keptTrees.ts); else the file parsed again.
  const source = readFileSync(file, 'utf8');
  const tree = takeTree(file, source);
  return tree ? treeToMarkdown(tree, options) : mdxToMarkdown(source, options);
}

/**
 * The copy of a doc read from its file rather than from a docs instance's content: the reference's overview, which the
 * site app lists in llms.txt while the reference app renders it. Its title and description come from its front matter.
 */
export async function fileCopy(info: SiteInfo, file: string, route: string): Promise<PageCopy> {
  const fileContent = readFileSync(file, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
  const body = convertFile(info, file, `${info.siteUrl}${route}`, new Map(), dirname(file));
  return page(String(frontMatter['title'] ?? route), String(frontMatter['description'] ?? ''), body);
}

function docsOf(docs: DocsContent) {
  const version = docs.loadedVersions[0];
  if (!version) throw new Error('the docs plugin loaded no version');
  return version;
}

type LoadedDoc = ReturnType<typeof docsOf>['docs'][number];

/** A doc's description; a reference page keeps it in its summary front matter (src/config/reference.ts). */
function descriptionOf(doc: LoadedDoc): string {
  return doc.description || summaryFrontMatterOf(doc.frontMatter);
}

function linkLine(info: SiteInfo, title: string, permalink: string, description?: string): string {
  return `- [${title}](${info.siteUrl}${permalink})${description ? `: ${description.replace(/\s*\n\s*/g, ' ')}` : ''}`;
}

/**
 * The Markdown copies of a docs version's generated category indexes, and the guides in the order its `docs` sidebar
 * lists them.
 */
function collectSidebarPages(info: SiteInfo, version: ReturnType<typeof docsOf>, pages: Map<string, PageCopy>): string[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const guides: string[] = [];
  const entryOf = (node: SidebarNode): string | undefined => {
    if (node.type === 'doc' && node.id) {
      const doc = byId.get(node.id);
      return doc && linkLine(info, doc.title, doc.permalink, descriptionOf(doc));
    }
    if (node.type === 'category' && node.link?.type === 'generated-index' && node.link.permalink) {
      return linkLine(info, node.label ?? '', node.link.permalink, node.link.description);
    }
    if (node.type === 'category' && node.link?.type === 'doc' && node.link.id) {
      const doc = byId.get(node.link.id);
      return doc && linkLine(info, doc.title, doc.permalink, descriptionOf(doc));
    }
    return undefined;
  };
  const walk = (nodes: readonly SidebarNode[], collect: boolean) => {
    for (const node of nodes) {
      if (node.type === 'doc' && node.id && collect) {
        const doc = byId.get(node.id);
        if (doc) guides.push(doc.permalink);
      }
      if (node.type !== 'category') continue;
      if (node.link?.type === 'generated-index' && node.link.permalink) {
        const entries = (node.items ?? []).map(entryOf).filter((entry): entry is string => entry !== undefined);
        pages.set(
          node.link.permalink,
          page(node.link.title ?? node.label ?? '', node.link.description ?? '', entries.join('\n')),
        );
        if (collect) guides.push(node.link.permalink);
      }
      if (node.link?.type === 'doc' && node.link.id && collect) {
        const doc = byId.get(node.link.id);
        if (doc) guides.push(doc.permalink);
      }
      walk(node.items ?? [], collect);
    }
  };
  for (const [name, sidebar] of Object.entries(version.sidebars as unknown as Record<string, SidebarNode[]>)) {
    walk(sidebar, name === 'docs');
  }
  return guides;
}

function collectDocs(
  info: SiteInfo,
  docs: readonly DocsContent[],
  referencePathPrefix: string,
  pages: Map<string, PageCopy>,
): {guides: string[]; referenceOverview: string | undefined} {
  const versions = docs.map(docsOf);
  // A file link may point into another docs instance (the reference's pages link to each other from the site root).
  const permalinkOfFile = new Map(
    versions.flatMap((version) => version.docs.map((doc) => [sourcePath(info.siteDir, doc.source), doc.permalink] as const)),
  );
  let referenceOverview: string | undefined;
  const guides: string[] = [];

  for (const version of versions) {
    for (const doc of version.docs) {
      // The reference's root doc is its instance's `/` (`/docs/graphql/`).
      if (doc.permalink.replace(/\/$/, '') === referencePathPrefix) referenceOverview = doc.permalink;
      const body = convertFile(
        info,
        sourcePath(info.siteDir, doc.source),
        `${info.siteUrl}${doc.permalink}`,
        permalinkOfFile,
        version.contentPath,
      );
      pages.set(doc.permalink, page(doc.title, descriptionOf(doc), body));
    }
    guides.push(...collectSidebarPages(info, version, pages));
  }
  // A guide left out of the docs sidebar still gets listed, after the sidebar's, in the order the docs plugin loaded them.
  for (const doc of versions.flatMap((version) => version.docs)) {
    if (!doc.permalink.startsWith(referencePathPrefix) && !guides.includes(doc.permalink)) guides.push(doc.permalink);
  }
  return {guides: [...new Set(guides)], referenceOverview};
}

function postLine(info: SiteInfo, post: BlogPost): string {
  const date = new Date(post.metadata.date).toISOString().slice(0, 10);
  return linkLine(info, post.metadata.title, post.metadata.permalink, `${date}. ${post.metadata.description}`);
}

function collectBlog(info: SiteInfo, blog: BlogContent, blogBasePath: string, pages: Map<string, PageCopy>): string[] {
  const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
  const permalinkOfFile = new Map(
    posts.map((post) => [sourcePath(info.siteDir, post.metadata.source), post.metadata.permalink]),
  );
  for (const post of posts) {
    const {metadata} = post;
    const date = new Date(metadata.date).toISOString().slice(0, 10);
    const authors = metadata.authors
      .map((author) => author.name)
      .filter(Boolean)
      .join(', ');
    const tags = metadata.tags.map((tag) => tag.label).join(', ');
    const byline = [`Published ${date}`, authors && `by ${authors}`].filter(Boolean).join(' ');
    const body = convertFile(
      info,
      sourcePath(info.siteDir, metadata.source),
      `${info.siteUrl}${metadata.permalink}`,
      permalinkOfFile,
      resolve(info.siteDir, 'blog'),
    );
    pages.set(
      metadata.permalink,
      page(metadata.title, metadata.description, `${byline}.${tags ? ` Tags: ${tags}.` : ''}\n\n${body}`),
    );
  }

  const list = posts.map((post) => postLine(info, post)).join('\n');
  pages.set(blogBasePath, page(blog.blogTitle, blog.blogDescription, list));
  const years = new Map<string, BlogPost[]>();
  for (const post of posts) {
    const year = String(new Date(post.metadata.date).getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  pages.set(
    `${blogBasePath}/archive`,
    page(
      'Archive',
      `Every post of the ${blog.blogTitle}, by year.`,
      [...years]
        .map(([year, inYear]) => `## ${year}\n\n${inYear.map((post) => postLine(info, post)).join('\n')}`)
        .join('\n\n'),
    ),
  );

  // Tags list their posts by id (the blog plugin's BlogTag type says permalinks); either is accepted.
  const postByKey = new Map(
    posts.flatMap((post) => [[post.id, post] as const, [post.metadata.permalink, post] as const]),
  );
  const tags = Object.values(blog.blogTags).filter((tag) => !tag.unlisted);
  pages.set(
    blog.blogTagsListPath,
    page(
      'Tags',
      `The tags of the ${blog.blogTitle}.`,
      tags
        .map((tag) =>
          linkLine(
            info,
            tag.label,
            tag.permalink,
            `${tag.items.length} post${tag.items.length === 1 ? '' : 's'}. ${tag.description ?? ''}`.trim(),
          ),
        )
        .join('\n'),
    ),
  );
  for (const tag of tags) {
    const tagged = tag.items.flatMap((key) => postByKey.get(key) ?? []);
    pages.set(
      tag.permalink,
      page(`Posts tagged "${tag.label}"`, tag.description ?? '', tagged.map((post) => postLine(info, post)).join('\n')),
    );
  }

  const authors = Object.values(blog.authorsMap ?? {});
  pages.set(
    `${blogBasePath}/authors`,
    page(
      'Authors',
      `Who writes the ${blog.blogTitle}.`,
      authors
        .map((author) =>
          linkLine(
            info,
            author.name ?? author.key,
            author.page?.permalink ?? `${blogBasePath}/authors`,
            author.title ?? '',
          ),
        )
        .join('\n'),
    ),
  );
  for (const author of authors) {
    if (!author.page) continue;
    const written = posts.filter((post) => post.metadata.authors.some((postAuthor) => postAuthor.key === author.key));
    pages.set(
      author.page.permalink,
      page(author.name ?? author.key, author.title ?? '', written.map((post) => postLine(info, post)).join('\n')),
    );
  }
  return posts.map((post) => post.metadata.permalink);
}

function collectReferenceSections(
  info: SiteInfo,
  items: readonly ReferenceItem[],
  referencePathPrefix: string,
): ReferenceSectionCopy[] {
  return REFERENCE_SECTIONS.flatMap(({section, title}) => {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length === 0) return [];
    const lines = inSection.map((item) => {
      const description =
        item.kind === 'operation'
          ? item.field.description
          : item.kind === 'type'
            ? item.type.description
            : item.directive.description;
      const summary = (description ?? '').trim().replace(/\s*\n\s*/g, ' ');
      return `- [${item.section === 'directives' ? `@${item.name}` : item.name}](${info.siteUrl}${markdownCopyPath(item.path)})${summary ? `: ${summary}` : ''}`;
    });
    const description = `Every item of this section of the GraphQL API (${inSection.length}), each linked to its reference page as Markdown.`;
    return [{...page(`${title}`, description, lines.join('\n')), markdownPath: `${referencePathPrefix}/${section}.md`}];
  });
}

/** Home and playground: their copies come from the text their components render. */
function collectOwnPages(info: SiteInfo, pages: Map<string, PageCopy>): void {
  pages.set('/', homeCopy(info));
  pages.set('/playground', playgroundCopy(info));
}

export function collectCopies(options: {
  info: SiteInfo;
  /** What every docs plugin instance loaded: the guides' and the reference's. */
  docs: readonly DocsContent[];
  /** The blog's content and base path; none in a build without the blog (a reference part past the first). */
  blog: {content: BlogContent; basePath: string} | undefined;
  /** The schema's items, for the lists of the reference's sections (the site app's); none in a part of the reference. */
  referenceItems: readonly ReferenceItem[] | undefined;
  referencePathPrefix: string;
}): CollectedCopies {
  const pages = new Map<string, PageCopy>();
  const {guides, referenceOverview} = collectDocs(options.info, options.docs, options.referencePathPrefix, pages);
  const posts = options.blog ? collectBlog(options.info, options.blog.content, options.blog.basePath, pages) : [];
  collectOwnPages(options.info, pages);
  return {
    pages,
    guides,
    posts,
    referenceOverview,
    referenceSections: options.referenceItems
      ? collectReferenceSections(options.info, options.referenceItems, options.referencePathPrefix)
      : [],
  };
}
