import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

import type {ExampleCost} from '@site/src/graphql/cost/explain';
import {COST_FORMULA_PATH, formatCount} from '@site/src/graphql/cost/limits';
import type {OperationType} from '@site/src/graphql/examples';
import {buildSnippets, type OperationTypes} from '@site/src/graphql/snippets';
import {playgroundHref} from './playgroundHref';
import {responseTitle} from './responseTitle';
import styles from './styles.module.css';

export interface OperationExampleProps {
  readonly operationType: OperationType;
  /** The example operation, generated from the schema at build time (scripts/reference). */
  readonly query: string;
  readonly variables: Record<string, unknown>;
  /** Paths of Upload variables, sent as multipart file parts. */
  readonly uploadPaths?: readonly string[];
  /** Complexity and depth, and how they change with the page-size variables: computed with the query. */
  readonly cost?: ExampleCost;
  /** The mock API's response to the example (a subscription's first event), run at build time. */
  readonly response?: Record<string, unknown>;
  /** The example's TypeScript types (GraphQL Code Generator), for the TypeScript tab. */
  readonly typescript?: OperationTypes;
}


/** The example's cost next to its Run link: plain text from numbers, so the page ships no cost code. */
function Cost({cost}: {readonly cost: ExampleCost}): ReactNode {
  return (
    <div className={styles.cost} data-testid="operation-cost">
      <span>
        Cost: <strong>{formatCount(cost.complexity)}</strong> of {formatCount(cost.maxComplexity)} points, depth{' '}
        <strong>{cost.depth}</strong> of {cost.maxDepth} (<Link to={COST_FORMULA_PATH}>formula</Link>)
      </span>
      {cost.pageSizes.map((effect) => (
        <span key={effect.variable} className={styles.costScale}>
          <code>${effect.variable}</code>:{' '}
          {effect.points.map((point) => `${point.pageSize} → ${formatCount(point.complexity)}`).join(', ')} points
        </span>
      ))}
    </div>
  );
}

/** The example of a reference operation page: the operation, its variables, the call in three clients. */
export default function OperationExample({
  operationType,
  query,
  variables,
  uploadPaths = [],
  cost,
  response,
  typescript,
}: OperationExampleProps): ReactNode {
  const snippets = buildSnippets({query, variables, operationType, uploadPaths, typescript});
  const hasVariables = Object.keys(variables).length > 0;
  return (
    <div className={styles.example}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>Generated from the schema; every value is an example.</p>
        {cost && <Cost cost={cost} />}
        <Link className="button button--primary button--sm" to={playgroundHref(query, variables)}>
          Open in playground
        </Link>
      </div>
      <CodeBlock language="graphql" title="Operation">
        {query}
      </CodeBlock>
      {hasVariables && (
        <CodeBlock language="json" title="Variables">
          {JSON.stringify(variables, null, 2)}
        </CodeBlock>
      )}
      {uploadPaths.length > 0 && (
        <p className={styles.uploadNote}>
          <code>Upload</code> variables are <code>null</code> in the JSON: the file is sent as a part of a multipart
          request mapped to{' '}
          {uploadPaths.map((path) => (
            <code key={path}>{path}</code>
          ))}
          .
        </p>
      )}
      {/* lazy: only the chosen tab is in the HTML, which keeps pages and the search index small. */}
      <Tabs groupId="client-language" queryString={false} lazy>
        {snippets.tabs.map((tab) => (
          <TabItem key={tab.id} value={tab.id} label={tab.label}>
            <CodeBlock language={tab.language}>{tab.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      {response && (
        <CodeBlock language="json" title={responseTitle(operationType)}>
          {JSON.stringify(response, null, 2)}
        </CodeBlock>
      )}
    </div>
  );
}
