import PgBoss from 'pg-boss';
import type { Db, Queryable } from '@unfurl/api-db';
import type { JobDefinition } from './job-definition';
import { SILENT_JOB_LOG } from './job-log';
import type { JobLog } from './job-log';
import { startWorker } from './job-worker';
import type { FetchedJob, JobHandler, JobWorker, LocalWorker } from './job-worker';
import { sqlExecutor } from './sql-executor';
import { createRacing } from './created-meanwhile';
import {
  HEARTBEAT_INTERVAL_MS,
  STALE_AFTER_MS,
  SWEEP_INTERVAL_MS,
  installHeartbeats,
  startHeartbeats,
} from './job-heartbeat';
import { JOB_SCHEMA } from './job-schema';
import { startSweeper } from './job-sweeper';

export { JOB_SCHEMA } from './job-schema';

/** Options of {@link startJobQueue}. */
export interface JobQueueOptions {
  readonly db: Db;
  readonly log?: JobLog;
  /** Milliseconds between the polls of an idle worker; default 500. */
  readonly pollIntervalMs?: number;
  /**
   * Seconds between maintenance runs (one process of all does each run): expired active jobs
   * (their process died) go back to retry, finished jobs are archived. Default 30.
   */
  readonly maintenanceIntervalSeconds?: number;
  /** Milliseconds between the heartbeats of the jobs this process runs; default 10 000. */
  readonly heartbeatIntervalMs?: number;
  /** Milliseconds between the sweeps for jobs whose process stopped beating; default 15 000. */
  readonly sweepIntervalMs?: number;
  /**
   * Milliseconds without a heartbeat (and since the start) after which an active job is failed
   * and retried (its process died); default 45 000, at least twice `heartbeatIntervalMs`.
   */
  readonly staleAfterMs?: number;
}

/** Options of {@link JobQueue.send}. */
export interface SendJobOptions {
  /** A key that names what the job is about (e.g. a listing id), for {@link JobQueue.liveKeys}. */
  readonly key?: string;
  /**
   * Sends inside the caller's transaction: the job exists only if it commits. The job must be
   * {@link JobQueue.declare}d first; call {@link JobQueue.wake} after the commit.
   */
  readonly tx?: Queryable;
}

/** Durable jobs in PostgreSQL: a sent job survives a crash, runs once, any process may take it. */
export interface JobQueue {
  /** Creates the job's queue if it does not exist yet (once per process). */
  declare(job: JobDefinition<object>): Promise<void>;
  /** Queues a job; resolves with its id once it is stored. */
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendJobOptions): Promise<string>;
  /** Makes this process's idle workers of `job` poll now (after a send in a transaction). */
  wake(job: JobDefinition<object>): void;
  /** Runs `handler` on this process's share of the jobs, `concurrency` at a time. */
  work<T extends object>(
    job: JobDefinition<T>,
    handler: JobHandler<T>,
    options: { readonly concurrency: number },
  ): Promise<JobWorker>;
  /** Keys of the jobs of `job` that are queued, waiting for a retry or running. */
  liveKeys(job: JobDefinition<object>): Promise<ReadonlySet<string>>;
  /** Stops every worker (waiting for running jobs) and the maintenance. */
  stop(): Promise<void>;
}

/** Starts the queue on `db` (installing or migrating its tables) and its maintenance. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { db } = options;
  const log = options.log ?? SILENT_JOB_LOG;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  if (!(heartbeatIntervalMs > 0) || !(staleAfterMs >= 2 * heartbeatIntervalMs)) {
    throw new Error(
      `staleAfterMs (${staleAfterMs}) must be at least twice heartbeatIntervalMs (${heartbeatIntervalMs})`,
    );
  }
  const createBoss = (): PgBoss => {
    const made = new PgBoss({
      db: sqlExecutor(db) as PgBoss.Db,
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: true,
      // No cron schedules yet: the timekeeper (clock checks, cron polling) stays off.
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    made.on('error', (error: unknown) => log.error({ err: error }, 'job queue maintenance failed'));
    return made;
  };
  // Another process may install the schema at the same moment (PostgreSQL's `CREATE SCHEMA IF
  // NOT EXISTS` is not race-free); a fresh start then finds it installed.
  let boss = createBoss();
  await createRacing(async () => {
    try {
      await boss.start();
    } catch (error) {
      boss = createBoss();
      throw error;
    }
  });
  await installHeartbeats(db);
  const heartbeats = startHeartbeats(db, heartbeatIntervalMs, log);
  const sweeper = startSweeper(
    db,
    async (tx, name, id, reason) => {
      await boss.fail(name, id, reason, { db: sqlExecutor(tx) as PgBoss.Db });
    },
    { intervalMs: options.sweepIntervalMs ?? SWEEP_INTERVAL_MS, staleAfterMs, log },
  );

  const declared = new Map<string, Promise<void>>();
  const workers = new Map<string, Set<LocalWorker>>();
  const declare = (job: JobDefinition<object>): Promise<void> => {
    let done = declared.get(job.name);
    if (!done) {
      // pg-boss's `create_queue` inserts the queue and attaches its partition: two processes
      // creating the same queue at once can deadlock or collide; the next try finds it made.
      done = createRacing(() =>
        boss.createQueue(job.name, { name: job.name, ...queueSettings(job) }),
      );
      done.catch(() => declared.delete(job.name));
      declared.set(job.name, done);
    }
    return done;
  };
  const wake = (job: JobDefinition<object>): void => {
    for (const worker of workers.get(job.name) ?? []) worker.wake();
  };

  return {
    declare,
    wake,
    async send(job, data, sendOptions = {}) {
      if (sendOptions.tx && !declared.has(job.name)) {
        throw new Error(`Declare the job ${job.name} before sending it in a transaction`);
      }
      await declare(job);
      const id = await boss.send(job.name, data, {
        ...queueSettings(job),
        ...(sendOptions.key === undefined ? {} : { singletonKey: sendOptions.key }),
        ...(sendOptions.tx ? { db: sqlExecutor(sendOptions.tx) as PgBoss.Db } : {}),
      });
      if (!id) throw new Error(`The job ${job.name} was not queued`);
      if (!sendOptions.tx) wake(job);
      return id;
    },
    async work(job, handler, workOptions) {
      await declare(job);
      const worker = startWorker(
        {
          name: job.name,
          fetch: async (count) => {
            const taken = (await boss.fetch(job.name, {
              batchSize: count,
              includeMetadata: true,
            })) as unknown as FetchedJob[];
            heartbeats.begin(taken.map((one) => one.id));
            return taken;
          },
          // The beats end even when the record fails: an unrecorded run is then swept and retried.
          complete: async (id) => {
            await boss.complete(job.name, id).finally(() => heartbeats.end(id));
          },
          fail: async (id, error) => {
            await boss.fail(job.name, id, errorRecord(error)).finally(() => heartbeats.end(id));
          },
        },
        handler,
        { concurrency: workOptions.concurrency, pollIntervalMs, log },
      );
      const set = workers.get(job.name) ?? new Set<LocalWorker>();
      set.add(worker);
      workers.set(job.name, set);
      return {
        get running() {
          return worker.running;
        },
        async stop() {
          await worker.stop();
          set.delete(worker);
        },
      };
    },
    async liveKeys(job) {
      const rows = await db.query<{ key: string }>(
        `SELECT DISTINCT singleton_key AS key FROM ${JOB_SCHEMA}.job
         WHERE name = $1 AND state < 'completed' AND singleton_key IS NOT NULL`,
        [job.name],
      );
      return new Set(rows.map((row) => row.key));
    },
    async stop() {
      const all = [...workers.values()].flatMap((set) => [...set]);
      await Promise.all(all.map((worker) => worker.stop()));
      workers.clear();
      await Promise.all([sweeper.stop(), heartbeats.stop()]);
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
    },
  };
}

/** What pg-boss stores of a job's settings (sent with every job, so a changed definition holds). */
function queueSettings(job: JobDefinition<object>) {
  return {
    expireInSeconds: job.expireInSeconds,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
  };
}

/** The failure pg-boss records as the job's output: the message, never a whole stack. */
function errorRecord(error: unknown): object {
  return { message: error instanceof Error ? error.message : String(error) };
}
