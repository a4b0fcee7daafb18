import type {ReactNode} from 'react';
import {ToolbarButton, useGraphiQL} from '@graphiql/react';

import type {ExecutionMode} from '../controls/ModeSwitch';
import type {LiveCost} from './liveCost';
import styles from './cost.module.css';

/** What Run does with an operation over a limit, in each mode. */
const WHAT_RUN_DOES: Readonly<Record<ExecutionMode, string>> = {
  mock: 'the mock data refuses it, as the API would',
  live: 'Run still sends it, and the API will refuse it with the same figures',
};

/**
 * Under the Run button while the operation is over a limit: says so and what Run does then (its label, read out and
 * shown as the tooltip, plain text), and moves the caret to what to shrink when pressed. The cost bar under the
 * editors gives the figures and what to shrink.
 */
export default function OverLimitButton({live, mode}: {readonly live: LiveCost; readonly mode: ExecutionMode}): ReactNode {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const target = live.focus ? ' Press to go to what to shrink.' : '';
  const label = `Over the limit: ${WHAT_RUN_DOES[mode]}.${target}`;
  return (
    <ToolbarButton
      label={label}
      className={styles.overLimitButton}
      data-testid="run-over-limit"
      onClick={() => {
        if (!queryEditor) return;
        if (live.focus) queryEditor.setPosition({lineNumber: live.focus.line, column: live.focus.column});
        queryEditor.focus();
      }}
    >
      <span aria-hidden="true" className={styles.overLimitIcon}>
        !
      </span>
    </ToolbarButton>
  );
}
