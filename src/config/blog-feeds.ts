import type {HtmlTagObject} from '@docusaurus/types';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

const FEEDS = {
  rss: {type: 'application/rss+xml', file: 'rss.xml', title: 'RSS Feed'},
  atom: {type: 'application/atom+xml', file: 'atom.xml', title: 'Atom Feed'},
  json: {type: 'application/json', file: 'feed.json', title: 'JSON Feed'},
} as const;

type FeedType = keyof typeof FEEDS;

/**
 * The links to the blog's feeds that the blog plugin puts in the head of every page of its app, as it writes them,
 * for an app without the blog (the reference app, src/config/apps.ts): every page of the site links the same feeds.
 */
export function blogFeedHeadTags(
  options: Pick<BlogOptions, 'routeBasePath'> & {feedOptions?: {type?: readonly FeedType[]; title?: string}},
  siteTitle: string,
): HtmlTagObject[] {
  const base = `/${String(options.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, '')}`;
  const title = options.feedOptions?.title ?? siteTitle;
  return (options.feedOptions?.type ?? []).map((type) => ({
    tagName: 'link',
    attributes: {rel: 'alternate', type: FEEDS[type].type, href: `${base}/${FEEDS[type].file}`, title: `${title} ${FEEDS[type].title}`},
  }));
}
