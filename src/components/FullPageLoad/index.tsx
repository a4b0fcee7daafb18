import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';

import {documentLoadedAt, loadFromServer} from './loadFromServer';

/**
 * The stand-in route for the pages another app holds (src/plugins/other-apps/). Links there are plain navigations
 * (src/navigation/); an app that still navigates there by code (the search, back and forward into a history entry the
 * app made) loads the page from the server, which has it from the other app. Loaded from the server itself, the path
 * has no page (the server answered with the not-found page), so it shows the not-found page instead of asking again.
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
