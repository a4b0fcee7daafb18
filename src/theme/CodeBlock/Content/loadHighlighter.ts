/**
 * The code blocks' highlighter, off the main bundle: every page is served with its code blocks highlighted, and a
 * page hydrates them as served (index.tsx), so Prism is needed only when a block must be highlighted in the browser.
 * Its chunk is downloaded once the page is idle and evaluated when a block first needs it. The server build swaps this
 * module for loadHighlighter.server.ts, which has the highlighter at once.
 */
import {useEffect, useState} from 'react';

import {whenIdle} from '@site/src/client/whenIdle';
import type {Highlighter} from './highlighterChunk';

type HighlighterChunk = typeof import('./highlighterChunk');

let chunk: HighlighterChunk | undefined;
let download: Promise<HighlighterChunk> | undefined;

function downloadHighlighter(): Promise<HighlighterChunk> {
  download ??= import(/* webpackChunkName: "highlighter" */ './highlighterChunk').then(
    (loaded) => (chunk = loaded),
    (error: unknown) => {
      // Forgotten, so that the next block that needs it requests the chunk again.
      download = undefined;
      throw error;
    },
  );
  return download;
}

let idleDownloadQueued = false;

/** One download in the page's idle time, whichever block asks first. */
function downloadWhenIdle(): void {
  if (idleDownloadQueued) return;
  idleDownloadQueued = true;
  // A failed download leaves the blocks as they are; the next block mounted queues it again, and a block that needs
  // the highlighter requests it at once.
  whenIdle(
    () =>
      void downloadHighlighter().catch(() => {
        idleDownloadQueued = false;
      }),
  );
}

/**
 * The highlighter if `needed` and its chunk is here, else undefined (the block shows what it has until a re-render
 * brings it). A block that needs it and does not have it starts the download; otherwise the chunk is downloaded once
 * the page is idle, so that a block shown later (the next page, a tab panel rendered on demand) has it at once.
 */
export function useHighlighter(needed: boolean): Highlighter | undefined {
  const [, setDownloaded] = useState(false);
  useEffect(() => {
    if (chunk) return undefined;
    if (!needed) {
      downloadWhenIdle();
      return undefined;
    }
    let current = true;
    downloadHighlighter().then(
      () => current && setDownloaded(true),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return needed && chunk ? chunk.evaluateHighlighter() : undefined;
}
