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
 * Starts one process of the build with its error output passed through as it comes, its tail kept to tell an
 * out-of-memory end from other failures. `ipcEnv` opens an IPC channel and adds those variables.
 */
function startBuildProcess(what: string, command: Command, log: (line: string) => void, ipcEnv?: NodeJS.ProcessEnv): BuildProcess {
  // The error output goes through a pipe, which would turn the process's logger colours off in a terminal.
  const colour = process.stderr.isTTY ? {FORCE_COLOR: '1'} : {};
  const child = spawn(command.command, command.args, {
    stdio: ipcEnv ? ['inherit', 'inherit', 'pipe', 'ipc'] : ['inherit', 'inherit', 'pipe'],
    env: {...colour, ...process.env, ...command.env, ...ipcEnv},
  });
  let errorTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
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
   * `postBuild` says so) or finished: it bundles while they write what they write after rendering, on one thread.
   */
  readonly waitsFor: 'changelog' | 'reference' | 'rendered';
}

/**
 * Runs the reference generator and site builds at the same time. Each site build asks over IPC for what it reads
 * (src/plugins/reference-gate.ts) and is answered once that is written (`waitsFor`); the generator reports the
 * changelog written over an IPC channel of its own. If any process fails, the others are stopped. Resolves with the
 * exit code of the first that failed, or 0.
 */
export function runGatedBuilds(
  reference: Command,
  builds: readonly GatedBuild[],
  log: (line: string) => void = console.error,
): Promise<number> {
  return new Promise((resolve) => {
    const generatorProcess = startBuildProcess('The reference generator', reference, log, {});
    const generator = generatorProcess.child;
    const started = builds.map((build) => {
      const name = build.name ?? 'The site build';
      return {build, name, process: startBuildProcess(name, build, log, {[REFERENCE_GATE_ENV]: REFERENCE_GATE_IPC})};
    });
    const children = [generator, ...started.map((step) => step.process.child)];
    const exits: (number | undefined)[] = children.map(() => undefined);
    const waiting = started.map(() => false);
    const released = started.map(() => false);
    const rendered = started.map(() => false);
    let changelogWritten = false;
    // The first failure decides the exit code; what the other processes do after being stopped does not.
    let outcome: number | undefined;
    // A process killed by a signal has no exit code: that is a failure too.
    const exitCode = (code: number | null) => code ?? 1;

    const ready = (index: number): boolean => {
      const {waitsFor} = started[index]!.build;
      if (waitsFor === 'changelog') return changelogWritten || exits[0] === 0;
      const along = (other: number) => exits[other + 1] === 0 || (waitsFor === 'rendered' && rendered[other]);
      return exits[0] === 0 && started.slice(0, index).every((_, other) => along(other));
    };
    const release = () => {
      for (const [index, {process: child}] of started.entries()) {
        if (waiting[index] && !released[index] && ready(index) && child.child.connected) {
          released[index] = true;
          child.child.send(READY_MESSAGE);
        }
      }
    };
    const settle = () => {
      if (exits.every((code) => code !== undefined)) resolve(outcome ?? 0);
    };
    const onExit = (index: number, code: number | null, signal: NodeJS.Signals | null) => {
      if (exits[index] !== undefined) return;
      exits[index] = exitCode(code);
      const step = index === 0 ? undefined : started[index - 1]!;
      if (exits[index] !== 0 && outcome === undefined) {
        (step?.process ?? generatorProcess).explainFailure(signal);
        outcome = exits[index];
      } else if (step && !released[index - 1] && outcome === undefined) {
        log(`✖ ${step.name} finished before the GraphQL reference was generated: is src/plugins/reference-gate.ts among the plugins?`);
        outcome = 1;
      }
      if (outcome !== undefined) {
        for (const [other, child] of children.entries()) if (exits[other] === undefined) child.kill();
      } else {
        release();
      }
      settle();
    };

    generator.on('message', (message) => {
      if (!isMessage(message, CHANGELOG_WRITTEN_MESSAGE)) return;
      changelogWritten = true;
      release();
    });
    for (const [index, {process: step}] of started.entries()) {
      step.child.on('message', (message) => {
        if (isMessage(message, WAIT_MESSAGE)) waiting[index] = true;
        else if (isMessage(message, RENDERED_MESSAGE)) rendered[index] = true;
        else return;
        release();
      });
    }
    // A process that cannot be started emits `error` and maybe no `exit`: both count once, as a failure.
    for (const [index, child] of children.entries()) {
      const name = index === 0 ? 'The reference generator' : started[index - 1]!.name;
      child.on('error', (error) => {
        log(`✖ ${name} could not run: ${error.message}`);
        onExit(index, null, null);
      });
      child.on('exit', (code, signal) => onExit(index, code, signal));
    }
  });
}

/**
 * Runs one more build step after the gated pair (the light build, for instance). Its error output is passed through;
 * when it fails by running out of memory, says so as for the pair. Resolves with its exit code.
 */
export function runBuildStep(step: Command & {name: string}, log: (line: string) => void = console.error): Promise<number> {
  return new Promise((resolve) => {
    const {child, explainFailure} = startBuildProcess(step.name, step, log);
    let settled = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      if ((code ?? 1) !== 0) explainFailure(signal);
      resolve(code ?? 1);
    };
    child.on('error', (error) => {
      log(`✖ ${step.name} could not run: ${error.message}`);
      finish(null, null);
    });
    // 'close' comes after the error output has been read to its end, which the out-of-memory check reads.
    child.on('close', finish);
  });
}
