import { abortError } from './sandbox-errors';

/** A counting semaphore: `acquire` resolves with a release function once a slot is free. */
export interface Slots {
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly inUse: number;
  readonly waiting: number;
}

/** {@link Slots} with `size` slots, first come first served; an aborted waiter leaves the queue. */
export function createSlots(size: number): Slots {
  let inUse = 0;
  const queue: { grant: () => void; signal: AbortSignal | undefined }[] = [];
  const release = () => {
    inUse--;
    const next = queue.shift();
    if (next) next.grant();
  };
  const once = () => {
    let done = false;
    return () => {
      if (!done) {
        done = true;
        release();
      }
    };
  };
  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      if (inUse < size) {
        inUse++;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        const entry = {
          signal,
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            inUse++;
            resolve(once());
          },
        };
        const onAbort = () => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          reject(abortError(signal!));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
      });
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
  };
}
