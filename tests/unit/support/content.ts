/**
 * The hand-written content of the site for tests: its Markdown and MDX files, and the fenced code blocks in them.
 */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CONTENT_DIRS = ['docs', 'blog'];
/** Generated pages, not hand-written content: the API changelog comes from the schema itself (the reference is outside docs/). */
const EXCLUDED_DIRS = [join('docs', 'changelog')];

export interface FencedBlock {
  /** Info-string language, e.g. `graphql`. */
  lang: string;
  /** `title="…"` of the info string, if any. */
  title: string | undefined;
  /** 1-based line (in the file) of the first line of the block's content. */
  contentLine: number;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  content: string;
}

/** Fenced code blocks of a Markdown/MDX text, in order, with their positions. */
export function fencedBlocks(text: string): FencedBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open as unknown as [string, string, string, string, string];
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      const line = lines[end]!;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      end++;
    }
    const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(rest);
    blocks.push({
      lang: lang.toLowerCase(),
      title: title ? (title[1] ?? title[2]) : undefined,
      fenceLine: index + 1,
      contentLine: index + 2,
      content: body.join('\n'),
    });
    index = end;
  }
  return blocks;
}

/** Markdown and MDX files under the content folders, without the generated reference. */
export function contentFiles(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!EXCLUDED_DIRS.includes(path) && entry.name !== 'node_modules') walk(path);
      } else if (/\.mdx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const dir of CONTENT_DIRS) if (existsSync(join(root, dir))) walk(dir);
  return files.sort();
}
