/**
 * The "Example" section of every query, mutation and subscription page: the example operation and variables from
 * src/graphql/examples.ts, rendered by <OperationExample> with client snippets and an "Open in playground" link.
 * The data lives in the page itself, not in global plugin data, so each page ships only its own example.
 * ./compose.ts places it on the page, through graphql-markdown's hooks.
 */
import {join} from 'node:path';
import type {FormattedExecutionResult, GraphQLSchema} from 'graphql';

import {rootType, type OperationExample, type OperationType} from '../../src/graphql/examples';
import type {ExampleCost} from '../../src/graphql/cost';
import type {OperationTypes} from '../../src/graphql/snippets';
import {OPERATION_SECTION, rootFieldPage} from '../../src/graphql/referencePages';

/** The generated page of a root field (in its section, deprecated or not). */
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

/** What the page shows of the example besides the operation and its cost. */
export interface ExampleSectionExtras {
  /** The mock API's response to the example (for a subscription, its first event). */
  readonly response?: FormattedExecutionResult;
  /** The example's TypeScript types, for the TypeScript tab. */
  readonly typescript?: OperationTypes;
}

export function exampleSection(example: OperationExample, cost: ExampleCost, extras: ExampleSectionExtras = {}): string {
  const props = [
    `operationType=${JSON.stringify(example.operationType)}`,
    `query={${JSON.stringify(example.query)}}`,
    `variables={${JSON.stringify(example.variables)}}`,
    `uploadPaths={${JSON.stringify(example.uploadPaths)}}`,
    // Computed at generation, so the page carries numbers and no cost code.
    `cost={${JSON.stringify(cost)}}`,
    ...(extras.response ? [`response={${JSON.stringify(extras.response)}}`] : []),
    ...(extras.typescript ? [`typescript={${JSON.stringify(extras.typescript)}}`] : []),
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
