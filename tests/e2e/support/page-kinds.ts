/**
 * One page of each kind the site has: the accessibility scans (accessibility.spec.ts) and the walk
 * (scripts/walk.ts) look at the same pages.
 */
export interface PageKind {
  readonly kind: string;
  readonly path: string;
}

export const PAGE_KINDS: readonly PageKind[] = [
  {kind: 'home', path: '/'},
  {kind: 'guide', path: '/docs/getting-started'},
  {kind: 'category index', path: '/docs/category/folders'},
  {kind: 'reference overview', path: '/docs/graphql'},
  {kind: 'reference object', path: '/docs/graphql/objects/folder'},
  {kind: 'reference query', path: '/docs/graphql/queries/me'},
  {kind: 'reference mutation', path: '/docs/graphql/mutations/create-folder'},
  {kind: 'reference enum', path: '/docs/graphql/enums/sort-direction'},
  {kind: 'reference directive', path: '/docs/graphql/directives/one-of'},
  {kind: 'API changelog', path: '/docs/changelog'},
  {kind: 'breaking changes', path: '/docs/changelog/breaking-changes'},
  {kind: 'blog index', path: '/blog'},
  {kind: 'blog post', path: '/blog/sunsetting-the-v1-endpoint'},
  {kind: 'blog tag', path: '/blog/tags/api'},
  {kind: 'blog archive', path: '/blog/archive'},
  {kind: 'blog authors', path: '/blog/authors'},
  {kind: 'playground', path: '/playground'},
  {kind: 'not found', path: '/no-such-page'},
];
