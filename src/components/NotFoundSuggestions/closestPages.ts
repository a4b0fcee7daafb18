/**
 * The site's pages whose address is closest to one that has no page: the not-found page offers them. Pure, so it is
 * unit-tested without a browser.
 */
export interface KnownPage {
  readonly route: string;
  readonly title: string;
}

/** Pages offered at most. */
export const CLOSEST_PAGES = 5;
/** A page whose last segment differs more than this (0 same, 1 nothing alike) is not offered. */
const MAX_NAME_DISTANCE = 0.5;

function segments(path: string): string[] {
  return path
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\.(html|md)$/, '')
    .split('/')
    .filter(Boolean);
}

/** Levenshtein's edit distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How far apart two last segments are, 0 to 1: one inside the other ("limit" in "limits", "sunset" in
 * "sunsetting-the-v1-endpoint") is close; otherwise by edit distance ("foldr" and "folder").
 */
function nameDistance(wanted: string, known: string): number {
  const longer = Math.max(wanted.length, known.length);
  if (longer === 0) return 0;
  if (wanted.length >= 3 && (known.includes(wanted) || wanted.includes(known))) {
    return 0.25 * (1 - Math.min(wanted.length, known.length) / longer);
  }
  return editDistance(wanted, known) / longer;
}

/** The known pages closest to `path`, closest first: by their last segment, then by the folders above it. */
export function closestPages(path: string, pages: readonly KnownPage[], count = CLOSEST_PAGES): KnownPage[] {
  const wanted = segments(path);
  const name = wanted.at(-1);
  if (!name) return [];
  const folders = wanted.slice(0, -1);
  return pages
    .flatMap((page) => {
      const known = segments(page.route);
      const distance = nameDistance(name, known.at(-1) ?? '');
      if (distance > MAX_NAME_DISTANCE) return [];
      const knownFolders = known.slice(0, -1);
      let shared = 0;
      while (shared < folders.length && folders[shared] === knownFolders[shared]) shared++;
      const folderDistance = 1 - shared / Math.max(folders.length, knownFolders.length, 1);
      return [{page, score: distance + 0.3 * folderDistance}];
    })
    .sort((a, b) => a.score - b.score || a.page.route.localeCompare(b.page.route))
    .slice(0, count)
    .map(({page}) => page);
}

/** The words of a path's last segment, to search for: `/docs/guides/create-folderz` is "create folderz". */
export function searchWordsOf(path: string): string {
  return (segments(path).at(-1) ?? '').replace(/[-_.]+/g, ' ').trim();
}
