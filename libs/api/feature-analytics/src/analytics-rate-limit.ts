// A fixed-window counter per actor, in the process's memory: the cheap guard that keeps a script
// from flooding the events table (one Map lookup per event, no extra database write).
import type { AnalyticsRateLimit } from './analytics-options';

/** Most actors remembered in one window; past it the window starts afresh (memory stays bounded). */
export const MAX_TRACKED_ACTORS = 100_000;

/** Counts events per actor; `hit` answers false once the actor is over the limit in this window. */
export interface EventRateLimiter {
  /** Counts one event of the actor; false: over the limit (the event must be refused). */
  hit(actor: string): boolean;
  /** Milliseconds until the current window ends. */
  retryAfterMs(): number;
}

/** A limiter of `limit` events per `windowMs` for each actor. */
export function createEventRateLimiter(
  rule: AnalyticsRateLimit,
  now: () => number,
): EventRateLimiter {
  const hits = new Map<string, number>();
  let windowStart = now();
  const roll = (): void => {
    const at = now();
    if (at - windowStart >= rule.windowMs || hits.size >= MAX_TRACKED_ACTORS) {
      hits.clear();
      windowStart = at;
    }
  };
  return {
    hit(actor) {
      roll();
      const count = (hits.get(actor) ?? 0) + 1;
      hits.set(actor, count);
      return count <= rule.limit;
    },
    retryAfterMs: () => Math.max(0, windowStart + rule.windowMs - now()),
  };
}
