/**
 * The editor's place on the page, in the browser. It shows the operation (OperationPreview) and builds the editor
 * when the visitor reaches for it:
 * - the editor's code (GraphiQL, Monaco) is downloaded as soon as the page is up, and the schema file prefetched
 *   (Playground.tsx); the code is evaluated, and the schema parsed, only when the visitor reaches for the editor: a
 *   pointer over or on the preview, focus in it, or Run. Evaluating that code is one task of over half a second on a
 *   phone, which froze the page for a visitor who only reads it or types an API key; now only a visitor who wants
 *   the editor waits for it.
 * - building the editor (Monaco lays out and paints three editors: several hundred milliseconds on a phone) follows.
 * The editor is built under the preview, which leaves once the editor is ready; the caret goes where the visitor
 * clicked, and Run runs the operation then.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';

import {readDeepLink} from '../session/deepLink';
import type {ReadyEditor} from './EditorReadySignal';
import type {LoadedIde} from './loadPlaygroundIde';
import {createEditorStorage} from '../session/editorStorage';
import {initialOperation} from '../session/initialOperation';
import type {ExecutionMode} from '../controls/ModeSwitch';
import OperationPreview, {type EditorStart} from '../preview/OperationPreview';
import {WELCOME_OPERATION} from '../session/welcomeOperation';
import styles from './EditorSlot.module.css';

// The IDE is a chunk of its own, so no other route pays for it. Downloading it only registers its modules: the module
// imported here imports GraphiQL, Monaco and the schema's parser in eager mode, so they are evaluated when its
// default export is called, and that waits until the visitor reaches for the editor.
type IdeCode = typeof import('./loadPlaygroundIde');
let ideCode: Promise<IdeCode> | undefined;
function downloadIde(): Promise<IdeCode> {
  ideCode ??= import(/* webpackChunkName: "playground-ide" */ './loadPlaygroundIde').catch((error: unknown) => {
    // Forgotten, so that Retry downloads again: the bundler's loader requests a failed chunk anew on the next import.
    ideCode = undefined;
    throw error;
  });
  return ideCode;
}

// One load, shared by the start and React.lazy.
let ideModule: Promise<LoadedIde> | undefined;
function loadIde(): Promise<LoadedIde> {
  ideModule ??= downloadIde()
    .then((module) => module.default())
    .catch((error: unknown) => {
      // Forgotten, so that Retry loads again; the loader fetches the schema anew.
      ideModule = undefined;
      throw error;
    });
  return ideModule;
}

// A failed load renders nothing here (the preview says what happened, with Retry) instead of throwing to the page's
// error boundary. One lazy component per attempt: React.lazy keeps the first outcome for good.
const lazyIde = () => lazy(() => loadIde().catch(() => ({default: () => null})));

interface EditorSlotProps {
  readonly mode: ExecutionMode;
  readonly apiKey: string;
  readonly onEditorReady: () => void;
}

export default function EditorSlot({mode, apiKey, onEditorReady}: EditorSlotProps): ReactNode {
  const {search} = useLocation();
  // Read once: the editor is seeded from it (and the preview shows it); later URL changes must not replace what the
  // visitor typed.
  const [deepLink] = useState(() => readDeepLink(search));
  const [shown] = useState(() => initialOperation(createEditorStorage(), deepLink, WELCOME_OPERATION));
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState(false);
  // Read when the editor is ready, not when it started to be built: a click may come in between.
  const startRef = useRef<EditorStart>({});
  const previewRef = useRef<HTMLDivElement>(null);

  // A failed download (offline, a deployment replaced the files) is said in the preview, which stays usable to read
  // and offers Retry; each attempt downloads again.
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    (started ? loadIde() : downloadIde()).catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [started, attempt]);
  const PlaygroundIde = useMemo(() => lazyIde(), [attempt]);
  const handleRetry = useCallback(() => {
    setLoadFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  const handleStart = useCallback((request: EditorStart) => {
    const merged: EditorStart = {
      caret: request.caret ?? startRef.current.caret,
      run: Boolean(request.run || startRef.current.run),
    };
    startRef.current = merged;
    setStarted(true);
  }, []);

  useEffect(() => {
    // The pointer or the focus may have reached the preview before the page hydrated, with no event left to come.
    if (previewRef.current?.matches(':hover, :focus-within')) handleStart({});
  }, [handleStart]);

  const [readyEditor, setReadyEditor] = useState<ReadyEditor | null>(null);
  const handleReady = useCallback((editor: ReadyEditor) => setReadyEditor(editor), []);

  // Two steps: the editor stops being inert (an inert editor cannot take the focus), then the preview leaves (and
  // with it, the focus it held). In between, before the browser paints, the focus moves over.
  useLayoutEffect(() => {
    if (!readyEditor) return;
    const {caret, run} = startRef.current;
    // The preview is leaving; whoever was in it with the keyboard or pointer carries on in the editor.
    const hadFocus = previewRef.current?.contains(document.activeElement) ?? false;
    setReady(true);
    if (hadFocus || caret) readyEditor.focus(caret);
    if (run) readyEditor.run();
    onEditorReady();
  }, [readyEditor, onEditorReady]);

  return (
    <>
      {started && !loadFailed && (
        // Under the preview until it is ready: out of the tab order and the accessibility tree meanwhile.
        <div className={styles.ide} inert={!readyEditor}>
          <Suspense fallback={null}>
            <PlaygroundIde mode={mode} apiKey={apiKey} deepLink={deepLink} onEditorReady={handleReady} />
          </Suspense>
        </div>
      )}
      {!ready && (
        <div ref={previewRef}>
          <OperationPreview
            operation={shown.operation}
            variables={shown.variables}
            onStart={handleStart}
            onRetry={handleRetry}
            state={loadFailed ? 'failed' : started ? 'starting' : 'idle'}
          />
        </div>
      )}
    </>
  );
}
