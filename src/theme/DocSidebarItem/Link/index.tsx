import type {ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

import {breakableText} from '@site/src/components/BreakableText';

type Props = WrapperProps<typeof LinkType>;

/**
 * A sidebar link's label breaks a long identifier between its words ("createDashboardWidget|Group"), not inside one.
 * The theme renders the label as the link's text, and uses it as its list item's key, where any value is made a
 * string; its type says string, what it renders takes any node.
 */
export default function DocSidebarItemLinkWrapper({item, ...props}: Props): ReactNode {
  const label = breakableText(item.label);
  return <Link {...props} item={label === item.label ? item : {...item, label: label as unknown as string}} />;
}
