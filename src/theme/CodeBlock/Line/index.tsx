import {useCallback, type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LineType>;

/**
 * A code line without the inline style Prism gives each line: it is the block's plain colour, which the line
 * inherits from its `pre` anyway (one `style` attribute fewer per line; see CodeBlock/Line/Token).
 */
export default function LineWrapper({getLineProps, ...props}: Props): ReactNode {
  const withoutStyle = useCallback<typeof getLineProps>(
    (input) => {
      const lineProps = {...getLineProps(input)};
      delete lineProps.style;
      return lineProps;
    },
    [getLineProps],
  );
  return <Line {...props} getLineProps={withoutStyle} />;
}
