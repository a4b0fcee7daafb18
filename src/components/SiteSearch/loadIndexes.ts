import {combineLoadedIndexes, loadSearchIndexes, type LoadedIndexes} from '../../search';
import {SEARCH_PARTS} from '../../search/files';

/** A file's JSON, or null when it cannot be had: a missing or failing index is searched as an empty one. */
function fetchJson(url: string): Promise<unknown> {
  return fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

function loadPart(baseUrl: string, part: (typeof SEARCH_PARTS)[number]): Promise<LoadedIndexes> {
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

// The parts are fetched once per visit, on first use, one after the other, and kept.
let first: Promise<LoadedIndexes> | null = null;
let latest: LoadedIndexes | null = null;
const listeners = new Set<() => void>();

/**
 * The site's index (docs, blog and pages: src/search/files.ts) with the sections' excerpts, as far as it has
 * arrived: at least its first part. The later parts are fetched after the first, so that the first results wait
 * for the first part's bytes only; `onMoreIndexes` listeners hear when each arrives.
 */
export function loadIndexes(baseUrl: string): Promise<LoadedIndexes> {
  first ??= (async () => {
    const [head, ...rest] = SEARCH_PARTS;
    latest = await loadPart(baseUrl, head);
    void rest.reduce(
      (previous, part) =>
        previous.then(async () => {
          latest = combineLoadedIndexes(latest!, await loadPart(baseUrl, part));
          for (const listener of listeners) listener();
        }),
      Promise.resolve(),
    );
    return latest;
  })();
  return first.then(() => latest!);
}

/** Calls `listener` each time a later part of the index has arrived; returns a function that stops it. */
export function onMoreIndexes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
