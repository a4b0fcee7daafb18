/**
 * Generates the GraphQL reference under reference/ from schema.graphql, from scratch:
 *   1. check the schema (a broken schema stops here, naming file:line:column);
 *   2. empty the output folder, so pages of removed items can never be shipped;
 *   3. run graphql-markdown in this process, with the options `docusaurus graphql-to-doc` uses (starting the
 *      Docusaurus CLI for it would load the whole site config and every plugin: seconds for nothing);
 *      graphql-markdown composes each page with the reference's own sections through the hooks of its formatter
 *      module (scripts/reference/compose.ts): the example operation with variables, client snippets and playground
 *      link, the history and last-update date from the API changelog, the directives' usages, the sidebar order;
 *   4. verify every schema item got its page, and every page its sections (a partial generation stops the build);
 *   5. the API changelog (scripts/changelog/): the schema releases diffed once with the working schema (before
 *      step 2: a breaking change not deprecated in the latest release stops the build), its pages and feed entries.
 * `--only changelog` stops after step 5's pages (the site app reads them, not the reference), `--only reference` does
 * everything but write them: `npm run build` runs the two at once (scripts/build.ts). `npm start` runs it whole.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';

import {runGraphQLMarkdown} from '@graphql-markdown/cli';

import {REFERENCE_CONTENT_DIR, SCHEMA_FILE} from '../src/config/reference';
import {graphqlMarkdownOptions} from '../src/config/graphql-markdown';
import {loadSchemaFile} from '../src/graphql/schemaSource';
import {expectedReferencePages, listGeneratedPages, sectionCountMismatches} from './reference/pages';
import {composeReferenceWith, exampleExtras, referenceComposition, uncomposedPages} from './reference/compose';
import {buildAllOperationExamples} from '../src/graphql/examples';
import {checkedChangelog, writeChangelog} from './changelog/generate';
import {referenceHistory} from '../src/graphql/changelog/history';
import {schemaFacts} from '../src/graphql/changelog/status';

/** The installed Docusaurus version, which graphql-markdown writes into the pages it generates. */
const DOCUSAURUS_VERSION: string = JSON.parse(
  readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8'),
).version;

const OUTPUT_DIR = REFERENCE_CONTENT_DIR;

function fail(message: string): never {
  console.error(`\n✖ Reference generation failed: ${message}\n`);
  process.exit(1);
}

/** What @graphql-markdown/docusaurus hands the generator when its `graphql-to-doc` command runs. */
async function runGenerator(): Promise<void> {
  await runGraphQLMarkdown(
    {
      ...graphqlMarkdownOptions,
      docOptions: {
        generatorFrameworkName: 'docusaurus',
        generatorFrameworkVersion: DOCUSAURUS_VERSION,
        ...graphqlMarkdownOptions.docOptions,
      },
    },
    {formatter: graphqlMarkdownOptions.formatter},
    '@docusaurus/logger',
  );
}

/** What this run writes: the changelog's pages, the reference, or both (the default). */
function parts(args: readonly string[]): {changelog: boolean; reference: boolean} {
  const at = args.indexOf('--only');
  const only = at >= 0 ? args[at + 1] : undefined;
  if (only === undefined) return {changelog: true, reference: true};
  if (only !== 'changelog' && only !== 'reference') fail(`--only takes "changelog" or "reference", not ${only}`);
  return {changelog: only === 'changelog', reference: only === 'reference'};
}

async function main(): Promise<void> {
  const writes = parts(process.argv.slice(2));
  let schema;
  try {
    schema = loadSchemaFile(SCHEMA_FILE);
  } catch (error) {
    fail((error as Error).message);
  }
  let changelog;
  try {
    changelog = await checkedChangelog(schema);
  } catch (error) {
    fail((error as Error).message);
  }
  if (writes.changelog) writeChangelog(changelog, schema);
  if (!writes.reference) {
    console.log(`Changelog: ${changelog.sections.length} sections from ${SCHEMA_FILE} in ${(performance.now() / 1000).toFixed(1)} s`);
    return;
  }

  let composition;
  try {
    const examples = buildAllOperationExamples(schema);
    const extras = await exampleExtras(schema, examples);
    composition = referenceComposition(schema, referenceHistory(changelog, schema), examples, extras, schemaFacts(schema).status);
  } catch (error) {
    fail((error as Error).message);
  }
  composeReferenceWith(composition);

  mkdirSync(OUTPUT_DIR, {recursive: true});
  for (const entry of readdirSync(OUTPUT_DIR)) rmSync(join(OUTPUT_DIR, entry), {recursive: true, force: true});
  try {
    await runGenerator();
  } catch (error) {
    fail(`graphql-markdown: ${(error as Error).message}`);
  }
  if (!existsSync(OUTPUT_DIR)) fail(`no output in ${OUTPUT_DIR}/.`);

  const expected = expectedReferencePages(schema);
  const generated = listGeneratedPages(OUTPUT_DIR);
  const mismatches = sectionCountMismatches(expected, generated);
  if (generated.length === 0) fail(`${OUTPUT_DIR}/ holds no pages.`);
  if (mismatches.length > 0) fail(`pages do not match the schema items: ${mismatches.join('; ')}`);
  // graphql-markdown reports a failing hook in its log only: a page without its sections stops the build here.
  const uncomposed = uncomposedPages(composition);
  if (uncomposed.length > 0) fail(`pages without their sections: ${uncomposed.join('; ')}`);

  const additions = [...composition.pages.values()];
  const examples = additions.filter((page) => page.example).length;
  const histories = additions.filter((page) => (page.history?.events.length ?? 0) > 0).length;

  // Since the process started (performance's time origin): loading the generator's modules is part of the cost.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(
    `Reference: ${generated.length} pages in ${OUTPUT_DIR}/ (${examples} operation examples, ${histories} with history; changelog: ${changelog.sections.length} sections) from ${SCHEMA_FILE} in ${seconds} s`,
  );
}

void main();
