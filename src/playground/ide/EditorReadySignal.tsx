import {useEffect, useRef, type ReactNode} from 'react';
import {useGraphiQL, useGraphiQLActions} from '@graphiql/react';
import {getOperationAST, parse} from 'graphql';

import type {Caret} from '../preview/caretFromPoint';
import {EDITOR_READY_MARK} from './performanceMarks';

/** What the page may do with the editor once it is ready. */
export interface ReadyEditor {
  /** Moves the keyboard focus into the operation editor, with the caret at `caret` when given. */
  focus(caret?: Caret): void;
  /** Runs the operation, as the Run button does. */
  run(): void;
}

interface EditorReadySignalProps {
  /** From a deep link: the operation of a multi-operation document to select, by placing the cursor in it. */
  readonly operationName?: string;
  readonly onReady: (editor: ReadyEditor) => void;
}

/** Offset just inside the named operation, or undefined when the document has no such operation. */
function operationOffset(document: string, operationName: string): number | undefined {
  try {
    const operation = getOperationAST(parse(document), operationName);
    return operation?.loc ? operation.loc.start + 1 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rendered inside GraphiQL (it needs GraphiQL's store): reports when the editors are ready and
 * applies a deep link's operation name. GraphiQL runs the operation the cursor is in, so selecting the
 * operation by cursor keeps later edits free, unlike GraphiQL's `operationName` prop, which would pin
 * that name for the whole visit.
 */
export default function EditorReadySignal({operationName, onReady}: EditorReadySignalProps): ReactNode {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  // Each editor is created in a task of its own; a run before the response editor exists would show nothing.
  const otherEditorsReady = useGraphiQL((state) => Boolean(state.variableEditor && state.responseEditor));
  const {setOperationName, run} = useGraphiQLActions();
  // Once per editor: the page runs the operation on ready when asked to, and must not run it again on a re-render.
  const reported = useRef<unknown>(null);

  useEffect(() => {
    if (!queryEditor || !otherEditorsReady || reported.current === queryEditor) return;
    reported.current = queryEditor;
    if (operationName) {
      const model = queryEditor.getModel();
      const offset = model ? operationOffset(model.getValue(), operationName) : undefined;
      if (model && offset !== undefined) {
        queryEditor.setPosition(model.getPositionAt(offset));
        setOperationName(operationName);
      }
    }
    performance.mark(EDITOR_READY_MARK);
    onReady({
      focus: (caret) => {
        if (caret) queryEditor.setPosition(caret);
        queryEditor.focus();
      },
      run,
    });
  }, [queryEditor, otherEditorsReady, operationName, onReady, setOperationName, run]);

  return null;
}
