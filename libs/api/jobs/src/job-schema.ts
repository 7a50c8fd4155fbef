/** The PostgreSQL schema of the queue's tables (pg-boss installs and migrates it on start). */
export const JOB_SCHEMA = 'pgboss';

/** One row per running job: when its process last said it is alive (ours, beside pg-boss's). */
export const HEARTBEAT_TABLE = `${JOB_SCHEMA}.unfurl_job_heartbeats`;
