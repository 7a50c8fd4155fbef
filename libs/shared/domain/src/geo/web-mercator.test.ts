import { describe, expect, it } from 'vitest';
import {
  WEB_MERCATOR_HALF_WORLD,
  WEB_MERCATOR_MAX_LAT,
  latToMercatorY,
  lonLatToMercator,
  lonToMercatorX,
  mercatorToLonLat,
  mercatorXToLon,
  mercatorYToLat,
} from './web-mercator';

/** Points and their EPSG:3857 metres as PROJ (proj4js 2.x) gives them. */
const KNOWN: readonly (readonly [name: string, lonLat: [number, number], xy: [number, number]])[] =
  [
    ['Paris', [2.3522, 48.8566], [261845.70624393807, 6250564.349543127]],
    ['Boulder', [-105.6, 39.9], [-11755338.227769688, 4851421.175183359]],
    ['the Sahara sample', [-11.6, 24.5], [-1291306.0932019735, 2814454.732309771]],
    ['Sydney', [151.2093, -33.8688], [16832542.27920734, -4011198.6473075734]],
    ['the origin', [0, 0], [0, 0]],
  ];

describe('Web Mercator', () => {
  it('has the square world of EPSG:3857', () => {
    expect(WEB_MERCATOR_HALF_WORLD).toBeCloseTo(20037508.342789244, 6);
    expect(WEB_MERCATOR_MAX_LAT).toBeCloseTo(85.0511287798066, 12);
    expect(latToMercatorY(WEB_MERCATOR_MAX_LAT)).toBeCloseTo(WEB_MERCATOR_HALF_WORLD, 6);
    expect(lonToMercatorX(180)).toBeCloseTo(WEB_MERCATOR_HALF_WORLD, 6);
  });

  it.each(KNOWN)('projects %s as PROJ does (to the millimetre)', (_name, [lon, lat], [x, y]) => {
    const [px, py] = lonLatToMercator(lon, lat);
    expect(px).toBeCloseTo(x, 3);
    expect(py).toBeCloseTo(y, 3);
    const [plon, plat] = mercatorToLonLat(x, y);
    expect(plon).toBeCloseTo(lon, 9);
    expect(plat).toBeCloseTo(lat, 9);
  });

  it('round-trips degrees → metres → degrees over the whole square world', () => {
    for (let lat = -85; lat <= 85; lat += 0.37) {
      for (const lon of [-180, -97.3, -0.001, 0, 12.5, 179.999, 180]) {
        const [x, y] = lonLatToMercator(lon, lat);
        const [backLon, backLat] = mercatorToLonLat(x, y);
        expect(Math.abs(backLon - lon)).toBeLessThan(1e-9);
        expect(Math.abs(backLat - lat)).toBeLessThan(1e-9);
      }
    }
    expect(mercatorXToLon(lonToMercatorX(190))).toBeCloseTo(190, 9);
  });

  it('is symmetric about the equator and the prime meridian', () => {
    expect(latToMercatorY(-40)).toBe(-latToMercatorY(40));
    expect(mercatorYToLat(-5e6)).toBe(-mercatorYToLat(5e6));
    expect(lonToMercatorX(-33)).toBe(-lonToMercatorX(33));
  });

  it('clamps at the poles: latitudes past the edge to the edge, and back', () => {
    const top = latToMercatorY(WEB_MERCATOR_MAX_LAT);
    for (const lat of [86, 89.9999, 90, 1000, Number.POSITIVE_INFINITY]) {
      expect(latToMercatorY(lat)).toBe(top);
      expect(latToMercatorY(-lat)).toBe(-top);
    }
    expect(Number.isFinite(latToMercatorY(90))).toBe(true);
    expect(mercatorYToLat(WEB_MERCATOR_HALF_WORLD * 3)).toBeCloseTo(WEB_MERCATOR_MAX_LAT, 12);
    expect(mercatorYToLat(-Number.MAX_VALUE)).toBeCloseTo(-WEB_MERCATOR_MAX_LAT, 12);
  });
});
