/** A promise-returning job that stops when its signal aborts. */
export type SharedJob<T> = (signal: AbortSignal) => Promise<T>;

/** In-flight jobs by key, shared between the requests that want the same result. */
export interface SharedRenders<T> {
  /**
   * Joins the running job of `key`, or starts one. The job is aborted only when every request
   * that joined it has aborted (its client went away); a request that aborts rejects at once.
   */
  run(key: string, job: SharedJob<T>, signal?: AbortSignal): Promise<T>;
  /** Keys of running jobs. */
  readonly running: number;
}

interface Flight<T> {
  readonly promise: Promise<T>;
  readonly abort: AbortController;
  waiters: number;
}

function abortError(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The request was aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * Shares renders of the same image (same cache key) between concurrent requests, so a repeated
 * lookup of an image joins the render already under way instead of starting another; the earlier
 * request's render is cancelled as soon as nobody waits for it any more (2§4, R-469).
 */
export function createSharedRenders<T>(): SharedRenders<T> {
  const flights = new Map<string, Flight<T>>();
  return {
    run(key, job, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      let flight = flights.get(key);
      if (!flight) {
        const abort = new AbortController();
        const promise = job(abort.signal).finally(() => {
          if (flights.get(key) === created) flights.delete(key);
        });
        const created: Flight<T> = { promise, abort, waiters: 0 };
        // Nobody may be left to observe a rejection once every waiter has aborted.
        promise.catch(() => undefined);
        flights.set(key, created);
        flight = created;
      }
      const current = flight;
      current.waiters++;
      if (!signal) return current.promise;
      return new Promise<T>((resolve, reject) => {
        const leave = () => {
          current.waiters--;
          if (current.waiters === 0) {
            if (flights.get(key) === current) flights.delete(key);
            current.abort.abort(abortError(signal));
          }
          reject(abortError(signal));
        };
        signal.addEventListener('abort', leave, { once: true });
        current.promise.then(
          (value) => {
            signal.removeEventListener('abort', leave);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', leave);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    get running() {
      return flights.size;
    },
  };
}
