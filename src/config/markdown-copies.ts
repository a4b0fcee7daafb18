/**
 * Where the Markdown copy of a page lives: its URL plus `.md`. A URL with a trailing slash (an index page such as
 * `/docs/troubleshooting/`) drops the slash (`/docs/troubleshooting.md`), and the home page is `/index.md`.
 * Node and browser safe: the build writes the copies here and the pages' "View as Markdown" links point here.
 */
export function markdownCopyPath(pagePath: string): string {
  const trimmed = pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The index for assistants (llmstxt.org) and the one-file copy of the guides and the reference. */
export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
