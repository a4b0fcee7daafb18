/**
 * The ranking of @cmfcmf/docusaurus-search-local's own search bar, as its client runs it: each index queried on
 * its own (title, content and tags; each term exactly and with a trailing wildcard), the results of all indexes
 * merged by their lunr scores. Kept to measure the baseline the judged set was first scored against.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

interface LunrQuery {
  term(terms: string[], options: {fields: string[]; boost: number; wildcard?: number}): void;
}
interface LunrIndexInstance {
  query(build: (query: LunrQuery) => void): {ref: string; score: number}[];
}
interface Lunr {
  tokenizer: ((input: string) => {toString(): string}[]) & {separator: RegExp};
  Index: {load(json: unknown): LunrIndexInstance};
  Query: {wildcard: {TRAILING: number}};
}

const BOOSTS: [string, number][] = [
  ['title', 5],
  ['content', 1],
  ['tags', 3],
];

export function pluginRanker(buildDir: string): (query: string) => string[] {
  // The lunr copy the plugin builds its indexes with (the repo's index shaping loads it the same way).
  const lunr = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'))('../lunr.js') as Lunr;
  lunr.tokenizer.separator = /[^\p{L}\p{N}]+/u;
  const indexes = readdirSync(buildDir)
    .filter((file) => /^search-index-.+\.json$/.test(file))
    .map((file) => {
      const json = JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as {
        documents: {id: number; sectionRoute: string}[];
        index: unknown;
      };
      return {documents: json.documents, index: lunr.Index.load(json.index)};
    });
  return (input) => {
    const terms = lunr.tokenizer(input.slice(0, 512)).map(String);
    return indexes
      .flatMap(({index, documents}) =>
        index
          .query((query) => {
            for (const [field, boost] of BOOSTS) {
              query.term(terms, {fields: [field], boost});
              query.term(terms, {fields: [field], boost, wildcard: lunr.Query.wildcard.TRAILING});
            }
          })
          .slice(0, 8)
          .map((result) => ({
            path: documents.find((document) => String(document.id) === result.ref)!.sectionRoute,
            score: result.score,
          })),
      )
      .sort((a, b) => b.score - a.score)
      .slice(0, 8)
      .map((result) => result.path);
  };
}
