import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

import {site} from './src/site';
import {appBuildPolicy, failOnBrokenContent, futureFlags, markdownContentChecks, referencePartPolicy} from './src/config/build-policy';
import {appRoutes, type App} from './src/config/apps';
import {currentApp} from './src/config/current-app';
import type {BundlerSettingsOptions} from './src/plugins/bundler-settings';
import {
  REFERENCE_BASE_PATH,
  REFERENCE_CONTENT_DIR,
  REFERENCE_DOCS_PLUGIN_ID,
  REFERENCE_OVERVIEW_PAGE,
  REFERENCE_ROUTE_SEGMENT,
  SCHEMA_FILE,
} from './src/config/reference';
import {BREAKING_CHANGES_ROUTE, CHANGELOG_ROUTE} from './src/config/changelog';
import {blogFeedHeadTags} from './src/config/blog-feeds';
import {lastUpdateOptions} from './src/config/last-update';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';
import {guidesSidebarItemsGenerator, referenceSidebarItemsGenerator} from './src/config/reference-sidebar';
import {ssrTemplate} from './src/config/ssr-template';
import {createReferenceRedirects} from './src/config/reference-redirects';
import remarkOperationCost from './src/plugins/remark-operation-cost';
import remarkSchemaStatus from './src/plugins/remark-schema-status';
import remarkDescriptionEmphasis from './src/plugins/remark-description-emphasis';
import rehypeWordBreaks from './src/plugins/rehype-word-breaks';
import remarkKeepTree from './src/plugins/assistant-markdown/keptTrees';
import type {AssistantMarkdownOptions} from './src/plugins/assistant-markdown';
import type {BuiltPagesOptions} from './src/plugins/built-pages';
import type {OtherAppsOptions} from './src/plugins/other-apps';

/** Navbar highlighting: the guides are every page under /docs but the reference and the glossary (its own item). */
const GUIDES_PATH_PATTERN = `^/docs/(?!(?:${REFERENCE_ROUTE_SEGMENT}|glossar)(?:/|$))`;
const REFERENCE_PATH_PATTERN = `^/docs/${REFERENCE_ROUTE_SEGMENT}(?:/|$)`;

/**
 * The app this process builds (src/config/apps.ts): under `npm run build`, the site app or one part of the reference
 * app, each on its own (scripts/build.ts); otherwise, as under `npm start`, one app of every page.
 */
const app: App = currentApp(process.env, __dirname);
const holdsSite = app.kind !== 'reference';
const holdsReference = app.kind !== 'site';

/** What the guides and the reference instance share: dates, content checks, the one version and its badge. */
const sharedDocsOptions = {
  ...lastUpdateOptions(__dirname),
  // The parsed tree of each page, kept for its Markdown copy (src/plugins/assistant-markdown/keptTrees.ts).
  beforeDefaultRemarkPlugins: [remarkKeepTree],
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

/**
 * The guides, posts and pages also say what they say of the schema's items as the schema and its releases do:
 * upcoming and deprecated names marked beside them, counts computed (src/plugins/remark-schema-status.ts). It runs
 * first: the directive check after it would take its count directives for leftover markup.
 */
const writtenContentPlugins = [remarkSchemaStatus, ...markdownContentChecks.remarkPlugins];

const guidesDocsOptions = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: guidesSidebarItemsGenerator,
  ...sharedDocsOptions,
  remarkPlugins: [remarkSchemaStatus, ...sharedDocsOptions.remarkPlugins],
} satisfies DocsOptions;

/** The reference's docs instance: its pages generated from the schema, all of them or one part's. */
const referenceDocsOptions = {
  id: REFERENCE_DOCS_PLUGIN_ID,
  path: REFERENCE_CONTENT_DIR,
  routeBasePath: REFERENCE_BASE_PATH,
  sidebarPath: './sidebars-reference.ts',
  // The same sidebar in every build: its own pages as doc items, the other parts' as links (reference-sidebar.ts).
  sidebarItemsGenerator: referenceSidebarItemsGenerator,
  ...(app.kind === 'reference' && {include: [...app.parts[app.index]!.include]}),
  ...sharedDocsOptions,
  // The schema's descriptions are Markdown: their emphasis shows as emphasis, not as `_n_`.
  remarkPlugins: [...sharedDocsOptions.remarkPlugins, remarkDescriptionEmphasis],
} satisfies DocsOptions;

const blogOptions = {
  routeBasePath: 'blog',
  blogTitle: `${site.brand} API blog`,
  blogDescription: `Changes, migrations and deprecations of the ${site.brand} GraphQL API.`,
  showReadingTime: true,
  beforeDefaultRemarkPlugins: [remarkKeepTree],
  remarkPlugins: writtenContentPlugins,
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

/** What each app does on broken content; the whole site's links and anchors are checked once the apps are put together. */
const brokenContentPolicy =
  app.kind === 'every-page' ? failOnBrokenContent : app.kind === 'site' ? appBuildPolicy : referencePartPolicy(app.parts);

/** The plugins of an app of `npm run build`: what it knows of the others, and what it tells the build of its pages. */
const appPlugins =
  app.kind === 'every-page'
    ? []
    : ([
        [
          './src/plugins/other-apps/index.ts',
          {
            routes: appRoutes(app, REFERENCE_OVERVIEW_PAGE),
            // The blog adds its feeds to the head of the site app's pages; the reference's pages link them too.
            ...(app.kind === 'reference' && {headTags: blogFeedHeadTags(blogOptions, site.siteTitle)}),
          } satisfies OtherAppsOptions,
        ],
        // Each page's search sections, links, anchors and source, for the checks and the search index of the whole site.
        ['./src/plugins/built-pages/index.ts', {routes: appRoutes(app, REFERENCE_OVERVIEW_PAGE)} satisfies BuiltPagesOptions],
        // A Markdown copy of each of its pages; the site app also writes llms.txt and llms-full.txt.
        [
          './src/plugins/assistant-markdown/index.ts',
          {app: app.kind, routes: appRoutes(app, REFERENCE_OVERVIEW_PAGE)} satisfies AssistantMarkdownOptions,
        ],
      ] satisfies Config['plugins']);

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

  future: {
    ...futureFlags,
    // A part of the reference asks Git nothing: its pages carry their dates in front matter (the release that last
    // changed the item, scripts/reference/compose.ts), and the sitemap is the site app's.
    experimental_vcs: app.kind !== 'reference',
  },

  // The app's scripts load after the first paint instead of sharing the bandwidth the first paint needs.
  ssrTemplate,

  ...brokenContentPolicy,

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
        // The reference app holds the reference's docs instance only (below).
        docs: holdsSite ? guidesDocsOptions : false,
        blog: holdsSite ? blogOptions : false,
        pages: holdsSite ? {remarkPlugins: writtenContentPlugins, rehypePlugins: [rehypeWordBreaks]} : false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: holdsSite ? sitemapOptions : false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...(holdsReference ? [['@docusaurus/plugin-content-docs', referenceDocsOptions] satisfies [string, DocsOptions]] : []),
    // Deprecated operations' pages moved from /docs/graphql/deprecated/{section}/ to /docs/graphql/{section}/: the
    // build that holds a page writes the redirect page at its old URL (a function: nothing per page ships in main.js).
    ...(holdsReference
      ? [['@docusaurus/plugin-client-redirects', {createRedirects: createReferenceRedirects} satisfies ClientRedirectsOptions] satisfies [string, ClientRedirectsOptions]]
      : []),
    ...appPlugins,
    [
      './src/plugins/bundler-settings.ts',
      // A reference app's chunks are named by id: a map of their names would grow with the schema on every page.
      {chunkFilesById: holdsReference} satisfies BundlerSettingsOptions,
    ],
    './src/plugins/prism-token-colours.ts',
    ...(holdsSite
      ? ['./src/plugins/schema-download.ts', './src/plugins/changelog-feed.ts', './src/plugins/docs-root.ts']
      : []),
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
        // The version of the app's docs instance: the guides', or the reference's in the reference app (both "Next").
        {type: 'docsVersionDropdown', position: 'right', ...(!holdsSite && {docsPluginId: REFERENCE_DOCS_PLUGIN_ID})},
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
