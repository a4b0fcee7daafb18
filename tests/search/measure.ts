/**
 * Prints the measures of the site's search over the build, with the misses of one of them:
 * `tsx tests/search/measure.ts [--by-kind] [--misses=tuning|old-tuning|reference|guide]`. The test halves' misses are
 * not printed: the ranking is tuned without looking at them.
 */
import {BUILD_DIR} from './evaluate';
import {formatMeasures, formatScores, measureSearch, scoresByKind} from './measures';

const measures = measureSearch(BUILD_DIR);
for (const line of formatMeasures(measures)) console.log(line);
if (process.argv.includes('--by-kind')) {
  for (const [half, scores] of [
    ['tuning', measures.blind.tuning],
    ['test', measures.blind.test],
  ] as const) {
    for (const [kind, byKind] of scoresByKind(scores)) console.log(formatScores(`  blind ${half}: ${kind}`, byKind));
  }
}
const which = process.argv.find((arg) => arg.startsWith('--misses='))?.slice('--misses='.length);
const misses = {
  tuning: measures.blind.tuning.misses,
  'old-tuning': measures.judged.tuning.misses,
  reference: measures.navigational.reference.misses,
  guide: measures.navigational.guide.misses,
}[which ?? ''];
for (const miss of misses ?? []) {
  console.log(`  ${miss.rank ?? '-'}  [${miss.judged.kind}] ${miss.judged.query}  →  ${miss.paths.slice(0, 3).join('  ')}`);
}
