import {Fragment, useLayoutEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * A code block's highlighted code, kept as the server rendered it when the page hydrates.
 *
 * The theme highlights every block again in the browser while hydrating (Prism's tokenizer), only to arrive at the
 * token elements the page already has, one React element per token: on a long guide, the largest share of the
 * hydration's main-thread time on a phone (maintainers/performance.md). A block hydrated here is a `pre` whose
 * content React is told is raw HTML, so React keeps the served elements without building or comparing them. The
 * block is highlighted in the browser only when what it shows must change (the other colour mode's Prism theme) or
 * when the server did not render it (a client-side navigation, a tab panel rendered on demand, the dev server).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydratingOrOnServer) && ExecutionEnvironment.canUseDOM;
  // The Prism theme of the served HTML, while the block still shows it.
  const [servedTheme, setServedTheme] = useState(() => (hydrating ? prismTheme : undefined));
  // Once highlighted, a block stays so: its served elements are gone.
  if (servedTheme !== undefined && servedTheme !== prismTheme) setServedTheme(undefined);
  const served = servedTheme === prismTheme;

  const {codeBlockRef, isEnabled: wrapped} = wordWrap;
  useLayoutEffect(() => {
    // A block highlighted after it was served has a new `code` element: word wrap, which the theme switches on that
    // element's style, is carried over as its toggle sets it (for any other block the toggle has set the same).
    const code = codeBlockRef.current?.querySelector('code');
    if (served || !wrapped || !code) return;
    code.style.whiteSpace = 'pre-wrap';
    code.style.overflowWrap = 'anywhere';
  }, [served, wrapped, codeBlockRef]);

  // The keys make the change from one to the other a remount: no served element is reused for the highlighted block.
  return served ? (
    <Fragment key="served">
      <pre ref={codeBlockRef} dangerouslySetInnerHTML={KEEP_SERVED_CONTENT} suppressHydrationWarning />
    </Fragment>
  ) : (
    <Fragment key="highlighted">
      <Content {...props} />
    </Fragment>
  );
}

/**
 * Raw HTML for React: it neither compares an element's served content with it while hydrating nor sets it, and on a
 * later render sets it only if it changes, which this never does.
 */
const KEEP_SERVED_CONTENT = {__html: ''};

// React reads the server snapshot on the server and while hydrating, and the other one in every other render.
const subscribeToNothing = () => () => {};
const isNotHydrating = () => false;
const isHydratingOrOnServer = () => true;
