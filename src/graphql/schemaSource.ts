/**
 * Reads, parses, builds and validates the SDL of the API schema.
 * Every failure is reported as `path:line:column: message`, so the build, the CLI check and
 * the tests all point at the exact place in schema.graphql. Node only (reads files).
 */
import {readFileSync} from 'node:fs';
import {
  buildASTSchema,
  GraphQLError,
  parse,
  Source,
  validate,
  validateSchema,
  ValuesOfCorrectTypeRule,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
// `validateSDL` is not re-exported from the package root, but it is the only public-enough way to get
// SDL errors as GraphQLError objects with locations (buildASTSchema would throw one flat message).
import {validateSDL} from 'graphql/validation/validate.js';

import {accessProblems} from './access/rules';

/** One problem in a schema file, with a 1-based position. */
export interface SchemaProblem {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Thrown when a schema file cannot be read, parsed, built or validated. `message` lists every problem. */
export class SchemaSourceError extends Error {
  readonly problems: readonly SchemaProblem[];

  constructor(problems: readonly SchemaProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'SchemaSourceError';
    this.problems = problems;
  }
}

/** `path:line:column: message`, the format editors and CI annotations understand. */
export function formatProblem(problem: SchemaProblem): string {
  return `${problem.path}:${problem.line}:${problem.column}: ${problem.message}`;
}

/** Counts of what a valid schema offers, for one-line summaries. */
export interface SchemaSummary {
  /** Named types without introspection types, built-in scalars and the three root types. */
  readonly types: number;
  readonly queries: number;
  readonly mutations: number;
  readonly subscriptions: number;
}

const BUILT_IN_SCALARS = new Set(['Boolean', 'Float', 'ID', 'Int', 'String']);

export function summarizeSchema(schema: GraphQLSchema): SchemaSummary {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const rootNames = new Set(roots.flatMap((root) => (root ? [root.name] : [])));
  const types = Object.keys(schema.getTypeMap()).filter(
    (name) => !name.startsWith('__') && !BUILT_IN_SCALARS.has(name) && !rootNames.has(name),
  ).length;
  const count = (index: number) => Object.keys(roots[index]?.getFields() ?? {}).length;
  return {types, queries: count(0), mutations: count(1), subscriptions: count(2)};
}

/** Position of an error: its own location, else its first AST node, else `fallback`. */
function problemFrom(error: GraphQLError, path: string, fallback: ASTNode | undefined): SchemaProblem {
  const location = error.locations?.[0] ?? locationOf(error.nodes?.[0]) ?? locationOf(fallback);
  return {path, line: location?.line ?? 1, column: location?.column ?? 1, message: error.message};
}

function locationOf(node: ASTNode | undefined): {line: number; column: number} | undefined {
  if (!node?.loc) return undefined;
  return {line: node.loc.startToken.line, column: node.loc.startToken.column};
}

/**
 * Checks SDL text and returns the schema. Throws a SchemaSourceError naming `path:line:column`
 * for syntax errors, SDL errors (unknown types, duplicates …) and schema validation errors.
 */
export function checkSchemaSource(sdl: string, path: string): GraphQLSchema {
  let document: DocumentNode;
  try {
    document = parse(new Source(sdl, path));
  } catch (error) {
    if (error instanceof GraphQLError) throw new SchemaSourceError([problemFrom(error, path, undefined)]);
    throw error;
  }

  // Errors without a node (such as a missing Query type) point at the schema definition or the first definition.
  const fallback =
    document.definitions.find((definition) => definition.kind === 'SchemaDefinition') ?? document.definitions[0];

  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) {
    throw new SchemaSourceError(sdlErrors.map((error) => problemFrom(error, path, fallback)));
  }

  const schema = buildASTSchema(document, {assumeValidSDL: true});
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) {
    throw new SchemaSourceError(schemaErrors.map((error) => problemFrom(error, path, fallback)));
  }

  // The SDL rules check that an applied directive's arguments exist, not their values: `@userErrors(codes: [NAME_TAKN])`
  // builds. GraphQL's own rule for values checks every applied directive's arguments against their types.
  const valueErrors = validate(schema, document, [ValuesOfCorrectTypeRule]);
  if (valueErrors.length > 0) {
    throw new SchemaSourceError(valueErrors.map((error) => problemFrom(error, path, fallback)));
  }
  const access = accessProblems(schema);
  if (access.length > 0) {
    throw new SchemaSourceError(
      access.map(({node, message}) => ({path, ...(locationOf(node) ?? {line: 1, column: 1}), message})),
    );
  }
  return schema;
}

/** Reads and checks a schema file; see checkSchemaSource. An unreadable file is reported at 1:1. */
export function loadSchemaFile(path: string): GraphQLSchema {
  let sdl: string;
  try {
    sdl = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SchemaSourceError([{path, line: 1, column: 1, message: `cannot read the schema file (${reason})`}]);
  }
  return checkSchemaSource(sdl, path);
}
