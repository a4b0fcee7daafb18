/** "Did you mean …?" for names the schema does not have: the closest names by edit distance, case ignored. */

function editDistance(a: string, b: string): number {
  const previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/** Up to `limit` candidates close to `input`: within a third of its length in edits, or containing it. */
export function closestNames(input: string, candidates: Iterable<string>, limit = 5): string[] {
  const wanted = input.toLowerCase();
  const threshold = Math.max(2, Math.floor(wanted.length / 3));
  const scored: {name: string; distance: number}[] = [];
  for (const name of new Set(candidates)) {
    const folded = name.toLowerCase();
    const distance = folded.includes(wanted) && wanted.length >= 3 ? 0.5 : editDistance(wanted, folded);
    if (distance <= threshold) scored.push({name, distance});
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({name}) => name);
}
