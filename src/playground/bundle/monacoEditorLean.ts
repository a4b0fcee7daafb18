/**
 * Stand-in for `monaco-graphql/esm/monaco-editor.js` (swapped in by src/plugins/bundler-settings.ts).
 *
 * The original pulls in `edcore.main.js`: every editor contribution Monaco has (diff editor, sticky
 * scroll, inlay hints, colour picker, command palette…). The playground only edits GraphQL and JSON, so
 * it loads the editor API plus the contributions GraphiQL's editors actually use. Languages stay the
 * same as the original: GraphQL syntax colouring and the JSON language service for variables and
 * responses.
 */
import 'monaco-editor/esm/vs/basic-languages/graphql/graphql.contribution.js';
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';

// Typing and clipboard: the basics of any editor.
import 'monaco-editor/esm/vs/editor/browser/coreCommands.js';
import 'monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js';
import 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo.js';
import 'monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/indentation/browser/indentation.js';
import 'monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js';
// Autocomplete from the schema, hover docs, error squiggles with F8 navigation.
import 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/esm/vs/editor/contrib/gotoError/browser/gotoError.js';
// Search in an editor (GraphiQL lists Ctrl-F among its shortcuts) and the context menu GraphiQL adds
// its prettify, merge and run actions to. Left out on purpose, to keep the download small: folding,
// multi-cursor, line moving and Monaco's own formatter (GraphiQL prettifies with its own action).
import 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js';
import 'monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu.js';
// Keyboard users need Ctrl-M to let Tab leave the editor; the response editor is read-only.
import 'monaco-editor/esm/vs/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode.js';
import 'monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution.js';
// Strings and the icon font the widgets above render with.
import 'monaco-editor/esm/vs/editor/common/standaloneStrings.js';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codiconStyles.js';

export * from 'monaco-editor/esm/vs/editor/editor.api.js';
