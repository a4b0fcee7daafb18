/**
 * Adds an "Example" section to every generated query, mutation and subscription page: the example operation
 * and variables from src/graphql/examples.ts, rendered by <OperationExample> with client snippets and an
 * "Open in playground" link. The data lives in the page itself, not in global plugin data, so each page
 * ships only its own example.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {slugify} from '@graphql-markdown/utils';
import type {GraphQLSchema} from 'graphql';

import {buildAllOperationExamples, rootType, type OperationExample, type OperationType} from '../../src/graphql/examples';
import {rootFieldSection} from './pages';

const SECTION_OF: Record<OperationType, string> = {
  query: 'queries',
  mutation: 'mutations',
  subscription: 'subscriptions',
};

/** The generated page of a root field; graphql-markdown names files with its own slugify. */
export function operationPagePath(
  referenceDir: string,
  operationType: OperationType,
  fieldName: string,
  deprecated = false,
): string {
  return join(referenceDir, rootFieldSection(SECTION_OF[operationType], deprecated), `${slugify(fieldName)}.mdx`);
}

export function exampleSection(example: OperationExample): string {
  const props = [
    `operationType=${JSON.stringify(example.operationType)}`,
    `query={${JSON.stringify(example.query)}}`,
    `variables={${JSON.stringify(example.variables)}}`,
    `uploadPaths={${JSON.stringify(example.uploadPaths)}}`,
  ].join(' ');
  return [
    "import OperationExample from '@site/src/components/OperationExample';",
    '',
    '### Example',
    '',
    `<OperationExample ${props} />`,
    '',
    '',
  ].join('\n');
}

/** Inserts the section before the first "Arguments"/"Type" heading (after the signature), or at the end. */
export function insertExample(page: string, section: string): string {
  const anchor = /^### (Arguments|Type)\b/m.exec(page);
  if (!anchor) return `${page.trimEnd()}\n\n${section}`;
  return `${page.slice(0, anchor.index)}${section}${page.slice(anchor.index)}`;
}

/** Returns how many pages got an example; throws if an operation has no page. */
export function addOperationExamples(schema: GraphQLSchema, referenceDir: string): number {
  let count = 0;
  for (const example of buildAllOperationExamples(schema)) {
    const field = rootType(schema, example.operationType)?.getFields()[example.fieldName];
    const path = operationPagePath(referenceDir, example.operationType, example.fieldName, field?.deprecationReason != null);
    if (!existsSync(path))
      throw new Error(`no reference page for ${example.operationType} ${example.fieldName} at ${path}`);
    writeFileSync(path, insertExample(readFileSync(path, 'utf8'), exampleSection(example)));
    count += 1;
  }
  return count;
}
