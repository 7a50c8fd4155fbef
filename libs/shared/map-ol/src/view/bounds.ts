import { WEB_MERCATOR_HALF_WORLD } from '@unfurl/domain';
import { mercatorToLatLng } from './mercator';

/** A WGS84 bounding box in degrees. `west > east` never happens: wide views span the world. */
export interface Bounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** An extent in projected units: [minX, minY, maxX, maxY]. */
export type Extent = readonly [number, number, number, number];

/**
 * The WGS84 bounds of a Web Mercator view extent. A view wider than the world, or one that
 * crosses the antimeridian, gets the whole longitude range so a bbox query never misses listings.
 */
export function extentToBounds(extent: Extent): Bounds {
  const [minX, minY, maxX, maxY] = extent;
  const sw = mercatorToLatLng({ x: minX, y: minY });
  const ne = mercatorToLatLng({ x: maxX, y: maxY });
  const wide = maxX - minX >= 2 * WEB_MERCATOR_HALF_WORLD || sw.lng > ne.lng;
  return {
    west: wide ? -180 : sw.lng,
    south: sw.lat,
    east: wide ? 180 : ne.lng,
    north: ne.lat,
  };
}

/** The extent [minX, minY, maxX, maxY] of a flat coordinate array with the given stride. */
export function flatExtent(flat: ArrayLike<number>, stride: number): Extent {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < flat.length; i += stride) {
    const x = flat[i] as number;
    const y = flat[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** The centre of an extent: the anchor point used to cluster a footprint. */
export function extentCenter(extent: Extent): readonly [number, number] {
  return [(extent[0] + extent[2]) / 2, (extent[1] + extent[3]) / 2];
}

/** Rounds a zoom level to 2 decimals, the precision kept in the `pos` query (2§2). */
export function roundZoom(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}

/** The smallest extent holding all of `extents`; undefined for none. */
export function unionExtents(extents: readonly Extent[]): Extent | undefined {
  if (extents.length === 0) return undefined;
  let [minX, minY, maxX, maxY] = extents[0] as Extent;
  for (const [a, b, c, d] of extents) {
    minX = Math.min(minX, a);
    minY = Math.min(minY, b);
    maxX = Math.max(maxX, c);
    maxY = Math.max(maxY, d);
  }
  return [minX, minY, maxX, maxY];
}
