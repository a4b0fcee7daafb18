import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof HeaderType>;

/** A post's own page offers its Markdown copy above its title; the lists of posts do not repeat it per post. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageMarkdownActions />}
      <Header {...props} />
    </>
  );
}
