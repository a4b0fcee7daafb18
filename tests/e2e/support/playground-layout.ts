/**
 * What a reader sees broken in the playground's IDE, measured in the page: the IDE's boxes (the sidebar, the tabs'
 * header, the editors' card and what it holds, the Variables bar and editor, the response, the toolbar's buttons,
 * Monaco's scrollbar thumbs, the cost bar and a tooltip) must
 * - lie inside the screen, left to right (a tooltip also top to bottom);
 * - lie inside the box they belong to (a toolbar button inside the editors' card, a scrollbar thumb inside its
 *   editor);
 * - not overlap a box they do not belong to (the Variables bar and the response);
 * and the cost bar, a status line, takes at most three lines.
 *
 * `findPlaygroundLayoutDefects` runs inside the page (page.evaluate serialises it): nothing from outside its body.
 */
export interface PlaygroundLayoutDefect {
  kind: 'clipped by the screen' | 'outside its box' | 'overlaps' | 'cost bar too tall';
  text: string;
}

export function findPlaygroundLayoutDefects(): PlaygroundLayoutDefect[] {
  const BOXES = [
    '.graphiql-sidebar',
    '.graphiql-sidebar button',
    '.graphiql-session-header',
    '.graphiql-tab',
    '.graphiql-logo',
    '.graphiql-editors',
    '.graphiql-query-editor',
    '.graphiql-toolbar > *',
    '.graphiql-editor-tools',
    '.graphiql-editor-tool',
    '.graphiql-response',
    '.monaco-scrollable-element > .scrollbar > .slider',
    '[data-testid="live-cost"]',
    '[role="tooltip"]',
  ];
  const defects: PlaygroundLayoutDefect[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;

  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    // GraphiQL parks a closed pane off-screen to the left (its inline style) instead of hiding it.
    return !element.closest('[style*="opacity: 0"]');
  };
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? '';
    const classes = [...element.classList].filter((each) => each.startsWith('graphiql') || each === 'slider').join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? ` "${label.slice(0, 40)}"` : ''}`;
  };
  const boxes = BOXES.flatMap((selector) => [...document.querySelectorAll(selector)]).filter(visible);
  const unique = [...new Set(boxes)];
  const rect = (element: Element) => element.getBoundingClientRect();
  const round = (value: number) => Math.round(value);
  const where = (element: Element) => {
    const box = rect(element);
    return `${name(element)} [${round(box.left)}–${round(box.right)} × ${round(box.top)}–${round(box.bottom)}]`;
  };
  const TOLERANCE = 1;

  for (const element of unique) {
    const box = rect(element);
    const isTooltip = element.matches('[role="tooltip"]');
    if (box.left < -TOLERANCE || box.right > width + TOLERANCE || (isTooltip && (box.top < -TOLERANCE || box.bottom > height + TOLERANCE))) {
      defects.push({kind: 'clipped by the screen', text: `${where(element)} on a ${width} × ${height} screen`});
    }
    // The nearest box it belongs to: its closest ancestor among the boxes.
    const owner = unique.find((other) => other !== element && other.contains(element) && !unique.some((between) => between !== other && between !== element && other.contains(between) && between.contains(element)));
    if (owner) {
      const outer = rect(owner);
      if (box.left < outer.left - TOLERANCE || box.right > outer.right + TOLERANCE || box.top < outer.top - TOLERANCE || box.bottom > outer.bottom + TOLERANCE) {
        defects.push({kind: 'outside its box', text: `${where(element)} outside ${where(owner)}`});
      }
    }
  }

  const overlapping = unique.filter((element) => !element.matches('[role="tooltip"]'));
  for (let i = 0; i < overlapping.length; i++) {
    for (let j = i + 1; j < overlapping.length; j++) {
      const [a, b] = [overlapping[i]!, overlapping[j]!];
      if (a.contains(b) || b.contains(a)) continue;
      const [p, q] = [rect(a), rect(b)];
      const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (across > TOLERANCE && down > TOLERANCE) defects.push({kind: 'overlaps', text: `${where(a)} and ${where(b)}`});
    }
  }

  const bar = document.querySelector('[data-testid="live-cost"]');
  if (bar) {
    const style = getComputedStyle(bar);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
    const lines = (rect(bar).height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth)) / lineHeight;
    if (lines > 3.5) defects.push({kind: 'cost bar too tall', text: `${where(bar)}: ${lines.toFixed(1)} lines`});
  }
  return defects;
}
