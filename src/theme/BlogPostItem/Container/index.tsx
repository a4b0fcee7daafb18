import type {ReactNode} from 'react';
import Container from '@theme-original/BlogPostItem/Container';
import type ContainerType from '@theme/BlogPostItem/Container';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof ContainerType>;

/**
 * A post's own page offers its Markdown copy above the post; the lists of posts do not repeat it per post. It stays
 * outside the post's <article>, which the search index reads: inside, it would become the post's first section.
 */
export default function ContainerWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageMarkdownActions />}
      <Container {...props} />
    </>
  );
}
