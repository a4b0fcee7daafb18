// @ts-check
/**
 * `npm run test:mutation`: StrykerJS mutates src/graphql and src/search and runs the unit tests that import them
 * (Node's test runner under tsx, read as TAP), each mutant against only the test files that cover it. Incremental:
 * a later run re-tests only mutants whose code or tests changed (reports/stryker-incremental.json, not committed).
 * `MUTATE=src/graphql npm run test:mutation` narrows the run to one folder (or file: `MUTATE=src/search/tokens.ts`),
 * `TESTS=tests/unit/snippets.test.ts` to the test files that exercise it. `RUN=cost` keeps a run's incremental state,
 * report and sandbox apart (`reports/stryker-incremental-cost.json`), so runs over different folders can go side by side;
 * `CONCURRENCY=1` gives such a run one core.
 */
import {readdirSync, readFileSync} from 'node:fs';

const folders = (process.env.MUTATE ?? 'src/graphql,src/search').split(',');
const run = process.env.RUN ? `-${process.env.RUN}` : '';

/**
 * The unit tests that import from the mutated folders, directly or through a module of tests/unit/support, so a new
 * test of them is run without being listed here.
 */
function unitTestsImporting(/** @type {string[]} */ paths) {
  const folderNames = paths.map((path) => path.replace(/\/[^/]*\.ts$/, ''));
  const imports = (/** @type {string} */ text, /** @type {string[]} */ modules) =>
    modules.some((module) => text.includes(`/${module}/`) || text.includes(`/${module}'`));
  const filesIn = (/** @type {string} */ folder, /** @type {string} */ ending) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(ending))
      .map((name) => `${folder}/${name}`);
  const supportModules = filesIn('tests/unit/support', '.ts')
    .filter((file) => imports(readFileSync(file, 'utf8'), folderNames))
    .map((file) => file.replace(/^tests\/unit\//, '').replace(/\.ts$/, ''));
  return filesIn('tests/unit', '.test.ts').filter((file) =>
    imports(readFileSync(file, 'utf8'), [...folderNames, ...supportModules]),
  );
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'tap',
  plugins: ['@stryker-mutator/tap-runner'],
  tap: {
    testFiles: process.env.TESTS?.split(',') ?? unitTestsImporting(folders),
    nodeArgs: ['--import', 'tsx'],
    forceBail: true,
  },
  mutate: folders.map((entry) => (entry.endsWith('.ts') ? entry : `${entry}/**/*.ts`)),
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `reports/stryker-incremental${run}.json`,
  concurrency: Number(process.env.CONCURRENCY ?? 2),
  timeoutMS: 20000,
  // The first run of every test file, with coverage, on a shared 2-core machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: {fileName: `reports/mutation/mutation${run}.json`},
  ignorePatterns: ['build', '.docusaurus', '/reference', 'test-results', 'playwright-report', '.bench', 'reports', '.stryker-tmp*'],
  tempDirName: `.stryker-tmp${run}`,
  cleanTempDir: 'always',
};
export default config;
