/** Times a cold production build (caches cleared) and records the peak memory of its process tree. */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';

import {samplePeakMemory} from './process-tree-memory';

export interface BuildMeasurement {
  readonly seconds: number;
  readonly peakMemoryBytes: number;
  readonly referenceSeconds: number | undefined;
}

// Everything Docusaurus and Rspack cache between builds.
const CACHE_DIRS = ['build', '.docusaurus', 'node_modules/.cache'];

export async function measureColdBuild(): Promise<BuildMeasurement> {
  for (const dir of CACHE_DIRS) rmSync(dir, {recursive: true, force: true});
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {stdio: ['ignore', 'pipe', 'pipe']});
  const stopSampling = samplePeakMemory(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const peakMemoryBytes = stopSampling();
  if (status !== 0) throw new Error(`npm run build failed (status ${status}):\n${output.slice(-4000)}`);
  const referenceMatch = /Reference: .* in ([\d.]+) s/.exec(output);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMemoryBytes,
    referenceSeconds: referenceMatch ? Number(referenceMatch[1]) : undefined,
  };
}
