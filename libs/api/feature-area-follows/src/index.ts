// Public API of @unfurl/api-feature-area-follows. Exports are listed by name, each with a one-line TSDoc.

/** The area follows resource: `/v1/area-follows` and the scheduled area check job. */
export { areaFollowsPlugin, AREA_CHECK_INTERVAL_MS } from './area-follows.plugin';
/** Options of {@link areaFollowsPlugin}: database, job queue, scene search, interval, workers. */
export type { AreaFollowsOptions } from './area-follows-options';
/** Error codes of the area follow routes (invalid area or name, too many, not found). */
export { AREA_FOLLOW_ERROR_CODE } from './area-follow-errors';
/** The area check job and one check run by hand (benchmarks, operators). */
export { CHECK_AREA_FOLLOWS_JOB, checkAreaFollows } from './area-check.job';
/** What one area check needs and what it did. */
export type { AreaCheckContext, AreaCheckOutcome } from './area-check.job';
