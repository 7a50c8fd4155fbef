// Web Mercator (EPSG:3857), the spherical Mercator of web maps: degrees ↔ metres, written once.
// Pure functions over plain numbers (lon, lat in degrees; x, y in metres) for hot paths.

/** Radius of the Web Mercator sphere (the WGS84 semi-major axis), metres. */
export const WEB_MERCATOR_RADIUS = 6378137;

/** Half the side of the square Web Mercator world, metres (π × radius ≈ 20037508.342789244). */
export const WEB_MERCATOR_HALF_WORLD = Math.PI * WEB_MERCATOR_RADIUS;

/** Latitude of the square world's top edge, degrees (≈ 85.0511287798066); the poles are at ±∞. */
export const WEB_MERCATOR_MAX_LAT = (Math.atan(Math.sinh(Math.PI)) * 180) / Math.PI;

const RADIANS_PER_DEGREE = Math.PI / 180;
const DEGREES_PER_RADIAN = 180 / Math.PI;

/** Longitude (degrees) → x (metres). Not wrapped: 190° gives an x beyond the world's edge. */
export function lonToMercatorX(lon: number): number {
  return lon * RADIANS_PER_DEGREE * WEB_MERCATOR_RADIUS;
}

/** Latitude (degrees) → y (metres); latitudes past ±{@link WEB_MERCATOR_MAX_LAT} are clamped. */
export function latToMercatorY(lat: number): number {
  const clamped = Math.max(-WEB_MERCATOR_MAX_LAT, Math.min(WEB_MERCATOR_MAX_LAT, lat));
  // asinh(tan φ) = ln(tan(π/4 + φ/2)), but odd and exact near the equator.
  return WEB_MERCATOR_RADIUS * Math.asinh(Math.tan(clamped * RADIANS_PER_DEGREE));
}

/** x (metres) → longitude (degrees). Not wrapped: an x beyond the edge gives a lon past ±180. */
export function mercatorXToLon(x: number): number {
  return (x / WEB_MERCATOR_RADIUS) * DEGREES_PER_RADIAN;
}

/** y (metres) → latitude (degrees); a y past the world's edge is clamped to it. */
export function mercatorYToLat(y: number): number {
  const clamped = Math.max(-WEB_MERCATOR_HALF_WORLD, Math.min(WEB_MERCATOR_HALF_WORLD, y));
  return Math.atan(Math.sinh(clamped / WEB_MERCATOR_RADIUS)) * DEGREES_PER_RADIAN;
}

/** `[lon, lat]` degrees → `[x, y]` metres (latitude clamped, longitude not wrapped). */
export function lonLatToMercator(lon: number, lat: number): [x: number, y: number] {
  return [lonToMercatorX(lon), latToMercatorY(lat)];
}

/** `[x, y]` metres → `[lon, lat]` degrees (y clamped to the world, x not wrapped). */
export function mercatorToLonLat(x: number, y: number): [lon: number, lat: number] {
  return [mercatorXToLon(x), mercatorYToLat(y)];
}
