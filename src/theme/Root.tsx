import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';

import {CrossAppLinks} from '@site/src/navigation/CrossAppLinks';

type Props = WrapperProps<typeof RootType>;

/** The app's root, with links into the other apps of the site left to the browser (src/navigation/). */
export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <CrossAppLinks />
      <Root {...props} />
    </>
  );
}
