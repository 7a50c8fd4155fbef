// The lon/lat box the cluster index is asked for: the view plus a margin, as a pure function.
import type { Extent } from '../view/bounds';
import { mercatorXToLon, mercatorYToLat } from '@unfurl/domain';

/** `[west, south, east, north]` in degrees; longitudes are not wrapped (the index wraps them). */
export type LngLatBox = readonly [number, number, number, number];

/**
 * The degrees box of a Web Mercator view `extent` grown by `margin` of its width and height on
 * each side. A box as wide as the world or wider spans all longitudes; a view across the
 * antimeridian keeps its unwrapped longitudes (e.g. 170 to 190).
 */
export function clusterBox(extent: Extent, margin: number): LngLatBox {
  const [minX, minY, maxX, maxY] = extent;
  const dx = (maxX - minX) * margin;
  const dy = (maxY - minY) * margin;
  const west = mercatorXToLon(minX - dx);
  const east = mercatorXToLon(maxX + dx);
  // Latitudes past the square world's edge are clamped to it.
  const [south, north] = [mercatorYToLat(minY - dy), mercatorYToLat(maxY + dy)];
  if (east - west >= 360) return [-180, south, 180, north];
  return [west, south, east, north];
}
