/**
 * Runs the search files' writing in a worker thread: in `postBuild` it then takes the core the Markdown copies leave
 * idle, instead of waiting for them on the build's main thread.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {SearchFilesInput} from './searchFiles';

/** The worker's one message: every file is written. */
export const SEARCH_FILES_WRITTEN = 'search-files-written';

/** The worker's entry; `entry` may be another module for tests, run with the same input and the same contract. */
export function writeSearchFilesInWorker(
  input: SearchFilesInput,
  entry: string = path.join(__dirname, 'worker.ts'),
): Promise<void> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript: tsx compiles it, as it does the build's own scripts (Docusaurus's loader is its own).
    const worker = new Worker(entry, {workerData: input, execArgv: ['--require', require.resolve('tsx/cjs')]});
    let written = false;
    let failure: Error | undefined;
    worker.on('message', (message) => {
      if (message === SEARCH_FILES_WRITTEN) written = true;
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      if (written && code === 0) return resolve();
      const why = failure
        ? failure.message
        : code === 0
          ? 'the worker stopped before it had written them'
          : `the worker stopped with exit code ${code}`;
      reject(new Error(`search index: the search files were not written: ${why}`, {cause: failure}));
    });
  });
}
