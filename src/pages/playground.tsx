import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import Playground from '@site/src/playground/Playground';
import {PLAYGROUND_TEXT} from '@site/src/playground/pageText';

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title={PLAYGROUND_TEXT.title} description={PLAYGROUND_TEXT.description} noFooter>
      <Playground />
    </Layout>
  );
}
