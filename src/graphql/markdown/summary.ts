/**
 * A schema item's description in brief, as plain text: its reference page's summary, which is the page's meta
 * description (search results, link previews) and the quoted intro of its Markdown copy.
 * Left to itself Docusaurus takes a page's first line of text: on a reference page that is the History note when
 * the item has one, and half a sentence when the description wraps onto a second line.
 */

import {sentencesOf} from '../sentences';

/** About what search engines show of a meta description. */
export const SUMMARY_LENGTH = 160;

/** Markdown's inline syntax outside code spans, each replaced by the text it marks. */
const INLINE_SYNTAX: ReadonlyArray<readonly [RegExp, string]> = [
  [/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2'],
  [/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1'],
  [/(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1'],
  [/<[^>]*>/g, ''],
];

function plainText(markdown: string): string {
  // A link keeps its text; its text may hold code spans, so links go first.
  const unlinked = markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return unlinked
    .split(/(`+)([^`]*?)\1/)
    .map((part, index) => {
      // split() interleaves: text, the backtick fence, the code span's content, text…
      if (index % 3 === 1) return '';
      if (index % 3 === 2) return part.trim();
      return INLINE_SYNTAX.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), part);
    })
    .join('');
}

/**
 * The first paragraph of `description` as one line of plain text, cut after the last whole sentence that fits in
 * `length` characters (the first sentence is kept whole, whatever its length). Empty when there is no description.
 */
export function summaryOf(description: string | null | undefined, length = SUMMARY_LENGTH): string {
  const paragraph = (description ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  const text = plainText(paragraph.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();
  const sentences = sentencesOf(text);
  let summary = sentences[0] ?? '';
  for (const sentence of sentences.slice(1)) {
    if (summary.length + 1 + sentence.length > length) break;
    summary = `${summary} ${sentence}`;
  }
  return summary;
}
