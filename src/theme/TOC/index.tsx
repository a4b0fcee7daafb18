import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** The blog post layout puts the table of contents beside `<main>`; a named nav keeps it inside a landmark. */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.nav}>
      <TOC {...props} />
    </nav>
  );
}
