/** An inclusive day range as the imagery search sends it (2§9). */
export interface DayTimeRange {
  /** `YYYY-MM-DDT00:00:00Z` of the first day. */
  readonly from: string;
  /** `YYYY-MM-DDT23:59:59Z` of the last day. */
  readonly to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Returns the two values in order; a start after the end is swapped with it (2§5, R-427). */
export function orderDateRange<T extends string | number | Date>(start: T, end: T): [T, T] {
  const key = (v: T) => (v instanceof Date ? v.getTime() : v);
  return key(start) > key(end) ? [end, start] : [start, end];
}

/**
 * The time range of a day range (`YYYY-MM-DD` each): 00:00:00 on the first day to 23:59:59 on
 * the last (2§9), with the days swapped when given in the wrong order. Throws on a malformed day.
 */
export function dayTimeRange(startDay: string, endDay: string): DayTimeRange {
  for (const day of [startDay, endDay]) {
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
    }
  }
  const [first, last] = orderDateRange(startDay, endDay);
  return { from: `${first}T00:00:00Z`, to: `${last}T23:59:59Z` };
}
