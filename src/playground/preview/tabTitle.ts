/**
 * The title GraphiQL gives a tab: the name of the first named operation, found the way GraphiQL finds it
 * (@graphiql/react's `fuzzyExtractOperationName`, a pattern rather than a parse, so it names a tab while its text is
 * still invalid), or "<untitled>". The preview (OperationPreview.tsx) shows the tab the editor opens with; GraphiQL
 * itself is not loaded there.
 */
const OPERATION_NAME = /^(?!#).*(query|subscription|mutation)\s+([a-zA-Z0-9_]+)/m;

export const UNTITLED_TAB = '<untitled>';

export function tabTitle(operation: string): string {
  return OPERATION_NAME.exec(operation)?.[2] ?? UNTITLED_TAB;
}
