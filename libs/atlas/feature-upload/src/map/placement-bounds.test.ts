import { describe, expect, it } from 'vitest';
import { placementBounds } from './placement-bounds';

describe('placementBounds', () => {
  it('takes the middle half of the view', () => {
    expect(placementBounds({ west: -10, south: 40, east: -6, north: 44 })).toEqual([
      -9, 41, -7, 43,
    ]);
  });

  it('stays within the Web Mercator latitudes on a world view', () => {
    const [west, south, east, north] = placementBounds({
      west: -180,
      south: -89,
      east: 180,
      north: 89,
    });
    expect([west, east]).toEqual([-90, 90]);
    expect(south).toBeGreaterThanOrEqual(-85);
    expect(north).toBeLessThanOrEqual(85);
    expect(south).toBeLessThan(north);
  });
});
