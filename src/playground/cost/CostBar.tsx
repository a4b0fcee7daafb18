import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {COST_FORMULA_PATH, COST_LIMITS, formatCount} from '@site/src/graphql/cost/limits';

import type {ExecutionMode} from '../controls/ModeSwitch';
import type {LiveCostState} from './useLiveCost';
import styles from './cost.module.css';

interface CostBarProps {
  readonly state: LiveCostState;
  readonly mode: ExecutionMode;
}

/** Under the editors: the operation's complexity and depth as it is edited, what costs most, and what is over. */
export default function CostBar({state, mode}: CostBarProps): ReactNode {
  const {current, stale} = state;
  if (!current) {
    return (
      <div className={styles.bar} data-testid="live-cost" aria-live="polite">
        Cost: type an operation to see its complexity and depth.
      </div>
    );
  }
  const {cost, overLimit, problem} = current;
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
          {problem}{' '}
          {mode === 'mock'
            ? 'The mock data refuses it as the API would.'
            : 'Run still sends it; the API will refuse it with the same numbers.'}
        </span>
      )}
      <Link className={styles.formula} to={COST_FORMULA_PATH}>
        How cost is computed
      </Link>
    </div>
  );
}
