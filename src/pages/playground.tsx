import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import Playground from '@site/src/playground/Playground';

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Run GraphQL operations against the documented schema in your browser, with mock data or your API key."
      noFooter
    >
      <Playground />
    </Layout>
  );
}
