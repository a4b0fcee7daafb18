/**
 * Where a click in highlighted code falls, as a line and column of the code's text, so the editor that replaces
 * the highlighted code can put its caret where the visitor clicked. Lines are the `token-line` elements of
 * OperationPreview.tsx (line numbers are drawn by CSS and hold no text).
 */
export interface Caret {
  /** 1-based, as Monaco counts. */
  readonly lineNumber: number;
  readonly column: number;
}

function caretNodeAt(x: number, y: number): {node: Node; offset: number} | undefined {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position ? {node: position.offsetNode, offset: position.offset} : undefined;
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? {node: range.startContainer, offset: range.startOffset} : undefined;
}

/** The right edge of a line's last character (a range over text measures the glyphs, not the padding around them). */
function lastTextRight(line: Element): number | undefined {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let last: Node | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent) last = node;
  if (!last) return undefined;
  const range = document.createRange();
  range.selectNodeContents(last);
  return range.getBoundingClientRect().right;
}

export function caretFromPoint(code: Element, x: number, y: number): Caret | undefined {
  const hit = caretNodeAt(x, y);
  if (!hit || !code.contains(hit.node)) return undefined;
  const line = (hit.node instanceof Element ? hit.node : hit.node.parentElement)?.closest('.token-line');
  if (!line || line.parentElement !== code) return undefined;
  const lineNumber = Array.prototype.indexOf.call(code.children, line) + 1;
  // Beside the text rather than on it (a table-row line reports itself, offset 0): the nearer end of the line.
  if (hit.node === line) {
    const textEnd = lastTextRight(line);
    return {lineNumber, column: textEnd !== undefined && x >= textEnd ? (line.textContent ?? '').length + 1 : 1};
  }
  const before = document.createRange();
  before.setStart(line, 0);
  before.setEnd(hit.node, hit.offset);
  return {lineNumber, column: before.toString().length + 1};
}
