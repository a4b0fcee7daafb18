/**
 * Where Monaco starts its language workers: the GraphQL worker (validation and autocomplete against
 * the schema), the JSON worker (variables and responses) and the base editor worker for the rest.
 * The same as `graphiql/setup-workers/webpack`, which Rspack understands as well, minus its console
 * logging of every worker start. The `new Worker(new URL(…, import.meta.url))` form lets the bundler
 * emit each worker as its own file, served from this origin (the CSP allows `worker-src 'self'`).
 */
import type {Environment} from 'monaco-editor/esm/vs/editor/editor.api';

window.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'json':
        return new Worker(new URL('monaco-editor/esm/vs/language/json/json.worker.js', import.meta.url), {
          name: 'playground-json-worker',
        });
      case 'graphql':
        return new Worker(new URL('monaco-graphql/esm/graphql.worker.js', import.meta.url), {
          name: 'playground-graphql-worker',
        });
      default:
        return new Worker(new URL('monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url), {
          name: 'playground-editor-worker',
        });
    }
  },
} satisfies Environment;
