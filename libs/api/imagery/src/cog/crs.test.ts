import { describe, expect, it } from 'vitest';
import { pointTransform } from './crs';

describe('pointTransform', () => {
  it('is built once per pair of EPSG codes (a map tile does not parse proj strings again)', () => {
    const utmToMercator = pointTransform(32629, 3857);
    expect(pointTransform(32629, 3857)).toBe(utmToMercator);
    expect(pointTransform(3857, 32629)).not.toBe(utmToMercator);
  });

  it('still transforms: the UTM 29N origin meridian (-9°) at the equator', () => {
    const [lon, lat] = pointTransform(32629, 4326)(500000, 0);
    expect(lon).toBeCloseTo(-9, 9);
    expect(lat).toBeCloseTo(0, 9);
    expect(pointTransform(32629, 4326)(500000, 0)).toEqual([lon, lat]);
  });
});
