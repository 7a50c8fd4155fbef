import type { JobLog } from './job-log';

/** What a handler learns of the job it runs. */
export interface JobContext {
  readonly id: string;
  /** 1 for the first run; a retry (after a failure or a dead process) counts up. */
  readonly attempt: number;
  /** True when no retry follows if this run fails: the handler's last chance to clean up. */
  readonly lastAttempt: boolean;
}

/** Runs one job. Resolves: done (never run again). Throws: failed (retried while retries last). */
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** One process's worker of one queue. */
export interface JobWorker {
  /** Jobs running now. */
  readonly running: number;
  /** Takes no more jobs and resolves when the running ones have finished and been recorded. */
  stop(): Promise<void>;
}

/** A job as the queue hands it out. */
export interface FetchedJob {
  readonly id: string;
  readonly data: unknown;
  readonly retryCount: number;
  readonly retryLimit: number;
}

/** The queue operations a worker needs (pg-boss's fetch, complete and fail of one queue). */
export interface WorkerPort {
  readonly name: string;
  fetch(count: number): Promise<readonly FetchedJob[]>;
  complete(id: string): Promise<void>;
  fail(id: string, error: unknown): Promise<void>;
}

/** A started worker; `wake` makes an idle worker poll now (a job was just sent here). */
export type LocalWorker = JobWorker & { wake(): void };

/**
 * Polls `port` for jobs, running up to `concurrency` at once; waits `pollIntervalMs` between polls
 * that found nothing. Completion and failure are awaited and recorded before `stop` resolves, so
 * a drained worker leaves no job active.
 */
export function startWorker<T>(
  port: WorkerPort,
  handler: JobHandler<T>,
  options: { readonly concurrency: number; readonly pollIntervalMs: number; readonly log: JobLog },
): LocalWorker {
  const { concurrency, pollIntervalMs, log } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`concurrency must be a whole number >= 1 (got ${concurrency})`);
  }
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  const wake = (): void => wakeUp?.();
  const sleep = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
    });

  const run = async (job: FetchedJob): Promise<void> => {
    const context: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await handler(job.data as T, context);
    } catch (error) {
      log.warn({ err: error, queue: port.name, jobId: job.id, ...context }, 'job failed');
      await port.fail(job.id, error).catch((failError: unknown) => {
        log.error({ err: failError, queue: port.name, jobId: job.id }, 'job failure not recorded');
      });
      return;
    }
    await port.complete(job.id).catch((error: unknown) => {
      log.error({ err: error, queue: port.name, jobId: job.id }, 'job completion not recorded');
    });
  };
  const track = (job: FetchedJob): void => {
    const promise = run(job).finally(() => {
      running.delete(promise);
      wake();
    });
    running.add(promise);
  };

  const loop = async (): Promise<void> => {
    while (!stopping) {
      const free = concurrency - running.size;
      let jobs: readonly FetchedJob[] = [];
      if (free > 0) {
        try {
          jobs = await port.fetch(free);
        } catch (error) {
          log.error({ err: error, queue: port.name }, 'job fetch failed');
        }
        // Fetched jobs are active in the database: run them even when stopping (drain).
        for (const job of jobs) track(job);
      }
      // Sleep unless every free slot was just filled (then look again at once: free is 0 and
      // the next finished job wakes the loop).
      if (!stopping && (free === 0 || jobs.length < free)) await sleep();
    }
  };
  const looping = loop();

  return {
    get running() {
      return running.size;
    },
    wake,
    async stop() {
      stopping = true;
      wake();
      await looping;
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
