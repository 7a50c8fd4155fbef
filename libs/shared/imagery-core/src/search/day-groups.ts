import type { SearchHit } from '@unfurl/domain';

/** The found images of one day (2§9). */
export interface DayGroup<T extends Pick<SearchHit, 'datetime' | 'cloudCover'> = SearchHit> {
  /** `YYYY-MM-DD` (UTC). */
  readonly day: string;
  /** Mean cloud cover of the day's images in percent, rounded to two decimals. */
  readonly averageCloudCover: number;
  /** The day's images, newest first. */
  readonly hits: readonly T[];
}

/** Rounds to two decimals, half away from zero (so 12.345 gives 12.35). */
export function roundTo2(value: number): number {
  const scaled = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -scaled : scaled;
}

/**
 * Groups search hits per UTC day with the average cloud cover to two decimals, newest day first
 * and newest hit first within a day (2§9, R-456..R-458). Hits with an unreadable datetime are
 * dropped; a missing cloud cover does not count towards the average.
 */
export function groupByDay<T extends Pick<SearchHit, 'datetime' | 'cloudCover'>>(
  hits: readonly T[],
): DayGroup<T>[] {
  const byDay = new Map<string, { time: number; hit: T }[]>();
  for (const hit of hits) {
    const time = Date.parse(hit.datetime);
    if (Number.isNaN(time)) continue;
    const day = new Date(time).toISOString().slice(0, 10);
    const list = byDay.get(day) ?? [];
    list.push({ time, hit });
    byDay.set(day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, list]) => {
      list.sort((a, b) => b.time - a.time);
      const covers = list.map((e) => e.hit.cloudCover).filter((c) => Number.isFinite(c));
      const mean = covers.length ? covers.reduce((s, c) => s + c, 0) / covers.length : 0;
      return { day, averageCloudCover: roundTo2(mean), hits: list.map((e) => e.hit) };
    });
}
