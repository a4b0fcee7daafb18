import type {Root} from 'mdast';

/** A directive or a run of text in the Markdown tree: the only node fields the check reads. */
interface CheckedNode {
  type: string;
  value?: string;
  name?: string;
  data?: object;
  children?: CheckedNode[];
  position?: {start: {line: number}};
}

/** One piece of directive markup a reader would see as text, with the line it starts on. */
export interface LeftoverDirective {
  line: number;
  text: string;
}

const DIRECTIVE_TYPES = new Set(['containerDirective', 'leafDirective']);
// A line of text that opens or closes a container directive: `:::tip Title`, `:::`.
const FENCE_IN_TEXT = /(^|\n)[ \t]*(:::[^\n]*)/g;

function lineOf(node: CheckedNode): number {
  return node.position?.start.line ?? 0;
}

/**
 * Directive markup that no plugin turned into a component: a fence the parser left as text (the legacy
 * `:::tip Title` form is not a directive in MDX 2+) or a directive nothing handled (`:::tips`).
 */
export function findLeftoverDirectives(tree: Root): LeftoverDirective[] {
  const found: LeftoverDirective[] = [];
  const walk = (node: CheckedNode): void => {
    if (node.type === 'text' && node.value) {
      for (const match of node.value.matchAll(FENCE_IN_TEXT)) {
        const linesBefore = node.value.slice(0, match.index).split('\n').length - 1 + (match[1] ? 1 : 0);
        found.push({line: lineOf(node) + linesBefore, text: match[2].trim()});
      }
    }
    // Admonitions and the other directive handlers mark what they took in `data` (hName, hProperties).
    if (DIRECTIVE_TYPES.has(node.type) && node.data === undefined) {
      found.push({line: lineOf(node), text: `${node.type === 'leafDirective' ? '::' : ':::'}${node.name ?? ''}`});
    }
    node.children?.forEach(walk);
  };
  walk(tree as CheckedNode);
  return found;
}

/**
 * Remark plugin for the docs, blog and pages plugins' `remarkPlugins` (after the default plugins, so admonitions
 * have been handled): fails the build on directive markup a page would show as text, naming the file and line.
 */
export function remarkLeftoverDirectives() {
  return (tree: Root, file: {path?: string}): void => {
    const leftovers = findLeftoverDirectives(tree);
    if (leftovers.length === 0) return;
    const where = leftovers.map(({line, text}) => `  ${file.path ?? '<unknown file>'}:${line}: ${text}`).join('\n');
    throw new Error(
      `Directive markup would render as text (write admonitions as :::tip[Title], with a known type):\n${where}`,
    );
  };
}
