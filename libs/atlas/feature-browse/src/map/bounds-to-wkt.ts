import type { Bounds } from '@unfurl/map-ol';

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The area of interest of a view as a WKT polygon (lon lat, closed ring) for `aoi` (1§7). */
export function boundsToWktPolygon(bounds: Bounds): string {
  const w = round(Math.max(-180, bounds.west));
  const e = round(Math.min(180, bounds.east));
  const s = round(Math.max(-90, bounds.south));
  const n = round(Math.min(90, bounds.north));
  return `POLYGON((${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}))`;
}
