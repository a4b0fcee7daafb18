import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

import {site} from './src/site';
import {
  failOnBrokenContent,
  futureFlags,
  lightBuildPolicy,
  markdownContentChecks,
  referencePartPolicy,
} from './src/config/build-policy';
import {
  firstPartRoutesFile,
  isLightBuild,
  isWholeBuild,
  readReferencePart,
  referencePartRef,
} from './src/config/build-variant';
import type {BundlerSettingsOptions} from './src/plugins/bundler-settings';
import {
  REFERENCE_BASE_PATH,
  REFERENCE_BASE_ROUTE,
  REFERENCE_CONTENT_DIR,
  REFERENCE_DOCS_PLUGIN_ID,
  REFERENCE_ROUTE_SEGMENT,
  SCHEMA_FILE,
} from './src/config/reference';
import {BREAKING_CHANGES_ROUTE, CHANGELOG_ROUTE} from './src/config/changelog';
import {graphqlMarkdownOptions} from './src/config/graphql-markdown';
import {lastUpdateOptions} from './src/config/last-update';
import {darkCodeTheme, lightCodeTheme} from './src/config/prism-themes';
import {
  guidesSidebarItemsGenerator,
  referencePartSidebarItemsGenerator,
  referenceSidebarItemsGenerator,
} from './src/config/reference-sidebar';
import {ssrTemplate} from './src/config/ssr-template';
import remarkOperationCost from './src/plugins/remark-operation-cost';
import remarkDescriptionEmphasis from './src/plugins/remark-description-emphasis';
import rehypeWordBreaks from './src/plugins/rehype-word-breaks';
import type {AssistantMarkdownOptions} from './src/plugins/assistant-markdown';
import type {BuiltPagesOptions} from './src/plugins/built-pages';
import type {ReferenceElsewhereOptions} from './src/plugins/reference-elsewhere';
import {START_DOC_FOLDER, type SiteElsewhereOptions} from './src/plugins/site-elsewhere';
import {DOCS_ROOT, DOCS_START} from './src/plugins/docs-root';

/** Navbar highlighting: the guides are every page under /docs but the reference and the glossary (its own item). */
const GUIDES_PATH_PATTERN = `^/docs/(?!(?:${REFERENCE_ROUTE_SEGMENT}|glossar)(?:/|$))`;
const REFERENCE_PATH_PATTERN = `^/docs/${REFERENCE_ROUTE_SEGMENT}(?:/|$)`;

/** What the guides and the reference instance share: dates, content checks, the one version and its badge. */
const sharedDocsOptions = {
  ...lastUpdateOptions(__dirname),
  // ```graphql blocks marked `cost` say what the operation costs, computed at build time.
  remarkPlugins: [...markdownContentChecks.remarkPlugins, remarkOperationCost],
  // Headings and table cells break long identifiers between their words and keep dates whole.
  rehypePlugins: [rehypeWordBreaks],
  includeCurrentVersion: true,
  lastVersion: 'current',
  versions: {
    // The badge shows "Version: Next" on every docs page; with one version Docusaurus hides it by default.
    current: {label: 'Next', badge: true},
  },
} satisfies DocsOptions;

const lightBuild = isLightBuild();
/** Set when the reference is too large for one build: the part of it this build holds (src/config/reference-parts.ts). */
const partRef = referencePartRef();
const partBuild = partRef && readReferencePart(partRef);
const referencePart = partBuild?.parts[partBuild.index];
/**
 * Set in a part past the first: the first part's routes. Such a part serves its reference pages only, so it builds
 * neither the guides nor the blog nor the site's own pages; it stands in for them (src/plugins/site-elsewhere/).
 */
const firstPartRoutes = firstPartRoutesFile(partRef);

/** The reference's docs instance, its generator's plugin, and what needs every page: search and Markdown copies. */
const wholeSitePlugins = [
  ['@graphql-markdown/docusaurus', graphqlMarkdownOptions],
  [
    '@docusaurus/plugin-content-docs',
    {
      id: REFERENCE_DOCS_PLUGIN_ID,
      path: REFERENCE_CONTENT_DIR,
      routeBasePath: REFERENCE_BASE_PATH,
      sidebarPath: './sidebars-reference.ts',
      sidebarItemsGenerator: partBuild
        ? referencePartSidebarItemsGenerator(partBuild.parts, partBuild.index, REFERENCE_BASE_ROUTE)
        : referenceSidebarItemsGenerator,
      ...(referencePart ? {include: [...referencePart.include]} : {}),
      ...sharedDocsOptions,
      // The schema's descriptions are Markdown: their emphasis shows as emphasis, not as `_n_`.
      remarkPlugins: [...sharedDocsOptions.remarkPlugins, remarkDescriptionEmphasis],
    } satisfies DocsOptions,
  ],
  // The search index: one lunr index over docs, blog and pages, built from the rendered pages. Under `npm run build`
  // the whole builds read their pages' sections (and, in parts, anchors) instead, and scripts/build.ts builds the
  // index once they are put together. Before the copies: its worker starts as their work begins.
  isWholeBuild()
    ? ['./src/plugins/built-pages/index.ts', {part: partRef} satisfies BuiltPagesOptions]
    : './src/plugins/search-index/index.ts',
  // llms.txt, llms-full.txt and a Markdown copy of every page, for assistants.
  ['./src/plugins/assistant-markdown/index.ts', {part: partRef} satisfies AssistantMarkdownOptions],
  // In a part of the reference, one route stands for the other parts' pages and loads them from the server.
  ...(partBuild ? [['./src/plugins/reference-elsewhere.ts', {beneathPart: true} satisfies ReferenceElsewhereOptions]] : []),
  // Past the first part, one route stands for each of the first part's other pages.
  ...(firstPartRoutes
    ? [['./src/plugins/site-elsewhere/index.ts', {routesFile: firstPartRoutes, ownRoutes: [DOCS_ROOT, DOCS_START]} satisfies SiteElsewhereOptions]]
    : []),
] satisfies Config['plugins'];

/** In the light build, one route stands for every reference page and loads it from the server. */
const lightBuildPlugins = ['./src/plugins/reference-elsewhere.ts'] satisfies Config['plugins'];

/** The guides; past the first part of a reference in parts, their start page alone (src/plugins/site-elsewhere/). */
const guidesDocsOptions = firstPartRoutes
  ? ({path: START_DOC_FOLDER, routeBasePath: 'docs', sidebarPath: false, ...sharedDocsOptions} satisfies DocsOptions)
  : ({
      routeBasePath: 'docs',
      sidebarPath: './sidebars.ts',
      sidebarItemsGenerator: guidesSidebarItemsGenerator,
      ...sharedDocsOptions,
    } satisfies DocsOptions);

const blogOptions = {
  routeBasePath: 'blog',
  blogTitle: `${site.brand} API blog`,
  blogDescription: `Changes, migrations and deprecations of the ${site.brand} GraphQL API.`,
  showReadingTime: true,
  ...markdownContentChecks,
  rehypePlugins: [rehypeWordBreaks],
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {type: ['rss', 'atom'], xslt: true},
} satisfies BlogOptions;

const sitemapOptions = {
  changefreq: 'weekly',
  priority: 0.5,
  // The generated reference is hundreds of near-identical pages; guides are what should rank.
  ignorePatterns: [`/docs/${REFERENCE_ROUTE_SEGMENT}`, `/docs/${REFERENCE_ROUTE_SEGMENT}/**`],
  filename: 'sitemap.xml',
} satisfies Preset.Options['sitemap'];

// Bumping this id shows the announcement again to visitors who dismissed the previous one.
const ANNOUNCEMENT_ID = 'v1-endpoint-sunset-2027-03-31';

const config = {
  title: site.siteTitle,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.siteUrl,
  baseUrl: '/',
  organizationName: 'folio-developers',
  projectName: 'developer-portal',

  future: futureFlags,

  // The app's scripts load after the first paint instead of sharing the bandwidth the first paint needs.
  ssrTemplate,

  ...(lightBuild ? lightBuildPolicy : partBuild ? referencePartPolicy(partBuild.parts) : failOnBrokenContent),

  // A button pressed before hydration is pressed again once the page is hydrated (src/config/ssr-template.ts).
  clientModules: [
    './src/clientModules/earlyClick.ts',
    './src/clientModules/searchShortcuts.ts',
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: guidesDocsOptions,
        // Past the first part of a reference in parts, the blog, the pages and the sitemap are the first part's.
        blog: firstPartRoutes ? false : blogOptions,
        pages: firstPartRoutes ? false : {...markdownContentChecks, rehypePlugins: [rehypeWordBreaks]},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: firstPartRoutes ? false : sitemapOptions,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Under `npm run build`, holds the build until the reference it starts alongside has been generated. First, so
    // that its postBuild reports the pages rendered before the other plugins' postBuild work holds the main thread.
    './src/plugins/reference-gate.ts',
    ...(lightBuild ? lightBuildPlugins : wholeSitePlugins),
    [
      './src/plugins/bundler-settings.ts',
      // The whole build's app holds every reference page: a map naming each page's chunks would grow with the schema
      // on every page. The light app's few chunks keep their readable names. The whole build's /playground page is
      // not served, so its app leaves the IDE to the light build's.
      {chunkFilesById: !lightBuild, playgroundIdeElsewhere: isWholeBuild()} satisfies BundlerSettingsOptions,
    ],
    './src/plugins/schema-download.ts',
    './src/plugins/changelog-feed.ts',
    './src/plugins/docs-root.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'description', content: site.tagline},
      {name: 'theme-color', content: '#0f1117'},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      // Dark is the house style even when the OS asks for light; the toggle lets visitors choose.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: `The legacy <code>/v1/graphql</code> endpoint stops answering on 31 March 2027. <a href="/blog/sunsetting-the-v1-endpoint">Read the migration guide</a>.`,
      backgroundColor: '#1d2a4d',
      textColor: '#e6ecff',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: site.brand,
      hideOnScroll: true,
      logo: {
        alt: `${site.brand} logo`,
        src: 'img/logo.svg',
        width: 28,
        height: 28,
      },
      items: [
        // Plain links, active by path: a `docSidebar` item finds the active doc by matching the URL against every
        // one of the ~500 docs, for each item on every render (server and hydration alike).
        {to: '/docs/getting-started', label: 'Docs', position: 'left', activeBaseRegex: GUIDES_PATH_PATTERN},
        {
          to: `/docs/${REFERENCE_ROUTE_SEGMENT}`,
          label: 'API reference',
          position: 'left',
          activeBaseRegex: REFERENCE_PATH_PATTERN,
        },
        {to: '/playground', label: 'Playground', position: 'left'},
        // A plain link: a `doc` item would light up on every page of the docs sidebar.
        {to: '/docs/glossar', label: 'Glossary', position: 'left', activeBaseRegex: '^/docs/glossar/?$'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            {to: '/docs/best-practices', label: 'Best practices'},
            {to: '/docs/errors', label: 'Errors'},
            {to: '/docs/limits', label: 'Limits'},
            {to: '/docs/troubleshooting/', label: 'Troubleshooting'},
            {href: `pathname:///${SCHEMA_FILE}`, label: 'Download the schema'},
          ],
        },
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: site.apiKeySettingsUrl, label: 'Get an API key', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Getting started', to: '/docs/getting-started'},
            {label: 'Best practices', to: '/docs/best-practices'},
            {label: 'Glossary', to: '/docs/glossar'},
          ],
        },
        {
          title: 'API',
          items: [
            {label: 'API reference', to: `/docs/${REFERENCE_ROUTE_SEGMENT}`},
            {label: 'Playground', to: '/playground'},
            {label: 'API changelog', to: CHANGELOG_ROUTE},
            {label: 'Breaking changes', to: BREAKING_CHANGES_ROUTE},
            {label: 'Download the schema', href: `pathname:///${SCHEMA_FILE}`},
            {label: 'Get an API key', href: site.apiKeySettingsUrl},
          ],
        },
        {
          title: site.brand,
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Code hosting', href: site.codeHostingUrl},
            {label: 'Imprint', href: site.imprintUrl},
          ],
        },
      ],
      copyright: `Copyright © ${site.copyrightYear} ${site.brand}. Built with Docusaurus.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Grammars beyond prism-react-renderer's own (tests/unit/prism.test.ts checks every code block's language).
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
