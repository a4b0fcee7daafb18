/**
 * Runs the search files' writing in a worker thread: in `postBuild` it then takes the core the Markdown copies leave
 * idle, instead of waiting for them on the build's main thread.
 */
import path from 'node:path';

import {runInWorker} from '../worker-thread';
import type {SearchFilesInput} from './searchFiles';

/** The worker's entry; `entry` may be another module for tests, run with the same input and the same contract. */
export function writeSearchFilesInWorker(
  input: SearchFilesInput,
  entry: string = path.join(__dirname, 'worker.ts'),
): Promise<void> {
  return runInWorker(entry, input, 'search index: the search files were not written');
}
