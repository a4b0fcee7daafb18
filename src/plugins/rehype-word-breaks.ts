/**
 * Rehype plugin for the docs, blog and pages: in headings and table cells, a long identifier may break only between
 * its words (`<wbr>` at each, src/html/wordBreaks.ts) and a date or a range of numbers stays on one line (a
 * `folio-nowrap` span, src/css/custom.css), so a narrow column breaks "createCommentOnDocument" after "Comment" and
 * widens for "2025-11-04" instead of breaking either inside a word. The text itself is unchanged.
 */
import {textPieces, needsWordBreaks} from '../html/wordBreaks';

/** The parts of a HAST tree this plugin reads and writes. */
interface HastText {
  type: 'text';
  value: string;
  children?: undefined;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | {type: string; children?: HastNode[]};

const BREAKABLE = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th']);
/** Inside these the text is code laid out as written (a code block); an inline `code` is part of the line. */
const KEEP_AS_WRITTEN = new Set(['pre', 'script', 'style']);

/**
 * The text with its break opportunities. In inline code, a figure is left as text: the code's only children may be
 * text and `<wbr>` (src/theme/MDXComponents renders that as inline code; anything else makes it a code block).
 */
function withBreaks(text: HastText, inCode: boolean): HastNode[] {
  if (!needsWordBreaks(text.value)) return [text];
  return textPieces(text.value).map((piece): HastNode => {
    if (piece.kind === 'break') return {type: 'element', tagName: 'wbr', properties: {}, children: []};
    if (piece.kind === 'whole' && !inCode) {
      return {type: 'element', tagName: 'span', properties: {className: ['folio-nowrap']}, children: [{type: 'text', value: piece.text}]};
    }
    return {type: 'text', value: piece.text};
  });
}

function breakInside(node: HastNode, inCode = false): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return withBreaks(child as HastText, inCode);
    if (child.type === 'element' && KEEP_AS_WRITTEN.has((child as HastElement).tagName)) return [child];
    breakInside(child, inCode || (child.type === 'element' && (child as HastElement).tagName === 'code'));
    return [child];
  });
}

function visit(node: HastNode): void {
  if (node.type === 'element' && BREAKABLE.has((node as HastElement).tagName)) {
    breakInside(node);
    return;
  }
  if (node.type === 'element' && KEEP_AS_WRITTEN.has((node as HastElement).tagName)) return;
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeWordBreaks() {
  return (tree: HastNode): void => visit(tree);
}
