// The jobs of job-crash.test.ts, job-heartbeat.test.ts and its child process (tests only).
import { defineJob } from './job-definition';

/** A test job that expires 2 s after its process died, with retries to spare. */
export const CRASH_TEST_JOB = defineJob<{ key: string }>('crash-test', {
  expireInSeconds: 2,
  retryLimit: 3,
  retryDelaySeconds: 0,
});

/**
 * A test job with the expiry of `process-listing` (30 minutes): taken again after its process
 * was killed only by the heartbeat sweep, never by the expiry within a test.
 */
export const HEARTBEAT_TEST_JOB = defineJob<{ key: string }>('heartbeat-test', {
  expireInSeconds: 30 * 60,
  retryLimit: 1,
  retryDelaySeconds: 0,
});
