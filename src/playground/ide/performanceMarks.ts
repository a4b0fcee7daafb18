/** The playground's performance marks, which the benchmark reads (scripts/bench/page-weight.ts). No imports: Node loads it too. */

/** Set by loadPlaygroundIde.tsx once the IDE's code has loaded and only building the editor is left. */
export const IDE_CODE_LOADED_MARK = 'folio-playground-code-loaded';

/** Set by EditorReadySignal.tsx once the editors exist. */
export const EDITOR_READY_MARK = 'folio-playground-editor-ready';
