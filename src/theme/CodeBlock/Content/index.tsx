/**
 * The theme's highlighted code, rendered as one HTML string (src/prism/linesHtml.ts) instead of a React element
 * per line and token: React inserts the string on the server and adopts it on hydration without walking it, and it
 * is the same in both colour modes (the colours are in the stylesheet of src/prism/themeCss.ts). On hydration the
 * string is the page's own (src/prism/serverRenderedLines.ts), so the code is not highlighted again. The `<pre>`
 * and `<code>` elements, their classes and the word-wrap ref are the theme's.
 */
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

import {LINE_NUMBER_CLASSES} from '@site/src/prism/lineNumberClasses';
import {highlightedLinesHtml} from '@site/src/prism/serverRenderedLines';

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = highlightedLinesHtml({
    code,
    language,
    lineClassNames,
    lineNumbers: numbered ? LINE_NUMBER_CLASSES : undefined,
  });
  // One object per text: React sets `innerHTML` again whenever it gets a new object (the theme rebuilds `metadata`
  // on every render, so it cannot be the memo's key).
  const markup = useMemo(() => ({__html: html}), [html]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // As the theme: a code block that scrolls sideways can be scrolled with the keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={markup}
      />
    </pre>
  );
}
