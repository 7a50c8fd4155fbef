import type { Bounds } from '@unfurl/map-ol';

/**
 * The area the map shows as `[west, south, east, north]` degrees, inside the Web Mercator world
 * (longitudes ±180, latitudes ±85) and rounded to 6 decimals: the extent of a layer added by its
 * address when its service gives none.
 */
export function viewExtent(view: Bounds): [number, number, number, number] {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    round(clamp(view.west, 180)),
    round(clamp(view.south, 85)),
    round(clamp(view.east, 180)),
    round(clamp(view.north, 85)),
  ];
}
