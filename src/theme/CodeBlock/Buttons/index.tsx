import {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

import {whenIdle} from '@site/src/client/whenIdle';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * A code block's copy and word-wrap buttons, mounted when a reader can reach them: the pointer or the focus enters
 * the block (its `pre` is focusable, so a keyboard reaches it before the buttons), or else in the browser's idle time,
 * in a transition (src/client/whenIdle.ts). The theme mounts every block's buttons in the update right after
 * hydration, which on a long guide was its largest piece of main-thread work on a phone (maintainers/performance.md);
 * the buttons are invisible until the block is hovered or focused, so when they arrive does not show.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  const marker = useRef<HTMLSpanElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const block = marker.current?.closest(`.${ThemeClassNames.common.codeBlock}`) ?? marker.current?.parentElement;
    if (!block) return undefined;
    // An event handler's update is rendered before the next input, so the buttons are there for the next Tab.
    const now = () => setWanted(true);
    // The pointer or the focus may have reached the block before the page hydrated, with no event left to come.
    if (block.matches(':hover, :focus-within')) {
      now();
      return undefined;
    }
    block.addEventListener('pointerenter', now, {once: true});
    block.addEventListener('focusin', now, {once: true});
    const cancelIdle = whenIdle(() => startTransition(() => setWanted(true)));
    return () => {
      block.removeEventListener('pointerenter', now);
      block.removeEventListener('focusin', now);
      cancelIdle();
    };
  }, [wanted]);
  return wanted ? <Buttons {...props} /> : <span ref={marker} hidden />;
}
