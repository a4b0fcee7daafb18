import {spawn, type ChildProcess} from 'node:child_process';

import {
  CHANGELOG_WRITTEN_MESSAGE,
  isMessage,
  READY_MESSAGE,
  RENDERED_MESSAGE,
  REFERENCE_GATE_ENV,
  REFERENCE_GATE_IPC,
  WAIT_MESSAGE,
} from '../../src/plugins/reference-gate';

export interface Command {
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Where the process's memory cap is set, named when it runs out of memory (for example a `--max-old-space-size`). */
  memoryCap?: string;
  /** How messages name the process, for example "The whole build"; `runGatedBuilds` has a default for its builds. */
  name?: string;
}

/** What V8 and Node print when a heap (the main one or a worker thread's) reaches its cap. */
const OUT_OF_MEMORY = /Reached heap limit|JavaScript heap out of memory|ERR_WORKER_OUT_OF_MEMORY|Allocation failed - process out of memory/;
/** Enough of the end of a process's error output to hold V8's out-of-memory report. */
const ERROR_TAIL_CHARS = 8192;

/**
 * Why a process that failed ran out of memory, or undefined if nothing says it did: V8's report in its error output,
 * or a SIGKILL, which on Linux mostly comes from the kernel's out-of-memory killer.
 */
export function outOfMemoryMessage(
  what: string,
  errorOutput: string,
  signal: NodeJS.Signals | null,
  memoryCap: string | undefined,
): string | undefined {
  if (OUT_OF_MEMORY.test(errorOutput))
    return `✖ ${what} ran out of memory: its JavaScript heap reached its cap${memoryCap ? ` (${memoryCap})` : ''}. The schema may be too large for this cap; raise it only if the machine has the memory.`;
  if (signal === 'SIGKILL')
    return `✖ ${what} was killed (SIGKILL): on Linux this is most often the kernel's out-of-memory killer, the machine ran out of memory${memoryCap ? ` before the heap reached its cap (${memoryCap})` : ''}.`;
  return undefined;
}

/** A build process started by `startBuildProcess`. */
interface BuildProcess {
  readonly child: ChildProcess;
  /** Logs why the process failed when it ran out of memory; says nothing about other failures. */
  explainFailure(signal: NodeJS.Signals | null): void;
}

/**
 * Starts one process of the build with an IPC channel and `ipcEnv` added to its variables, its error output passed
 * through as it comes, its tail kept to tell an out-of-memory end from other failures.
 */
function startBuildProcess(what: string, command: Command, log: (line: string) => void, ipcEnv: NodeJS.ProcessEnv): BuildProcess {
  // The error output goes through a pipe, which would turn the process's logger colours off in a terminal.
  const colour = process.stderr.isTTY ? {FORCE_COLOR: '1'} : {};
  const child = spawn(command.command, command.args, {
    stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    env: {...colour, ...process.env, ...command.env, ...ipcEnv},
  });
  let errorTail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errorTail = (errorTail + chunk.toString()).slice(-ERROR_TAIL_CHARS);
  });
  return {
    child,
    explainFailure(signal) {
      const message = outOfMemoryMessage(what, errorTail, signal, command.memoryCap);
      if (message) log(message);
    },
  };
}

/** A site build started alongside the generator, held at its gate until what it reads has been written. */
export interface GatedBuild extends Command {
  /**
   * `changelog`: the API changelog's pages, which the generator writes first (the light build reads no reference
   * page). `reference`: the whole reference, once the generator has exited successfully, and every build listed
   * before this one has finished, so that two builds never bundle at the same time on the machine's cores.
   * `rendered`: the whole reference, and every build listed before this one has rendered its pages (the gate plugin's
   * `postBuild` says so) or finished: it bundles while they write what they write after rendering.
   */
  readonly waitsFor: 'changelog' | 'reference' | 'rendered';
  /**
   * Started only once it is ready (`waitsFor`), not with the generator: a build that waits long for others would
   * only hold memory meanwhile, and its start, with the others', would take the cores from the generator.
   */
  readonly startsWhenReady?: boolean;
}

/**
 * Runs the reference generator and site builds at the same time, a build that `startsWhenReady` once it is ready.
 * Each site build asks over IPC for what it reads (src/plugins/reference-gate.ts) and is answered once that is
 * written (`waitsFor`); the generator reports the changelog written over an IPC channel of its own. If any process
 * fails, the others are stopped, and those not started yet never are. Resolves with the exit code of the first that
 * failed, or 0.
 */
export function runGatedBuilds(
  reference: Command,
  builds: readonly GatedBuild[],
  log: (line: string) => void = console.error,
): Promise<number> {
  return new Promise((resolve) => {
    const generatorProcess = startBuildProcess('The reference generator', reference, log, {});
    const steps = builds.map((build) => ({build, name: build.name ?? 'The site build'}));
    // Index 0 is the generator, index i the build steps[i - 1], undefined until started (`startsWhenReady`).
    const processes: (BuildProcess | undefined)[] = [generatorProcess, ...steps.map(() => undefined)];
    const exits: (number | undefined)[] = processes.map(() => undefined);
    const waiting = steps.map(() => false);
    const released = steps.map(() => false);
    const rendered = steps.map(() => false);
    let changelogWritten = false;
    // The first failure decides the exit code; what the other processes do after being stopped does not.
    let outcome: number | undefined;
    // A process killed by a signal has no exit code: that is a failure too.
    const exitCode = (code: number | null) => code ?? 1;

    const ready = (index: number): boolean => {
      const {waitsFor} = steps[index]!.build;
      if (waitsFor === 'changelog') return changelogWritten || exits[0] === 0;
      const along = (other: number) => exits[other + 1] === 0 || (waitsFor === 'rendered' && rendered[other]);
      return exits[0] === 0 && steps.slice(0, index).every((_, other) => along(other));
    };
    const release = () => {
      for (const [index, {build}] of steps.entries()) {
        const child = processes[index + 1]?.child;
        if (!child && build.startsWhenReady && ready(index)) start(index);
        else if (child && waiting[index] && !released[index] && ready(index) && child.connected) {
          released[index] = true;
          child.send(READY_MESSAGE);
        }
      }
    };
    const settle = () => {
      if (exits.every((code) => code !== undefined)) resolve(outcome ?? 0);
    };
    const onExit = (index: number, code: number | null, signal: NodeJS.Signals | null) => {
      if (exits[index] !== undefined) return;
      exits[index] = exitCode(code);
      const step = index === 0 ? undefined : steps[index - 1]!;
      if (exits[index] !== 0 && outcome === undefined) {
        processes[index]!.explainFailure(signal);
        outcome = exits[index];
      } else if (step && !released[index - 1] && outcome === undefined) {
        log(`✖ ${step.name} finished before the GraphQL reference was generated: is src/plugins/reference-gate.ts among the plugins?`);
        outcome = 1;
      }
      if (outcome !== undefined) {
        for (const [other, running] of processes.entries()) {
          if (exits[other] !== undefined) continue;
          // A build not started yet never will be: it counts as stopped.
          if (running) running.child.kill();
          else exits[other] = 1;
        }
      } else {
        release();
      }
      settle();
    };
    // A process that cannot be started emits `error` and maybe no `exit`: both count once, as a failure.
    const watch = (index: number, name: string) => {
      const {child} = processes[index]!;
      child.on('error', (error) => {
        log(`✖ ${name} could not run: ${error.message}`);
        onExit(index, null, null);
      });
      child.on('exit', (code, signal) => onExit(index, code, signal));
    };
    function start(index: number) {
      const {build, name} = steps[index]!;
      const running = startBuildProcess(name, build, log, {[REFERENCE_GATE_ENV]: REFERENCE_GATE_IPC});
      processes[index + 1] = running;
      running.child.on('message', (message) => {
        if (isMessage(message, WAIT_MESSAGE)) waiting[index] = true;
        else if (isMessage(message, RENDERED_MESSAGE)) rendered[index] = true;
        else return;
        release();
      });
      watch(index + 1, name);
    }

    generatorProcess.child.on('message', (message) => {
      if (!isMessage(message, CHANGELOG_WRITTEN_MESSAGE)) return;
      changelogWritten = true;
      release();
    });
    watch(0, 'The reference generator');
    for (const [index, {build}] of steps.entries()) if (!build.startsWhenReady) start(index);
  });
}
