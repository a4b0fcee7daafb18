import {loadSearchIndexes, type LoadedIndexes} from '../../search';
import {EXCERPTS_FILE, INDEX_FILE} from '../../search/files';

/** A file's JSON, or null when it cannot be had: a missing or failing index is searched as an empty one. */
function fetchJson(url: string): Promise<unknown> {
  return fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

// The files are fetched once per visit, on first use, and kept.
let loaded: Promise<LoadedIndexes> | null = null;

/** The site's one index (docs, blog and pages: src/search/files.ts) with the sections' excerpts. */
export function loadIndexes(baseUrl: string): Promise<LoadedIndexes> {
  loaded ??= Promise.all([fetchJson(`${baseUrl}${INDEX_FILE}`), fetchJson(`${baseUrl}${EXCERPTS_FILE}`)]).then(
    ([index, excerpts]) => {
      try {
        return loadSearchIndexes(index === null ? [] : [{name: INDEX_FILE, json: index}], excerpts);
      } catch (error) {
        // A malformed file is reported once and searched as empty, like a missing one.
        console.error(error);
        return loadSearchIndexes([]);
      }
    },
  );
  return loaded;
}
