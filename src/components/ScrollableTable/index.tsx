import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

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

  // Measured before the hydrated page is painted, so there is no moment when a scrolling box cannot take the focus.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
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
