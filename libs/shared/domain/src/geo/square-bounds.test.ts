import { describe, expect, it } from 'vitest';
import { squareBoundsAround } from './square-bounds';

/** Great-circle distance in metres (haversine, mean Earth radius). */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('squareBoundsAround', () => {
  it.each([
    ['the equator', { lat: 0, lng: 10 }],
    ['Paris', { lat: 48.85, lng: 2.35 }],
    ['60° south', { lat: -60, lng: -70 }],
  ])('is a square of the given side in metres centred on %s', (_name, center) => {
    const [west, south, east, north] = squareBoundsAround(center, 300);
    expect((south + north) / 2).toBeCloseTo(center.lat, 9);
    expect((west + east) / 2).toBeCloseTo(center.lng, 9);
    expect(distance({ lat: south, lng: center.lng }, { lat: north, lng: center.lng })).toBeCloseTo(
      300,
      1,
    );
    expect(distance({ lat: center.lat, lng: west }, { lat: center.lat, lng: east })).toBeCloseTo(
      300,
      0,
    );
  });

  it('stays within the world at the pole and the antimeridian', () => {
    const [west, south, east, north] = squareBoundsAround({ lat: 90, lng: 180 }, 300);
    expect([east, north]).toEqual([180, 90]);
    expect(west).toBeGreaterThanOrEqual(-180);
    expect(south).toBeLessThan(90);
  });
});
