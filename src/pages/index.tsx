import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';

import {site} from '@site/src/site';
import EntryPoints from './_components/EntryPoints';
import {HOME_LEAD} from './_components/entryPointList';
import {HOME_EXAMPLE_QUERY} from './_components/homeExample';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout title="GraphQL API for documents and folders" description={site.tagline}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <Heading as="h1" className={styles.title}>
              The {site.brand} GraphQL API
            </Heading>
            <p className={styles.lead}>{HOME_LEAD}</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/playground">
                Open the playground
              </Link>
            </div>
            <p className={styles.endpoint}>
              Endpoint <code>{site.apiHttpEndpoint}</code>
            </p>
          </div>
          <div className={styles.example}>
            <CodeBlock language="graphql" title="One request, exactly the data you need">
              {HOME_EXAMPLE_QUERY}
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
