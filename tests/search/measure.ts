/**
 * Prints the three measures of the site's search over the build, with the misses of one of them:
 * `tsx tests/search/measure.ts [--misses=tuning|reference|guide]`. The test half's misses are not printed: the
 * ranking is tuned without looking at them.
 */
import {BUILD_DIR} from './evaluate';
import {formatMeasures, measureSearch} from './measures';

const measures = measureSearch(BUILD_DIR);
for (const line of formatMeasures(measures)) console.log(line);
const which = process.argv.find((arg) => arg.startsWith('--misses='))?.slice('--misses='.length);
const misses = {
  tuning: measures.judged.tuning.misses,
  reference: measures.navigational.reference.misses,
  guide: measures.navigational.guide.misses,
}[which ?? ''];
for (const miss of misses ?? []) {
  console.log(`  ${miss.rank ?? '-'}  ${miss.judged.query}  →  ${miss.paths.slice(0, 3).join('  ')}`);
}
