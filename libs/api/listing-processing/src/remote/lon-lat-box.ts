/** A WGS 84 extent `[west, south, east, north]` in degrees. */
export type LonLatBox = readonly [west: number, south: number, east: number, north: number];

/**
 * A box from four numbers if they are a usable WGS 84 extent (finite, inside the world, west ≤
 * east and south ≤ north after clamping to ±180/±90); otherwise undefined.
 */
export function lonLatBox(values: readonly (number | undefined)[]): LonLatBox | undefined {
  const [west, south, east, north] = values;
  if ([west, south, east, north].some((v) => v === undefined || !Number.isFinite(v))) {
    return undefined;
  }
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  const box = [clamp(west!, 180), clamp(south!, 90), clamp(east!, 180), clamp(north!, 90)] as const;
  return box[0] <= box[2] && box[1] <= box[3] ? box : undefined;
}

/** The smallest box around several (undefined when there are none). */
export function unionOf(boxes: readonly (LonLatBox | undefined)[]): LonLatBox | undefined {
  const present = boxes.filter((box): box is LonLatBox => box !== undefined);
  if (present.length === 0) return undefined;
  return [
    Math.min(...present.map((b) => b[0])),
    Math.min(...present.map((b) => b[1])),
    Math.max(...present.map((b) => b[2])),
    Math.max(...present.map((b) => b[3])),
  ];
}
