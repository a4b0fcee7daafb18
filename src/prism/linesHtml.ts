/**
 * A code block's highlighted lines as an HTML string: the markup the theme's `CodeBlock/Line` components render
 * (one `token-line` per line, one `token` span per token, a `<br>` at each line's end, line-number cells when
 * numbered), minus the theme's inline colours, which come from the stylesheet of ./themeCss.ts instead.
 *
 * React inserts this string as it is and never walks it: a code block costs one element to hydrate instead of one
 * per token, and the markup is the same in dark and light mode, so nothing has to be rendered again once the
 * visitor's colour mode is known.
 */
import clsx from 'clsx';

import {escapeHtml} from '../html/escapeHtml';
import Prism from './prism';
import {tokenize, type Token} from './Highlight';

export interface CodeLinesOptions {
  code: string;
  language: string;
  /** Extra classes per line index (magic comments such as `highlight-next-line`). */
  lineClassNames?: Readonly<Record<number, readonly string[]>>;
  /** Numbered lines: the class names of the theme's `CodeBlock/Line` styles module, when the block shows numbers. */
  lineNumbers?: {codeLine: string; codeLineNumber: string; codeLineContent: string};
}

export function tokenizeLines(code: string, language: string): Token[][] {
  return tokenize({prism: Prism, code, grammar: Prism.languages[language], language});
}

function tokenHtml(token: Token): string {
  // As prism-react-renderer: an empty line's placeholder keeps the line's height, except a lone non-plain token's.
  const loneTyped = token.types.length === 1 && token.types[0] !== 'plain';
  const style = token.empty && !loneTyped ? ' style="display:inline-block"' : '';
  return `<span class="${escapeHtml(clsx('token', ...token.types))}"${style}>${escapeHtml(token.content)}</span>`;
}

/** The class attribute of line `index`'s element. */
export function lineClassName(index: number, {lineClassNames = {}, lineNumbers}: CodeLinesOptions): string {
  return clsx('token-line', lineClassNames[index], lineNumbers?.codeLine);
}

export function codeLinesHtml(options: CodeLinesOptions): string {
  const {code, language, lineNumbers} = options;
  return tokenizeLines(code, language.toLowerCase())
    .map((line, index) => {
      // As the theme's Line: a line holding only a line break renders empty, the <br> ends it.
      const tokens = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
      const className = lineClassName(index, options);
      const content = tokens.map(tokenHtml).join('');
      const cells = lineNumbers
        ? `<span class="${lineNumbers.codeLineNumber}"></span><span class="${lineNumbers.codeLineContent}">${content}</span>`
        : content;
      return `<div class="${escapeHtml(className)}">${cells}<br></div>`;
    })
    .join('');
}
