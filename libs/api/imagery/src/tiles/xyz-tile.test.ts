import { describe, expect, it } from 'vitest';
import { boxesOverlap, tileLonLatBounds, xyzTileProblem } from './xyz-tile';

describe('XYZ tiles', () => {
  it('names the problem of a bad tile', () => {
    expect(xyzTileProblem(3, 7, 0)).toBeUndefined();
    expect(xyzTileProblem(3, 8, 0)).toMatch(/between 0 and 7/);
    expect(xyzTileProblem(25, 0, 0)).toMatch(/z must be between 0 and 24/);
    expect(xyzTileProblem(1.5, 0, 0)).toMatch(/whole numbers/);
    expect(xyzTileProblem(Number.NaN, 0, 0)).toMatch(/whole numbers/);
  });

  it('gives the lon/lat box of a tile (Web Mercator rows)', () => {
    const [w, s, e, n] = tileLonLatBounds({ z: 0, x: 0, y: 0 });
    expect([w, e]).toEqual([-180, 180]);
    expect(n).toBeCloseTo(85.0511287798, 9);
    expect(s).toBeCloseTo(-85.0511287798, 9);
    expect(tileLonLatBounds({ z: 1, x: 1, y: 0 })).toEqual([0, 0, 180, n]);
    expect(boxesOverlap([0, 0, 1, 1], [0.5, 0.5, 2, 2])).toBe(true);
    expect(boxesOverlap([0, 0, 1, 1], [1, 0, 2, 1])).toBe(false);
  });
});
