/**
 * Loads the playground IDE without freezing the page: the modules are evaluated stage by stage
 * (ideModuleStages.ts), then Monaco's services start, the editors' font is measured (measureEditorFont.ts) and the
 * schema is parsed and built (playgroundSchema.ts), each in tasks of their own, so taps, scrolling and typing into
 * the API key field keep being handled while the editor loads.
 */
import type {ComponentType} from 'react';
import type {GraphQLSchema} from 'graphql';

import {evaluateInStages} from '@site/src/client/evaluateInStages';
import {nextTask} from '@site/src/client/nextTask';
import {IDE_MODULE_STAGES} from './ideModuleStages';
import {IDE_CODE_LOADED_MARK} from './performanceMarks';
import type {PlaygroundIdeProps} from './PlaygroundIde';

export type LoadedIdeProps = Omit<PlaygroundIdeProps, 'schema'>;

/** What `React.lazy` takes. */
export interface LoadedIde {
  readonly default: ComponentType<LoadedIdeProps>;
}

/** For `React.lazy`: the IDE with the documented schema built in. */
export default async function loadPlaygroundIde(): Promise<LoadedIde> {
  // Everything below is imported where it is needed, not at the top of this file: a static import would evaluate
  // GraphiQL and Monaco together with this module, in one task, before the first stage.
  await evaluateInStages(IDE_MODULE_STAGES);
  // What Monaco does when GraphiQL first uses it: start its services and editor features. A task of its own; it
  // would otherwise share one with GraphiQL's setup. GraphiQL passes no service overrides, so this is the same start.
  const {StandaloneServices} = await import(
    /* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js'
  );
  StandaloneServices.initialize({});
  await nextTask();
  const {measureEditorFont} = await import(/* webpackMode: "eager" */ '../preview/measureEditorFont');
  measureEditorFont();
  await nextTask();
  const {buildPlaygroundSchema} = await import(/* webpackMode: "eager" */ '../execution/playgroundSchema');
  const schema: GraphQLSchema = await buildPlaygroundSchema();
  const {default: PlaygroundIde} = await import(/* webpackMode: "eager" */ './PlaygroundIde');
  await nextTask();
  performance.mark(IDE_CODE_LOADED_MARK);
  return {default: (props) => <PlaygroundIde {...props} schema={schema} />};
}
