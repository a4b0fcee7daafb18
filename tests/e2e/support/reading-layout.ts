/**
 * Defects a reader sees on a laid-out page, measured in the browser (support/page-defects.ts finds those the HTML
 * alone shows):
 * - a word broken inside itself: a heading, a sidebar or table-of-contents label, a breadcrumb or a table cell that
 *   wraps in the middle of a word ("createCommentOnDocumen|t", "2025-11-|04"). A line may break at a space, at a
 *   `<wbr>` (which ends a text node) and after the hyphen of a compound of letters ("read-|only"), nowhere else;
 * - a table wider than its column that does not show it scrolls (no shadow or fade at its edge) or whose first
 *   column leaves the view when it is scrolled;
 * - a page wider than the screen.
 * `findLightBlocks` finds, in dark mode, a light block (a banner, a panel) wider than half the screen: a part of the
 * page that does not follow the colour mode (accessibility.spec.ts runs it on every kind of page).
 *
 * Both run inside the page (page.evaluate serialises them): no imports, nothing from outside their bodies.
 */
export interface LayoutDefect {
  kind:
    | 'word broken'
    | 'table scrolls without a hint'
    | 'first column scrolls away'
    | 'page wider than the screen'
    | 'stylesheet not loaded yet';
  /** Where: the element, as a short selector with its text. */
  element: string;
  /** What is wrong. */
  text: string;
}

export function findLayoutDefects(): LayoutDefect[] {
  const LABELS = [
    'main h1, main h2, main h3, main h4, main h5, main h6',
    'header h1',
    '.menu__link',
    '.table-of-contents__link',
    '.breadcrumbs__link',
    'main td, main th',
  ].join(', ');
  const defects: LayoutDefect[] = [];
  // Measured as soon as the document is parsed: its stylesheet (cached after the first page) is normally there too.
  const styled = [...document.styleSheets].some((sheet) => sheet.href !== null && sheet.cssRules.length > 0);
  if (!styled) return [{kind: 'stylesheet not loaded yet', element: 'head', text: 'measure again after the load event'}];

  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].filter((name) => !/[^_]_[A-Za-z0-9-]{4}$/.test(name)).slice(0, 2);
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${element.tagName.toLowerCase()}${id}${classes.map((name) => `.${name}`).join('')} "${text}"`;
  };

  /** The line each character of a text node is laid out on, by the top of its box. */
  const lineTops = (node: Text, start: number, end: number): number[] => {
    const range = document.createRange();
    const tops: number[] = [];
    for (let index = start; index < end; index++) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      tops.push(rect ? Math.round(rect.top) : Number.NaN);
    }
    return tops;
  };

  const seen = new Set<Text>();
  for (const element of document.querySelectorAll(LABELS)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (seen.has(node)) continue;
      seen.add(node);
      // A text laid out on one line breaks no word: most labels are, and their words need not be measured one by one.
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const lines = new Set([...whole.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size < 2) continue;
      const text = node.data;
      for (const word of text.matchAll(/\S{2,}/g)) {
        const start = word.index;
        const end = start + word[0].length;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length < 2 || new Set(rects.map((rect) => Math.round(rect.top))).size < 2) continue;
        const tops = lineTops(node, start, end);
        for (let index = 1; index < tops.length; index++) {
          if (!(tops[index] > tops[index - 1] + 2)) continue;
          const before = word[0].charAt(index - 1);
          const compound = before === '-' && /\p{L}/u.test(word[0].charAt(index - 2)) && /\p{L}/u.test(word[0].charAt(index));
          if (compound) continue;
          defects.push({
            kind: 'word broken',
            element: describe(element),
            text: `"${word[0].slice(0, index)}|${word[0].slice(index)}"`,
          });
          break;
        }
      }
    }
  }

  for (const table of document.querySelectorAll('main table')) {
    let box: HTMLElement | null = table.parentElement;
    while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (!box || box === document.body) continue;
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    const hint = [getComputedStyle(box), getComputedStyle(box, '::before'), getComputedStyle(box, '::after')].some(
      (style) =>
        style.backgroundImage !== 'none' ||
        (style.boxShadow !== 'none' && style.content !== 'none') ||
        (style.maskImage !== 'none' && style.maskImage !== ''),
    );
    const where = `${describe(table)} (${table.scrollWidth} px in a ${box.clientWidth} px column)`;
    if (!hint) defects.push({kind: 'table scrolls without a hint', element: where, text: 'no shadow or fade shows more to the side'});
    const scrolled = box.scrollLeft;
    box.scrollLeft = box.scrollWidth;
    const boxLeft = box.getBoundingClientRect().left;
    const away = [...table.querySelectorAll('tr')].find((row) => {
      const first = row.cells[0];
      return first !== undefined && first.getBoundingClientRect().left < boxLeft - 1;
    });
    box.scrollLeft = scrolled;
    if (away) defects.push({kind: 'first column scrolls away', element: where, text: `${describe(away.cells[0]!)} leaves the view`});
  }

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) {
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > page.clientWidth + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= page.clientWidth + 1)
      .slice(0, 3);
    defects.push({
      kind: 'page wider than the screen',
      element: widest.map(describe).join('; ') || 'body',
      text: `${page.scrollWidth} px on a ${page.clientWidth} px screen`,
    });
  }
  return defects;
}

/** In dark mode: blocks wider than half the screen and 40 px tall whose background is a light colour. */
export function findLightBlocks(): string[] {
  const found: string[] = [];
  const halfScreen = window.innerWidth / 2;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    // Sizes first (laid out already), styles only for the few blocks wide and tall enough to matter.
    if (!(element.offsetWidth >= halfScreen && element.offsetHeight >= 40)) continue;
    const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(element).backgroundColor);
    if (!match || Number(match[4] ?? 1) < 0.5) continue;
    // Relative luminance (WCAG): the dark theme's surfaces are below 0.02, the primary colour's periwinkle 0.41.
    const [r, g, b] = [match[1], match[2], match[3]].map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    if (0.2126 * r! + 0.7152 * g! + 0.0722 * b! <= 0.3) continue;
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    found.push(`${element.tagName.toLowerCase()}${classes}: background ${match[0]}, ${element.offsetWidth} × ${element.offsetHeight} px`);
  }
  return found;
}
