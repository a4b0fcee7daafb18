import type {ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';

import {breakableText} from '@site/src/components/BreakableText';

type Props = WrapperProps<typeof HeadingType>;

/**
 * A heading whose text is given as a string (a page's title from its front matter: a reference item's name) breaks
 * a long identifier between its words, not inside one. Markdown headings get the same from rehype-word-breaks.
 */
export default function HeadingWrapper({children, ...props}: Props): ReactNode {
  return <Heading {...props}>{typeof children === 'string' ? breakableText(children) : children}</Heading>;
}
