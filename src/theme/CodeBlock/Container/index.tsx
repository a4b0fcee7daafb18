/**
 * The theme's code-block container without the Prism colours as inline CSS variables: those were the server's
 * colour mode until the theme rendered every block again after hydration (see ../index.tsx). The same variables
 * come from the stylesheet of src/prism/themeCss.ts, per colour mode.
 */
import type {ComponentProps, ElementType, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />
  );
}
