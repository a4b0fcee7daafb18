import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';

import {site} from '@site/src/site';
import EntryPoints from './_components/EntryPoints';
import {HOME_TEXT} from './_components/homeText';
import styles from './index.module.css';

const ACTION_CLASSES = ['button button--primary button--lg', 'button button--secondary button--lg'];

export default function Home(): ReactNode {
  return (
    <Layout title={HOME_TEXT.title} description={site.tagline}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <Heading as="h1" className={styles.title}>
              {HOME_TEXT.heading(site.brand)}
            </Heading>
            <p className={styles.lead}>{HOME_TEXT.lead}</p>
            <div className={styles.actions}>
              {HOME_TEXT.actions.map((action, index) => (
                <Link key={action.to} className={ACTION_CLASSES[Math.min(index, 1)]} to={action.to}>
                  {action.label}
                </Link>
              ))}
            </div>
            <p className={styles.endpoint}>
              {HOME_TEXT.endpointLabel} <code>{site.apiHttpEndpoint}</code>
            </p>
          </div>
          <div className={styles.example}>
            <CodeBlock language="graphql" title={HOME_TEXT.example.title}>
              {HOME_TEXT.example.query}
            </CodeBlock>
          </div>
        </div>
      </header>
      <main>
        <EntryPoints />
      </main>
    </Layout>
  );
}
