/**
 * The Markdown renderer of the playground's docs explorer, in place of markdown-it (about 40 KB gzip).
 *
 * GraphiQL renders Markdown from one source only: the descriptions and deprecation reasons of the schema,
 * which the playground builds from schema.graphql. Those use paragraphs, tight bullet lists, code spans, links,
 * emphasis and strong emphasis. This renders that subset into the same HTML as markdown-it with GraphiQL's settings;
 * tests/unit/schema-markdown.test.ts compares the two on every description in the schema, so a description that
 * needs more Markdown fails the tests instead of rendering differently. Anything outside the subset is shown as
 * escaped text, never as HTML.
 */
import {escapeHtml} from '../../html/escapeHtml';

/** A code span: a run of backticks, the code, the same run again (CommonMark's rule). */
const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
/** An inline link whose destination is a web address, a site path or an anchor; anything else stays text. */
const LINK = /\[([^[\]]+)\]\(((?:https?:\/\/|\/|#)[\w\-.~:/?#@!$&'*+,;=%]*)\)/g;
/** A bare web address (markdown-it's linkify), ending before trailing punctuation. */
const BARE_URL = /\bhttps?:\/\/[\w\-.~:/?#@!$&'*+,;=%]*[\w\-~/#@$&*+=%]/g;
/** Strong emphasis and emphasis, with the delimiters next to text (CommonMark's flanking rule, simplified). */
const STRONG = /(\*\*|__)(?=\S)([\s\S]*?\S)\1/g;
const EMPHASIS_STAR = /\*(?=\S)([^*]*?\S)\*/g;
/** `_` emphasis does not start or end inside a word, so snake_case names stay as they are. */
const EMPHASIS_UNDERSCORE = /(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu;

function renderCodeSpan(code: string): string {
  const oneLine = code.replace(/\n/g, ' ');
  const padded = oneLine.length > 2 && oneLine.startsWith(' ') && oneLine.endsWith(' ') && oneLine.trim() !== '';
  return `<code>${escapeHtml(padded ? oneLine.slice(1, -1) : oneLine)}</code>`;
}

/** Emphasis in text that is already escaped and holds no code span or link. */
function renderEmphasis(html: string): string {
  return html
    .replace(STRONG, (_match, _delimiter, inner: string) => `<strong>${inner}</strong>`)
    .replace(EMPHASIS_STAR, (_match, inner: string) => `<em>${inner}</em>`)
    .replace(EMPHASIS_UNDERSCORE, (_match, before: string, inner: string) => `${before}<em>${inner}</em>`);
}

/** Renders the matches of a global pattern one way and the text between them another. */
function renderMatches(
  text: string,
  pattern: RegExp,
  renderMatch: (match: RegExpMatchArray) => string,
  renderGap: (gap: string) => string,
): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += renderGap(text.slice(last, match.index)) + renderMatch(match);
    last = match.index! + match[0].length;
  }
  return html + renderGap(text.slice(last));
}

function renderText(text: string): string {
  return renderMatches(
    text,
    BARE_URL,
    ([url]) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
    (gap) => renderEmphasis(escapeHtml(gap)),
  );
}

function renderLinks(text: string): string {
  return renderMatches(
    text,
    LINK,
    ([, label, href]) => `<a href="${escapeHtml(href)}">${renderEmphasis(escapeHtml(label))}</a>`,
    renderText,
  );
}

function renderInline(text: string): string {
  return renderMatches(text, CODE_SPAN, ([, , code]) => renderCodeSpan(code), renderLinks);
}

const BULLET = /^[-*+] +/;

/**
 * One block (the text between blank lines): paragraph lines, then a tight bullet list if a line starts with a
 * bullet. Lines after an item's first belong to that item; line breaks stay (markdown-it's `breaks: false`).
 */
function renderBlock(lines: readonly string[]): string {
  const firstBullet = lines.findIndex((line) => BULLET.test(line));
  const paragraph = firstBullet === -1 ? lines : lines.slice(0, firstBullet);
  let html = paragraph.length > 0 ? `<p>${renderInline(paragraph.join('\n'))}</p>\n` : '';
  if (firstBullet === -1) return html;
  // A different bullet character starts a new list (CommonMark).
  const lists: {bullet: string; items: string[][]}[] = [];
  for (const line of lines.slice(firstBullet)) {
    const bullet = BULLET.exec(line)?.[0].trim();
    if (bullet === undefined) lists[lists.length - 1].items.at(-1)!.push(line);
    else if (lists.at(-1)?.bullet === bullet) lists[lists.length - 1].items.push([line.replace(BULLET, '')]);
    else lists.push({bullet, items: [[line.replace(BULLET, '')]]});
  }
  for (const list of lists) {
    html += '<ul>\n';
    for (const item of list.items) html += `<li>${renderInline(item.join('\n'))}</li>\n`;
    html += '</ul>\n';
  }
  return html;
}

/** Blocks are separated by blank lines. */
export function renderMarkdown(source: string): string {
  return source
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map(renderBlock)
    .join('');
}

/** The interface GraphiQL's `MarkdownContent` uses of its markdown-it instance. */
export const markdown = {render: renderMarkdown};
