import { describe, expect, it } from 'vitest';
import { formatLonLat, lonLatAt } from './pixel-position';

describe('lonLatAt', () => {
  const bounds = { west: -12, south: 24, east: -11, north: 25 };

  it('puts the corners and the Mercator middle where the map shows them', () => {
    expect(lonLatAt(bounds, 0, 0, 200, 100)).toEqual({ lon: -12, lat: expect.closeTo(25, 9) });
    expect(lonLatAt(bounds, 200, 100, 200, 100)).toEqual({ lon: -11, lat: expect.closeTo(24, 9) });
    const middle = lonLatAt(bounds, 100, 50, 200, 100);
    expect(middle.lon).toBe(-11.5);
    // In Mercator the middle row is within a hundredth of a degree of the mean latitude here.
    expect(middle.lat).toBeGreaterThan(24.49);
    expect(middle.lat).toBeLessThan(24.51);
  });

  it('formats degrees with hemispheres', () => {
    expect(formatLonLat({ lon: -11.4, lat: 24.7 })).toBe('24.70000° N, 11.40000° W');
    expect(formatLonLat({ lon: 151.2, lat: -33.9 })).toBe('33.90000° S, 151.20000° E');
  });
});
