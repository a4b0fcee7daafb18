import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';

import {REFERENCE_ROUTE_SEGMENT} from '@site/src/config/reference';
import {Badge, Bullet, SchemaStatus, SpecifiedBy} from '@site/src/components/ReferenceMarkup';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * A Markdown table whose header row leaves a cell blank (`| | URL |`) would give an empty column header, which
 * screen readers announce as nothing. A blank header cell is rendered as a plain cell instead.
 */
function TableHeaderCell({children, ...props}: ComponentProps<'th'>): ReactNode {
  const blank = Children.toArray(children).every((child) => typeof child === 'string' && child.trim() === '');
  return blank ? <td {...props} /> : <th {...props}>{children}</th>;
}

/**
 * Inline code whose long name carries break opportunities (`Contact<wbr>Input`, src/plugins/rehype-word-breaks.ts) is
 * still inline code: the theme's code component takes any child that is not a string for a code block.
 */
function Code(props: ComponentProps<'code'>): ReactNode {
  const children = Children.toArray(props.children);
  const isBreak = (child: unknown) => isValidElement(child) && child.type === 'wbr';
  const inlineWithBreaks =
    children.some(isBreak) && children.every((child) => isBreak(child) || (typeof child === 'string' && !child.includes('\n')));
  return inlineWithBreaks ? <CodeInline {...props} /> : <MDXComponents.code {...props} />;
}

function useIsReferencePage(): boolean {
  return useLocation().pathname.startsWith(`/docs/${REFERENCE_ROUTE_SEGMENT}/`);
}

/**
 * The generated reference puts its sections (Fields, Arguments, Example, …) at h3, each field at h4 and a field's
 * arguments at h5, right under the page's h1. Assistive technology is given the outline without the skipped
 * level (aria-level 2, 3 and 4); the tags stay, because the table of contents and the search index are built
 * from them.
 */
function withReferenceLevel(tag: 'h3' | 'h4' | 'h5', level: number) {
  const Original = MDXComponents[tag];
  return function ReferenceHeading(props: ComponentProps<typeof Original>): ReactNode {
    const isReference = useIsReferencePage();
    return <Original {...props} {...(isReference ? {'aria-level': level} : {})} />;
  };
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  th: TableHeaderCell,
  code: Code,
  h3: withReferenceLevel('h3', 2),
  h4: withReferenceLevel('h4', 3),
  h5: withReferenceLevel('h5', 4),
  // Used by the generated reference pages (see scripts/reference/mdx-formatter.cjs).
  Badge,
  Bullet,
  SpecifiedBy,
  SchemaStatus,
};
