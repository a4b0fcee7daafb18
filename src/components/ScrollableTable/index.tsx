import {startTransition, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the page (a phone): the page itself
 * keeps its width. The box takes the keyboard focus only while it scrolls, so arrow keys can scroll it then, and
 * tabbing through a page whose tables fit stops at no extra place.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  // Focusable in the server-rendered page, where a box may scroll before the script has measured it.
  const [scrolls, setScrolls] = useState(true);

  // Measured in a transition: the box stays focusable until then, as served, and the update is rendered with the
  // rest of the page's follow-up work in short tasks. Set in a layout effect, it was an urgent update that React
  // rendered at once, together with every other update then pending, in one long task right after hydration.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => startTransition(() => setScrolls(box.scrollWidth > box.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    // The box changes with the page's width, the table with its content (a web font, an expanded cell).
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} className={styles.box} tabIndex={scrolls ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
