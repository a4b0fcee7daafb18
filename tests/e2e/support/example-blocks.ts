/**
 * The labelled code blocks of a reference page's Markdown copy (src/plugins/assistant-markdown/operationExample.ts
 * writes them from the same props as the page): `**Operation:**`, `**Variables:**`, `**TypeScript:**`, `**Response
 * (mock data):**` …, each followed by its fence. Read from the built copies, so the checks see what readers get.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {BUILD_DIR} from './build-dir';

export interface LabelledBlock {
  readonly label: string;
  readonly language: string;
  readonly code: string;
}

const BLOCK = /^\*\*([^*\n]+):\*\*\n\n(`{3,})([\w-]*)\n([\s\S]*?)\n\2$/gm;

export function labelledBlocks(markdown: string): LabelledBlock[] {
  return [...markdown.matchAll(BLOCK)].map((match) => ({label: match[1]!, language: match[3]!, code: match[4]!}));
}

/** The Markdown copy of the page at a site path (`/docs/graphql/mutations/create-folder`). */
export function markdownCopy(path: string): string {
  return readFileSync(join(BUILD_DIR, `${path}.md`), 'utf8');
}

/** The Upload variable paths a copy names (`variables.input.file`): their values travel as multipart parts. */
export function uploadPathsOf(markdown: string): string[] {
  const line = markdown.split('\n').find((text) => text.startsWith('`Upload` variables are `null`'));
  return [...(line?.matchAll(/`(variables\.[\w.]+)`/g) ?? [])].map((match) => match[1]!);
}
