/**
 * Puts a finished site in place of the one served from `build/`: the old folder is renamed aside and the new one
 * renamed into its place, and the old one removed after. Each rename is atomic; between the two, which takes
 * microseconds, `build/` does not exist, and the build script holds the signals that would stop it there. Should the
 * machine stop between them anyway, the next build puts the old folder back first (`restoreInterrupted`).
 */
import {existsSync, renameSync, rmSync} from 'node:fs';

export interface Replacement {
  /** The folder served: `build`. */
  readonly target: string;
  /** The finished site, on the same file system. */
  readonly ready: string;
  /** Where the old site waits until the new one is in place, on the same file system. */
  readonly aside: string;
}

/** Renames `ready` to `target`, the old `target` (if any) out of the way first, and removes the old one. */
export function replaceDir({target, ready, aside}: Replacement): void {
  if (!existsSync(ready)) throw new Error(`replace: ${ready}/ does not exist`);
  rmSync(aside, {recursive: true, force: true});
  const hadTarget = existsSync(target);
  if (hadTarget) renameSync(target, aside);
  renameSync(ready, target);
  if (hadTarget) rmSync(aside, {recursive: true, force: true});
}

/** After a build stopped between the two renames of `replaceDir`, puts the old site back; true when it did. */
export function restoreInterrupted({target, aside}: Pick<Replacement, 'target' | 'aside'>): boolean {
  if (existsSync(target) || !existsSync(aside)) return false;
  renameSync(aside, target);
  return true;
}
