/**
 * The theme's CodeBlock without its re-render after hydration. The theme gives every code block a new `key` once
 * the page is hydrated, so that its inline Prism colours switch to the visitor's colour mode: each block was
 * rendered, tokenized and its DOM built a second time during start-up. Here the blocks carry no colours (see
 * ./Content and src/prism/themeCss.ts), so the first render stands.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the theme: string children become one string so they can be highlighted and copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
