/**
 * Checks the API schema before anything else runs:
 *   npx tsx scripts/check-schema.ts [path]      (default: schema.graphql)
 * Prints `schema.graphql: OK (…)` or each problem as `schema.graphql:LINE:COLUMN: message` on stderr, exit 1.
 */
import {SCHEMA_FILE} from '../src/config/reference';
import {loadSchemaFile, SchemaSourceError, summarizeSchema} from '../src/graphql/schemaSource';

const path = process.argv[2] ?? SCHEMA_FILE;

try {
  const {types, queries, mutations, subscriptions} = summarizeSchema(loadSchemaFile(path));
  console.log(
    `${path}: OK (${types} types, ${queries} queries, ${mutations} mutations, ${subscriptions} subscriptions)`,
  );
} catch (error) {
  if (!(error instanceof SchemaSourceError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
