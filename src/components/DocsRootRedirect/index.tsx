import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

interface Props {
  /** The start doc `/docs` leads to (route props of the docs-root plugin). */
  readonly to: string;
}

/**
 * `/docs`, the documentation root: it leads to the start doc. Inside the running app (a link, back and forward) the
 * route replaces the history entry with the start doc. On a full page load the server-rendered page's meta refresh
 * does it without script (the Content-Security-Policy allows only hashed inline scripts), and a link is there for
 * clients that follow neither.
 */
export default function DocsRootRedirect({to}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const canonical = useBaseUrl(to, {absolute: true});
  return (
    <Layout title="Documentation" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        {/* Only in the server-rendered page: the app redirects by itself. */}
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
      </Head>
      <main className="container margin-vert--xl">
        <p>
          The documentation starts at <Link to={to}>Getting started</Link>.
        </p>
      </main>
      <Redirect to={to} />
    </Layout>
  );
}
