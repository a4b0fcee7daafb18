/**
 * The operation as the editor will open with it, highlighted like the site's code blocks, in the editor's place
 * until the editor has started. It is in the server-rendered page, so the operation is readable at first paint; the
 * editor (GraphiQL and Monaco) is built when the visitor reaches for it: pointer over or down, focus, or Run.
 *
 * It is laid out as GraphiQL lays out the editor (its sidebar, the session with the operation's tab, the operation
 * with the variables bar under it, the response beside or, on narrow screens, under it; the editors' font and line
 * numbers), so the editor takes its place without the operation moving.
 */
import type {KeyboardEvent, PointerEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';

import {caretFromPoint, type Caret} from './caretFromPoint';
import {tabTitle} from './tabTitle';
import styles from './OperationPreview.module.css';

/** What the visitor did to start the editor: where to put the caret, and whether to run the operation. */
export interface EditorStart {
  readonly caret?: Caret;
  readonly run?: boolean;
}

interface OperationPreviewProps {
  readonly operation: string;
  readonly variables: string;
  /** Absent on the server-rendered page, where nothing can start yet. */
  readonly onStart?: (start: EditorStart) => void;
  /** Whether the editor is being built, or its code failed to load; the preview says so. */
  readonly state?: 'idle' | 'starting' | 'failed';
  /** Downloads the editor's code again after a failed load (the Retry button of the failed state). */
  readonly onRetry?: () => void;
}

const HINTS = {
  idle: 'Select the operation to edit it, or Run it as it is.',
  starting: 'Starting the editor…',
  failed: 'The editor could not be loaded. Check your connection and try again.',
} as const;

interface HighlightedCodeProps {
  readonly code: string;
  readonly language: string;
  readonly label: string;
  readonly isOperation?: boolean;
}

/** Highlighted with the site's code-block colours, numbered like the editor's lines (one `token-line` per line). */
function HighlightedCode({code, language, label, isOperation}: HighlightedCodeProps): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight code={code} language={language} theme={theme}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre
          tabIndex={0}
          aria-label={label}
          data-operation={isOperation || undefined}
          className={clsx(className, styles.code)}
          style={{color: style.color}}
        >
          <code className={styles.lines}>
            {tokens.map((line, lineIndex) => (
              <span key={lineIndex} {...getLineProps({line, className: styles.line})}>
                <span className={styles.lineNumber} />
                <span>
                  {line.map((token, tokenIndex) => (
                    // As the theme's code lines: an empty line's newline token renders empty; the <br> ends the line.
                    <span key={tokenIndex} {...getTokenProps({token: token.content === '\n' ? {...token, content: ''} : token})} />
                  ))}
                  <br />
                </span>
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}

export default function OperationPreview({
  operation,
  variables,
  onStart,
  state = 'idle',
  onRetry,
}: OperationPreviewProps): ReactNode {
  const start = (request: EditorStart = {}) => onStart?.(request);
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Only a click in the operation places the editor's caret (the variables are another editor).
    const code = (event.target as Element).closest('pre[data-operation]')?.querySelector('code');
    start({caret: code ? caretFromPoint(code, event.clientX, event.clientY) : undefined});
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // GraphiQL's own shortcut, so it works the same before and after the editor starts.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      start({run: true});
    }
  };

  return (
    <div
      className={styles.preview}
      data-testid="operation-preview"
      // Whether reaching for it builds the editor yet: not in the server-rendered page, before hydration.
      data-starts-editor={onStart !== undefined}
      onPointerEnter={() => start()}
      onPointerDown={handlePointerDown}
      onFocus={() => start()}
      onKeyDown={handleKeyDown}
    >
      {/* Where GraphiQL's sidebar buttons will be. */}
      <div className={styles.sidebar} />
      <div className={styles.session}>
        <div className={styles.sessionHeader}>
          <span className={styles.tab}>{tabTitle(operation)}</span>
        </div>
        <div className={styles.panes}>
          <div className={styles.editors}>
            <div className={styles.operationEditor}>
              <HighlightedCode code={operation} language="graphql" label="Operation" isOperation />
              {/* After the code in the tab order: tabbing into the preview reaches the operation first. Where
                  GraphiQL's run button is. */}
              <button
                type="button"
                className={clsx('button button--primary', styles.run)}
                onClick={() => start({run: true})}
                disabled={state === 'failed'}
                aria-label="Run"
                title="Run (Ctrl+Enter)"
              >
                <svg viewBox="0 0 16 18" aria-hidden="true" focusable="false">
                  <path d="M1 1.5v15l13.5-7.5L1 1.5Z" fill="currentColor" />
                </svg>
              </button>
            </div>
            <p className={styles.toolsBar}>Variables</p>
            {variables.trim() !== '' && (
              <div className={styles.variablesEditor}>
                <HighlightedCode code={variables} language="json" label="Variables" />
              </div>
            )}
          </div>
          <div className={styles.responsePane}>
            <p className={styles.hint} aria-live="polite" data-state={state}>
              {HINTS[state]}
            </p>
            {state === 'failed' && onRetry && (
              <button
                type="button"
                className={clsx('button button--primary button--sm', styles.retry)}
                onClick={onRetry}
              >
                Retry
              </button>
            )}
            <p className={styles.empty}>The response appears here when the operation runs.</p>
          </div>
        </div>
      </div>
    </div>
  );
}
