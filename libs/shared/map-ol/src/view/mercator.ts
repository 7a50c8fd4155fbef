// Web Mercator (EPSG:3857) <-> WGS84 degrees, as small pure functions for the view hot path.

/** Earth radius of the spherical Web Mercator projection, in metres. */
export const MERCATOR_RADIUS = 6378137;
/** Half the width of the Web Mercator world, in metres. */
export const MERCATOR_HALF_WORLD = Math.PI * MERCATOR_RADIUS;
/** Latitude where Web Mercator stops (the square world's edge). */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** A point in Web Mercator metres. */
export interface MercatorPoint {
  readonly x: number;
  readonly y: number;
}

/** A WGS84 position in degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** Wraps a longitude into [-180, 180). */
export function normalizeLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Web Mercator metres to degrees; the longitude is wrapped into [-180, 180). */
export function mercatorToLatLng(point: MercatorPoint): LatLng {
  const lng = normalizeLng((point.x / MERCATOR_RADIUS) * (180 / Math.PI));
  const lat = (2 * Math.atan(Math.exp(point.y / MERCATOR_RADIUS)) - Math.PI / 2) * (180 / Math.PI);
  return { lat, lng };
}

/** Degrees to Web Mercator metres; latitudes beyond the projection's edge are clamped. */
export function latLngToMercator(position: LatLng): MercatorPoint {
  const lat = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, position.lat));
  const x = (position.lng * Math.PI * MERCATOR_RADIUS) / 180;
  const y = MERCATOR_RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x, y };
}
