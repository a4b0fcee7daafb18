import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './EntryPoints.module.css';

interface EntryPoint {
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

export default function EntryPoints(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="entry-points-title">
      <div className="container">
        <Heading as="h2" id="entry-points-title" className={styles.heading}>
          Where to go next
        </Heading>
        <ul className={styles.grid}>
          {ENTRY_POINTS.map((entry) => (
            <li key={entry.to}>
              <Link className={styles.card} to={entry.to}>
                <span className={styles.cardTitle}>{entry.title}</span>
                <span className={styles.cardText}>{entry.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
