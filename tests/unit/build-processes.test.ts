/**
 * The processes of `npm run build` (scripts/build/processes.ts): at most so many at once, the first failure stops the
 * others and what they started, and a failure says why, an out-of-memory end among the reasons.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {failureMessage, JobFailure, Processes, type Job} from '../../scripts/build/processes';

/** A Node process running `source`. */
const node = (name: string, source: string): Job => ({name, command: process.execPath, args: ['-e', source]});

function scratch(t: {after: (fn: () => void) => void}): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-processes-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

/** Whether a process of this id is alive: it exists and is not a zombie waiting for its new parent to reap it. */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

const quiet = () => undefined;

test('jobs run at most `concurrency` at once, in their order, and all succeed', async (t) => {
  const dir = scratch(t);
  const file = (name: string) => JSON.stringify(join(dir, name));
  // Each writes that it started and waits (at most 20 s) until its partner has started: with one process at a time,
  // a and b would wait for each other in vain.
  const job = (name: string, partner: string) =>
    node(
      name,
      `const fs = require('node:fs');
       fs.writeFileSync(${file(name)}, String(Date.now()));
       const started = Date.now();
       const wait = () => fs.existsSync(${file(partner)}) ? process.exit(fs.existsSync(${file('c')}) ? 7 : 0) : Date.now() - started > 20000 ? process.exit(9) : setTimeout(wait, 20);
       wait();`,
    );
  await new Processes(quiet).runAll([job('a', 'b'), job('b', 'a'), node('c', `require('node:fs').writeFileSync(${file('c')}, 'c')`)], 2);
  // c ran, and only once a and b had both started and seen each other (neither saw c already there).
  assert.equal(readFileSync(join(dir, 'c'), 'utf8'), 'c');
});

test('the first failure stops the running jobs, what they started, and the jobs not started yet', async (t) => {
  const dir = scratch(t);
  const pids = join(dir, 'pids');
  // A job that starts a grandchild in its group and runs on: stopping the job must stop the grandchild too.
  const longRunning = node(
    'The long one',
    `const {spawn} = require('node:child_process');
     const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {stdio: 'ignore'});
     require('node:fs').writeFileSync(${JSON.stringify(pids)}, process.pid + ' ' + child.pid);
     setInterval(() => {}, 1000);`,
  );
  const failing = node('The failing one', `setTimeout(() => process.exit(4), 700)`);
  const never = node('The third', `require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'third'))}, 'ran')`);
  const processes = new Processes(quiet);
  const started = Date.now();
  await assert.rejects(processes.runAll([longRunning, failing, never], 2), (error: Error) => {
    assert.ok(error instanceof JobFailure);
    assert.equal(error.message, 'The failing one failed with exit code 4.');
    return true;
  });
  assert.ok(Date.now() - started < 10_000, 'the long one was stopped, not waited for');
  assert.equal(existsSync(join(dir, 'third')), false, 'a job not started when another failed never starts');
  assert.equal(processes.size, 0);
  // A process sent SIGKILL is gone within moments, however loaded the machine.
  for (const pid of readFileSync(pids, 'utf8').split(' ').map(Number)) {
    for (let waited = 0; alive(pid) && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(alive(pid), false, `process ${pid} is still alive`);
  }
  await assert.rejects(processes.run(never), /The third was not started: The failing one failed/);
});

test('stop ends every running process, one that ignores SIGTERM by SIGKILL after its grace period', {timeout: 30_000}, async (t) => {
  const dir = scratch(t);
  const ready = join(dir, 'ready');
  const processes = new Processes(quiet);
  const stubborn = processes.run(
    node('The stubborn one', `process.on('SIGTERM', () => {}); require('node:fs').writeFileSync(${JSON.stringify(ready)}, ''); setInterval(() => {}, 1000);`),
  );
  const plain = processes.run(node('The plain one', 'setInterval(() => {}, 1000)'));
  // Once the stubborn one has its handler: before, SIGTERM would end it as any other process.
  while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 20));
  await processes.stop('the build was interrupted (SIGINT)');
  await assert.rejects(stubborn, /The stubborn one was killed \(SIGKILL\)/);
  await assert.rejects(plain, /The plain one was stopped by SIGTERM\./);
  assert.equal(processes.size, 0);
});

test('a failure says why: the heap’s cap, the kernel’s out-of-memory killer, a signal, an exit code, a command that cannot run', async () => {
  const job = {name: 'The site app', memoryCap: '--max-old-space-size=1280, SITE_HEAP_LIMIT in scripts/build.ts'};
  assert.equal(
    failureMessage(job, {code: 134, signal: null}, '<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'),
    'The site app ran out of memory: its JavaScript heap reached its cap (--max-old-space-size=1280, SITE_HEAP_LIMIT in scripts/build.ts). The schema may be too large for this cap; raise it only if the machine has the memory.',
  );
  assert.match(failureMessage(job, {code: 1, signal: null}, 'Error [ERR_WORKER_OUT_OF_MEMORY]: Worker terminated'), /ran out of memory/);
  assert.equal(
    failureMessage(job, {code: null, signal: 'SIGKILL'}, ''),
    "The site app was killed (SIGKILL): on Linux this is most often the kernel's out-of-memory killer, the machine ran out of memory before the heap reached its cap (--max-old-space-size=1280, SITE_HEAP_LIMIT in scripts/build.ts).",
  );
  assert.equal(failureMessage({name: 'X'}, {code: null, signal: 'SIGTERM'}, ''), 'X was stopped by SIGTERM.');
  assert.equal(failureMessage({name: 'X'}, {code: 2, signal: null}, 'Error: broken links'), 'X failed with exit code 2.');
  await assert.rejects(
    new Processes(quiet).run({name: 'The missing one', command: join(tmpdir(), 'no-such-command'), args: []}),
    /^JobFailure: The missing one could not run: spawn .*no-such-command ENOENT$|The missing one could not run/,
  );
});

test('a job starts once the jobs it comes after have succeeded, others meanwhile; one after a failed job never starts', async (t) => {
  const dir = scratch(t);
  const log = JSON.stringify(join(dir, 'log'));
  const job = (name: string, ms: number, after: string[] = [], exit = 0) => ({
    ...node(name, `const fs = require('node:fs'); fs.appendFileSync(${log}, 'start ${name}\\n'); setTimeout(() => { fs.appendFileSync(${log}, 'end ${name}\\n'); process.exit(${exit}); }, ${ms});`),
    after,
  });
  // Two lanes: a slow generator before its app, a quick one before another: the quick lane's app does not wait.
  await new Processes(quiet).runAll([job('changelog', 100), job('generator', 1200), job('site', 100, ['changelog']), job('part', 100, ['generator'])], 2);
  const lines = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n');
  assert.ok(lines.indexOf('start site') > lines.indexOf('end changelog'), lines.join(', '));
  assert.ok(lines.indexOf('start site') < lines.indexOf('end generator'), `the site started before the generator ended: ${lines.join(', ')}`);
  assert.ok(lines.indexOf('start part') > lines.indexOf('end generator'), lines.join(', '));

  rmSync(join(dir, 'log'));
  await assert.rejects(
    new Processes(quiet).runAll([job('generator', 100, [], 3), job('part', 100, ['generator'])], 2),
    /The generator|generator failed with exit code 3/,
  );
  assert.doesNotMatch(readFileSync(join(dir, 'log'), 'utf8'), /start part/);
  await assert.rejects(new Processes(quiet).runAll([job('part', 100, ['nothing'])], 2), /part comes after nothing, which is not a job of the build/);
});
