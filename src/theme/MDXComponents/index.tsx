import {Children, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * A Markdown table whose header row leaves a cell blank (`| | URL |`) would give an empty column header, which
 * screen readers announce as nothing. A blank header cell is rendered as a plain cell instead.
 */
function TableHeaderCell({children, ...props}: ComponentProps<'th'>): ReactNode {
  const blank = Children.toArray(children).every((child) => typeof child === 'string' && child.trim() === '');
  return blank ? <td {...props} /> : <th {...props}>{children}</th>;
}

export default {...MDXComponents, th: TableHeaderCell};
