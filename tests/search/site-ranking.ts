/** The site's own ranking (src/search) over a build, as the judged-set evaluation runs it. */
import {searchIndexes} from '../../src/search';
import {loadBuiltSearchIndexes} from '../../src/search/node';

export function siteRanker(buildDir: string): (query: string) => string[] {
  const loaded = loadBuiltSearchIndexes(buildDir);
  return (query) => searchIndexes(loaded, query).map((result) => result.path);
}
