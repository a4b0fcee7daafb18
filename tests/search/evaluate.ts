/**
 * Scores the judged set against the built site with the site's search (src/search, as the search box ranks):
 * `tsx tests/search/evaluate.ts [--misses]`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {loadJudgedSet, outcome, score, type Scores} from './judged-set';
import {siteRanker} from './site-ranking';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

export function builtSectionPaths(buildDir = BUILD_DIR): Set<string> {
  const paths = new Set<string>();
  for (const file of readdirSync(buildDir).filter((name) => /^search-index-.+\.json$/.test(name))) {
    const json = JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as {documents: {sectionRoute: string}[]};
    for (const document of json.documents) paths.add(document.sectionRoute);
  }
  if (paths.size === 0) throw new Error(`${buildDir}: no search-index-*.json: run \`npm run build\` first`);
  return paths;
}

export function evaluate(rank: (query: string) => readonly string[], buildDir = BUILD_DIR): Scores {
  const judged = loadJudgedSet(builtSectionPaths(buildDir));
  return score(judged.map((query) => outcome(query, rank(query.query))));
}

export function formatScores(label: string, scores: Scores): string {
  return `${label}: ${scores.queries} queries, hit@1 ${scores.hitAt1.toFixed(3)}, hit@3 ${scores.hitAt3.toFixed(3)}, MRR@8 ${scores.mrrAt8.toFixed(3)}`;
}

if (require.main === module) {
  const scores = evaluate(siteRanker(BUILD_DIR));
  console.log(formatScores('site ranking', scores));
  if (process.argv.includes('--misses')) {
    for (const miss of scores.misses) {
      console.log(`  ${miss.rank ?? '-'}  ${miss.judged.query}  →  ${miss.paths.slice(0, 3).join('  ')}`);
    }
  }
}
