import type { Scene } from '../scene';

/** One day with scenes: how many, and the lowest cloud cover among them (percent). */
export interface AvailableDate {
  readonly day: string;
  readonly scenes: number;
  readonly cloudCover: number;
}

/** The days with scenes of a search, within a cloud limit, and what the limit left out. */
export interface AvailableDays {
  readonly days: AvailableDate[];
  readonly scenesInRange: number;
  readonly tooCloudy: number;
}

/**
 * Groups scenes by their UTC day (oldest first) keeping those with at most `maxCloudCover` percent
 * of cloud; counts the others as too cloudy.
 */
export function availableDays(scenes: readonly Scene[], maxCloudCover: number): AvailableDays {
  const byDay = new Map<string, { scenes: number; cloudCover: number }>();
  let tooCloudy = 0;
  for (const { item } of scenes) {
    if (item.cloudCover > maxCloudCover) {
      tooCloudy++;
      continue;
    }
    const day = item.datetime.slice(0, 10);
    const seen = byDay.get(day);
    byDay.set(
      day,
      seen
        ? { scenes: seen.scenes + 1, cloudCover: Math.min(seen.cloudCover, item.cloudCover) }
        : { scenes: 1, cloudCover: item.cloudCover },
    );
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, v]) => ({ day, ...v }));
  return { days, scenesInRange: scenes.length, tooCloudy };
}
