import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Layout from '@theme/Layout';

import PlaygroundLoading from './_components/PlaygroundLoading';
import styles from './playground.module.css';

// The IDE (GraphiQL, Monaco) is browser-only and heavy: it is split into its own chunk and never
// rendered on the server, so no other route pays for it.
const PlaygroundIde = lazy(() => import('./_components/PlaygroundIde'));

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Run GraphQL operations against the documented schema in your browser, with mock data or your API key."
      noFooter>
      <main id="playground" className={styles.playgroundMain}>
        <BrowserOnly fallback={<PlaygroundLoading />}>
          {() => (
            <Suspense fallback={<PlaygroundLoading />}>
              <PlaygroundIde />
            </Suspense>
          )}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
