import {useEffect, type ReactNode} from 'react';
import {useGraphiQL, useGraphiQLActions} from '@graphiql/react';
import {getOperationAST, parse} from 'graphql';

/** Performance mark set once the operation editor exists; the benchmark and the tests read it. */
export const EDITOR_READY_MARK = 'folio-playground-editor-ready';

interface EditorReadySignalProps {
  /** From a deep link: the operation of a multi-operation document to select, by placing the cursor in it. */
  readonly operationName?: string;
  readonly onReady: () => void;
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
 * Rendered inside GraphiQL (it needs GraphiQL's store): reports when the operation editor is ready and
 * applies a deep link's operation name. GraphiQL runs the operation the cursor is in, so selecting the
 * operation by cursor keeps later edits free, unlike GraphiQL's `operationName` prop, which would pin
 * that name for the whole visit.
 */
export default function EditorReadySignal({operationName, onReady}: EditorReadySignalProps): ReactNode {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const {setOperationName} = useGraphiQLActions();

  useEffect(() => {
    if (!queryEditor) return;
    if (operationName) {
      const model = queryEditor.getModel();
      const offset = model ? operationOffset(model.getValue(), operationName) : undefined;
      if (model && offset !== undefined) {
        queryEditor.setPosition(model.getPositionAt(offset));
        setOperationName(operationName);
      }
    }
    performance.mark(EDITOR_READY_MARK);
    onReady();
  }, [queryEditor, operationName, onReady, setOperationName]);

  return null;
}
