/**
 * Loads the playground IDE (GraphiQL, Monaco) and builds the documented schema for it, parsed in tasks of its own
 * (playgroundSchema.ts), so taps, scrolling and typing into the API key field keep being handled meanwhile.
 * EditorSlot.tsx downloads this module's chunk as soon as the page is up and calls its default export only when the
 * visitor reaches for the editor: so the IDE is imported here in eager mode, evaluated by that call, never by a
 * static import, which would evaluate it with the download.
 */
import type {ComponentType} from 'react';

import {IDE_CODE_LOADED_MARK} from './performanceMarks';
import type {PlaygroundIdeProps} from './PlaygroundIde';

export type LoadedIdeProps = Omit<PlaygroundIdeProps, 'schema'>;

/** What `React.lazy` takes. */
export interface LoadedIde {
  readonly default: ComponentType<LoadedIdeProps>;
}

/** For `React.lazy`: the IDE with the documented schema built in. */
export default async function loadPlaygroundIde(): Promise<LoadedIde> {
  const [{default: PlaygroundIde}, {buildPlaygroundSchema, fetchSchemaSdl}] = await Promise.all([
    import(/* webpackMode: "eager" */ './PlaygroundIde'),
    import(/* webpackMode: "eager" */ '../execution/playgroundSchema'),
  ]);
  const schema = await buildPlaygroundSchema(await fetchSchemaSdl());
  performance.mark(IDE_CODE_LOADED_MARK);
  return {default: (props) => <PlaygroundIde {...props} schema={schema} />};
}
