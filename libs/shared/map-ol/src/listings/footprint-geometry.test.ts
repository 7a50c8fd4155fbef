import { describe, expect, it } from 'vitest';
import type { ListingFootprint } from '@unfurl/domain';
import { footprintExtent, footprintFromExtent, isPointFootprint } from './footprint-geometry';

describe('footprint geometry', () => {
  const box: ListingFootprint = [1, 'COG', -10, 40, 5, 50];
  it('projects a box to Web Mercator and back', () => {
    const extent = footprintExtent(box);
    expect(extent[0]).toBeCloseTo(-1113194.9, 0);
    expect(extent[2]).toBeCloseTo(556597.45, 1);
    const back = footprintFromExtent(1, 'COG', extent);
    back.slice(2).forEach((value, i) => expect(value).toBeCloseTo(box[i + 2] as number, 9));
  });
  it('tells points from boxes', () => {
    expect(isPointFootprint([2, 'IMAGE', 3, 4, 3, 4])).toBe(true);
    expect(isPointFootprint(box)).toBe(false);
  });
});
