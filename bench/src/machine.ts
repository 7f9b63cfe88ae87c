import { readFileSync } from 'node:fs';

/** User + system CPU time of a process, ms (Linux /proc; clock ticks of 10 ms); null elsewhere. */
export function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Microseconds some task of the machine waited for a CPU (Linux pressure stall information); null elsewhere. */
export function cpuStallUs(): number | null {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/** The p-th percentile of sorted figures. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
