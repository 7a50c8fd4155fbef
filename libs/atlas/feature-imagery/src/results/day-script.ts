import type { ImagerySearchItem } from '@unfurl/api-client';
import { scriptByName, scriptsOf } from '@unfurl/imagery-core';
import type { BuiltInScript, DayGroup, ScriptFamily } from '@unfurl/imagery-core';

/** The satellites a day's scenes come from. */
export function daySatellites(group: DayGroup<ImagerySearchItem>): string[] {
  return [...new Set(group.hits.map((h) => h.satellite))];
}

/** Whether a script can render a day: the day has a scene of the script's satellite. */
export function scriptFitsDay(script: BuiltInScript, group: DayGroup<ImagerySearchItem>): boolean {
  return group.hits.some((h) => h.satellite === script.sentinelSatelliteType);
}

/**
 * The script a day's thumbnail is drawn with: True Color when the day has an optical scene, else
 * Radar Grayscale for radar-only days, else the first script that fits.
 */
export function thumbnailScript(
  group: DayGroup<ImagerySearchItem>,
  family: ScriptFamily,
): BuiltInScript | undefined {
  const preferred = [scriptByName('True Color', family), scriptByName('Radar Grayscale', family)];
  return (
    preferred.find((s) => s && scriptFitsDay(s, group)) ??
    scriptsOf(family).find((s) => scriptFitsDay(s, group))
  );
}

/** A day as 'Wed, 19 Feb 2020' (UTC). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
