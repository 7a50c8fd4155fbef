// The lon/lat box the cluster index is asked for: the view plus a margin, as a pure function.
import type { Extent } from '../view/bounds';
import { MERCATOR_HALF_WORLD, MERCATOR_RADIUS } from '../view/mercator';

/** `[west, south, east, north]` in degrees; longitudes are not wrapped (the index wraps them). */
export type LngLatBox = readonly [number, number, number, number];

const toLng = (x: number): number => (x / MERCATOR_RADIUS) * (180 / Math.PI);
const toLat = (y: number): number => {
  const clamped = Math.max(-MERCATOR_HALF_WORLD, Math.min(MERCATOR_HALF_WORLD, y));
  return (2 * Math.atan(Math.exp(clamped / MERCATOR_RADIUS)) - Math.PI / 2) * (180 / Math.PI);
};

/**
 * The degrees box of a Web Mercator view `extent` grown by `margin` of its width and height on
 * each side. A box as wide as the world or wider spans all longitudes; a view across the
 * antimeridian keeps its unwrapped longitudes (e.g. 170 to 190).
 */
export function clusterBox(extent: Extent, margin: number): LngLatBox {
  const [minX, minY, maxX, maxY] = extent;
  const dx = (maxX - minX) * margin;
  const dy = (maxY - minY) * margin;
  const west = toLng(minX - dx);
  const east = toLng(maxX + dx);
  const [south, north] = [toLat(minY - dy), toLat(maxY + dy)];
  if (east - west >= 360) return [-180, south, 180, north];
  return [west, south, east, north];
}
