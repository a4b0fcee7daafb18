/**
 * Keeps the cost of the operation in GraphiQL's editors up to date: recomputed on every change of the operation, its
 * variables or the caret's operation, in the same task as the keystroke (the formula is a walk of the operation).
 * Must be rendered inside GraphiQL, whose store holds the editors.
 */
import {useEffect, useState} from 'react';
import {useGraphiQL} from '@graphiql/react';
import type {GraphQLSchema} from 'graphql';

import {liveCost, parseVariables, type LiveCost} from './liveCost';

export interface LiveCostState {
  readonly current?: LiveCost;
  /** The operation does not parse right now: `current` is the last operation that did. */
  readonly stale: boolean;
}

export function useLiveCost(schema: GraphQLSchema): LiveCostState {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  const [state, setState] = useState<LiveCostState>({stale: false});

  useEffect(() => {
    if (!queryEditor) return undefined;
    // The caret only matters in a document of several operations; in one of a single operation every keystroke
    // moves it, and the content change has already been costed.
    let severalOperations = false;
    const update = (): void => {
      const model = queryEditor.getModel();
      if (!model) return;
      const text = model.getValue();
      severalOperations = (text.match(/\b(?:query|mutation|subscription)\b/g)?.length ?? 0) > 1;
      const position = queryEditor.getPosition();
      const next = liveCost(
        schema,
        text,
        parseVariables(variableEditor?.getValue() ?? ''),
        position ? model.getOffsetAt(position) : undefined,
      );
      setState((previous) => (next ? {current: next, stale: false} : {current: previous.current, stale: true}));
    };
    update();
    const subscriptions = [
      queryEditor.onDidChangeModelContent(update),
      // Several operations: the one the caret is in is the one Run runs.
      queryEditor.onDidChangeCursorPosition(() => severalOperations && update()),
      ...(variableEditor ? [variableEditor.onDidChangeModelContent(update)] : []),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.dispose();
    };
  }, [queryEditor, variableEditor, schema]);

  return state;
}
