import type {ReactNode} from 'react';

import {schemaStatusText} from './statusText';
import styles from './styles.module.css';

/**
 * The small components graphql-markdown's pages use (`<Badge>`, `<Bullet />`, `<SpecifiedBy>`), provided to every
 * MDX page through src/theme/MDXComponents. graphql-markdown would otherwise declare them again at the top of each
 * of its ~470 pages, and the MDX compiler parsed those declarations (and their inline style objects) once per page.
 */

/** A type's kind or a field's nullability: `<Badge class="badge badge--secondary" text="non-null"/>`. */
export function Badge({class: className, text}: {readonly class: string; readonly text: string}): ReactNode {
  return <span className={className}>{text}</span>;
}

/** The separator between a field's name and its type in a field heading. */
export function Bullet(): ReactNode {
  return <span className={styles.bullet}>&nbsp;●&nbsp;</span>;
}

/** A custom scalar's link to its specification (`@specifiedBy(url:)`). */
export function SpecifiedBy({url}: {readonly url: string}): ReactNode {
  return (
    <>
      Specification
      <a className={styles.specificationLink} target="_blank" rel="noopener noreferrer" href={url} title={`Specified by ${url}`}>
        ⎘
      </a>
    </>
  );
}

/**
 * An item's status under its title: upcoming (not in the latest release) or deprecated. Its `data-schema-status` is
 * what the search index reads to mark the page's results.
 */
export function SchemaStatus({status, release}: {readonly status: 'upcoming' | 'deprecated'; readonly release?: string}): ReactNode {
  // A deprecated item's page says so already (graphql-markdown's warning with the reason): only the mark is added.
  if (status === 'deprecated') return <span hidden data-schema-status={status} />;
  const [label, ...rest] = schemaStatusText(status, release).split(': ');
  return (
    <p className={`${styles.status} ${styles[status]}`} data-schema-status={status}>
      <strong className={styles.statusLabel}>{label}</strong> {rest.join(': ')}
    </p>
  );
}
