/** The excerpt stored for a section: its opening words, cut at a word end. */
export const EXCERPT_LENGTH = 120;

export function excerptOf(content: string, length = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(' ', length);
  return `${text.slice(0, cut > length / 2 ? cut : length).replace(/[\s,;:.(—-]+$/u, '')}…`;
}
