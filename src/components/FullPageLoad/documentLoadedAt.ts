/**
 * Whether this document was loaded from the server at this path, rather than reached by navigating in the app: what
 * a stand-in that loads its page from the server (./index.tsx, src/playground/ide/loadPlaygroundIde.elsewhere.ts)
 * checks before asking the server again.
 */
export function documentLoadedAt(pathname: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry === undefined || new URL(entry.name).pathname === pathname;
}
