// Public API of @unfurl/api-jobs: durable background jobs in PostgreSQL (pg-boss, ADR 0011).

/** A typed job kind: queue name, time limit and retries. */
export { defineJob } from './job-definition';
/** One job kind and its payload type. */
export type { JobDefinition } from './job-definition';
/** Starts the queue on a database, and the schema its tables live in. */
export { startJobQueue, JOB_SCHEMA } from './job-queue';
/** Default heartbeat, sweep and stale-run timings (milliseconds) of a queue's dead-process check. */
export { HEARTBEAT_INTERVAL_MS, STALE_AFTER_MS, SWEEP_INTERVAL_MS } from './job-heartbeat';
/** The queue, its options and the options of one send. */
export type { JobQueue, JobQueueOptions, SendJobOptions } from './job-queue';
/** A handler, what it learns of its job, and a running worker. */
export type { JobHandler, JobContext, JobWorker } from './job-worker';
/** The log a queue writes to. */
export type { JobLog } from './job-log';
