/**
 * Remark plugin for the reference's docs instance: the emphasis of the schema's descriptions is shown as emphasis.
 * Descriptions are Markdown (the GraphQL specification says CommonMark): "Returns the first _n_ subfolders". The
 * generator (graphql-markdown 1.35, `escapeMDX`) writes `_` and `*` as character references, meant for names such
 * as `Batch_filter` in its headings, and so a description's `_n_` and `**New document**` reached the page as those
 * characters. This plugin reads a text node that holds such delimiters as Markdown again and puts its emphasis in
 * place; a text that reads as anything else (a link, HTML) is left as it is. GraphiQL's documentation and the pages'
 * Markdown copies read the descriptions as Markdown already.
 */
import type {PhrasingContent, Root, RootContent, Text} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** An emphasis delimiter that may open or close: `_`, `*` or doubled, next to a non-space character. */
const EMPHASIS_DELIMITER = /(?:^|[^\p{L}\p{N}])(?:\*{1,2}|_{1,2})\S|\S(?:\*{1,2}|_{1,2})(?:$|[^\p{L}\p{N}])/u;

const parser = unified().use(remarkParse);

function onlyEmphasisAndText(nodes: readonly PhrasingContent[]): boolean {
  return nodes.every(
    (node) =>
      node.type === 'text' || ((node.type === 'emphasis' || node.type === 'strong') && onlyEmphasisAndText(node.children)),
  );
}

/** The text as phrasing content with its emphasis, or undefined when it has none or reads as more than that. */
function withEmphasis(text: Text): PhrasingContent[] | undefined {
  if (!EMPHASIS_DELIMITER.test(text.value)) return undefined;
  const parsed = parser.parse(text.value);
  const paragraph = parsed.children.length === 1 ? parsed.children[0] : undefined;
  if (paragraph?.type !== 'paragraph' || !onlyEmphasisAndText(paragraph.children)) return undefined;
  if (!paragraph.children.some((node) => node.type !== 'text')) return undefined;
  // A paragraph drops the spaces at its ends; the text node sits between others and keeps them.
  const [leading] = /^\s*/.exec(text.value)!;
  const [trailing] = /\s*$/.exec(text.value)!;
  const children = [...paragraph.children];
  if (leading) children.unshift({type: 'text', value: leading});
  if (trailing) children.push({type: 'text', value: trailing});
  return children;
}

function visit(node: Root | RootContent): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.type === 'text') {
      const replaced = withEmphasis(child);
      if (replaced) {
        children.splice(index, 1, ...replaced);
        index += replaced.length - 1;
      }
    } else {
      visit(child);
    }
  }
}

export default function remarkDescriptionEmphasis() {
  return (tree: Root): void => visit(tree);
}
