import type {Plugin} from '@docusaurus/types';

/**
 * Holds a site build started by scripts/build.ts until the GraphQL reference has been generated.
 *
 * Docusaurus initialises every plugin before any plugin loads content, so a plugin whose constructor waits keeps
 * the reference's docs instance from reading `reference/` before the generator has written it. The build script starts the
 * generator and Docusaurus at once (each spends its first seconds loading modules) with this variable set and an
 * IPC channel open; without the variable, as under `docusaurus start`, the plugin does nothing.
 */
export const REFERENCE_GATE_ENV = 'FOLIO_REFERENCE_GATE';
export const REFERENCE_GATE_IPC = 'ipc';

export const WAIT_MESSAGE = {type: 'folio:reference-wait'} as const;
export const READY_MESSAGE = {type: 'folio:reference-ready'} as const;
/** The generator's word to the build script that the changelog's pages are written, which the light build reads. */
export const CHANGELOG_WRITTEN_MESSAGE = {type: 'folio:changelog-written'} as const;
/** A site build's word to the build script that its pages are rendered: what is left of it runs mostly on one thread. */
export const RENDERED_MESSAGE = {type: 'folio:pages-rendered'} as const;

/**
 * Tells the build script, when one started this process with an IPC channel, that the changelog's pages are written;
 * then lets the channel go, so that it does not keep the process alive.
 */
export function reportChangelogWritten(channel: Pick<GateChannel, 'send' | 'channel'> = process): void {
  channel.send?.(CHANGELOG_WRITTEN_MESSAGE, undefined, undefined, () => channel.channel?.unref());
}

export function isMessage(value: unknown, expected: {type: string}): boolean {
  return typeof value === 'object' && value !== null && (value as {type?: unknown}).type === expected.type;
}

/** The parts of a child process's `process` the gate uses. */
export interface GateChannel {
  send?: (message: unknown, sendHandle?: undefined, options?: undefined, callback?: (error: Error | null) => void) => boolean;
  channel?: {unref(): void} | null;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
}

/** Asks the build script for the reference and resolves once it reports the reference generated. */
export function referenceGenerated(channel: GateChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!channel.send) {
      reject(new Error(`${REFERENCE_GATE_ENV} is set, but no build script is listening: run \`npm run build\`.`));
      return;
    }
    const stopListening = () => {
      channel.off('message', onMessage);
      channel.off('disconnect', onDisconnect);
    };
    function onMessage(message: unknown) {
      if (!isMessage(message, READY_MESSAGE)) return;
      stopListening();
      // The channel has served its purpose; it must not keep the process alive when the build is done.
      channel.channel?.unref();
      resolve();
    }
    function onDisconnect() {
      stopListening();
      reject(new Error('The build script stopped before the GraphQL reference was generated.'));
    }
    channel.on('message', onMessage);
    channel.on('disconnect', onDisconnect);
    channel.send(WAIT_MESSAGE);
  });
}

let referenceReady: Promise<void> | undefined;

export default async function referenceGatePlugin(): Promise<Plugin> {
  if (process.env[REFERENCE_GATE_ENV] === REFERENCE_GATE_IPC) {
    // Once per process, however often the plugin is initialised.
    referenceReady ??= referenceGenerated(process);
    await referenceReady;
  }
  return {
    name: 'folio-reference-gate',
    // Docusaurus calls every plugin's postBuild once static generation is done; the build script may then release a
    // build that waits for this one's pages (scripts/build/gated-build.ts).
    async postBuild() {
      if (process.env[REFERENCE_GATE_ENV] === REFERENCE_GATE_IPC && process.connected) process.send?.(RENDERED_MESSAGE);
    },
  };
}
