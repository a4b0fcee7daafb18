/**
 * The trees Docusaurus parses the pages into, kept for their Markdown copies: parsing a page's MDX again after the
 * build cost as much as compiling it (3.7 s of the 5 s a 480-page part of the reference spent on its copies).
 * `remarkKeepTree` runs first among the docs and blog plugins' remark plugins (`beforeDefaultRemarkPlugins`), on
 * the tree as parsed, front matter included, so positions are the file's lines. The copies take a file's tree after
 * the build only if it was parsed from the file as it is (`takeTree`): the blog also compiles a post cut at its
 * truncate marker for its lists, and a Markdown preprocessor would change the source. Otherwise they parse the file.
 * The tree has been through MDX's own first step, which unravels a paragraph holding only JSX into flow JSX: the
 * copies convert either form alike.
 */
import {resolve} from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';

/**
 * One registry per process, on the global object: Docusaurus loads the site config and each plugin module without a
 * module cache, so the remark plugin (imported by the config) and the copies (a plugin of their own) would each
 * have their own copy of a module-level map.
 */
const REGISTRY = Symbol.for('folio.assistant-markdown.kept-trees');

interface KeptTree {
  /** The source the tree was parsed from. */
  readonly source: string;
  readonly tree: Root;
}

function registry(): Map<string, KeptTree[]> {
  const global = globalThis as {[REGISTRY]?: Map<string, KeptTree[]>};
  global[REGISTRY] ??= new Map();
  return global[REGISTRY];
}

/**
 * A copy of a tree with what the copies read: its nodes, their fields and data, and the line each starts on. It
 * leaves out the JavaScript trees of MDX's expressions (`data.estree`) and the rest of the positions: a 480-page
 * part's trees then take 7 MB instead of 27 and are copied in 0.1 s instead of 0.5 (structuredClone).
 */
function leanCopy(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => leanCopy(item));
  if (value === null || typeof value !== 'object') return value;
  if (key === 'position') return {start: {line: (value as {start: {line: number}}).start.line}};
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) if (name !== 'estree') copy[name] = leanCopy(field, name);
  return copy;
}

/**
 * Remark plugin: keeps a copy of each page's tree under its file's path, in a production build only (the copies
 * are written after a build; `npm start` would hold them for nothing). The copy is the plugin's own: the
 * transforms after it change the tree Docusaurus compiles.
 */
export default function remarkKeepTree() {
  return (tree: Root, file: VFile): void => {
    if (process.env['NODE_ENV'] !== 'production' || !file.path) return;
    const path = resolve(file.path);
    const source = String(file.value);
    const others = (registry().get(path) ?? []).filter((kept) => kept.source !== source);
    registry().set(path, [...others, {source, tree: leanCopy(tree) as Root}]);
  };
}

/** The kept tree of a file parsed from `source`, its content now; the file's trees are then forgotten. */
export function takeTree(path: string, source: string): Root | undefined {
  const key = resolve(path);
  const kept = registry().get(key);
  registry().delete(key);
  return kept?.find((entry) => entry.source === source)?.tree;
}

/** Forgets every kept tree, once a build's copies are written (a tree nobody took would stay until exit). */
export function forgetTrees(): void {
  registry().clear();
}
