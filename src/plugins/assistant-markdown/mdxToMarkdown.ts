/**
 * Turns the MDX of a guide or post into plain Markdown an assistant can read: imports and exports dropped,
 * `{site.…}` expressions replaced by their values, tabs and admonitions written as Markdown, code blocks kept
 * as they are, and every link made absolute. A JSX component it does not know stops the build with the file and
 * line, so a new component is rendered on purpose rather than leaked as markup.
 */

export interface MdxToMarkdownOptions {
  /** The file, for error messages. */
  readonly path: string;
  /** Values of `{site.name}` expressions (src/site.ts). */
  readonly site: Readonly<Record<string, string | number>>;
  /** Values of `{limits.name}` expressions (src/graphql/cost/limits.ts). */
  readonly limits?: Readonly<Record<string, string>>;
  /** Text to add after a fenced block, from its info string, its code and the lines after it (a stated cost). */
  readonly annotateCode?: (info: string, code: string, following: readonly string[]) => string | undefined;
  /** Makes a link target absolute; returns undefined when the target cannot be resolved. */
  readonly resolveLink: (target: string) => string | undefined;
}

export class MdxConversionError extends Error {
  constructor(path: string, line: number, message: string) {
    super(`${path}:${line}: ${message}`);
    this.name = 'MdxConversionError';
  }
}

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** Removes the front matter block; returns the body and the number of lines removed. */
export function stripFrontMatter(source: string): {body: string; offset: number} {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  if (!match) return {body: source, offset: 0};
  return {body: source.slice(match[0].length), offset: match[0].split('\n').length - 1};
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** Converts the text of one line outside code blocks. */
function convertInline(text: string, options: MdxToMarkdownOptions, lineNumber: number): string {
  const fail = (message: string): never => {
    throw new MdxConversionError(options.path, lineNumber, message);
  };
  const siteValue = (name: string): string => {
    const value = options.site[name];
    return value === undefined ? fail(`unknown site value {site.${name}}`) : String(value);
  };
  const absolute = (target: string): string =>
    options.resolveLink(target) ?? fail(`cannot resolve the link "${target}"`);

  let out = text
    // MDX comments, such as the blog's truncate marker.
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    // Explicit heading ids: `## Title {#id}`.
    .replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '')
    .replace(/href=\{site\.(\w+)\}/g, (_, name: string) => `href="${siteValue(name)}"`)
    .replace(/<code>\{site\.(\w+)\}<\/code>/g, (_, name: string) => `\`${siteValue(name)}\``)
    .replace(/\{site\.(\w+)\}/g, (_, name: string) => siteValue(name))
    .replace(/\{limits\.(\w+)\}/g, (_, name: string) => options.limits?.[name] ?? fail(`unknown limit {limits.${name}}`))
    .replace(/<a href="([^"]+)">([\s\S]*?)<\/a>/g, (_, href: string, label: string) => `[${label}](${href})`);

  // Markdown links and images (their text may hold inline code), but not link-like text inside inline code.
  out = out.replace(
    /(`[^`]*`)|(!?\[(?:[^\]`]|`[^`]*`)*\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g,
    (match: string, code: string | undefined, start: string, target: string, end: string) =>
      code === undefined ? `${start}${absolute(target)}${end}` : match,
  );

  const component = /<([A-Z][\w.]*)/.exec(out.split(/`[^`]*`/).join(''));
  if (component)
    fail(
      `the component <${component[1]}> has no Markdown rendering (add one in src/plugins/assistant-markdown/mdxToMarkdown.ts)`,
    );
  return out;
}

/** Converts MDX (front matter already removed) to Markdown. `lineOffset` is added to line numbers in errors. */
export function mdxToMarkdown(mdx: string, options: MdxToMarkdownOptions, lineOffset = 0): string {
  const out: string[] = [];
  let fence: string | undefined;
  let fenceInfo = '';
  let fenceCode: string[] = [];
  let quoteDepth = 0;
  const lines = mdx.split(/\r?\n/);
  const emit = (line: string) => out.push(quoteDepth > 0 && line !== '' ? `> ${line}` : quoteDepth > 0 ? '>' : line);

  lines.forEach((line, index) => {
    const lineNumber = index + 1 + lineOffset;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      emit(line);
      if (fenceMatch && fenceMatch[2].startsWith(fence) && line.trim() === fenceMatch[2]) {
        fence = undefined;
        const note = options.annotateCode?.(fenceInfo, fenceCode.join('\n'), lines.slice(index + 1));
        if (note) ['', ...note.split('\n')].forEach(emit);
      } else {
        fenceCode.push(line);
      }
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[2];
      fenceInfo = line.trim().slice(fence.length);
      fenceCode = [];
      emit(line);
      return;
    }
    // Module syntax of MDX: the imports of components and of src/site.ts.
    if (/^(import|export)\s/.test(line)) return;

    const trimmed = line.trim();
    const admonition = /^:::(\w+)(?:\[([^\]]*)\]|\s+(.*))?$/.exec(trimmed);
    if (admonition) {
      const label = ADMONITION_LABELS[admonition[1]];
      if (!label) throw new MdxConversionError(options.path, lineNumber, `unknown admonition :::${admonition[1]}`);
      const title = admonition[2] ?? admonition[3];
      quoteDepth += 1;
      emit(`**${label}${title ? `: ${convertInline(title, options, lineNumber)}` : ''}**`);
      emit('');
      return;
    }
    if (trimmed === ':::') {
      quoteDepth = Math.max(0, quoteDepth - 1);
      return;
    }
    if (/^<Tabs\b[^>]*>$/.test(trimmed) || trimmed === '</Tabs>' || trimmed === '</TabItem>') return;
    const tabItem = /^<TabItem\b([^>]*)>$/.exec(trimmed);
    if (tabItem) {
      const label = attribute(tabItem[1], 'label') ?? attribute(tabItem[1], 'value');
      if (label) emit(`**${label}:**`);
      return;
    }
    emit(convertInline(line, options, lineNumber));
  });
  if (fence) throw new MdxConversionError(options.path, lines.length + lineOffset, `unclosed code block ${fence}`);

  // Dropped lines leave runs of blank lines behind.
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
