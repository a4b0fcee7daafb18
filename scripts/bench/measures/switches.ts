/**
 * How `npm run bench:measures` switches a measure off in the working tree, and back on: reverse a patch in
 * node_modules, or replace one piece of source text. Each switch checks that it applies
 * exactly, so a measure whose code has changed stops the script with its name instead of measuring nothing.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** Undoes what `apply` did. */
export type Restore = () => void;

export interface Switch {
  /** What is switched off, in a few words, for the log. */
  readonly describe: string;
  /** Switches the measure off in `root`; the returned function switches it back on. */
  readonly apply: (root: string) => Restore;
  /** Whether `apply` would succeed, changing nothing (for switches of node_modules, which tests must not touch). */
  readonly check?: (root: string) => void;
}

/** Reverses a patch-package patch (patches/<file>) in node_modules; switching back applies it again. */
export function reversePatch(file: string): Switch {
  const patch = join('patches', file);
  const check = (root: string) => execFileSync('git', ['apply', '--reverse', '--check', patch], {cwd: root, stdio: 'pipe'});
  return {
    describe: `patches/${file} reversed`,
    check,
    apply(root) {
      check(root);
      execFileSync('git', ['apply', '--reverse', patch], {cwd: root, stdio: 'pipe'});
      return () => execFileSync('git', ['apply', patch], {cwd: root, stdio: 'pipe'});
    },
  };
}

/** Replaces `from` (which must occur exactly once) with `to` in one source file. */
export function editSource(file: string, from: string, to: string): Switch {
  return {
    describe: `${file}: ${JSON.stringify(from.trim().slice(0, 60))} replaced`,
    apply(root) {
      const path = join(root, file);
      const original = readFileSync(path, 'utf8');
      const occurrences = original.split(from).length - 1;
      if (occurrences !== 1)
        throw new Error(`${file}: expected the text ${JSON.stringify(from)} once, found it ${occurrences} times`);
      writeFileSync(path, original.replace(from, () => to));
      return () => writeFileSync(path, original);
    },
  };
}

/** Several switches as one; switched back in reverse order. */
export function all(...switches: Switch[]): Switch {
  return {
    describe: switches.map((one) => one.describe).join('; '),
    check: switches.some((one) => one.check)
      ? (root) => {
          for (const one of switches) one.check?.(root);
        }
      : undefined,
    apply(root) {
      const restores: Restore[] = [];
      try {
        for (const one of switches) restores.push(one.apply(root));
      } catch (error) {
        for (const restore of restores.reverse()) restore();
        throw error;
      }
      return () => {
        for (const restore of restores.reverse()) restore();
      };
    },
  };
}
