/**
 * `npm run build`: the GraphQL reference (scripts/generate-reference.ts) and the production site.
 *
 * Both start at once: Docusaurus spends its first seconds loading its config and initialising plugins, the generator
 * about as long loading graphql-markdown. The site build then waits for the reference before it reads any page
 * (src/plugins/reference-gate.ts), so it never reads stale or partial reference pages, and a failed generation stops
 * it. Arguments are passed on to `docusaurus build`.
 */
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';

import {REFERENCE_CONTENT_DIR} from '../src/config/reference';
import {runGatedBuild} from './build/gated-build';

const DOCUSAURUS_CLI = join(dirname(require.resolve('@docusaurus/core/package.json')), 'bin', 'docusaurus.mjs');
// The build's peak heap stays near 1 GiB; the cap keeps the whole process tree within the 1.5 GiB budget.
const SITE_HEAP_LIMIT = '--max-old-space-size=1280';

// The reference's docs instance requires its folder when Docusaurus initialises it, which may come before the
// generator has written anything; what it reads is read after the gate.
mkdirSync(REFERENCE_CONTENT_DIR, {recursive: true});

runGatedBuild(
  {command: process.execPath, args: ['--require', require.resolve('tsx/cjs'), join(__dirname, 'generate-reference.ts')]},
  {
    command: process.execPath,
    args: [DOCUSAURUS_CLI, 'build', ...process.argv.slice(2)],
    env: {NODE_OPTIONS: [process.env.NODE_OPTIONS, SITE_HEAP_LIMIT].filter(Boolean).join(' ')},
    memoryCap: `${SITE_HEAP_LIMIT}, SITE_HEAP_LIMIT in scripts/build.ts`,
  },
).then((code) => {
  process.exitCode = code;
});
