/**
 * Evaluated before Prism's core (see ./prism.ts): a `Prism` object with `manual` set on the global stops the core
 * from highlighting every `code.language-*` element of the page by itself on DOMContentLoaded, which would rewrite
 * the DOM React has just hydrated. `disableWorkerMessageHandler` keeps it from listening to worker messages.
 */
const globalScope = globalThis as typeof globalThis & {
  Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean};
};
globalScope.Prism = {...globalScope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
