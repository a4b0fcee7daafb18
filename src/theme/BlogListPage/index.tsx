import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';

import {BlogListTitleContext} from '../BlogPostItems/listTitle';

type Props = WrapperProps<typeof BlogListPageType>;

/** The blog's list pages have no level-one heading of their own; BlogPostItems prints the blog's title for them. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitleContext.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleContext.Provider>
  );
}
