/**
 * Runs `scripts/mock-api.ts` (what `npm run mock-api` starts) as a child process on a free port, for the
 * playground's live-mode tests. A child process rather than an import: the script is an ES module entry
 * point, and a separate process is exactly how developers run it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {resolve} from 'node:path';

export interface RunningMockApi {
  readonly url: string;
  readonly wsUrl: string;
  /** What the server recorded: method, path, the Authorization it received. */
  received(): Promise<Array<{method: string; path: string; headers: {authorization: string | null}}>>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock API exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  throw new Error(`mock API did not answer at ${url} within 30 s:\n${output()}`);
}

export async function startPlaygroundMockApi(): Promise<RunningMockApi> {
  const port = await freePort();
  const root = resolve(__dirname, '../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/mock-api.ts')], {
    cwd: root,
    env: {...process.env, MOCK_API_PORT: String(port)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${origin}/__received`, child, () => output);
  return {
    url: `${origin}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    received: async () => (await fetch(`${origin}/__received`)).json(),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
