import { LIMITS } from '@unfurl/domain';
import { dayTimeRange } from '@unfurl/validators';
import type { DayTimeRange } from '@unfurl/validators';

/**
 * The limit sent to the imagery search for a requested one: the requested limit (default 20)
 * plus 30 (2§7, 2§9, R-438, R-439). A limit that is not a positive integer counts as the default.
 */
export function searchRequestLimit(requested?: number): number {
  const limit =
    requested !== undefined && Number.isInteger(requested) && requested > 0
      ? requested
      : LIMITS.satelliteSearchLimit;
  return limit + LIMITS.satelliteSearchExtra;
}

/** The search a share link runs (2§4): one month from the image date, limit 50. */
export interface ShareLinkSearch {
  readonly timeRange: DayTimeRange;
  readonly limit: number;
}

/**
 * The one-month search of an opened share link (2§4, R-465): from 00:00:00 on the image's day to
 * 23:59:59 on the same day one month later (clamped to the month's end), limit 50.
 */
export function shareLinkSearch(imageDate: string): ShareLinkSearch {
  const time = Date.parse(imageDate);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${imageDate}`);
  const start = new Date(time);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, m, Math.min(start.getUTCDate(), lastDay)));
  return {
    timeRange: dayTimeRange(start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)),
    limit: LIMITS.shareLinkSearchLimit,
  };
}
