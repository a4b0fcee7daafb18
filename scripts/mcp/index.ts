/**
 * `npm run mcp`: the docs MCP server on stdio. Only the protocol goes to stdout; everything else goes to stderr.
 *
 *   tsx scripts/mcp/index.ts [--schema schema.graphql] [--build build]
 *
 * Paths default to the repository this file is in, so a client may start it from any working directory.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {SCHEMA_FILE} from '../../src/config/reference';
import {createDocsServer} from './server';

const REPOSITORY = resolve(__dirname, '../..');

function flag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const {version} = JSON.parse(readFileSync(resolve(REPOSITORY, 'package.json'), 'utf8')) as {version: string};
  const schemaPath = resolve(flag(args, 'schema') ?? resolve(REPOSITORY, SCHEMA_FILE));
  const buildDir = resolve(flag(args, 'build') ?? resolve(REPOSITORY, 'build'));
  const server = createDocsServer({schemaPath, buildDir, version});
  await server.connect(new StdioServerTransport());
  console.error(`Folio docs MCP server on stdio (schema ${schemaPath}, search index from ${buildDir}/)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
