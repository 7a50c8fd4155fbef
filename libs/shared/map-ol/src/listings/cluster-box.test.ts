import { describe, expect, it } from 'vitest';
import { latLngToMercator } from '../view/mercator';
import { clusterBox } from './cluster-box';

const extent = (west: number, south: number, east: number, north: number) => {
  const sw = latLngToMercator({ lng: west, lat: south });
  const ne = latLngToMercator({ lng: east, lat: north });
  return [sw.x, sw.y, ne.x, ne.y] as const;
};

describe('clusterBox', () => {
  it('is the view in degrees without a margin', () => {
    const box = clusterBox(extent(-148, -34, -132, -24), 0);
    [-148, -34, -132, -24].forEach((value, i) => expect(box[i]).toBeCloseTo(value, 9));
  });
  it('grows by the margin on each side', () => {
    const box = clusterBox(extent(10, 0, 20, 10), 0.5);
    expect(box[0]).toBeCloseTo(5, 9);
    expect(box[2]).toBeCloseTo(25, 9);
    expect(box[1]).toBeLessThan(0);
    expect(box[3]).toBeGreaterThan(10);
  });
  it('spans all longitudes for a world-wide view and clamps latitudes', () => {
    const box = clusterBox([-3e7, -3e7, 3e7, 3e7], 0);
    expect(box[0]).toBe(-180);
    expect(box[2]).toBe(180);
    expect(box[1]).toBeCloseTo(-85.0511, 3);
    expect(box[3]).toBeCloseTo(85.0511, 3);
  });
  it('keeps a view across the antimeridian unwrapped', () => {
    const box = clusterBox(extent(170, -10, 190, 10), 0);
    expect(box[0]).toBeCloseTo(170, 9);
    expect(box[2]).toBeCloseTo(190, 9);
  });
});
