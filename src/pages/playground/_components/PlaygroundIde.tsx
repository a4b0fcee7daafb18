/**
 * The playground IDE: GraphiQL with the schema built in (no introspection request), a mode switch
 * between in-browser mocks and the live API, and the API key field. Loaded lazily and only in the
 * browser by the page (src/pages/playground/index.tsx), so Monaco and GraphiQL stay out of every other
 * route and out of server rendering.
 */
import './monacoWorkers';
// The per-package styles: `graphiql/style.css` would add embedded fonts and a second copy of
// Monaco's CSS, which the editor's own modules already load.
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import 'graphiql/graphiql.css';

import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {GraphiQL} from 'graphiql';
import {buildSchema} from 'graphql';
import {useColorMode} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import schemaSdl from '@site/schema.graphql';
import {site} from '@site/src/site';

import ApiKeyBar from './ApiKeyBar';
import {forgetApiKey, readRememberedApiKey, rememberApiKey} from './apiKeyStorage';
import {readDeepLink} from './deepLink';
import EditorReadySignal from './EditorReadySignal';
import {createEditorStorage} from './editorStorage';
import ModeSwitch, {type ExecutionMode} from './ModeSwitch';
import {createPlaygroundFetcher} from './playgroundFetcher';
import {WELCOME_OPERATION} from './welcomeOperation';
import styles from './PlaygroundIde.module.css';


/** GraphiQL keeps the last theme class on <body>; the rest of the site must not inherit it. */
const GRAPHIQL_THEME_CLASSES = ['graphiql-light', 'graphiql-dark'];

function modeDescription(mode: ExecutionMode, hasKey: boolean): string {
  if (mode === 'mock')
    return 'Operations run in your browser against generated mock data; nothing is sent over the network. Ctrl+Space completes, Ctrl+Enter runs.';
  if (!hasKey) return 'Enter your API key to run operations against the live API.';
  return `Operations are sent to ${site.apiHttpEndpoint} with your API key.`;
}

export default function PlaygroundIde(): ReactNode {
  const {colorMode} = useColorMode();
  const {search} = useLocation();
  // Read once: the editor is seeded on load; later URL changes must not replace what the user typed.
  const [deepLink] = useState(() => readDeepLink(search));
  const schema = useMemo(() => buildSchema(schemaSdl), []);
  const [editorStorage] = useState(createEditorStorage);

  const [apiKey, setApiKey] = useState(readRememberedApiKey);
  const [rememberKey, setRememberKey] = useState(() => readRememberedApiKey() !== '');
  // Until the user picks a mode, a key means live and no key means mock.
  const [chosenMode, setChosenMode] = useState<ExecutionMode | null>(null);
  const mode: ExecutionMode = chosenMode ?? (apiKey ? 'live' : 'mock');
  const [editorReady, setEditorReady] = useState(false);

  useEffect(() => {
    if (rememberKey) rememberApiKey(apiKey);
    else forgetApiKey();
  }, [apiKey, rememberKey]);

  useEffect(() => () => document.body.classList.remove(...GRAPHIQL_THEME_CLASSES), []);

  const fetcher = useMemo(() => createPlaygroundFetcher({mode, apiKey, schema}), [mode, apiKey, schema]);
  const handleEditorReady = useCallback(() => setEditorReady(true), []);

  return (
    <div className={styles.playground} data-editor-ready={editorReady} data-mode={mode}>
      <div className={styles.controls}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Playground</h1>
          <p className={styles.status} role="status" data-testid="playground-mode-status">
            {modeDescription(mode, apiKey !== '')}
          </p>
        </div>
        <ModeSwitch mode={mode} onModeChange={setChosenMode} />
        <ApiKeyBar apiKey={apiKey} onApiKeyChange={setApiKey} remember={rememberKey} onRememberChange={setRememberKey} />
      </div>
      <div className={styles.ide}>
        <GraphiQL
          fetcher={fetcher}
          schema={schema}
          storage={editorStorage}
          // No history plugin: it stores every run, headers included, in localStorage.
          plugins={[]}
          isHeadersEditorEnabled={false}
          shouldPersistHeaders={false}
          forcedTheme={colorMode}
          defaultQuery={WELCOME_OPERATION}
          {...(deepLink.operation !== undefined && {initialQuery: deepLink.operation})}
          {...(deepLink.variables !== undefined && {initialVariables: deepLink.variables})}
          defaultEditorToolsVisibility={deepLink.variables !== undefined ? 'variables' : undefined}>
          <GraphiQL.Logo>
            <span className={styles.logo}>
              {site.brand}
              <span className={styles.modeBadge} data-mode={mode}>
                {mode === 'mock' ? 'Mock data' : 'Live API'}
              </span>
            </span>
          </GraphiQL.Logo>
          <EditorReadySignal operationName={deepLink.operationName} onReady={handleEditorReady} />
        </GraphiQL>
      </div>
    </div>
  );
}
