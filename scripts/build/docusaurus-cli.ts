/** How scripts/build.ts starts `docusaurus build`: Docusaurus's own command line, with ./exit-promptly.cjs preloaded. */
import {dirname, join} from 'node:path';

const DOCUSAURUS_CLI = join(dirname(require.resolve('@docusaurus/core/package.json')), 'bin', 'docusaurus.mjs');

/** Each build process exits as soon as its build is written, without Node's teardown (the file says why). */
export const EXIT_PROMPTLY: readonly string[] = ['--require', join(__dirname, 'exit-promptly.cjs')];

/** Node's arguments for `docusaurus build` into `outDir`, with the arguments `npm run build` was given. */
export function docusaurusBuildArgs(outDir: string, extraArgs: readonly string[]): string[] {
  return [...EXIT_PROMPTLY, DOCUSAURUS_CLI, 'build', ...extraArgs, '--out-dir', outDir];
}
