import { readFileSync } from 'node:fs';
import type { Db } from '@unfurl/api-db';

/** Resident memory of a process in MB from /proc (Linux); 0 when it is gone. */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The memory the soak reports: peak and last RSS per role, sampled every second. */
export interface MemorySampler {
  stop(): Record<string, { peakMb: number; lastMb: number }>;
}

/**
 * Samples the RSS of each role's pids every second. `postgres` is the sum over the backends
 * serving the soak's database (pg_stat_activity), not the whole server (other databases share it).
 */
export function sampleMemory(
  roles: () => Record<string, number | undefined>,
  db: Db,
  databaseName: string,
): MemorySampler {
  const result: Record<string, { peakMb: number; lastMb: number }> = {};
  const note = (role: string, mb: number) => {
    const entry = (result[role] ??= { peakMb: 0, lastMb: 0 });
    entry.peakMb = Math.max(entry.peakMb, mb);
    entry.lastMb = mb;
  };
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const [role, pid] of Object.entries(roles())) note(role, rssMb(pid));
      const backends = await db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1',
        [databaseName],
      );
      note(
        'postgres backends',
        backends.reduce((sum, row) => sum + rssMb(row.pid), 0),
      );
      note('postgres backends (count)', backends.length);
    } catch {
      // a sample missed while the database is busy
    } finally {
      busy = false;
    }
  };
  void sample();
  const timer = setInterval(() => void sample(), 1000);
  return {
    stop() {
      clearInterval(timer);
      return result;
    },
  };
}
