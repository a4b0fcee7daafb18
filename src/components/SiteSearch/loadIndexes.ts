import {loadSearchIndexes, type LoadedIndexes} from '../../search';

/** The build's section excerpts (written by the index shaping), fetched with the indexes. */
const EXCERPTS_FILE = 'search-excerpts.json';

// Each file is fetched once per visit, on first use, as the search plugin's own bar did.
const fetched = new Map<string, Promise<unknown>>();

/** A file's JSON, or null when it cannot be had: a missing or failing index is searched as an empty one. */
function fetchJson(url: string): Promise<unknown> {
  let json = fetched.get(url);
  if (!json) {
    json = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    fetched.set(url, json);
  }
  return json;
}

const loaded = new Map<string, Promise<LoadedIndexes>>();

/** The indexes of `tags` (the contextual search filters: the docs version and the blog), with the excerpts. */
export function loadIndexes(baseUrl: string, tags: readonly string[]): Promise<LoadedIndexes> {
  const key = tags.join(',');
  let indexes = loaded.get(key);
  if (!indexes) {
    indexes = Promise.all([
      Promise.all(
        tags.map(async (tag) => ({
          name: `search-index-${tag}.json`,
          json: await fetchJson(`${baseUrl}search-index-${tag}.json`),
        })),
      ),
      fetchJson(`${baseUrl}${EXCERPTS_FILE}`),
    ]).then(([files, excerpts]) => {
      const usable = files.filter((file) => file.json !== null);
      try {
        return loadSearchIndexes(usable, excerpts);
      } catch (error) {
        // A malformed file is reported once and searched as empty, like a missing one.
        console.error(error);
        return loadSearchIndexes([]);
      }
    });
    loaded.set(key, indexes);
  }
  return indexes;
}
