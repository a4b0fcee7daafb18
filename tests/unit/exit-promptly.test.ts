import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';

import {docusaurusBuildArgs, EXIT_PROMPTLY} from '../../scripts/build/docusaurus-cli';

/** Runs `source` in a Node process with the build processes' preload, as scripts/build.ts starts them. */
function runPreloaded(source: string) {
  return spawnSync(process.execPath, [...EXIT_PROMPTLY, '-e', source], {encoding: 'utf8'});
}

test('both docusaurus builds start with the preload that exits once the build is written', () => {
  const args = docusaurusBuildArgs('out', ['--no-minify']);
  assert.deepEqual(args.slice(0, 2), [...EXIT_PROMPTLY]);
  assert.match(EXIT_PROMPTLY[1], /exit-promptly\.cjs$/);
  assert.match(args[2], /@docusaurus[\\/]core[\\/]bin[\\/]docusaurus\.mjs$/);
  assert.deepEqual(args.slice(3), ['build', '--no-minify', '--out-dir', 'out']);
});

test('a preloaded process ends when its work is done: the last work runs, exit listeners run, the exit code stays', () => {
  const run = runPreloaded(`
    process.exitCode = 3;
    process.on('exit', (code) => console.log('exit listener', code));
    setTimeout(() => setImmediate(() => console.log('last work')), 20);
  `);
  assert.equal(run.status, 3);
  assert.deepEqual(run.stdout.trim().split('\n'), ['last work', 'exit listener 3']);
});

test('a preloaded process that fails still fails with its code and its message', () => {
  const run = runPreloaded(`setTimeout(() => { throw new Error('the build failed'); }, 10);`);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /Error: the build failed/);
  const exiting = runPreloaded(`console.error('broken link'); process.exit(2);`);
  assert.equal(exiting.status, 2);
  assert.equal(exiting.stderr.trim(), 'broken link');
});

test('worker threads are left to end as Node ends them: the preload acts on the main thread only', () => {
  const run = runPreloaded(`
    const {Worker} = require('node:worker_threads');
    const worker = new Worker("setTimeout(() => require('node:worker_threads').parentPort.postMessage('done'), 30)", {eval: true});
    worker.on('message', (message) => console.log('worker', message));
    worker.on('exit', (code) => console.log('worker exit', code));
  `);
  assert.equal(run.status, 0);
  assert.deepEqual(run.stdout.trim().split('\n'), ['worker done', 'worker exit 0']);
});
