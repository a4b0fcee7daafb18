import {Fragment, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

import {isHydrating} from '@site/src/client/hydration';
import {escapeHtml} from '@site/src/html/escapeHtml';

import {useHighlighter} from './loadHighlighter';

type Props = WrapperProps<typeof ContentType>;

/**
 * A code block's highlighted code, kept as the server rendered it when the page hydrates, in either colour mode.
 *
 * The theme highlights every block again in the browser while hydrating (Prism's tokenizer), only to arrive at the
 * token elements the page already has, one React element per token: on a long guide, the largest share of the
 * hydration's main-thread time on a phone (maintainers/performance.md). A block hydrated here is a `pre` whose
 * content React is told is raw HTML, so React keeps the served elements without building or comparing them. Their
 * tokens are coloured for both colour modes by class names (CodeBlock/Line/Token), so the other mode changes only the
 * `pre`'s own colours. A block is highlighted in the browser only when the server did not render it (a client-side
 * navigation, a tab panel rendered on demand, the dev server), with the theme's own component, which comes with the
 * highlighter's chunk (loadHighlighter.ts): until that is here, such a block shows its code unhighlighted.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  // Whether the block shows the elements the server rendered: from hydration on, for as long as it is mounted.
  const [served, setServed] = useState(isHydrating);
  const Highlighted = useHighlighter(!served);
  const shown = served ? 'served' : Highlighted ? 'highlighted' : 'plain';
  // The block's own colours in the current mode, as the theme's highlighted block has them on its `pre`.
  const colours = {color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor};

  const {codeBlockRef, isEnabled: wrapped} = wordWrap;
  // A page whose hydration fails (React error #418, for example a browser extension changed the served HTML) is
  // rendered anew in the browser while it still counts as hydrating: its served blocks get their code as plain text,
  // and are shown as any other block before the frame is painted.
  const unserved = useMemo(() => ({__html: `<code>${escapeHtml(metadata.code)}</code>`}), [metadata.code]);
  useLayoutEffect(() => {
    if (shown === 'served' && !codeBlockRef.current?.querySelector('.token-line')) setServed(false);
  }, [shown, codeBlockRef]);
  useLayoutEffect(() => {
    // A block shown anew has a new `code` element: word wrap, which the theme switches on that element's style, is
    // carried over as its toggle sets it (for any other block the toggle has set the same).
    const code = codeBlockRef.current?.querySelector('code');
    if (shown === 'served' || !wrapped || !code) return;
    code.style.whiteSpace = 'pre-wrap';
    code.style.overflowWrap = 'anywhere';
  }, [shown, wrapped, codeBlockRef]);

  // The keys make each change a remount: no served element is reused for another way of showing the block.
  if (served)
    return (
      <Fragment key="served">
        {/* The served mode's colours while hydrating, then the current mode's; the stylesheet shows the reader's
            mode's from the first paint (blockColourCss). */}
        <pre ref={codeBlockRef} dangerouslySetInnerHTML={unserved} suppressHydrationWarning style={colours} />
      </Fragment>
    );
  if (Highlighted)
    return (
      <Fragment key="highlighted">
        <Highlighted {...props} />
      </Fragment>
    );
  // Until the highlighter is here: the code in the theme's colours, laid out as a highlighted block is.
  return (
    <Fragment key="plain">
      <pre
        ref={codeBlockRef}
        tabIndex={0}
        className={clsx(props.className, 'prism-code', 'thin-scrollbar')}
        style={{...PLAIN_PRE, ...colours}}>
        <code style={PLAIN_CODE}>{metadata.code}</code>
      </pre>
    </Fragment>
  );
}

// The box of the theme's highlighted block (its CSS module's `codeBlock` and `codeBlockLines`), which this has no
// class names of.
const PLAIN_PRE: CSSProperties = {margin: 0, padding: 0};
const PLAIN_CODE: CSSProperties = {float: 'left', minWidth: '100%', padding: 'var(--ifm-pre-padding)'};
