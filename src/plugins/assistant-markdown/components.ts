/**
 * The MDX parts of a page as Markdown nodes: imports dropped, `{site.…}` expressions filled in, admonitions as
 * quotes, tabs as labelled sections, graphql-markdown's small components as text, <OperationExample> as its code
 * blocks (./operationExample.ts), and every link made absolute. Works on mdast trees parsed by ./mdxToMarkdown.ts.
 */
import type {BlockContent, Heading, Link, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';

import type {OperationExampleProps} from '../../components/OperationExample';
import {operationExampleMarkdown} from './operationExample';
import {schemaStatusText} from '../../components/ReferenceMarkup/statusText';

export interface MdxToMarkdownOptions {
  /** The file, for error messages. */
  readonly path: string;
  /** Values of `{site.name}` expressions (src/site.ts); `siteUrl` also makes an example's cost link absolute. */
  readonly site: Readonly<Record<string, string | number>>;
  /** Values of `{limits.name}` expressions (src/graphql/cost/limits.ts `LIMIT_TEXT`). */
  readonly limits?: Readonly<Record<string, string>>;
  /**
   * Remark transformers the pages are compiled with that add Markdown of their own (a guide's stated cost,
   * src/plugins/remark-operation-cost.ts), run on the parsed page before its MDX is replaced, as Docusaurus runs them.
   */
  readonly transformers?: readonly ((tree: Root, file: {path: string}) => void)[];
  /** Makes a link target absolute; returns undefined when the target cannot be resolved. */
  readonly resolveLink: (target: string) => string | undefined;
}

export class MdxConversionError extends Error {
  constructor(path: string, line: number, message: string) {
    super(`${path}:${line}: ${message}`);
    this.name = 'MdxConversionError';
  }
}

/** Docusaurus's admonition keywords and the label each one shows. */
const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Context = MdxToMarkdownOptions & {
  readonly fail: (node: {position?: RootContent['position']}, message: string) => never;
};

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function isPhrasing(node: RootContent): node is PhrasingContent {
  return [
    'text',
    'emphasis',
    'strong',
    'delete',
    'inlineCode',
    'link',
    'linkReference',
    'image',
    'imageReference',
    'break',
    'html',
    'footnoteReference',
  ].includes(node.type);
}

/** The value of a JSX attribute: a string, or a literal expression (JSON, as graphql-markdown and our scripts write), or `site.x`. */
function attributeValue(element: JsxElement, name: string, context: Context): unknown {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  const {value} = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const site = /^\s*site\.(\w+)\s*$/.exec(value.value);
  if (site) return siteValue(site[1], element, context);
  try {
    return JSON.parse(value.value) as unknown;
  } catch {
    return context.fail(element, `<${element.name}> ${name}={${value.value}} is not a literal value`);
  }
}

function siteValue(name: string, node: {position?: RootContent['position']}, context: Context): string {
  const value = context.site[name];
  return value === undefined ? context.fail(node, `unknown site value {site.${name}}`) : String(value);
}

function limitValue(name: string, node: {position?: RootContent['position']}, context: Context): string {
  return context.limits?.[name] ?? context.fail(node, `unknown limit {limits.${name}}`);
}

function stringAttribute(element: JsxElement, name: string, context: Context): string {
  const value = attributeValue(element, name, context);
  if (typeof value !== 'string') return context.fail(element, `<${element.name}> needs a ${name} text`);
  return value;
}

/** Phrasing results of an element standing alone on its lines become a paragraph. */
function asFlow(nodes: RootContent[], flow: boolean): RootContent[] {
  if (!flow || nodes.length === 0 || !nodes.every(isPhrasing)) return nodes;
  return [paragraph(nodes as PhrasingContent[])];
}

function link(url: string, children: PhrasingContent[], node: RootContent, context: Context): Link {
  const absolute = context.resolveLink(url) ?? context.fail(node, `cannot resolve the link "${url}"`);
  return {type: 'link', url: absolute, children};
}

function convertElement(element: JsxElement, context: Context): RootContent[] {
  const flow = element.type === 'mdxJsxFlowElement';
  const children = () => convertNodes(element.children as RootContent[], context);
  switch (element.name) {
    case null:
    case 'Tabs':
      return children();
    case 'TabItem': {
      const label = attributeValue(element, 'label', context) ?? attributeValue(element, 'value', context);
      return [paragraph([{type: 'strong', children: [text(`${String(label)}:`)]}]), ...children()];
    }
    case 'OperationExample':
      return [
        {
          type: 'html',
          value: operationExampleMarkdown(
            operationExampleProps(element, context),
            context.resolveLink,
            siteValue('siteUrl', element, context),
          ),
        },
      ];
    case 'Badge':
      return asFlow([{type: 'emphasis', children: [text(stringAttribute(element, 'text', context))]}], flow);
    case 'Bullet':
      return asFlow([text(' · ')], flow);
    case 'SchemaStatus': {
      const status = stringAttribute(element, 'status', context) as 'upcoming' | 'deprecated';
      // The page says a deprecated item is deprecated in graphql-markdown's warning, which the copy keeps.
      if (status === 'deprecated') return [];
      const release = attributeValue(element, 'release', context);
      const [label, ...rest] = schemaStatusText(status, typeof release === 'string' ? release : undefined).split(': ');
      return asFlow([{type: 'strong', children: [text(`${label}:`)]}, text(` ${rest.join(': ')}`)], flow);
    }
    case 'SpecifiedBy': {
      const url = stringAttribute(element, 'url', context);
      return asFlow([text('Specification: '), link(url, [text(url)], element, context)], flow);
    }
    case 'details':
      // The summary only toggles what the page shows; the content stands on its own.
      return children().filter((node) => !(node.type === 'html' && node.value === ''));
    case 'summary':
    case 'head':
      // The summary only toggles the page's view; <head> sets the page's metadata, which the copy's title carries.
      return [];
    case 'a':
    case 'Link': {
      const target = stringAttribute(element, element.name === 'a' ? 'href' : 'to', context);
      return asFlow([link(target, children() as PhrasingContent[], element, context)], flow);
    }
    case 'code':
      return asFlow([{type: 'inlineCode', value: toString({type: 'root', children: children()})}], flow);
    case 'strong':
    case 'b':
      return asFlow([{type: 'strong', children: children() as PhrasingContent[]}], flow);
    case 'em':
    case 'i':
      return asFlow([{type: 'emphasis', children: children() as PhrasingContent[]}], flow);
    case 'br':
      return [{type: 'break'}];
    case 'p':
      return [paragraph(children() as PhrasingContent[])];
    default:
      // A plain HTML element (<section>, <div>, <span>…) only groups or styles its content.
      if (/^[a-z]/.test(element.name)) return children();
      return context.fail(
        element,
        `the component <${element.name}> has no Markdown rendering (add one in src/plugins/assistant-markdown/components.ts)`,
      );
  }
}

function operationExampleProps(element: JsxElement, context: Context): OperationExampleProps {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return context.fail(element, '<OperationExample> with spread props');
    props[attribute.name] = attributeValue(element, attribute.name, context);
  }
  if (typeof props.query !== 'string' || typeof props.operationType !== 'string')
    return context.fail(element, '<OperationExample> needs operationType and query');
  return {variables: {}, ...props} as unknown as OperationExampleProps;
}

function convertAdmonition(node: ContainerDirective, context: Context): RootContent[] {
  const label = ADMONITION_LABELS[node.name] ?? context.fail(node, `unknown admonition :::${node.name}`);
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = titled ? (convertNodes(first.children, context) as PhrasingContent[]) : [];
  const body = convertNodes(titled ? rest : node.children, context) as BlockContent[];
  const heading: PhrasingContent = {
    type: 'strong',
    children: title.length > 0 ? [text(`${label}: `), ...title] : [text(label)],
  };
  return [{type: 'blockquote', children: [paragraph([heading]), ...body]}];
}

/** A text or leaf directive that no plugin claims is text on the page (`10:30`, `:smile`), so in the copy too. */
function directiveAsText(node: TextDirective | LeafDirective, context: Context): RootContent[] {
  const label = convertNodes(node.children, context) as PhrasingContent[];
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const nodes: PhrasingContent[] = [
    text(`${marker}${node.name}`),
    ...(label.length > 0 ? [text('['), ...label, text(']')] : []),
  ];
  return node.type === 'leafDirective' ? [paragraph(nodes)] : nodes;
}

/** `## Title {#id}`: the explicit id is for the page's anchor, not for the reader. */
function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return heading;
  const value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
  return {...heading, children: [...heading.children.slice(0, -1), ...(value ? [text(value)] : [])]};
}

function convertNode(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const expression = node.value.trim();
      if (/^\/\*[\s\S]*\*\/$/.test(expression)) return [];
      const value = /^(site|limits)\.(\w+)$/.exec(expression);
      if (!value) return context.fail(node, `the expression {${expression}} has no Markdown rendering`);
      const [, source, name] = value as unknown as [string, string, string];
      const replacement = source === 'site' ? siteValue(name, node, context) : limitValue(name, node, context);
      return asFlow([text(replacement)], node.type === 'mdxFlowExpression');
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, context);
    case 'containerDirective':
      return convertAdmonition(node, context);
    case 'leafDirective':
    case 'textDirective':
      return directiveAsText(node, context);
    case 'link':
      return [link(node.url, convertNodes(node.children, context) as PhrasingContent[], node, context)];
    case 'image':
    case 'definition':
      return [
        {...node, url: context.resolveLink(node.url) ?? context.fail(node, `cannot resolve the link "${node.url}"`)},
      ];
    case 'heading':
      return [withoutHeadingId({...node, children: convertNodes(node.children, context) as PhrasingContent[]})];
    default:
      if ('children' in node)
        return [{...node, children: convertNodes(node.children as RootContent[], context)} as RootContent];
      return [node];
  }
}

function convertNodes(nodes: readonly RootContent[], context: Context): RootContent[] {
  const out = nodes.flatMap((node) => convertNode(node, context));
  // A paragraph left empty by a dropped expression or element says nothing.
  return out.filter((node) => !(node.type === 'paragraph' && node.children.length === 0));
}

/** Replaces the MDX nodes of a parsed page by Markdown nodes. */
export function replaceMdx(nodes: readonly RootContent[], options: MdxToMarkdownOptions): RootContent[] {
  const context: Context = {
    ...options,
    fail: (node, message) => {
      throw new MdxConversionError(options.path, node.position?.start.line ?? 1, message);
    },
  };
  return convertNodes(nodes, context);
}
