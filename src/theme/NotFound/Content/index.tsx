import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import {documentLoadedAt, loadFromServer} from '@site/src/components/FullPageLoad/loadFromServer';
import {useHoldsRoute} from '@site/src/navigation/useHoldsRoute';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * A page another app holds is not missing: a part of the reference (src/config/apps.ts) shows this not-found content
 * for the other parts' pages, as its docs instance does not have them. Reached by navigating in the app, such a path
 * is loaded from the server, which has every page; loaded from the server already, the path has no page, and the
 * not-found content is shown.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const elsewhere = !useHoldsRoute()(pathname);
  // Decided on the first render, so a not-found page from the server hydrates as the same markup.
  const [notFound, setNotFound] = useState(() => !elsewhere || (ExecutionEnvironment.canUseDOM && documentLoadedAt(pathname)));
  useEffect(() => {
    if (elsewhere && !loadFromServer(pathname)) setNotFound(true);
  }, [elsewhere, pathname]);
  if (!notFound) return <main className="container margin-vert--xl" aria-busy="true" />;
  return (
    <>
      <NotFoundContent {...props} />
      <NotFoundSuggestions />
    </>
  );
}
