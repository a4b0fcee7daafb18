/**
 * Stands in for the theme's `prism-include-languages` client module (see src/plugins/bundler-settings.ts): a client
 * module with no lifecycle functions. The grammars it would add are part of src/prism/prism.ts.
 */
export {};
