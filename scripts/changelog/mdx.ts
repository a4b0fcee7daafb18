/** Text for generated MDX v3: code spans are kept, everything else has MDX's and Markdown's special characters escaped. */

export function mdxText(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\\{}<>*_[\]|]/g, (char) => `\\${char}`)))
    .join('');
}
