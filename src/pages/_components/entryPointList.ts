/** The home page's lead and entry points; its Markdown copy (src/plugins/assistant-markdown) says the same. */
export const HOME_LEAD =
  'Read and organise documents and folders, upload files of any size, comment, label, export, share and react to changes as they happen, with one typed endpoint.';

export interface EntryPoint {
  readonly title: string;
  readonly to: string;
  readonly text: string;
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    title: 'Getting started',
    to: '/docs/getting-started',
    text: 'Create an API key and send your first query with curl, JavaScript or Python in five minutes.',
  },
  {
    title: 'Documents',
    to: '/docs/category/documents',
    text: 'Create documents from files, text and exports, upload large files in parts, read and update them.',
  },
  {
    title: 'Folders',
    to: '/docs/category/folders',
    text: 'Build the folder tree, set permissions, pin folders to places, move, archive and bin them.',
  },
  {
    title: 'API reference',
    to: '/docs/graphql',
    text: 'Every query, mutation, subscription and type, each with an example you can run.',
  },
  {
    title: 'Playground',
    to: '/playground',
    text: 'Autocomplete, validation and mock data in your browser; add a key to call the live API.',
  },
  {
    title: 'Errors and limits',
    to: '/docs/errors',
    text: 'How failures are reported, which codes to handle, and the rate and size limits to plan for.',
  },
];
