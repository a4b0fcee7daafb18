/**
 * The schema the GraphQL unit tests run against: the real schema.graphql, or the fixture of the same
 * shape while the real one does not exist yet; plus what a server does with uploaded files.
 */
import {existsSync, readFileSync} from 'node:fs';

import {buildSchema} from 'graphql';

import type {OperationExample} from '../../../src/graphql/examples';

export const FIXTURE_PATH = 'tests/fixtures/example-schema.graphql';
export const SCHEMA_PATH = existsSync('schema.graphql') ? 'schema.graphql' : FIXTURE_PATH;
export const schemaSdl = readFileSync(SCHEMA_PATH, 'utf8');
export const fixtureSdl = readFileSync(FIXTURE_PATH, 'utf8');
export const schema = buildSchema(schemaSdl);
export const fixture = buildSchema(fixtureSdl);

/** What a server does with a multipart request: the mapped file parts replace the null Upload variables. */
export function withUploadedFiles(
  example: Pick<OperationExample, 'variables' | 'uploadPaths'>,
): Record<string, unknown> {
  const variables = structuredClone(example.variables);
  for (const path of example.uploadPaths) {
    const keys = path.split('.').slice(1);
    let target = variables as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys[keys.length - 1] as string] = {filename: 'service-agreement-acme.pdf'};
  }
  return variables;
}
