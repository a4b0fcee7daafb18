/**
 * Turns the source of a guide, post or reference page into plain Markdown an assistant can read. The source is
 * parsed into an mdast tree with the same unified/remark/MDX tools Docusaurus compiles the pages with (MDX for
 * `.mdx`, CommonMark for `.md`, as Docusaurus's `detect` format does), the MDX parts are replaced by Markdown
 * nodes (./components.ts), and the tree is written back with remark-stringify. A JSX component or expression it
 * does not know stops the build with the file and line, so a new component is rendered on purpose, not leaked.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import type {Nodes, Parent, Root, RootContent} from 'mdast';

import {MdxConversionError, type MdxToMarkdownOptions, replaceMdx} from './components';

export {MdxConversionError, type MdxToMarkdownOptions} from './components';

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const writer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
});

/** Parses a page source (front matter included, so line numbers are the file's) into mdast. */
function parseSource(source: string, options: Pick<MdxToMarkdownOptions, 'path'>): Root {
  const parser = options.path.endsWith('.md') ? markdownParser : mdxParser;
  try {
    return parser.parse(source);
  } catch (error) {
    // micromark's message ends with the place, `(5:1-5:11)`, and its line and place fields are not always set.
    const where = Number(/\((\d+):\d+(?:-\d+:\d+)?\)$/.exec((error as Error).message)?.[1] ?? 1);
    throw new MdxConversionError(options.path, where, `invalid MDX: ${(error as Error).message}`);
  }
}

/** Writes an mdast tree (MDX nodes already replaced) as Markdown. */
function stringifyMarkdown(tree: Root): string {
  return `${writer.stringify(tree).trim()}\n`;
}

/** Converts a page source (front matter included, and dropped) to Markdown. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  return treeToMarkdown(parseSource(source, options), options);
}

/**
 * Converts a page already parsed (front matter included, and dropped) to Markdown: the tree is the caller's and is
 * changed. A conversion error names the line of the tree's positions.
 */
export function treeToMarkdown(tree: Root, options: MdxToMarkdownOptions): string {
  for (const transform of options.transformers ?? []) transform(tree, {path: options.path});
  const children = replaceMdx(tree.children, options).filter((node) => node.type !== 'yaml');
  return stringifyMarkdown({type: 'root', children});
}

/** Every node of a tree, depth first; for checks over converted trees. */
export function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  for (const child of (node as Partial<Parent>).children ?? []) yield* walk(child as RootContent);
}
