import {useContext, type ReactNode} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';

import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import {ActionsAfterVersionBadge} from '@site/src/components/PageMarkdownActions/placement';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/** On a category's index page the Markdown actions follow the badge, where docs pages show theirs. */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const withActions = useContext(ActionsAfterVersionBadge);
  return (
    <>
      <DocVersionBadge {...props} />
      {withActions && <PageMarkdownActions />}
    </>
  );
}
