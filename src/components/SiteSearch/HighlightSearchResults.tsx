import {useEffect, useState} from 'react';
import Mark from 'mark.js';
import {useHistory, useLocation} from '@docusaurus/router';

import {RAW_WORD, stemsOfWord} from '../../search/tokens';
import {HIGHLIGHT_STATE_KEY, highlightIn} from './highlightState';

/** Elements whose text is not the page's (mark.js leaves the same out of the text it counts offsets in). */
const NOT_TEXT = 'script, style, title';

/** The element a text node's line of text belongs to: its nearest ancestor that is not laid out inline. */
function blockOf(element: Element, root: Element, known: Map<Element, Element>): Element {
  const cached = known.get(element);
  if (cached) return cached;
  const display = getComputedStyle(element).display;
  const block =
    element === root || !element.parentElement || (display !== 'inline' && display !== 'contents')
      ? element
      : blockOf(element.parentElement, root, known);
  known.set(element, block);
  return block;
}

/**
 * Where the words to mark are, as mark.js counts offsets (in all of the root's text, node after node): the words of
 * each block's text whose stems are among `stems`.
 */
function wordRanges(root: HTMLElement, stems: ReadonlySet<string>): Array<{start: number; length: number}> {
  const ranges: Array<{start: number; length: number}> = [];
  const known = new Map<Element, Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.matches(NOT_TEXT) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let offset = 0;
  let run = {block: null as Element | null, start: 0, text: ''};
  const markWordsOf = ({start, text}: typeof run) => {
    for (const match of text.matchAll(new RegExp(RAW_WORD.source, RAW_WORD.flags))) {
      if (stemsOfWord(match[0]).some((stem) => stems.has(stem))) ranges.push({start: start + match.index, length: match[0].length});
    }
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const block = node.parentElement ? blockOf(node.parentElement, root, known) : root;
    if (block !== run.block) {
      markWordsOf(run);
      run = {block, start: offset, text: ''};
    }
    run.text += node.data;
    offset += node.data.length;
  }
  markWordsOf(run);
  return ranges;
}

/**
 * Marks the words of the chosen search result on the page it leads to, once: the state is removed from the history
 * entry so that going back and forth does not mark them again. A page without the element to mark in (the light
 * build's stand-in for a reference page, src/components/FullPageLoad, which loads the page from the server) leaves
 * them in the entry for the page that comes.
 */
export function HighlightSearchResults(): null {
  const location = useLocation<Record<string, unknown> | undefined>();
  const history = useHistory();
  const [highlight, setHighlight] = useState<{root: HTMLElement; terms: readonly string[]} | null>(null);

  useEffect(() => {
    const state = highlightIn(location.state);
    if (!state) return;
    const root = document.querySelector<HTMLElement>(state.isDocsOrBlog ? 'article' : 'main');
    if (!root) return;
    setHighlight({root, terms: state.terms});
    const rest = {...location.state};
    delete rest[HIGHLIGHT_STATE_KEY];
    history.replace({...location, state: rest});
  }, [location, history]);

  // Whole words are marked, those the search matched: the page's words read as the index reads them (identifiers
  // whole and as their words, stemmed), so "Creates" is marked for "create" and "createFolder" for "folder", and the
  // "folder" of "subfolders" is not (mark.js alone marks the terms wherever they occur, inside words too). A word is
  // read across the elements of one line of text: a heading's "create<wbr>Folder" is one word.
  useEffect(() => {
    if (!highlight) return undefined;
    const mark = new Mark(highlight.root);
    mark.markRanges(wordRanges(highlight.root, new Set(highlight.terms.flatMap(stemsOfWord))));
    return () => mark.unmark();
  }, [highlight]);

  return null;
}
