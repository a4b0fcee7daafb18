import {spawn, type ChildProcess} from 'node:child_process';

import {
  isMessage,
  READY_MESSAGE,
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
  /** How messages name the process, for example "The whole build"; `runGatedBuild` has a default for its build. */
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

/**
 * Runs the reference generator and the site build at the same time. The site build asks over IPC for the
 * reference (src/plugins/reference-gate.ts) and is answered once the generator has exited successfully.
 * If either fails, the other is stopped. Resolves with the exit code for the whole build: the generator's
 * when it failed, otherwise the site build's.
 */
export function runGatedBuild(reference: Command, site: Command, log: (line: string) => void = console.error): Promise<number> {
  return new Promise((resolve) => {
    const generatorProcess = startBuildProcess('The reference generator', reference, log);
    const siteName = site.name ?? 'The site build';
    const builderProcess = startBuildProcess(siteName, site, log, {[REFERENCE_GATE_ENV]: REFERENCE_GATE_IPC});
    const generator = generatorProcess.child;
    const builder = builderProcess.child;

    let generatorExit: number | undefined;
    let builderExit: number | undefined;
    // The first failure decides the exit code; what the other process does after being stopped does not.
    let outcome: number | undefined;
    let builderWaiting = false;
    // A process killed by a signal has no exit code: that is a failure too.
    const exitCode = (code: number | null) => code ?? 1;

    const releaseBuilder = () => {
      if (generatorExit === 0 && builderWaiting && builder.connected) builder.send(READY_MESSAGE);
    };
    const settle = () => {
      if (generatorExit !== undefined && builderExit !== undefined) resolve(outcome ?? builderExit);
    };

    builder.on('message', (message) => {
      if (!isMessage(message, WAIT_MESSAGE)) return;
      builderWaiting = true;
      releaseBuilder();
    });
    // A process that cannot be started emits `error` and maybe no `exit`: both count once, as a failure.
    generator.on('error', (error) => {
      log(`✖ The reference generator could not run: ${error.message}`);
      onGeneratorExit(null);
    });
    builder.on('error', (error) => {
      log(`✖ ${siteName} could not run: ${error.message}`);
      onBuilderExit(null);
    });
    generator.on('exit', onGeneratorExit);
    builder.on('exit', onBuilderExit);

    function onGeneratorExit(code: number | null, signal: NodeJS.Signals | null = null) {
      if (generatorExit !== undefined) return;
      generatorExit = exitCode(code);
      if (generatorExit !== 0 && outcome === undefined) generatorProcess.explainFailure(signal);
      if (generatorExit === 0) {
        releaseBuilder();
      } else if (builderExit === undefined) {
        outcome ??= generatorExit;
        builder.kill();
      }
      settle();
    }
    function onBuilderExit(code: number | null, signal: NodeJS.Signals | null = null) {
      if (builderExit !== undefined) return;
      builderExit = exitCode(code);
      if (builderExit !== 0 && outcome === undefined) builderProcess.explainFailure(signal);
      if (generatorExit === undefined) {
        if (builderExit === 0) {
          log(`✖ ${siteName} finished before the GraphQL reference was generated: is src/plugins/reference-gate.ts among the plugins?`);
        }
        outcome ??= builderExit || 1;
        generator.kill();
      }
      settle();
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
