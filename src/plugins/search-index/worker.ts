/** The worker thread that writes the search files (./inWorker.ts starts it): its input comes as the worker's data. */
import {parentPort, workerData} from 'node:worker_threads';

import {WORKER_DONE} from '../worker-thread';
import {writeSearchFiles, type SearchFilesInput} from './searchFiles';

// A failure is left unhandled on purpose: it ends the thread with the error, which the plugin reports.
void writeSearchFiles(workerData as SearchFilesInput).then(() => parentPort!.postMessage(WORKER_DONE));
