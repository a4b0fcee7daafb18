import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';

import {CrossAppLinks} from '@site/src/navigation/CrossAppLinks';
import {useHydrationEnd} from '@site/src/client/hydration';

type Props = WrapperProps<typeof RootType>;

/**
 * The app's root, with links into the other apps of the site left to the browser (src/navigation/), and the end of
 * hydration marked for the components that keep served HTML (src/client/hydration.ts).
 */
export default function RootWrapper(props: Props): ReactNode {
  useHydrationEnd();
  return (
    <>
      <CrossAppLinks />
      <Root {...props} />
    </>
  );
}
