/** Runs of `npm run build` in a scratch copy of the site (scripts/scratch-site.ts), for the build's integration tests. */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/** The build as `npm run build` starts it, without npm in between: the process a signal is sent to is the build's. */
export function startBuild(siteDir: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): {child: ChildProcess; output: () => string; ended: Promise<number | null>} {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'scripts/build.ts', ...args], {
    cwd: siteDir,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {child, output: () => output, ended};
}

/** Every file of a folder with the SHA-256 of its bytes, by relative path. */
export function digests(dir: string): Map<string, string> {
  const files = readdirSync(dir, {withFileTypes: true, recursive: true}).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [relative(dir, file).split(sep).join('/'), createHash('sha256').update(readFileSync(file)).digest('hex')] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The processes whose working folder is inside `dir`: what a build there left running. */
export function processesIn(dir: string): {pid: number; command: string}[] {
  const found: {pid: number; command: string}[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd !== dir && !cwd.startsWith(`${dir}/`)) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (/^State:\s+Z/m.test(status)) continue;
      found.push({pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()});
    } catch {
      // The process ended while it was being read.
    }
  }
  return found;
}

/** The first process in `dir` whose environment has `name=value`, once there is one. */
export async function waitForProcessWithEnv(dir: string, name: string, value: string, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const {pid} of processesIn(dir)) {
      try {
        if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${name}=${value}`)) return pid;
      } catch {
        // Gone meanwhile.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no process with ${name}=${value} started in ${dir} within ${timeoutMs} ms`);
}

/** Waits until no process runs in `dir` any more, or the time is up; returns those still running. */
export async function processesLeftIn(dir: string, graceMs = 3000): Promise<{pid: number; command: string}[]> {
  const started = Date.now();
  let left = processesIn(dir);
  while (left.length > 0 && Date.now() - started < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = processesIn(dir);
  }
  return left;
}
