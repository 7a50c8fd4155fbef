import { describe, expect, it } from 'vitest';
import type { Listing } from '@unfurl/domain';
import { boundsToWktPolygon } from './bounds-to-wkt';
import { FootprintCache } from './footprint-cache';

describe('boundsToWktPolygon', () => {
  it('writes a closed lon-lat ring clamped to the world', () => {
    expect(boundsToWktPolygon({ west: -10.123456, south: 40, east: 5, north: 50 })).toBe(
      'POLYGON((-10.12346 40,5 40,5 50,-10.12346 50,-10.12346 40))',
    );
    expect(boundsToWktPolygon({ west: -200, south: -95, east: 200, north: 95 })).toBe(
      'POLYGON((-180 -90,180 -90,180 90,-180 90,-180 -90))',
    );
  });
});

describe('FootprintCache', () => {
  const l = (id: number) => ({ id }) as Listing;
  it('accumulates listings by id and keeps the newest under the cap', () => {
    const cache = new FootprintCache(3);
    expect(cache.add([l(1), l(2)])).toBe(true);
    expect(cache.add([l(3), l(4)])).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.all().map((x) => x.id)).toEqual([2, 3, 4]);
  });
  it('reports no change when the same objects come back', () => {
    const cache = new FootprintCache();
    const items = [l(1), l(2)];
    cache.add(items);
    expect(cache.add(items)).toBe(false);
  });
});
