/**
 * A built page's sections for the search index: each h1, h2 and h3 with the text up to the next of them, read from
 * the rendered HTML (what the visitor sees, whatever plugin made the page).
 */
import * as cheerio from 'cheerio';

import type {PageSection} from '../../search/build';
import {ERRORS_TABLE_CLASS, INPUT_FIELDS_TITLE} from '../../config/reference';

/**
 * Sections that only point elsewhere or repeat another page, left out of the index: a guide's closing link lists,
 * and the generated reference's example operation (it repeats the type's fields), a mutation's input fields (the
 * input's own page is indexed with them) and lists of where a type is used.
 */
export const UNINDEXED_SECTION_TITLES: ReadonlySet<string> = new Set([
  'Next steps',
  INPUT_FIELDS_TITLE,
  'Related',
  'Example',
  'Member Of',
  'Returned By',
  'Implemented By',
  'Interfaces',
  'Type',
]);

/** Notes beside a section's text (Docusaurus's admonitions): part of what is searched, not of its excerpt. */
const NOTES = '.theme-admonition';

/** A reference type's field, value and argument lists belong to the type's own section: a search finds the type. */
export const MERGED_SECTION_TITLES: ReadonlySet<string> = new Set(['Fields', 'Values', 'Arguments']);

const HEADINGS = 'h1, h2, h3';
/** Elements whose text ends a word: without a space, `<li>a</li><li>b</li>` would read as "ab". */
const BLOCK = new Set([
  'p',
  'li',
  'div',
  'td',
  'th',
  'tr',
  'pre',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
]);

/** The parts of a parsed node the text needs (cheerio's nodes, from domhandler). */
interface HtmlNode {
  readonly type: string;
  readonly data?: string;
  readonly name?: string;
  readonly children?: readonly HtmlNode[];
}

function textOf(nodes: readonly HtmlNode[]): string {
  let text = '';
  const walk = (node: HtmlNode) => {
    if (node.type === 'text') text += node.data ?? '';
    else if (node.type === 'tag') {
      for (const child of node.children ?? []) walk(child);
      if (BLOCK.has(node.name ?? '')) text += ' ';
    }
  };
  nodes.forEach(walk);
  return text.replace(/\s+/g, ' ').trim();
}

export type PageType = PageSection['type'];

/** Whether `position` is inside a `<script>` element, whose text the HTML does not escape. */
function inScript(html: string, position: number): boolean {
  const opened = html.lastIndexOf('<script', position);
  return opened !== -1 && html.lastIndexOf('</script>', position) < opened;
}

/**
 * The page's `<main>` element as HTML, or the whole page when it has none: everything the sections are read from
 * is in it, and the navbar, the sidebar and the footer around it are most of a reference page's bytes. Outside
 * scripts, a literal `<main` is the element: text in the page has it escaped.
 */
export function mainElementHtml(html: string): string {
  const start = [...html.matchAll(/<main[\s>]/g)].find((match) => !inScript(html, match.index))?.index ?? -1;
  let end = html.lastIndexOf('</main>');
  while (end > start && inScript(html, end)) end = html.lastIndexOf('</main>', end - 1);
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

/** The sections of one page; none for listing pages (blog lists, category cards) and pages without a title. */
export function pageSections(html: string, route: string, type: PageType): PageSection[] {
  const $ = cheerio.load(mainElementHtml(html));
  const root =
    type === 'docs' ? $('article .theme-doc-markdown') : type === 'blog' ? $('#__blog-post-container') : $('main');
  if (root.length !== 1) return [];
  // Buttons (copy, "Open in playground") and the category cards' repeated page titles are not content.
  root.find('button, script, style, .card').remove();
  const article = root.closest('article').length ? root.closest('article') : root;
  const pageTitle = textOf(article.find('h1').first().toArray());
  if (!pageTitle) return [];
  const tags = article
    .find('footer ul[class^=tags_] li, footer .theme-doc-footer-tags-row li')
    .toArray()
    .map((li) => textOf([li]));

  // The sidebar categories above the page (its breadcrumb without the page itself; the home link has no text).
  const categories = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .slice(0, -1)
    .map((item) => textOf([item]))
    .filter(Boolean);
  // The reference's status note (src/components/ReferenceMarkup SchemaStatus): every section of the page carries it.
  const status = root.find('[data-schema-status]').first().attr('data-schema-status');
  const marked: Pick<PageSection, 'status'> = status === 'upcoming' || status === 'deprecated' ? {status} : {};
  const sections: PageSection[] = [];
  const headings = [article.find('h1').first().get(0), ...root.find('h2, h3').toArray()].filter(
    (heading) => heading !== undefined,
  );
  for (const heading of headings) {
    const $heading = $(heading);
    const title = textOf($heading.contents().not('a.hash-link').toArray());
    // The page title's section is what follows the header it sits in (or the title itself).
    const start = $heading.parent('header').length ? $heading.parent('header') : $heading;
    const blocks = start.nextUntil(HEADINGS);
    const content = textOf(blocks.toArray());
    // The excerpt is the section's own words: a note beside them (the reference's History) is searched, not shown.
    const ownText = textOf(blocks.not(NOTES).toArray());
    if (UNINDEXED_SECTION_TITLES.has(title)) continue;
    // An operation's Errors table repeats the meanings of `UserErrorCode` on most mutations: their home is the enum's
    // page and the errors page, and 84 copies of them outranked what a query was about.
    if (blocks.is(`.${ERRORS_TABLE_CLASS}`) || blocks.find(`.${ERRORS_TABLE_CLASS}`).length > 0) continue;
    const previous = sections.at(-1);
    if (MERGED_SECTION_TITLES.has(title) && previous) {
      const merged = `${previous.content} ${content}`.trim();
      const mergedOwn = `${previous.excerptText ?? previous.content} ${ownText}`.trim();
      sections[sections.length - 1] = {
        ...previous,
        content: merged,
        ...(mergedOwn !== merged && mergedOwn !== '' && {excerptText: mergedOwn}),
      };
      continue;
    }
    const anchor = heading.tagName === 'h1' ? '' : $heading.attr('id');
    sections.push({
      pageTitle,
      sectionTitle: title,
      sectionRoute: anchor ? `${route}#${anchor}` : route,
      type,
      content,
      ...(ownText !== content && ownText !== '' && {excerptText: ownText}),
      tags: sections.length === 0 ? tags : [],
      parents: sections.length === 0 ? categories : [...categories, pageTitle],
      ...marked,
    });
  }
  return sections;
}
