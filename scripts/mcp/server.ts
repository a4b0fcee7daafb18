/**
 * The docs MCP server: four tools over the portal's own sources, offline. The schema is read from schema.graphql
 * (again whenever the file changes); search reads the index files of a production build.
 */
import {statSync} from 'node:fs';
import {dirname} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {GraphQLSchema} from 'graphql';
import * as z from 'zod';

import {COST_LIMITS, formatCount} from '../../src/graphql/cost/limits';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {site} from '../../src/site';
import {DEFAULT_LIMIT} from '../../src/search';
import {ToolInputError} from './errors';
import {estimateCost} from './tools/estimateCost';
import {getReference} from './tools/getReference';
import {runMockOperation} from './tools/runMockOperation';
import {searchDocsText} from './tools/searchDocs';
import {validateOperation} from './tools/validateOperation';

export interface DocsServerOptions {
  /** schema.graphql of the repository. */
  readonly schemaPath: string;
  /** The production build whose search-index-*.json files search_docs reads. */
  readonly buildDir: string;
  readonly version: string;
}

function text(body: string): CallToolResult {
  return {content: [{type: 'text', text: body}]};
}

/** Bad input and unexpected failures alike become a tool error the assistant can read; the server keeps running. */
async function answer(run: () => string | Promise<string>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    if (!(error instanceof ToolInputError)) console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

function schemaLoader(path: string): () => GraphQLSchema {
  let cached: {mtimeMs: number; schema: GraphQLSchema} | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      throw new ToolInputError(`${path}:1:1: cannot read the schema file`);
    }
    if (cached?.mtimeMs !== mtimeMs) cached = {mtimeMs, schema: loadSchemaFile(path)};
    return cached.schema;
  };
}

const operationShape = {
  operation: z.string().describe('The GraphQL document: one operation, or several with operationName.'),
  variables: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .optional()
    .describe('The variables, as an object or as JSON text of one.'),
  operationName: z.string().optional().describe('Which operation of the document to use, when it has several.'),
};

export function createDocsServer(options: DocsServerOptions): McpServer {
  const schema = schemaLoader(options.schemaPath);
  const server = new McpServer({name: 'folio-docs', title: `${site.siteTitle} docs`, version: options.version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Full-text search of the ${site.brand} developer portal (guides, blog and GraphQL reference) with the site's own index and ranking. Returns up to ${DEFAULT_LIMIT} pages, best first, each with its URL and the URL of its Markdown copy.`,
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "upload large file" or "createFolder".'),
        limit: z.number().int().min(1).max(DEFAULT_LIMIT).optional().describe('Results at most.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) => answer(() => searchDocsText(options.buildDir, query, limit)),
  );

  server.registerTool(
    'get_reference',
    {
      title: 'Get a reference page',
      description: `The reference page of one item of the ${site.brand} GraphQL schema as Markdown: description, SDL, arguments or fields, an example operation with variables (for queries, mutations and subscriptions) and related items. Names are the schema's: "Folder", "createFolder", "@include".`,
      inputSchema: {name: z.string().describe('Type, query, mutation, subscription or directive name.')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) => answer(() => getReference(schema(), name, dirname(options.schemaPath))),
  );

  server.registerTool(
    'validate_operation',
    {
      title: 'Validate an operation',
      description: `Checks a GraphQL operation and its variables against the ${site.brand} schema (schema.graphql) with graphql-js. Answers "Valid" or each problem with its line and column, with "Did you mean …?" suggestions for unknown names.`,
      inputSchema: operationShape,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => answer(() => validateOperation(schema(), input).text),
  );

  server.registerTool(
    'estimate_cost',
    {
      title: 'Estimate what an operation costs',
      description: `Computes a GraphQL operation's complexity (points) and depth with the formula the ${site.brand} API publishes, for the given variables, and says whether it is within the limits (${formatCount(COST_LIMITS.maxComplexity)} points, ${COST_LIMITS.maxDepth} levels, page sizes ${COST_LIMITS.minPageSize}–${COST_LIMITS.maxPageSize}); over a limit, it names the connection to shrink and the page size that fits.`,
      inputSchema: operationShape,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => answer(() => estimateCost(schema(), input)),
  );

  server.registerTool(
    'run_mock_operation',
    {
      title: 'Run an operation on mock data',
      description: `Executes a GraphQL operation against the playground's mock data: deterministic, plausible answers in the shape the ${site.brand} API returns, without an API key or network. Returns the JSON response (data and errors); a subscription returns its first events.`,
      inputSchema: operationShape,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => answer(() => runMockOperation(schema(), input)),
  );

  return server;
}
