import {useCallback, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import schemaUrl from '@site/schema.graphql';
import {site} from '@site/src/site';

import ApiKeyBar from './controls/ApiKeyBar';
import ModeSwitch, {type ExecutionMode} from './controls/ModeSwitch';
import EditorSlot from './ide/EditorSlot';
import OperationPreview from './preview/OperationPreview';
import {useApiKey} from './controls/useApiKey';
import {WELCOME_OPERATION} from './session/welcomeOperation';
import {PLAYGROUND_TEXT} from './pageText';
import styles from './playground.module.css';

function modeDescription(mode: ExecutionMode, hasKey: boolean): string {
  if (mode === 'mock') return PLAYGROUND_TEXT.status.mock;
  if (!hasKey) return PLAYGROUND_TEXT.status.liveWithoutKey;
  return PLAYGROUND_TEXT.status.live(site.apiHttpEndpoint);
}

/** The playground: its controls, and the IDE (or, until the visitor reaches for it, the operation it opens with). */
export default function Playground(): ReactNode {
  const {apiKey, setApiKey, rememberKey, setRememberKey} = useApiKey();
  // Until the user picks a mode, a key means live and no key means mock.
  const [chosenMode, setChosenMode] = useState<ExecutionMode | null>(null);
  const mode: ExecutionMode = chosenMode ?? (apiKey ? 'live' : 'mock');
  const [editorReady, setEditorReady] = useState(false);
  const handleEditorReady = useCallback(() => setEditorReady(true), []);

  return (
    <main id="playground" className={styles.playgroundMain}>
      {/* The editor's schema, prefetched as its code is downloaded once the page is up (ide/EditorSlot.tsx), so that
          reaching for the editor waits for no download. The editor's fetch has the same mode and reuses it. */}
      <Head>
        <link rel="prefetch" href={schemaUrl} as="fetch" crossOrigin="anonymous" />
      </Head>
      <div className={styles.playground} data-editor-ready={editorReady} data-mode={mode}>
        <div className={styles.controls}>
          <div className={styles.intro}>
            <h1 className={styles.title}>{PLAYGROUND_TEXT.title}</h1>
            <p className={styles.status} role="status" data-testid="playground-mode-status">
              {modeDescription(mode, apiKey !== '')}
            </p>
          </div>
          <ModeSwitch mode={mode} onModeChange={setChosenMode} />
          <ApiKeyBar
            apiKey={apiKey}
            onApiKeyChange={setApiKey}
            remember={rememberKey}
            onRememberChange={setRememberKey}
          />
        </div>
        <div className={styles.ide}>
          {/* The IDE (GraphiQL, Monaco) is browser-only and heavy (EditorSlot); the server renders the operation it
                opens with, and the controls around it, so the page reads and takes a key before any script runs. */}
          <BrowserOnly fallback={<OperationPreview operation={WELCOME_OPERATION} variables="" />}>
            {() => <EditorSlot mode={mode} apiKey={apiKey} onEditorReady={handleEditorReady} />}
          </BrowserOnly>
        </div>
      </div>
    </main>
  );
}
