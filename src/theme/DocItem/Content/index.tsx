import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page, guides and reference alike, offers its Markdown copy above its title. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
