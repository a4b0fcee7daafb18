/**
 * The playground IDE's modules (GraphQL, Monaco, GraphiQL) in stages, each evaluated in its own task by
 * loadPlaygroundIde.tsx.
 *
 * Evaluated in one go, these ~1000 modules kept a phone's main thread busy for about a second (Lighthouse's
 * 4x-slowed CPU); taps and scrolling waited for all of it. Each stage here is about 300 KB of module source,
 * some 40-60 ms on that CPU. The imports are eager: the bundler puts every module into the IDE's chunks,
 * which download together, and an `import()` only evaluates what it names and what that needs.
 *
 * Order: a module always runs after its imports, whatever the stages say. The Monaco stages follow the
 * depth-first import order of the lean editor entry (monacoEditorLean.ts), cut where a module's not yet
 * evaluated imports add up to about 300 KB, and end with the entry itself, so Monaco's editor
 * contributions register in the order the entry lists them.
 */
import type {Stage} from '@site/src/client/evaluateInStages';

export const IDE_MODULE_STAGES: ReadonlyArray<Stage> = [
  // GraphQL.js, by its own layers. Only layers the IDE uses whole: an `import()` keeps every export of what it
  // names, so staging `graphql` itself would add the executor (which only the mock mode's own chunk needs).
  [
    () => import(/* webpackMode: "eager" */ 'graphql/language'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'graphql/type'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'graphql/validation'),
  ],
  // Monaco's editor, then its GraphQL and JSON languages.
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/config/fontInfo.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/services/editorBaseApi.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/diff/linesDiffComputers.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/base/browser/ui/scrollbar/scrollableElement.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/widget/markdownRenderer/browser/markdownRenderer.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/services/editorWorkerService.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/base/browser/ui/actionbar/actionbar.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/platform/contextview/browser/contextMenuService.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/model/bracketPairsTextModelPart/bracketPairsImpl.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/services/modelService.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/base/browser/ui/tree/asyncDataTree.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/controller/pointerHandler.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/cursor/cursorTypeEditOperations.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/view/viewController.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/viewParts/minimap/minimap.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/services/hoverService/hoverService.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/controller/textAreaHandler.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/view.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/viewModel/viewModelImpl.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestModel.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/colorPicker/browser/colorHoverParticipant.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverActions.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/platform/undoRedo/common/undoRedoService.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/services/languageService.js'),
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/standalone/browser/colorizer.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/common/services/semanticTokensStylingService.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-editor/esm/vs/editor/standalone/browser/standaloneWebWorker.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ 'monaco-graphql/esm/monaco-editor.js'),
  ],
  // GraphiQL: its larger dependencies first.
  [
    () => import(/* webpackMode: "eager" */ 'monaco-graphql/esm/lite.js'),
  ],
  [
    () => import(/* webpackMode: "eager" */ '@radix-ui/react-dropdown-menu'),
    () => import(/* webpackMode: "eager" */ '@radix-ui/react-dialog'),
  ],
  [
    () => import(/* webpackMode: "eager" */ '@graphiql/react'),
  ],
  [
    () => import(/* webpackMode: "eager" */ '@graphiql/plugin-doc-explorer'),
    () => import(/* webpackMode: "eager" */ 'graphiql'),
  ],
];
