/**
 * The playground IDE: GraphiQL with the schema built in (no introspection request), running operations
 * in the mode and with the key the page's controls hold. Loaded lazily and only in the browser by the
 * page (src/pages/playground.tsx), so Monaco and GraphiQL stay out of every other route and out of
 * server rendering.
 */
import './monacoWorkers';
// The per-package styles: `graphiql/style.css` would add embedded fonts and a second copy of
// Monaco's CSS, which the editor's own modules already load.
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import 'graphiql/graphiql.css';

import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {GraphiQL} from 'graphiql';
import type {GraphQLSchema} from 'graphql';
import {useColorMode} from '@docusaurus/theme-common';
import {site} from '@site/src/site';

import type {PlaygroundDeepLink} from '../session/deepLink';
import EditorReadySignal, {type ReadyEditor} from './EditorReadySignal';
import {createEditorStorage} from '../session/editorStorage';
import type {ExecutionMode} from '../controls/ModeSwitch';
import {createPlaygroundFetcher} from '../execution/playgroundFetcher';
import ResponseFollowsTarget from '../execution/ResponseFollowsTarget';
import {WELCOME_OPERATION} from '../session/welcomeOperation';
import CostBar from '../cost/CostBar';
import CostTracker from '../cost/CostTracker';
import OverLimitButton from '../cost/OverLimitButton';
import type {LiveCostState} from '../cost/useLiveCost';
import styles from './PlaygroundIde.module.css';

/** GraphiQL keeps the last theme class on <body>; the rest of the site must not inherit it. */
const GRAPHIQL_THEME_CLASSES = ['graphiql-light', 'graphiql-dark'];

export interface PlaygroundIdeProps {
  readonly mode: ExecutionMode;
  readonly apiKey: string;
  /** Read once by the page (EditorSlot.tsx), whose preview showed it: later URL changes must not replace it. */
  readonly deepLink: PlaygroundDeepLink;
  readonly onEditorReady: (editor: ReadyEditor) => void;
  readonly schema: GraphQLSchema;
}

export default function PlaygroundIde({mode, apiKey, deepLink, onEditorReady, schema}: PlaygroundIdeProps): ReactNode {
  const {colorMode} = useColorMode();
  const [editorStorage] = useState(createEditorStorage);

  useEffect(() => () => document.body.classList.remove(...GRAPHIQL_THEME_CLASSES), []);

  // The executor's code is downloaded on the first run; when that fails, the failed-load state (text and Retry) shows
  // above the editor, and Retry runs the operation again, which downloads it again.
  const [executorFailed, setExecutorFailed] = useState(false);
  const handleExecutorLoadFailure = useCallback(() => setExecutorFailed(true), []);
  // A fetcher per mode and key, retired when the next one replaces it: what it still brings back is dropped.
  const {fetcher, retire} = useMemo(() => {
    const retirement = new AbortController();
    return {
      fetcher: createPlaygroundFetcher({
        mode,
        apiKey,
        schema,
        onExecutorLoadFailure: handleExecutorLoadFailure,
        retired: retirement.signal,
      }),
      retire: () => retirement.abort(),
    };
  }, [mode, apiKey, schema, handleExecutorLoadFailure]);
  useEffect(() => retire, [retire]);
  const readyEditor = useRef<ReadyEditor | null>(null);
  const handleReady = useCallback(
    (editor: ReadyEditor) => {
      readyEditor.current = editor;
      onEditorReady(editor);
    },
    [onEditorReady],
  );
  const handleRetry = useCallback(() => {
    setExecutorFailed(false);
    readyEditor.current?.run();
  }, []);

  // The cost of the operation being edited, computed inside GraphiQL (CostTracker) and shown under it and at Run.
  const [cost, setCost] = useState<LiveCostState>({stale: false});
  const overLimit = cost.current?.overLimit === true;

  return (
    <div className={styles.editor} data-over-limit={overLimit}>
      {executorFailed && (
        <div className={styles.loadFailure} role="alert" data-testid="executor-load-failure">
          <span>The code that runs operations could not be loaded. Check your connection and try again.</span>
          <button type="button" className="button button--primary button--sm" onClick={handleRetry}>
            Retry
          </button>
        </div>
      )}
      <GraphiQL
        fetcher={fetcher}
        schema={schema}
        storage={editorStorage}
        // No history plugin: it stores every run, headers included, in localStorage.
        plugins={[]}
        isHeadersEditorEnabled={false}
        shouldPersistHeaders={false}
        forcedTheme={colorMode}
        // GraphiQL's first theme comes from its storage (which refuses `theme`: editorStorage.ts), else from this,
        // else from the operating system; its first editor is created in that theme, before `forcedTheme` applies.
        defaultTheme={colorMode}
        defaultQuery={WELCOME_OPERATION}
        {...(deepLink.operation !== undefined && {initialQuery: deepLink.operation})}
        {...(deepLink.variables !== undefined && {initialVariables: deepLink.variables})}
        defaultEditorToolsVisibility={deepLink.variables !== undefined ? 'variables' : undefined}
      >
        <GraphiQL.Logo>
          <span className={styles.logo}>
            {site.brand}
            <span className={styles.modeBadge} data-mode={mode}>
              {mode === 'mock' ? 'Mock data' : 'Live API'}
            </span>
          </span>
        </GraphiQL.Logo>
        <GraphiQL.Toolbar>
          {({prettify, merge, copy}) => (
            <>
              {overLimit && cost.current && <OverLimitButton live={cost.current} mode={mode} />}
              {prettify}
              {merge}
              {copy}
            </>
          )}
        </GraphiQL.Toolbar>
        <EditorReadySignal operationName={deepLink.operationName} onReady={handleReady} />
        <CostTracker schema={schema} onChange={setCost} />
        <ResponseFollowsTarget target={fetcher} />
      </GraphiQL>
      <CostBar state={cost} />
    </div>
  );
}
