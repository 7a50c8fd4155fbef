import type { Queryable } from '@unfurl/api-db';

/** How many events one actor (user or IP) may send per window. */
export interface AnalyticsRateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Default: 120 events a minute per user or IP, far above what a person clicking sends. */
export const DEFAULT_ANALYTICS_RATE_LIMIT: AnalyticsRateLimit = { limit: 120, windowMs: 60_000 };

/** Options of `analyticsPlugin`: plain values the app passes. */
export type AnalyticsOptions = {
  readonly db: Queryable;
  /** Default {@link DEFAULT_ANALYTICS_RATE_LIMIT}. */
  readonly rateLimit?: AnalyticsRateLimit;
  /** The clock (tests move the UTC day); default `Date.now`. */
  readonly now?: () => number;
};
