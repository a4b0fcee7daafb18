/**
 * Every text the home page shows. The page (../index.tsx, ./EntryPoints.tsx) renders it and its Markdown copy
 * (src/plugins/assistant-markdown/ownPages.ts) is written from it, so an edit here changes both.
 */
import {HOME_EXAMPLE_QUERY} from './homeExample';

export interface EntryPoint {
  readonly title: string;
  readonly to: string;
  readonly text: string;
}

const ENTRY_POINTS: readonly EntryPoint[] = [
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

export interface HomeText {
  /** The document title (the browser tab) and the meta description. */
  readonly title: string;
  /** The hero heading, for the brand name. */
  readonly heading: (brand: string) => string;
  readonly lead: string;
  readonly actions: readonly {readonly label: string; readonly to: string}[];
  /** Precedes the API endpoint. */
  readonly endpointLabel: string;
  readonly example: {readonly title: string; readonly query: string};
  readonly entryPointsHeading: string;
  readonly entryPoints: readonly EntryPoint[];
}

export const HOME_TEXT: HomeText = {
  title: 'GraphQL API for documents and folders',
  heading: (brand) => `The ${brand} GraphQL API`,
  lead: 'Read and organise documents and folders, upload files of any size, comment, label, export, share and react to changes as they happen, with one typed endpoint.',
  actions: [
    {label: 'Get started', to: '/docs/getting-started'},
    {label: 'Open the playground', to: '/playground'},
  ],
  endpointLabel: 'Endpoint',
  example: {title: 'One request, exactly the data you need', query: HOME_EXAMPLE_QUERY},
  entryPointsHeading: 'Where to go next',
  entryPoints: ENTRY_POINTS,
};
