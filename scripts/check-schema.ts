/**
 * Checks the API schema before anything else runs:
 *   npx tsx scripts/check-schema.ts [path]      (default: schema.graphql)
 * Prints `schema.graphql: OK (…)` or each problem as `schema.graphql:LINE:COLUMN: message` on stderr, exit 1.
 * The problems include breaking changes since the latest release in schema/releases/ that it had not deprecated.
 */
import {SCHEMA_FILE} from '../src/config/reference';
import {loadSchemaFile, SchemaSourceError, summarizeSchema} from '../src/graphql/schemaSource';
import {checkedChangelog} from './changelog/generate';

const path = process.argv[2] ?? SCHEMA_FILE;

async function main(): Promise<void> {
  try {
    const schema = loadSchemaFile(path);
    const changelog = await checkedChangelog(schema);
    const {types, queries, mutations, subscriptions} = summarizeSchema(schema);
    const upcoming = changelog.sections.find((section) => section.date === 'upcoming')?.entries.length ?? 0;
    console.log(
      `${path}: OK (${types} types, ${queries} queries, ${mutations} mutations, ${subscriptions} subscriptions; ${upcoming} ${upcoming === 1 ? 'change' : 'changes'} since the latest release)`,
    );
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // A broken schema lists its problems; a guard failure says what to do; anything else is a bug and keeps its stack.
    if (!(error instanceof SchemaSourceError) && !/breaking change/.test(error.message)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

void main();
