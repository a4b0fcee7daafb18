import type {ReactNode} from 'react';
import {ToolbarButton, useGraphiQL} from '@graphiql/react';

import type {LiveCost} from './liveCost';
import styles from './cost.module.css';

/**
 * Under the Run button while the operation is over a limit: says so, names what to shrink (its label, read out and
 * shown as the tooltip), and moves the caret there when pressed. Run itself still runs the operation.
 */
export default function OverLimitButton({live}: {readonly live: LiveCost}): ReactNode {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const label = `Over the limit, Run will be refused. ${live.problem ?? ''}`.trim();
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
