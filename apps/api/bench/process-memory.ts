// Memory of a process tree from /proc (Linux): resident sizes sampled on an interval, plus the
// kernel's own peak (VmHWM) of the process that matters, reset at the start of the measurement.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

/** One `Vm*` field of /proc/<pid>/status in kB, or undefined when the process is gone. */
export function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const value = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return value === undefined ? undefined : Number(value);
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) — utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The direct children of a process (every thread's `children` list). */
export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      return text === '' ? [] : text.split(/\s+/).map(Number);
    });
  } catch {
    return [];
  }
}

/** The process and all its descendants. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** The program name of a process (`node`, `gdal_translate`, …). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** The command line of a process, arguments joined by spaces ('' when it is gone). */
export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The embedded database's own process (EMBEDDED_DB=process): a database server, not a program the upload ran. */
export const isDatabaseProcess = (pid: number): boolean =>
  commandLineOf(pid).includes('pglite-process.entry.mjs');

/** Resets the kernel's peak resident size (VmHWM) of a process to its current size. */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** A program the tree ran, as the samples saw it (times in ms since the sampling started). */
export interface SampledChild {
  readonly pid: number;
  readonly name: string;
  readonly firstMs: number;
  readonly lastMs: number;
  /** Its VmHWM at its last sample. */
  readonly peakMb: number;
}

/** What a {@link sampleTreeMemory} run saw, in MB. */
export interface TreeMemory {
  /** Largest sum of the resident sizes of every process of the tree at one sample. */
  readonly treePeakMb: number;
  /** Every program started under the root, in order of appearance. */
  readonly children: readonly SampledChild[];
  /** The embedded database's process, kept out of the tree's sum (like a PostgreSQL server). */
  readonly database?: SampledChild | undefined;
  readonly samples: number;
}

/**
 * Samples the resident size (VmRSS) of `rootPid` and every process under it every `intervalMs`
 * until `stop()`. A child's peak is its VmHWM at its last sample, so a burst just before it exits
 * can be missed by up to one interval. A child still named like the root is a fork that has not
 * yet exec'd its program: its pages are the root's, shared, so it is not counted.
 */
export function sampleTreeMemory(rootPid: number, intervalMs = 100): { stop(): TreeMemory } {
  const rootName = commandOf(rootPid);
  const started = performance.now();
  const children = new Map<number, SampledChild>();
  let database: SampledChild | undefined;
  let treePeakKb = 0;
  let samples = 0;
  const sample = (): void => {
    const at = performance.now() - started;
    let sum = statusKb(rootPid, 'VmRSS') ?? 0;
    for (const pid of processTree(rootPid).slice(1)) {
      const name = commandOf(pid);
      const peakKb = statusKb(pid, 'VmHWM');
      if (peakKb === undefined) continue; // exited
      if (isDatabaseProcess(pid)) {
        database = {
          pid,
          name: 'embedded database (PGlite)',
          firstMs: database?.firstMs ?? at,
          lastMs: at,
          peakMb: peakKb / 1024,
        };
        continue;
      }
      if (name === rootName) continue; // a fork before exec
      sum += statusKb(pid, 'VmRSS') ?? 0;
      const seen = children.get(pid);
      children.set(pid, {
        pid,
        name,
        firstMs: seen?.firstMs ?? at,
        lastMs: at,
        peakMb: peakKb / 1024,
      });
    }
    treePeakKb = Math.max(treePeakKb, sum);
    samples += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { treePeakMb: treePeakKb / 1024, children: [...children.values()], database, samples };
    },
  };
}
