import type { Db, Queryable } from '@unfurl/api-db';
import type { JobLog } from './job-log';
import { HEARTBEAT_TABLE, JOB_SCHEMA } from './job-schema';

/** Fails one job through the queue engine (pg-boss's `fail`), inside the sweep's transaction. */
export type FailJob = (tx: Queryable, name: string, id: string, reason: object) => Promise<void>;

/** Most jobs one sweep fails (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Fails the active jobs whose process stopped beating: no heartbeat (and no start) for
 * `staleAfterMs`. pg-boss then retries each per its retry settings (a job out of retries ends
 * failed). One transaction locks the rows it fails (`FOR UPDATE SKIP LOCKED`): two sweepers at
 * once never fail the same run twice, and a run another process took since (a fresh
 * `started_on`) is not stale. Returns the ids it failed.
 */
export async function sweepStaleJobs(
  db: Db,
  fail: FailJob,
  staleAfterMs: number,
): Promise<string[]> {
  const swept = await db.transaction(async (tx) => {
    const stale = await tx.query<{ name: string; id: string; silent_ms: number }>(
      `SELECT j.name, j.id::text AS id,
              (extract(epoch FROM now() - greatest(j.started_on, h.beat_at)) * 1000)::int AS silent_ms
       FROM ${JOB_SCHEMA}.job j
       LEFT JOIN ${HEARTBEAT_TABLE} h ON h.job_id = j.id
       WHERE j.state = 'active'
         AND greatest(j.started_on, h.beat_at) < now() - $1 * interval '1 millisecond'
       ORDER BY j.started_on
       LIMIT ${SWEEP_BATCH}
       FOR UPDATE OF j SKIP LOCKED`,
      [staleAfterMs],
    );
    for (const job of stale) {
      await fail(tx, job.name, job.id, {
        message: `the process running the job stopped: no heartbeat for ${job.silent_ms} ms`,
      });
    }
    if (stale.length > 0) {
      await tx.query(`DELETE FROM ${HEARTBEAT_TABLE} WHERE job_id = ANY($1::uuid[])`, [
        stale.map((job) => job.id),
      ]);
    }
    return stale;
  });
  // Rows left by a process that died between finishing a job and deleting its heartbeat.
  await db.query(
    `DELETE FROM ${HEARTBEAT_TABLE} h
     WHERE h.beat_at < now() - $1 * interval '1 millisecond'
       AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j WHERE j.id = h.job_id AND j.state = 'active')`,
    [staleAfterMs],
  );
  return swept.map((job) => job.id);
}

/** Sweeps every `intervalMs` until stopped; logs each job it fails. */
export function startSweeper(
  db: Db,
  fail: FailJob,
  options: { readonly intervalMs: number; readonly staleAfterMs: number; readonly log: JobLog },
): { stop(): Promise<void> } {
  const { intervalMs, staleAfterMs, log } = options;
  let sweeping: Promise<void> | undefined;
  const sweep = (): void => {
    if (sweeping) return; // the last sweep is still on its way (a slow database)
    sweeping = sweepStaleJobs(db, fail, staleAfterMs)
      .then(
        (ids) => {
          if (ids.length > 0) log.warn({ jobIds: ids }, 'jobs of a stopped process sent to retry');
        },
        (error: unknown) => log.error({ err: error }, 'job sweep failed'),
      )
      .finally(() => (sweeping = undefined));
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
