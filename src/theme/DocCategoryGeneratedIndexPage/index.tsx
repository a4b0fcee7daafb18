import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** A category's index page is a docs page too: it offers its Markdown copy (the list of its pages). */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
