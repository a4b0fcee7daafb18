/** The worker thread that writes a build's page facts (./index.ts starts it): its input comes as the worker's data. */
import {parentPort, workerData} from 'node:worker_threads';

import {WORKER_DONE} from '../worker-thread';
import {writePageFacts, type PageFactsInput} from './facts';

// A failure is left unhandled on purpose: it ends the thread with the error, which the plugin reports.
void writePageFacts(workerData as PageFactsInput).then(() => parentPort!.postMessage(WORKER_DONE));
