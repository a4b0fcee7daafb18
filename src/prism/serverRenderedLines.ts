/**
 * Highlighted lines the server already rendered into the page, for the page's code blocks to adopt when React
 * hydrates them instead of highlighting their code a second time (Prism was most of a code-heavy page's hydration
 * work on a throttled phone).
 *
 * A block is matched by everything that decides its markup (language, the text of each line, each line's classes),
 * so what it adopts is what it would have rendered. Blocks the loaded page did not have, as after navigating to
 * another page, are highlighted in the browser.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {newlinePattern} from './Highlight';
import {codeLinesHtml, lineClassName, type CodeLinesOptions} from './linesHtml';

function linesKey(language: string, lineTexts: readonly string[], lineClasses: readonly string[]): string {
  return JSON.stringify([language, lineTexts, lineClasses]);
}

/** Markup of every block highlighted so far, by its key; it starts with the blocks the server rendered. */
let knownBlocks: Map<string, string> | undefined;

/** The code blocks of the document as the server rendered it (read once, before React has changed anything). */
function readPageBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const code of document.querySelectorAll<HTMLElement>('pre.prism-code > code')) {
    const language = /(?:^|\s)language-(\S+)/.exec(code.parentElement?.className ?? '')?.[1];
    if (!language) continue;
    const lines = Array.from(code.children);
    blocks.set(
      linesKey(
        language,
        lines.map((line) => line.textContent ?? ''),
        lines.map((line) => line.className),
      ),
      code.innerHTML,
    );
  }
  return blocks;
}

/**
 * The lines' HTML: the page's own markup for a block the server rendered, otherwise highlighted now (and kept, so
 * a block rendered again, or met again on a later page, is not highlighted twice).
 */
export function highlightedLinesHtml(options: CodeLinesOptions): string {
  if (!ExecutionEnvironment.canUseDOM) return codeLinesHtml(options);
  knownBlocks ??= readPageBlocks();
  const lineTexts = options.code.split(newlinePattern);
  const key = linesKey(
    options.language,
    lineTexts,
    lineTexts.map((_, index) => lineClassName(index, options)),
  );
  let html = knownBlocks.get(key);
  if (html === undefined) {
    html = codeLinesHtml(options);
    knownBlocks.set(key, html);
  }
  return html;
}
