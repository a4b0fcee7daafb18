/** How queries and index terms are cut into words and compared: tokens, stop words, word forms, typos. */

/** The index's word separator (the search plugin's `tokenizerSeparator` in docusaurus.config.ts). */
export const WORD_SEPARATOR = /[^\p{L}\p{N}_]+/u;

/** The search input's length limit: longer input is cut, as the search box does. */
export const MAX_QUERY_LENGTH = 512;

/** lunr's English stop words: the index keeps only those that are names in the schema (`me`, `first`, …). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a able about across after all almost also am among an and any are as at be because been but by can cannot ' +
    'could dear did do does either else ever every for from get got had has have he her hers him his how however ' +
    'i if in into is it its just least let like likely may me might most must my neither no nor not of off often ' +
    'on only or other our own rather said say says she should since so some than that the their them then there ' +
    'these they this tis to too twas us wants was we were what when where which while who whom why will with ' +
    'would yet you your'
  ).split(' '),
);

export function tokenize(text: string): string[] {
  return text
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter((token) => token.length > 0);
}

/**
 * A word's base form for matching prose: plural, -ing and -ed endings and a final e removed, so that
 * "permissions" meets "permission" and "moving" meets "move". Only used to pair words that are both in the
 * index, so identifiers are still found exactly.
 */
export function wordForm(word: string): string {
  let form = word;
  if (form.length <= 3 || /\d/.test(form)) return form;
  if (form.endsWith('ies') && form.length > 4) form = `${form.slice(0, -3)}y`;
  else if (/(?:ss|x|ch|sh)es$/.test(form)) form = form.slice(0, -2);
  else if (form.endsWith('s') && !/(?:ss|us|is)$/.test(form)) form = form.slice(0, -1);
  if (form.length > 5 && form.endsWith('ing')) form = form.slice(0, -3);
  else if (form.length > 4 && form.endsWith('ed')) form = form.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(form) && !/(?:ll|ss|zz)$/.test(form)) form = form.slice(0, -1);
  if (form.length > 3 && form.endsWith('e')) form = form.slice(0, -1);
  return form;
}

/** Edit distance with transpositions (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
