import {spawn} from 'node:child_process';

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
}

/**
 * Runs the reference generator and the site build at the same time. The site build asks over IPC for the
 * reference (src/plugins/reference-gate.ts) and is answered once the generator has exited successfully.
 * If either fails, the other is stopped. Resolves with the exit code for the whole build: the generator's
 * when it failed, otherwise the site build's.
 */
export function runGatedBuild(reference: Command, site: Command, log: (line: string) => void = console.error): Promise<number> {
  return new Promise((resolve) => {
    const generator = spawn(reference.command, reference.args, {stdio: 'inherit', env: {...process.env, ...reference.env}});
    const builder = spawn(site.command, site.args, {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: {...process.env, ...site.env, [REFERENCE_GATE_ENV]: REFERENCE_GATE_IPC},
    });

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
      log(`✖ The site build could not run: ${error.message}`);
      onBuilderExit(null);
    });
    generator.on('exit', onGeneratorExit);
    builder.on('exit', onBuilderExit);

    function onGeneratorExit(code: number | null) {
      if (generatorExit !== undefined) return;
      generatorExit = exitCode(code);
      if (generatorExit === 0) {
        releaseBuilder();
      } else if (builderExit === undefined) {
        outcome ??= generatorExit;
        builder.kill();
      }
      settle();
    }
    function onBuilderExit(code: number | null) {
      if (builderExit !== undefined) return;
      builderExit = exitCode(code);
      if (generatorExit === undefined) {
        if (builderExit === 0) {
          log('✖ The site build finished before the GraphQL reference was generated: is src/plugins/reference-gate.ts among the plugins?');
        }
        outcome ??= builderExit || 1;
        generator.kill();
      }
      settle();
    }
  });
}
