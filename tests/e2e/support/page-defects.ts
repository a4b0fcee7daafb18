/**
 * Defects a reader sees on a built page, found from its HTML alone: a table that opens with an empty header row, a
 * sentence said twice in one block, directive or MDX markup shown as text, Markdown syntax shown as text (emphasis,
 * code ticks, link brackets), a title repeated as its own subtitle, a code block inside a heading or a table cell, a removal date still to come called "removed",
 * and a way to the API-key settings worded differently from src/site.ts.
 *
 * `findPageDefects` runs inside the browser (page.evaluate serialises it), so it is self-contained: no imports and
 * no reference to anything outside its body.
 */
export interface PageDefectInput {
  /** One entry per page: the file under the build directory and its HTML. */
  pages: {file: string; html: string}[];
  apiKeySettingsPath: string;
  /** YYYY-MM-DD: a removal dated after it has not happened yet. */
  today: string;
  /** MARKDOWN_SYNTAX. */
  markdownSyntax: readonly {name: string; source: string}[];
}

export interface PageDefect {
  file: string;
  kind:
    | 'empty table header'
    | 'repeated sentence'
    | 'raw markup'
    | 'markdown syntax'
    | 'title repeated as subtitle'
    | 'code block in a line'
    | 'future removal called removed'
    | 'api key path';
  text: string;
}

/**
 * Markdown a reader would see as characters: emphasis (`_n_`, `*n*`, `**New**`), a code span's ticks and a link's
 * brackets. Sources, so the browser-side checks can build them (a RegExp does not cross page.evaluate). An
 * identifier's underscores (`first_name`, `UPLOAD_INCOMPLETE`) are not emphasis: a delimiter must not touch a letter
 * or digit on its outer side.
 */
export const MARKDOWN_SYNTAX: readonly {name: string; source: string}[] = [
  {name: 'emphasis', source: String.raw`(?<![\p{L}\p{N}_*])(\*{1,2}|_{1,2})(?![\s*_])[^*_\n]*?[^\s*_]\1(?![\p{L}\p{N}_*])`},
  {name: 'code ticks', source: '`[^`\\n]+`'},
  {name: 'link brackets', source: String.raw`\[[^\]\n]+\]\([^)\s]*\)`},
];

export function findPageDefects({pages, apiKeySettingsPath, today, markdownSyntax}: PageDefectInput): PageDefect[] {
  const RAW_MARKUP = [':::', '{#', '<details', '</details', '<summary', '{/*', '*/}', '<Tabs', '<TabItem'];
  const CODE_LIKE = 'pre, code, kbd, samp, script, style, textarea, noscript, template';
  const BLOCKS = 'p, li, td, th, dd, figcaption';
  const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'at', 'to', 'is', 'are', 'and', 'or', 'for', 'by', 'it', 'be', 'date']);
  const parser = new DOMParser();
  const defects: PageDefect[] = [];
  const markdownPatterns = markdownSyntax.map(({name, source}) => ({name, pattern: new RegExp(source, 'u')}));
  const normalised = (element: Element | null | undefined) =>
    (element?.textContent ?? '').replace(/[\s\u200b]+/g, ' ').trim().toLowerCase();
  /** Where a text is: its element, and the heading (with its anchor) of the section it is in. */
  const placeOf = (element: Element | null) => {
    if (!element) return 'body';
    const tag = element.tagName.toLowerCase();
    for (let at: Element | null = element; at; at = at.parentElement) {
      for (let before = at.previousElementSibling; before; before = before.previousElementSibling) {
        if (/^H[1-6]$/.test(before.tagName)) return `${tag} under ${before.tagName.toLowerCase()}${before.id ? `#${before.id}` : ''}`;
      }
    }
    return tag;
  };

  const words = (sentence: string) =>
    new Set((sentence.toLowerCase().match(/[a-z0-9][a-z0-9_-]*/g) ?? []).filter((word) => !STOP_WORDS.has(word)));
  /** The block's own text: nested lists, code blocks and tables are blocks of their own. */
  const ownText = (block: Element) => {
    const copy = block.cloneNode(true) as Element;
    copy.querySelectorAll('ul, ol, pre, table, div, p').forEach((nested) => nested.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };

  for (const {file, html} of pages) {
    const doc = parser.parseFromString(html, 'text/html');
    const main = doc.querySelector('main') ?? doc.body;

    for (const row of main.querySelectorAll('table thead tr')) {
      if ((row.textContent ?? '').trim() === '') {
        const table = row.closest('table');
        defects.push({file, kind: 'empty table header', text: (table?.textContent ?? '').trim().slice(0, 80)});
      }
    }

    for (const block of main.querySelectorAll(BLOCKS)) {
      if (block.closest(CODE_LIKE)) continue;
      const sentences = ownText(block)
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => ({sentence, words: words(sentence)}))
        .filter((entry) => entry.words.size >= 2);
      // A sentence is said twice when every word it carries is in another sentence of the same block.
      sentences.forEach((a, i) => {
        const k = sentences.findIndex(
          (b, j) => j !== i && b.words.size >= a.words.size && [...a.words].every((word) => b.words.has(word)),
        );
        if (k === -1) return;
        const sameWords = sentences[k].words.size === a.words.size;
        // Of two sentences with the same words, the later one is the repeat; a shorter one repeats when it restates a
        // figure (a date, a count) the other gives with all its words ("Removal on …" after "Removal date: …").
        if (sameWords ? k > i : ![...a.words].some((word) => /\d/.test(word))) return;
        defects.push({file, kind: 'repeated sentence', text: `"${a.sentence}" repeats "${sentences[k].sentence}"`});
      });
    }

    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(CODE_LIKE)) continue;
      const text = node.textContent ?? '';
      const marker = RAW_MARKUP.find((markup) => text.includes(markup));
      if (marker) defects.push({file, kind: 'raw markup', text: `${marker} in "${text.trim().slice(0, 80)}"`});
      for (const {name, pattern} of markdownPatterns) {
        const match = pattern.exec(text);
        if (!match) continue;
        const parent = node.parentElement;
        defects.push({file, kind: 'markdown syntax', text: `${name} ${match[0]} in ${placeOf(parent)}: "${text.trim().slice(0, 80)}"`});
      }
    }

    // A heading or a table cell is one line of text: a code block in it (inline code rendered as a block) breaks it.
    for (const block of main.querySelectorAll(':is(h1, h2, h3, h4, h5, h6, td, th) pre')) {
      const line = block.parentElement?.closest('h1, h2, h3, h4, h5, h6, td, th');
      defects.push({file, kind: 'code block in a line', text: `pre "${(block.textContent ?? '').trim().slice(0, 60)}" in ${placeOf(line ?? null)}`});
    }

    // A page's title said again as its subtitle: the next block of its header, or the first block after it.
    for (const title of doc.querySelectorAll('h1')) {
      const scope = title.closest('header') ?? title.parentElement;
      const following = [...(scope?.querySelectorAll('p, h2, .hero__subtitle') ?? [])].filter(
        (element) => title.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      )[0];
      if (following && normalised(following) !== '' && normalised(following) === normalised(title)) {
        defects.push({file, kind: 'title repeated as subtitle', text: `${placeOf(following)} "${following.textContent?.trim()}" under h1 "${title.textContent?.trim()}"`});
      }
    }

    const bodyText = (main.textContent ?? '').replace(/\s+/g, ' ');
    for (const match of bodyText.matchAll(/\bremoved (\d{4}-\d{2}-\d{2})/g)) {
      if (match[1] > today) defects.push({file, kind: 'future removal called removed', text: match[0]});
    }
    for (const match of bodyText.matchAll(/(?:\b\w+(?: \w+)? → )+Developers\b/g)) {
      if (match[0] !== apiKeySettingsPath) defects.push({file, kind: 'api key path', text: match[0]});
    }
  }
  return defects;
}
