/** Samples the resident memory of a process and all its descendants (Linux /proc), keeping the peak. */
import {readdirSync, readFileSync} from 'node:fs';

const PAGE_SIZE = 4096;

interface ProcessInfo {
  readonly ppid: number;
  readonly rssBytes: number;
}

function readProcesses(): Map<number, ProcessInfo> {
  const processes = new Map<number, ProcessInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {ppid: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_SIZE});
    } catch {
      // The process ended between readdir and read.
    }
  }
  return processes;
}

export function treeRssBytes(rootPid: number): number {
  const processes = readProcesses();
  const children = new Map<number, number[]>();
  for (const [pid, info] of processes) children.set(info.ppid, [...(children.get(info.ppid) ?? []), pid]);
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += processes.get(pid)?.rssBytes ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Starts sampling every `intervalMs`; call the returned function to stop and get the peak in bytes. */
export function samplePeakMemory(rootPid: number, intervalMs = 200): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(rootPid));
  }, intervalMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
