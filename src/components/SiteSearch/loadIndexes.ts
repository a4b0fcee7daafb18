import {combineLoadedIndexes, loadSearchIndexes, type LoadedIndexes} from '../../search';
import {SEARCH_PARTS} from '../../search/files';

/** A file's JSON, or null when it cannot be had: a missing or failing index is searched as an empty one. */
function fetchJson(url: string): Promise<unknown> {
  return fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

type SearchPart = (typeof SEARCH_PARTS)[number];
const PARTS: readonly SearchPart[] = SEARCH_PARTS;

function loadPart(baseUrl: string, part: SearchPart): Promise<LoadedIndexes> {
  return Promise.all([fetchJson(`${baseUrl}${part.index}`), fetchJson(`${baseUrl}${part.excerpts}`)]).then(
    ([index, excerpts]) => {
      try {
        return loadSearchIndexes(index === null ? [] : [{name: part.index, json: index}], excerpts);
      } catch (error) {
        // A malformed file is reported once and searched as empty, like a missing one.
        console.error(error);
        return loadSearchIndexes([]);
      }
    },
  );
}

/** The index as far as it has arrived; `complete` once every part has. */
export interface ArrivedIndexes {
  readonly indexes: LoadedIndexes;
  readonly complete: boolean;
}

// The parts are fetched once per visit, on first use, one after the other, and kept.
let loading: {first: Promise<void>; all: Promise<LoadedIndexes>} | null = null;
let arrived: ArrivedIndexes | null = null;
const listeners = new Set<() => void>();

function start(baseUrl: string) {
  loading ??= (() => {
    const [head, ...rest] = PARTS;
    const first = loadPart(baseUrl, head!).then((indexes) => {
      arrived = {indexes, complete: rest.length === 0};
    });
    // Each later part is fetched once the one before it has arrived: the first results wait for the first part's
    // bytes only.
    const all = rest.reduce(
      (previous, part, place) =>
        previous.then(async () => {
          const more = await loadPart(baseUrl, part);
          arrived = {indexes: combineLoadedIndexes(arrived!.indexes, more), complete: place === rest.length - 1};
          for (const listener of listeners) listener();
        }),
      first,
    );
    return {first, all: all.then(() => arrived!.indexes)};
  })();
  return loading;
}

/**
 * The site's index (docs, blog and pages: src/search/files.ts) with the sections' excerpts, as far as it has
 * arrived: at least its first part. Starts loading it on the first call.
 */
export function loadIndexes(baseUrl: string): Promise<ArrivedIndexes> {
  return start(baseUrl).first.then(() => arrived!);
}

/** The whole index, once every part has arrived. */
export function loadAllIndexes(baseUrl: string): Promise<LoadedIndexes> {
  return start(baseUrl).all;
}

/** Calls `listener` each time a later part of the index has arrived; returns a function that stops it. */
export function onMoreIndexes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
