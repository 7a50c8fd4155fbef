import type { Db } from '@unfurl/api-db';
import type { JobLog } from './job-log';
import { createRacing } from './created-meanwhile';
import { HEARTBEAT_TABLE } from './job-schema';

/** Milliseconds between two heartbeats of the jobs a process runs. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Milliseconds between two sweeps for jobs whose process stopped beating (every process). */
export const SWEEP_INTERVAL_MS = 15_000;
/** An active job with no heartbeat (and no start) for this long has lost its process. */
export const STALE_AFTER_MS = 45_000;

/** Creates the heartbeat table next to pg-boss's (no app migration needed). */
export async function installHeartbeats(db: Db): Promise<void> {
  // Another process starting at the same moment may create it too (seen in CI: `type
  // "unfurl_job_heartbeats" already exists`, the table's row type): then again.
  await createRacing(() =>
    db.exec(`CREATE TABLE IF NOT EXISTS ${HEARTBEAT_TABLE} (
      job_id uuid PRIMARY KEY,
      beat_at timestamptz NOT NULL DEFAULT now()
    )`),
  );
}

/** The heartbeats of the jobs this process runs. */
export interface Heartbeats {
  /** Jobs this process has just taken: beats for them now and every interval until `end`. */
  begin(ids: readonly string[]): void;
  /** A job this process finished (completed or failed): no more beats, its row is deleted. */
  end(id: string): Promise<void>;
  /** Stops beating and waits for a beat on its way. */
  stop(): Promise<void>;
}

/** Starts beating every `intervalMs` for the jobs begun and not yet ended. */
export function startHeartbeats(db: Db, intervalMs: number, log: JobLog): Heartbeats {
  const ids = new Set<string>();
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const beat = (these: readonly string[]): void => {
    if (these.length === 0) return;
    inFlight = inFlight
      .then(() =>
        db.query(
          `INSERT INTO ${HEARTBEAT_TABLE} (job_id, beat_at) SELECT unnest($1::uuid[]), now()
           ON CONFLICT (job_id) DO UPDATE SET beat_at = excluded.beat_at`,
          [these],
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'job heartbeat not recorded'),
      );
  };
  const timer = setInterval(() => beat([...ids]), intervalMs);
  timer.unref();
  return {
    begin(taken) {
      if (stopped) return;
      for (const id of taken) ids.add(id);
      beat(taken);
    },
    async end(id) {
      ids.delete(id);
      await inFlight;
      await db
        .query(`DELETE FROM ${HEARTBEAT_TABLE} WHERE job_id = $1`, [id])
        .catch((error: unknown) =>
          log.error({ err: error, jobId: id }, 'job heartbeat not deleted'),
        );
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      ids.clear();
      await inFlight;
    },
  };
}
