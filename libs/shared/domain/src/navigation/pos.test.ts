import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPos, parsePos } from './pos';

describe('pos', () => {
  it('parses latitude,longitude,zoom (R-144)', () => {
    expect(parsePos('51.5,-0.12,7')).toEqual({ lat: 51.5, lng: -0.12, zoom: 7 });
    expect(parsePos(' 10 , 20 , 3.5 ')).toEqual({ lat: 10, lng: 20, zoom: 3.5 });
  });

  it('rejects malformed or out-of-range values', () => {
    for (const bad of ['', '1,2', '1,2,3,4', 'a,b,c', '91,0,3', '0,181,3', '1,,3', '0,0,-1']) {
      expect(parsePos(bad)).toBeUndefined();
    }
    expect(parsePos(null)).toBeUndefined();
  });

  it('keeps the zoom to 2 decimals (R-145)', () => {
    expect(parsePos('1,2,3.14159')?.zoom).toBe(3.14);
    expect(formatPos({ lat: 1, lng: 2, zoom: 5.6789 })).toBe('1,2,5.68');
  });

  it('round-trips formatted positions', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 28, noNaN: true }),
        (lat, lng, zoom) => {
          const parsed = parsePos(formatPos({ lat, lng, zoom }));
          expect(parsed).toBeDefined();
          expect(parsed?.lat).toBe(lat === 0 ? 0 : lat);
          expect(parsed?.lng).toBe(lng === 0 ? 0 : lng);
          expect(Math.abs((parsed?.zoom ?? -1) - zoom)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});
