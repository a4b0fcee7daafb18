/**
 * The processes `npm run build` starts (scripts/build.ts): the reference generator and one Docusaurus build per app.
 * Each runs in a process group of its own, so that stopping it stops what it started too; at most `concurrency` run
 * at once; the first failure stops the others and starts no more; and a signal to the build (Ctrl-C, SIGTERM, SIGHUP)
 * stops every one of them before the build exits. No process of a build outlives it.
 */
import {spawn, type ChildProcess} from 'node:child_process';

export interface Job {
  /** How messages name it, for example "The site app". */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** Where the process's memory cap is set, named when it runs out of memory (for example a `--max-old-space-size`). */
  readonly memoryCap?: string;
}

/** A job of a build's schedule: it starts once the jobs it comes `after` (by name) have succeeded. */
export interface ScheduledJob extends Job {
  readonly after?: readonly string[];
}

/** A job that did not succeed; its message says which and why. */
export class JobFailure extends Error {}

/** What V8 and Node print when a heap (the main one or a worker thread's) reaches its cap. */
const OUT_OF_MEMORY =
  /Reached heap limit|JavaScript heap out of memory|ERR_WORKER_OUT_OF_MEMORY|Allocation failed - process out of memory/;
/** Enough of the end of a process's error output to hold V8's out-of-memory report. */
const ERROR_TAIL_CHARS = 8192;
/** How long a stopped process has to end on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

/** Why a job failed, from how it ended and the end of its error output. */
export function failureMessage(
  job: Pick<Job, 'name' | 'memoryCap'>,
  end: {readonly code: number | null; readonly signal: NodeJS.Signals | null},
  errorOutput: string,
): string {
  const cap = job.memoryCap ? ` (${job.memoryCap})` : '';
  if (OUT_OF_MEMORY.test(errorOutput))
    return `${job.name} ran out of memory: its JavaScript heap reached its cap${cap}. The schema may be too large for this cap; raise it only if the machine has the memory.`;
  if (end.signal === 'SIGKILL')
    return `${job.name} was killed (SIGKILL): on Linux this is most often the kernel's out-of-memory killer, the machine ran out of memory${job.memoryCap ? ` before the heap reached its cap${cap}` : ''}.`;
  if (end.signal) return `${job.name} was stopped by ${end.signal}.`;
  return `${job.name} failed with exit code ${end.code}.`;
}

/** The processes of one build. */
export class Processes {
  private readonly running = new Map<ChildProcess, Promise<void>>();
  /** Set once the build stops: no process starts after it. */
  private stopped: string | undefined;

  constructor(private readonly log: (line: string) => void = console.error) {}

  /** Runs one job to its end: resolves when it exits with 0, rejects with a JobFailure otherwise. */
  run(job: Job): Promise<void> {
    if (this.stopped !== undefined)
      return Promise.reject(new JobFailure(`${job.name} was not started: ${this.stopped}`));
    this.log(`[build] ${job.name}: started`);
    const started = performance.now();
    // The error output goes through a pipe, which would turn the process's logger colours off in a terminal.
    const colour = process.stderr.isTTY ? {FORCE_COLOR: '1'} : {};
    const child = spawn(job.command, job.args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: {...colour, ...process.env, ...job.env},
      // A group of its own: stopping the job stops every process it started, and a Ctrl-C in the terminal reaches the
      // build, which stops it, instead of reaching each process on its own.
      detached: true,
    });
    let errorTail = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      errorTail = (errorTail + chunk.toString()).slice(-ERROR_TAIL_CHARS);
    });
    const ended = new Promise<void>((resolve, reject) => {
      // A process that cannot be started emits `error` and maybe no `close`: either ends the job once.
      let settled = false;
      const settle = (failure?: string) => {
        if (settled) return;
        settled = true;
        this.running.delete(child);
        if (failure === undefined)
          this.log(`[build] ${job.name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        if (failure === undefined) resolve();
        else reject(new JobFailure(failure));
      };
      child.on('error', (error) => settle(`${job.name} could not run: ${error.message}`));
      child.on('close', (code, signal) =>
        settle(code === 0 ? undefined : failureMessage(job, {code, signal}, errorTail)),
      );
    });
    this.running.set(
      child,
      ended.catch(() => undefined),
    );
    return ended;
  }

  /**
   * Runs the jobs, at most `concurrency` at once: each as soon as the jobs it comes `after` (by name) have succeeded,
   * in the order given among those ready. On the first failure the running ones are stopped and the rest never start;
   * rejects with that failure once every started process has ended.
   */
  async runAll(jobs: readonly ScheduledJob[], concurrency: number): Promise<void> {
    const names = new Set(jobs.map((job) => job.name));
    for (const job of jobs)
      for (const before of job.after ?? [])
        if (!names.has(before)) throw new Error(`${job.name} comes after ${before}, which is not a job of the build`);
    const waiting = [...jobs];
    const done = new Set<string>();
    const running = new Set<Promise<void>>();
    let failure: unknown;
    while (failure === undefined && (waiting.length > 0 || running.size > 0)) {
      while (running.size < concurrency) {
        const ready = waiting.findIndex((job) => (job.after ?? []).every((before) => done.has(before)));
        if (ready < 0) break;
        const [job] = waiting.splice(ready, 1) as [ScheduledJob];
        const run: Promise<void> = this.run(job).then(
          () => {
            done.add(job.name);
            running.delete(run);
          },
          async (error: unknown) => {
            running.delete(run);
            if (failure !== undefined) return;
            failure = error;
            await this.stop(`${job.name} failed`);
          },
        );
        running.add(run);
      }
      if (running.size === 0) break;
      await Promise.race(running);
    }
    await Promise.all(running);
    if (failure !== undefined) throw failure;
    if (waiting.length > 0)
      throw new Error(`jobs that could never start: ${waiting.map((job) => job.name).join(', ')}`);
  }

  /**
   * Stops every running process (its whole group: SIGTERM, then SIGKILL after a grace period) and starts no more;
   * resolves once all have ended. `why` says, to a job not started yet, why it never will be.
   */
  async stop(why: string): Promise<void> {
    this.stopped ??= why;
    const ends = [...this.running].map(async ([child, ended]) => {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await ended;
      clearTimeout(timer);
      // The job's own process has ended; what it started may not have: the group goes with it.
      signalGroup(child, 'SIGKILL');
    });
    await Promise.all(ends);
  }

  /** How many processes are running now. */
  get size(): number {
    return this.running.size;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** The signals that interrupt a build: a Ctrl-C in the terminal, a service manager's stop, a closed terminal. */
export const INTERRUPTS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
