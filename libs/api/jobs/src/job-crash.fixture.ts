// The job of job-crash.test.ts and its child process (tests only).
import { defineJob } from './job-definition';

/** A test job that expires 2 s after its process died, with retries to spare. */
export const CRASH_TEST_JOB = defineJob<{ key: string }>('crash-test', {
  expireInSeconds: 2,
  retryLimit: 3,
  retryDelaySeconds: 0,
});
