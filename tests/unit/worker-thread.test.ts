/**
 * A build step run in a worker thread (src/plugins/worker-thread.ts; an app's page facts, src/plugins/built-pages/):
 * done only when the worker says so, and every way the worker can end without its work is a readable error naming it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import {runInWorker} from '../../src/plugins/worker-thread';

const WORKERS = path.join(__dirname, 'support', 'workers');
const FACTS_WORKER = path.join(__dirname, '..', '..', 'src', 'plugins', 'built-pages', 'worker.ts');

test('a failure in the worker is reported with its own message, naming the work', async () => {
  // The page facts of a folder that does not exist: the worker's own error, behind what was not done.
  await assert.rejects(
    runInWorker(FACTS_WORKER, {outDir: '/nonexistent/folder', routes: [], foreignRoutes: [], sources: {}}, 'built pages: the page facts were not written'),
    /^Error: built pages: the page facts were not written: ENOENT.*\/nonexistent\/folder/,
  );
});

test('a worker that stops without saying it is done, or with an exit code, is reported, never taken for success', async () => {
  await assert.rejects(
    runInWorker(path.join(WORKERS, 'exits-early.ts'), {}, 'the work'),
    /^Error: the work: the worker stopped before it had written them$/,
  );
  await assert.rejects(
    runInWorker(path.join(WORKERS, 'exits-with-code.ts'), {}, 'the work'),
    /^Error: the work: the worker stopped with exit code 3$/,
  );
});
