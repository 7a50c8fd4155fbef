// Test doubles for code that uses the stores. Exported from '@unfurl/stores/testing' only.
import type { Scheduler } from './scheduler';

/** A scheduler whose clock moves only when the test calls `advance`. */
export interface ManualScheduler extends Scheduler {
  /** Current fake time in ms. */
  readonly now: number;
  /** Number of timers still pending. */
  readonly pending: number;
  /** Moves the clock and runs every timer that falls due, in order. */
  advance(ms: number): void;
}

/** Creates a manual scheduler starting at time 0. */
export function createManualScheduler(): ManualScheduler {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    get now() {
      return now;
    },
    get pending() {
      return timers.size;
    },
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}
