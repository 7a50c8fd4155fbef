import { describe, expect, it } from 'vitest';
import { defaultGcpOrder, fitGcpTransform } from './gcp-transform';
import type { GroundControlPoint } from './gcp-transform';

/** GCPs on a grid of pixels, located by `locate`. */
function grid(locate: (pixel: number, line: number) => [number, number]): GroundControlPoint[] {
  const gcps: GroundControlPoint[] = [];
  for (let line = 0; line <= 800; line += 200) {
    for (let pixel = 0; pixel <= 1200; pixel += 150) {
      const [x, y] = locate(pixel, line);
      gcps.push({ pixel, line, x, y });
    }
  }
  return gcps;
}

describe('fitGcpTransform (GDAL polynomial GCP transformer)', () => {
  it('picks gdalwarp’s default order from the GCP count', () => {
    expect(defaultGcpOrder(3)).toBe(1);
    expect(defaultGcpOrder(5)).toBe(1);
    expect(defaultGcpOrder(6)).toBe(2);
    expect(defaultGcpOrder(210)).toBe(2);
  });

  it('recovers an affine mapping exactly, both ways', () => {
    const affine = (p: number, l: number): [number, number] => [
      78.2 - 0.0018 * p - 0.0004 * l,
      10.74 + 0.00036 * p - 0.0012 * l,
    ];
    const t = fitGcpTransform(grid(affine));
    expect(t.order).toBe(2);
    for (const [p, l] of [
      [0, 0],
      [640.5, 418.25],
      [1279, 836],
    ] as const) {
      const [x, y] = t.toGeo(p, l);
      const [ex, ey] = affine(p, l);
      expect(x).toBeCloseTo(ex, 10);
      expect(y).toBeCloseTo(ey, 10);
      const [bp, bl] = t.fromGeo(ex, ey);
      expect(bp).toBeCloseTo(p, 6);
      expect(bl).toBeCloseTo(l, 6);
    }
  });

  it('fits a second-order surface exactly with order 2, and only approximately with order 1', () => {
    const curved = (p: number, l: number): [number, number] => [
      1 + 0.01 * p + 1e-6 * p * p - 2e-6 * p * l,
      2 - 0.01 * l + 3e-6 * l * l,
    ];
    const gcps = grid(curved);
    const [x2] = fitGcpTransform(gcps, 2).toGeo(600, 400);
    expect(x2).toBeCloseTo(curved(600, 400)[0], 9);
    const [x1] = fitGcpTransform(gcps, 1).toGeo(600, 400);
    expect(Math.abs(x1 - curved(600, 400)[0])).toBeGreaterThan(1e-3);
  });

  it('refuses too few or collinear points', () => {
    const few = grid((p, l) => [p, l]).slice(0, 5);
    expect(() => fitGcpTransform(few, 2)).toThrow(/at least 6/);
    const line = [0, 1, 2, 3].map((k) => ({ pixel: k, line: k, x: k, y: k }));
    expect(() => fitGcpTransform(line, 1)).toThrow(/collinear/);
  });
});
