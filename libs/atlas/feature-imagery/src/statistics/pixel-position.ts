/** A place on the map, degrees. */
export interface LonLat {
  readonly lon: number;
  readonly lat: number;
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latOfMercatorY = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) * (180 / Math.PI);

/**
 * The lon/lat under a point of an unrotated Web Mercator map whose element shows `bounds`:
 * longitude is linear across the element, latitude linear in Mercator y. `x`, `y` are pixels from
 * the element's top left, `width`, `height` its size.
 */
export function lonLatAt(
  bounds: {
    readonly west: number;
    readonly south: number;
    readonly east: number;
    readonly north: number;
  },
  x: number,
  y: number,
  width: number,
  height: number,
): LonLat {
  const fx = width > 0 ? x / width : 0.5;
  const fy = height > 0 ? y / height : 0.5;
  const top = mercatorY(bounds.north);
  const bottom = mercatorY(bounds.south);
  return {
    lon: bounds.west + fx * (bounds.east - bounds.west),
    lat: latOfMercatorY(top - fy * (top - bottom)),
  };
}

/** `24.70000° N, 11.40000° W`: five decimals (about a metre). */
export function formatLonLat({ lon, lat }: LonLat): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lon >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(5)}° ${ns}, ${Math.abs(lon).toFixed(5)}° ${ew}`;
}
