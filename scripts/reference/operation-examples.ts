/**
 * Adds an "Example" section to every generated query, mutation and subscription page: the example operation
 * and variables from src/graphql/examples.ts, rendered by <OperationExample> with client snippets and an
 * "Open in playground" link. The data lives in the page itself, not in global plugin data, so each page
 * ships only its own example.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {GraphQLSchema} from 'graphql';

import {
  buildAllOperationExamples,
  rootType,
  type OperationExample,
  type OperationType,
} from '../../src/graphql/examples';
import {exampleCost, type ExampleCost} from '../../src/graphql/cost';
import {OPERATION_SECTION, rootFieldPage} from '../../src/graphql/referencePages';

/** The generated page of a root field (in the deprecated group when the schema deprecates it). */
export function operationPagePath(
  referenceDir: string,
  schema: GraphQLSchema,
  operationType: OperationType,
  fieldName: string,
): string {
  const field = rootType(schema, operationType)?.getFields()[fieldName] ?? {
    name: fieldName,
    deprecationReason: undefined,
  };
  return join(referenceDir, `${rootFieldPage(OPERATION_SECTION[operationType], field)}.mdx`);
}

export function exampleSection(example: OperationExample, cost?: ExampleCost): string {
  const props = [
    `operationType=${JSON.stringify(example.operationType)}`,
    `query={${JSON.stringify(example.query)}}`,
    `variables={${JSON.stringify(example.variables)}}`,
    `uploadPaths={${JSON.stringify(example.uploadPaths)}}`,
    // Computed here, so the page carries numbers and no cost code.
    ...(cost ? [`cost={${JSON.stringify(cost)}}`] : []),
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
    const path = operationPagePath(referenceDir, schema, example.operationType, example.fieldName);
    if (!existsSync(path))
      throw new Error(`no reference page for ${example.operationType} ${example.fieldName} at ${path}`);
    const cost = exampleCost(schema, example.query, example.variables);
    writeFileSync(path, insertExample(readFileSync(path, 'utf8'), exampleSection(example, cost)));
    count += 1;
  }
  return count;
}
