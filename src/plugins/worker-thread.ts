/**
 * Runs a TypeScript module in a worker thread and waits until it reports its work done: a build step then takes the
 * core that the build's main thread leaves idle. Every way the worker can end without its work is an error that
 * names the work.
 */
import {Worker} from 'node:worker_threads';

/** The message a worker posts once its work is done; ending without it is a failure. */
export const WORKER_DONE = 'folio-worker-done';

/** Starts `entry` with `input` as its `workerData`; rejects with `${failure}: why` unless it reports done. */
export function runInWorker(entry: string, input: unknown, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript: tsx compiles it, as it does the build's own scripts (Docusaurus's loader is its own).
    const worker = new Worker(entry, {workerData: input, execArgv: ['--require', require.resolve('tsx/cjs')]});
    let done = false;
    let error: Error | undefined;
    worker.on('message', (message) => {
      if (message === WORKER_DONE) done = true;
    });
    worker.on('error', (thrown) => {
      error = thrown;
    });
    worker.on('exit', (code) => {
      if (done && code === 0) return resolve();
      const why = error
        ? error.message
        : code === 0
          ? 'the worker stopped before it had written them'
          : `the worker stopped with exit code ${code}`;
      reject(new Error(`${failure}: ${why}`, {cause: error}));
    });
  });
}
