// @ts-check
/**
 * `npm run test:mutation`: StrykerJS mutates src/graphql and src/search and runs the unit tests that import them
 * (Node's test runner under tsx, read as TAP), each mutant against only the test files that cover it. Incremental:
 * a later run re-tests only mutants whose code or tests changed (reports/stryker-incremental.json, not committed).
 * `MUTATE=src/graphql npm run test:mutation` narrows the run to one folder (or file: `MUTATE=src/search/tokens.ts`),
 * `TESTS=tests/unit/snippets.test.ts` to the test files that exercise it.
 */
const folders = (process.env.MUTATE ?? 'src/graphql,src/search').split(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'tap',
  plugins: ['@stryker-mutator/tap-runner'],
  tap: {
    testFiles: process.env.TESTS?.split(',') ?? [
      'tests/unit/changelog*.test.ts',
      'tests/unit/content-snippets.test.ts',
      'tests/unit/directive-usages.test.ts',
      'tests/unit/examples.test.ts',
      'tests/unit/home-example.test.ts',
      'tests/unit/mocks.test.ts',
      'tests/unit/mock-api.test.ts',
      'tests/unit/parse-in-parts.test.ts',
      'tests/unit/reference-markdown.test.ts',
      'tests/unit/reference-pages.test.ts',
      'tests/unit/sample-ids.test.ts',
      'tests/unit/schema-source.test.ts',
      'tests/unit/schema-spec-checklist.test.ts',
      'tests/unit/search-ranking.test.ts',
      'tests/unit/snippets.test.ts',
    ],
    nodeArgs: ['--import', 'tsx'],
    forceBail: true,
  },
  mutate: folders.map((entry) => (entry.endsWith('.ts') ? entry : `${entry}/**/*.ts`)),
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 20000,
  // The first run of every test file, with coverage, on a shared 2-core machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  ignorePatterns: ['build', '.docusaurus', 'test-results', 'playwright-report', '.bench', 'reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
export default config;
