/** How one kind of job runs: its queue name, time limit and retries. */
export interface JobDefinition<T extends object> {
  /** Queue name: lowercase words joined by `-` (e.g. `process-listing`). */
  readonly name: string;
  /**
   * Seconds a started job may stay active; keep it above the longest run (a longer run is taken
   * again). A job whose process died is retried sooner, once its heartbeat is stale (README).
   */
  readonly expireInSeconds: number;
  /** Retries after the first attempt (a failed handler or an expired run). */
  readonly retryLimit: number;
  /** Seconds between a failure and the retry. */
  readonly retryDelaySeconds: number;
  /** Never set: carries the payload type. */
  readonly payload?: T;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A typed job kind: `defineJob<{ listingId: number }>('process-listing', { ... })`. */
export function defineJob<T extends object>(
  name: string,
  options: Omit<JobDefinition<T>, 'name' | 'payload'>,
): JobDefinition<T> {
  if (!NAME.test(name)) throw new Error(`Job name "${name}" is not lowercase-with-dashes`);
  if (!(options.expireInSeconds >= 1)) throw new Error('expireInSeconds must be at least 1');
  if (!Number.isInteger(options.retryLimit) || options.retryLimit < 0) {
    throw new Error('retryLimit must be an integer >= 0');
  }
  if (!Number.isInteger(options.retryDelaySeconds) || options.retryDelaySeconds < 0) {
    throw new Error('retryDelaySeconds must be an integer >= 0');
  }
  return { name, ...options };
}
