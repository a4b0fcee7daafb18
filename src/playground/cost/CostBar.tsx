import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {COST_FORMULA_PATH, COST_LIMITS, formatCount} from '@site/src/graphql/cost/limits';

import type {LiveCostState} from './useLiveCost';
import styles from './cost.module.css';

interface CostBarProps {
  readonly state: LiveCostState;
}

/** A sentence of the cost module, whose names are Markdown code spans (`folders`), with those as code. */
export function withCodeSpans(text: string): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * Under the editors: the operation's complexity and depth as it is edited, what costs most, and, over a limit, what
 * to shrink (what Run then does is said by the mark beside Run, OverLimitButton.tsx). A status line: on a phone too
 * it stays within three lines.
 */
export default function CostBar({state}: CostBarProps): ReactNode {
  const {current, stale} = state;
  if (!current) {
    return (
      <div className={styles.bar} data-testid="live-cost" aria-live="polite">
        Cost: type an operation to see its complexity and depth.
      </div>
    );
  }
  const {cost, overLimit, brief} = current;
  return (
    <div
      className={styles.bar}
      data-testid="live-cost"
      data-over-limit={overLimit}
      data-stale={stale}
      data-complexity={cost.complexity}
      data-depth={cost.depth}
    >
      <span>
        Complexity <strong>{formatCount(cost.complexity)}</strong> of {formatCount(COST_LIMITS.maxComplexity)} points ·
        depth <strong>{cost.depth}</strong> of {COST_LIMITS.maxDepth}
        {stale && ' (as of the last complete operation)'}
      </span>
      {cost.costliest && !overLimit && (
        <span className={styles.costliest}>
          Costliest: <code>{cost.costliest.path}</code> ({formatCount(cost.costliest.points)} points)
        </span>
      )}
      {overLimit && (
        <span className={styles.problem} role="status">
          {withCodeSpans(brief ?? '')}
        </span>
      )}
      <Link className={styles.formula} to={COST_FORMULA_PATH}>
        How cost is computed
      </Link>
    </div>
  );
}
