// Monaco's modules, which the playground imports one by one (src/playground/ide/ideModuleStages.ts,
// measureEditorFont.ts), and markdown-it, which tests/unit/schema-markdown.test.ts compares the docs explorer's
// Markdown renderer with: neither ships declarations for these paths.
declare module 'monaco-editor/esm/vs/*.js';
declare module 'markdown-it';
