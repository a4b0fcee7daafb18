import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';

import {documentLoadedAt, loadFromServer} from './loadFromServer';

/**
 * A stand-in for a page the app does not hold: in the light build for every reference page
 * (src/plugins/reference-elsewhere.ts), in a reference part past the first for each of the first part's other pages
 * (src/plugins/site-elsewhere/). Reached by navigating in the app (a link, the search, back and forward), it loads the
 * page from the server, which has it from another build. Loaded from the server itself, the path has no page (the
 * server answered with the not-found page), so it shows the not-found page instead of asking the server again.
 */
export default function FullPageLoad(): ReactNode {
  const {pathname} = useLocation();
  // Decided on the first render, so a not-found page from the server hydrates as the same markup.
  const [notFound, setNotFound] = useState(() => ExecutionEnvironment.canUseDOM && documentLoadedAt(pathname));
  useEffect(() => {
    if (!loadFromServer(pathname)) setNotFound(true);
  }, [pathname]);
  if (notFound) return <NotFound />;
  return (
    <Layout>
      <main className="container margin-vert--xl" aria-busy="true" />
    </Layout>
  );
}
