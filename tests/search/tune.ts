/**
 * Chooses the ranking's constants on the judged set's tuning half (and the generated navigational queries), never
 * the test half: `tsx tests/search/tune.ts`. Rebuilds the index from the build's pages for each length
 * normalization tried, and ranks with each combination of weights.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {buildSearchIndex, type PageSection} from '../../src/search/build';
import {RANKING_WEIGHTS, type RankingWeights} from '../../src/search/rank';
import {pageSections} from '../../src/plugins/search-index/sections';
import {pageTypeOf, schemaNames} from '../../src/plugins/search-index/searchFiles';
import {BUILD_DIR} from './evaluate';
import {judgedScores, navigationalScores, type Ranker} from './measures';

function builtPages(dir: string, route = ''): {route: string; file: string}[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return builtPages(file, `${route}/${name}`);
    return name === 'index.html' ? [{route: route || '/', file}] : [];
  });
}

const keepWords = schemaNames(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
const sections: PageSection[] = builtPages(BUILD_DIR)
  .sort((a, b) => a.route.localeCompare(b.route))
  .flatMap(({route, file}) => {
    const type = pageTypeOf(route);
    return type ? pageSections(readFileSync(file, 'utf8'), route, type) : [];
  });

const grid = (values: Record<string, readonly number[]>): Record<string, number>[] =>
  Object.entries(values).reduce<Record<string, number>[]>(
    (combinations, [key, options]) => combinations.flatMap((c) => options.map((value) => ({...c, [key]: value}))),
    [{}],
  );

const lengths = (process.env.B ?? '0.3,0.5,0.75').split(',').map(Number);
const weightGrid = grid({
  prefix: (process.env.PREFIX ?? String(RANKING_WEIGHTS.prefix)).split(',').map(Number),
  typo: (process.env.TYPO ?? String(RANKING_WEIGHTS.typo)).split(',').map(Number),
  synonym: (process.env.SYNONYM ?? String(RANKING_WEIGHTS.synonym)).split(',').map(Number),
  titleIsQuery: (process.env.TITLE ?? String(RANKING_WEIGHTS.titleIsQuery)).split(',').map(Number),
  titleNearQuery: (process.env.TITLE_NEAR ?? String(RANKING_WEIGHTS.titleNearQuery)).split(',').map(Number),
  titleWords: (process.env.TITLE_WORDS ?? String(RANKING_WEIGHTS.titleWords)).split(',').map(Number),
  deprecated: (process.env.DEPRECATED ?? String(RANKING_WEIGHTS.deprecated)).split(',').map(Number),
  identifierParts: (process.env.PARTS ?? String(RANKING_WEIGHTS.identifierParts)).split(',').map(Number),
}) as unknown as RankingWeights[];

for (const lengthNormalization of lengths) {
  const {file, excerpts} = buildSearchIndex(sections, {keepWords, lengthNormalization});
  const loaded = loadSearchIndexes([{name: 'tuning', json: JSON.parse(JSON.stringify(file))}], excerpts);
  for (const weights of weightGrid) {
    const rank: Ranker = (query) => searchIndexes(loaded, query, {weights}).map((result) => result.path);
    const tuning = judgedScores(rank, BUILD_DIR, ['tuning']).tuning;
    const navigational = navigationalScores(rank, BUILD_DIR);
    console.log(
      `b=${lengthNormalization} ${JSON.stringify(weights)}  tuning hit@1 ${tuning.hitAt1.toFixed(3)} hit@3 ${tuning.hitAt3.toFixed(3)}  ` +
        `reference hit@1 ${navigational.reference.hitAt1.toFixed(3)}  guide hit@3 ${navigational.guide.hitAt3.toFixed(3)}`,
    );
  }
}
