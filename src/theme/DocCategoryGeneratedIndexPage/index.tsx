import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import {ActionsAfterVersionBadge} from '@site/src/components/PageMarkdownActions/placement';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/**
 * A category's index page is a docs page too: it offers its Markdown copy (the list of its pages), placed under the
 * breadcrumb and version badge like on every docs page (src/theme/DocVersionBadge).
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <ActionsAfterVersionBadge.Provider value>
      <DocCategoryGeneratedIndexPage {...props} />
    </ActionsAfterVersionBadge.Provider>
  );
}
