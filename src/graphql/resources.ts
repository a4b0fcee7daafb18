/**
 * The resources the API's items act on, the way developers look things up (folders, documents, uploads …): the one
 * declaration of how the reference sidebar groups them (src/config/reference-sidebar.ts). An item belongs to the first
 * resource, in RESOURCE_RULES' order, that one of the words of its name names (`createCommentOnDocument`: create,
 * comment, on, document → Comments); an item that names none is in OTHER_RESOURCE. Copies of the schema's items that
 * keep their words (`createFolder2`, `Folder2Connection`) land where the originals do.
 */

/** The resources in the order the sidebar lists them. */
export const RESOURCES = [
  'Folders',
  'Documents',
  'Uploads',
  'Comments',
  'Labels',
  'Templates',
  'Exports',
  'Groups and users',
  'Notifications',
  'Dashboards',
  'Activity',
  'Company',
  'Lookup',
] as const;

export type Resource = (typeof RESOURCES)[number];

/** Where items that name no resource go (types such as `PageInfo` or `DateTime`). */
export const OTHER_RESOURCE = 'Common';

/**
 * Which words put an item in which resource, tried in this order: a more specific word first (an upload transaction
 * creates a document, but belongs to Uploads; a comment on a document to Comments; a folder's permissions and labels
 * to Folders, a document's labels to Labels).
 */
export const RESOURCE_RULES: readonly {readonly resource: Resource; readonly words: readonly string[]}[] = [
  {resource: 'Uploads', words: ['upload']},
  {resource: 'Exports', words: ['export', 'exports', 'docx']},
  {resource: 'Comments', words: ['comment', 'comments', 'mention', 'mentioning']},
  {resource: 'Dashboards', words: ['dashboard', 'widget', 'widgets']},
  {resource: 'Notifications', words: ['notification', 'notifications', 'unread']},
  {resource: 'Templates', words: ['template', 'templates']},
  {resource: 'Activity', words: ['activity', 'workflow']},
  {resource: 'Folders', words: ['permission', 'permissions', 'subfolder', 'subfolders']},
  {resource: 'Labels', words: ['label', 'labels']},
  {resource: 'Documents', words: ['document', 'documents', 'items', 'text', 'pinned', 'revision', 'revisions', 'history', 'file', 'thumbnails']},
  {resource: 'Folders', words: ['folder', 'folders', 'favorite', 'favorited', 'unfavorited', 'archive', 'archived', 'unarchive', 'bin', 'breadcrumb']},
  {resource: 'Groups and users', words: ['group', 'groups', 'user', 'users', 'role', 'me', 'session', 'email']},
  {resource: 'Company', words: ['company', 'backup', 'sample', 'theme']},
  {resource: 'Lookup', words: ['node', 'nodes', 'search', 'location', 'locations', 'geo', 'address']},
];

/** The words of a GraphQL name, lower case: `createFolder2Export` → create, folder, export; `PDF_TEMPLATE` → pdf, template. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The resource an item belongs to, by its name. */
export function resourceOf(name: string): Resource | typeof OTHER_RESOURCE {
  const words = new Set(wordsOf(name));
  return RESOURCE_RULES.find((rule) => rule.words.some((word) => words.has(word)))?.resource ?? OTHER_RESOURCE;
}
