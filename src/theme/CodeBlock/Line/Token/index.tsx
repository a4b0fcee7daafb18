import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type LineTokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

import {codeThemesOf, tokenColourClasses} from '@site/src/prism/tokenColours';

type Props = WrapperProps<typeof LineTokenType>;

/**
 * A code token coloured by class names (src/prism/tokenColours.ts) instead of its theme's inline style, in both
 * colour modes at once. An empty line's token keeps its style, which is its box (`display: inline-block`), not a colour.
 */
export default function LineTokenWrapper({style, className, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  if (props.token.empty) return <LineToken {...props} className={className} style={style} />;
  return <LineToken {...props} className={clsx(className, tokenColourClasses(codeThemesOf(prism), props.token.types))} />;
}
