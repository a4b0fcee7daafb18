/**
 * Generates the GraphQL reference under docs/graphql/ from schema.graphql, from scratch:
 *   1. check the schema (a broken schema stops here, naming file:line:column);
 *   2. delete the previous output, so pages of removed items can never be shipped;
 *   3. run `docusaurus graphql-to-doc`;
 *   4. verify every schema item got its page (an empty or partial generation stops the build);
 *   5. add the example operation, variables, client snippets and playground link to each operation page;
 *   6. order the sidebar sections: operations first, then types.
 * `npm run build` and `npm start` run this first.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {join} from 'node:path';

import {REFERENCE_ROUTE_SEGMENT, SCHEMA_FILE} from '../src/config/reference';
import {loadSchemaFile} from '../src/graphql/schemaSource';
import {expectedReferencePages, listGeneratedPages, sectionCountMismatches} from './reference/pages';
import {addOperationExamples} from './reference/operation-examples';
import {orderSections} from './reference/section-order';

const OUTPUT_DIR = join('docs', REFERENCE_ROUTE_SEGMENT);

function fail(message: string): never {
  console.error(`\n✖ Reference generation failed: ${message}\n`);
  process.exit(1);
}

const started = performance.now();

let schema;
try {
  schema = loadSchemaFile(SCHEMA_FILE);
} catch (error) {
  fail((error as Error).message);
}

rmSync(OUTPUT_DIR, {recursive: true, force: true});

const generation = spawnSync('npx', ['docusaurus', 'graphql-to-doc'], {encoding: 'utf8', stdio: 'pipe'});
const generatorOutput = `${generation.stdout}${generation.stderr}`;
if (generation.status !== 0 || /\[ERROR\]/.test(generatorOutput)) {
  process.stderr.write(generatorOutput);
  fail(`\`docusaurus graphql-to-doc\` exited with status ${generation.status}.`);
}
if (!existsSync(OUTPUT_DIR)) fail(`no output in ${OUTPUT_DIR}/.`);

const expected = expectedReferencePages(schema);
const generated = listGeneratedPages(OUTPUT_DIR);
const missing = sectionCountMismatches(expected, generated);
if (generated.length === 0) fail(`${OUTPUT_DIR}/ holds no pages.`);
if (missing.length > 0) fail(`no page for ${missing.length} schema item(s): ${missing.slice(0, 20).join(', ')}`);

const examples = addOperationExamples(schema, OUTPUT_DIR);
orderSections(OUTPUT_DIR);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Reference: ${generated.length} pages in ${OUTPUT_DIR}/ (${examples} operation examples) from ${SCHEMA_FILE} in ${seconds} s`,
);
