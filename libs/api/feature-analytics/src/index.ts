// Public API of @unfurl/api-feature-analytics. Exports are listed by name, each with a one-line TSDoc.

/** The analytics resource: `POST /v1/analytics`, `/v1/analytics/listing`, `/v1/analytics/generic`. */
export { analyticsPlugin } from './analytics.plugin';
/** Options of {@link analyticsPlugin}: the database, the rate limit, the clock. */
export type { AnalyticsOptions, AnalyticsRateLimit } from './analytics-options';
/** The default rate limit: 120 events a minute per user or IP. */
export { DEFAULT_ANALYTICS_RATE_LIMIT } from './analytics-options';
/** Points per kind and action, the daily cap, and the event kinds (ADR 0014). */
export { DAILY_POINTS_CAP, EVENT_KIND, POINTS_TABLE } from './analytics-points';
/** One event kind. */
export type { EventKind } from './analytics-points';
/** Error codes of the analytics routes. */
export { ANALYTICS_ERROR_CODE } from './analytics-errors';
