// Modules the playground imports only to evaluate them early (src/pages/playground/_components/ideModuleStages.ts).
declare module 'monaco-editor/esm/vs/*.js';
declare module 'markdown-it';
