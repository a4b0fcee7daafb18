/** Times a cold production build (caches cleared) and records the peak memory of its process tree. */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {samplePeakMemory} from './process-tree-memory';

export interface BuildMeasurement {
  readonly seconds: number;
  readonly peakMemoryBytes: number;
  readonly referenceSeconds: number | undefined;
  /** User + system CPU time of every process of the build; undefined without GNU time (/usr/bin/time). */
  readonly cpuSeconds: number | undefined;
  /** Peak resident memory of the largest single process of the build; undefined without GNU time. */
  readonly largestProcessBytes: number | undefined;
}

export interface ColdBuildOptions {
  /** The site to build (default: the working directory). */
  readonly cwd?: string;
}

// Everything Docusaurus and Rspack cache between builds.
const CACHE_DIRS = ['build', '.docusaurus', '.build-staging', 'node_modules/.cache'];
// GNU time reports the children's CPU time and the largest child's peak RSS (wait4's rusage), which /proc sampling cannot.
const GNU_TIME = '/usr/bin/time';

export async function measureColdBuild({cwd = process.cwd()}: ColdBuildOptions = {}): Promise<BuildMeasurement> {
  for (const dir of CACHE_DIRS) rmSync(join(cwd, dir), {recursive: true, force: true});
  const rusageDir = mkdtempSync(join(tmpdir(), 'folio-build-rusage-'));
  const rusageFile = join(rusageDir, 'rusage');
  const timed = existsSync(GNU_TIME);
  const [command, args] = timed
    ? [GNU_TIME, ['-f', '%U %S %M', '-o', rusageFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const started = performance.now();
  const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
  const stopSampling = samplePeakMemory(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const peakMemoryBytes = stopSampling();
  const rusage = timed && existsSync(rusageFile) ? readFileSync(rusageFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [];
  rmSync(rusageDir, {recursive: true, force: true});
  if (status !== 0) throw new Error(`npm run build failed (status ${status}):\n${output.slice(-4000)}`);
  const referenceMatch = /Reference: .* in ([\d.]+) s/.exec(output);
  const [user, system, maxRssKiB] = rusage;
  return {
    seconds,
    peakMemoryBytes,
    referenceSeconds: referenceMatch ? Number(referenceMatch[1]) : undefined,
    cpuSeconds: user !== undefined && system !== undefined ? user + system : undefined,
    largestProcessBytes: maxRssKiB !== undefined ? maxRssKiB * 1024 : undefined,
  };
}
