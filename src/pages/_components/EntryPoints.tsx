import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {HOME_TEXT} from './homeText';
import styles from './EntryPoints.module.css';

export default function EntryPoints(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="entry-points-title">
      <div className="container">
        <Heading as="h2" id="entry-points-title" className={styles.heading}>
          {HOME_TEXT.entryPointsHeading}
        </Heading>
        <ul className={styles.grid}>
          {HOME_TEXT.entryPoints.map((entry) => (
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
