import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampMinimap } from './clamp-minimap';

describe('clampMinimap', () => {
  it('clamps latitude to -62..85 (R-115) and longitude to -150..150 (R-116)', () => {
    expect(clampMinimap({ lat: 89, lng: 170 })).toEqual({ lat: 85, lng: 150 });
    expect(clampMinimap({ lat: -80, lng: -179 })).toEqual({ lat: -62, lng: -150 });
    expect(clampMinimap({ lat: 10, lng: 20 })).toEqual({ lat: 10, lng: 20 });
  });

  it('always lands inside the box and leaves inside points alone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const c = clampMinimap({ lat, lng });
          expect(c.lat).toBeGreaterThanOrEqual(-62);
          expect(c.lat).toBeLessThanOrEqual(85);
          expect(c.lng).toBeGreaterThanOrEqual(-150);
          expect(c.lng).toBeLessThanOrEqual(150);
          if (lat >= -62 && lat <= 85) expect(c.lat).toBe(lat);
          if (lng >= -150 && lng <= 150) expect(c.lng).toBe(lng);
        },
      ),
    );
  });
});
