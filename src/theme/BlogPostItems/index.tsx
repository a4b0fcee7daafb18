import {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';

import {BlogListTitleContext} from './listTitle';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * On the blog's list pages, a level-one heading for screen readers and the page outline; the visible design
 * stays the list of posts. Tag and author pages bring their own heading.
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const listTitle = useContext(BlogListTitleContext);
  return (
    <>
      {listTitle && <h1 className="folio-visually-hidden">{listTitle}</h1>}
      <BlogPostItems {...props} />
    </>
  );
}
