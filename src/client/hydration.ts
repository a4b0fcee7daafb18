/**
 * Whether React is hydrating the served page: in the browser, until the effects of hydration's commit have run.
 *
 * A component reads it while rendering to know that the DOM it renders into is the server's (the code blocks keep
 * their served elements, src/theme/CodeBlock/Content). `useSyncExternalStore` with a server snapshot tells the same,
 * but React then renders every such component again, synchronously, right after hydration, to hand it the client
 * snapshot: one non-interruptible update that joins the longest task of a page's start-up on a phone.
 */
import {useEffect} from 'react';

let hydrated = false;

/** True while the browser renders the page React is hydrating; false on the server and in every later render. */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !hydrated;
}

/** Marks the end of hydration: rendered once, at the app's root, whose effects run after every other of the commit. */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
