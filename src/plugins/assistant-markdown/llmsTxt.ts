/**
 * llms.txt (the llmstxt.org format: a title, a summary in a blockquote, then sections of links, each to a page's
 * Markdown copy) and llms-full.txt (every guide in full, then the reference in brief).
 */
import {markdownCopyPath} from '../../config/markdown-copies';
import type {CollectedCopies, PageCopy, SiteInfo} from './content';

function entry(info: SiteInfo, path: string, copy: PageCopy | undefined): string {
  if (!copy) throw new Error(`llms.txt: no Markdown copy of ${path}`);
  const description = copy.description.replace(/\s*\n\s*/g, ' ');
  return `- [${copy.title}](${info.siteUrl}${markdownCopyPath(path)})${description ? `: ${description}` : ''}`;
}

export function llmsTxt(
  info: SiteInfo,
  copies: CollectedCopies,
  notes: {readonly schemaPath: string; readonly fullPath: string},
): string {
  const reference = [
    ...(copies.referenceOverview
      ? [entry(info, copies.referenceOverview, copies.pages.get(copies.referenceOverview))]
      : []),
    ...copies.referenceSections.map(
      (section) => `- [${section.title}](${info.siteUrl}${section.markdownPath}): ${section.description}`,
    ),
  ];
  return [
    `# ${info.siteTitle}`,
    '',
    `> ${info.tagline}`,
    '',
    `Every page of this portal has a Markdown copy at its URL plus \`.md\` (an index page such as \`/docs/troubleshooting/\` at \`/docs/troubleshooting.md\`). The GraphQL schema is at ${info.siteUrl}${notes.schemaPath}; all guides and a compact reference in one file are at ${info.siteUrl}${notes.fullPath}.`,
    '',
    '## Guides',
    '',
    ...copies.guides.map((path) => entry(info, path, copies.pages.get(path))),
    '',
    '## API reference',
    '',
    ...reference,
    '',
    '## Blog',
    '',
    ...copies.posts.map((path) => entry(info, path, copies.pages.get(path))),
    '',
    '## Optional',
    '',
    entry(info, '/playground', copies.pages.get('/playground')),
    '',
  ].join('\n');
}

export function llmsFullTxt(info: SiteInfo, copies: CollectedCopies, compactReference: string): string {
  const guides = copies.guides.map((path) => {
    const copy = copies.pages.get(path);
    if (!copy) throw new Error(`llms-full.txt: no Markdown copy of ${path}`);
    return `<!-- ${info.siteUrl}${path} -->\n\n${copy.markdown.trim()}`;
  });
  const overview = copies.referenceOverview ? copies.pages.get(copies.referenceOverview)?.markdown.trim() : undefined;
  return [
    `# ${info.siteTitle}`,
    '',
    `> ${info.tagline}`,
    '',
    ...guides.flatMap((guide) => [guide, '']),
    ...(overview ? [overview, ''] : []),
    '# GraphQL reference in brief',
    '',
    'One line per item: its signature (linked to its reference page) and the first sentence of its description.',
    '',
    compactReference.trim(),
    '',
  ].join('\n');
}
