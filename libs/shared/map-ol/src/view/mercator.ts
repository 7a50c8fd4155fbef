// The view's Web Mercator points ↔ WGS84 positions, over the one Web Mercator module of
// `@unfurl/domain` (radius, square world and formulas live there).
import { latToMercatorY, lonToMercatorX, mercatorXToLon, mercatorYToLat } from '@unfurl/domain';
import type { LatLng } from '@unfurl/domain';

export type { LatLng };

/** A point in Web Mercator metres. */
export interface MercatorPoint {
  readonly x: number;
  readonly y: number;
}

/** Wraps a longitude into [-180, 180). */
export function normalizeLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Web Mercator metres to degrees; the longitude is wrapped into [-180, 180). */
export function mercatorToLatLng(point: MercatorPoint): LatLng {
  return { lat: mercatorYToLat(point.y), lng: normalizeLng(mercatorXToLon(point.x)) };
}

/** Degrees to Web Mercator metres; latitudes beyond the projection's edge are clamped. */
export function latLngToMercator(position: LatLng): MercatorPoint {
  return { x: lonToMercatorX(position.lng), y: latToMercatorY(position.lat) };
}
