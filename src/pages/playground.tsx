import {useCallback, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Layout from '@theme/Layout';
import {site} from '@site/src/site';

import ApiKeyBar from './playground/_components/ApiKeyBar';
import ModeSwitch, {type ExecutionMode} from './playground/_components/ModeSwitch';
import EditorSlot from './playground/_components/EditorSlot';
import OperationPreview from './playground/_components/OperationPreview';
import {useApiKey} from './playground/_components/useApiKey';
import {WELCOME_OPERATION} from './playground/_components/welcomeOperation';
import styles from './playground/playground.module.css';

function modeDescription(mode: ExecutionMode, hasKey: boolean): string {
  if (mode === 'mock')
    return 'Operations run in your browser against generated mock data; nothing is sent over the network. Ctrl+Space completes, Ctrl+Enter runs.';
  if (!hasKey) return 'Enter your API key to run operations against the live API.';
  return `Operations are sent to ${site.apiHttpEndpoint} with your API key.`;
}

export default function PlaygroundPage(): ReactNode {
  const {apiKey, setApiKey, rememberKey, setRememberKey} = useApiKey();
  // Until the user picks a mode, a key means live and no key means mock.
  const [chosenMode, setChosenMode] = useState<ExecutionMode | null>(null);
  const mode: ExecutionMode = chosenMode ?? (apiKey ? 'live' : 'mock');
  const [editorReady, setEditorReady] = useState(false);
  const handleEditorReady = useCallback(() => setEditorReady(true), []);

  return (
    <Layout
      title="Playground"
      description="Run GraphQL operations against the documented schema in your browser, with mock data or your API key."
      noFooter
    >
      <main id="playground" className={styles.playgroundMain}>
        <div className={styles.playground} data-editor-ready={editorReady} data-mode={mode}>
          <div className={styles.controls}>
            <div className={styles.intro}>
              <h1 className={styles.title}>Playground</h1>
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
    </Layout>
  );
}
