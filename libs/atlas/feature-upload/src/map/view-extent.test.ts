import { describe, expect, it } from 'vitest';
import { viewExtent } from './view-extent';

describe('viewExtent', () => {
  it('is the view inside the Web Mercator world, rounded', () => {
    expect(viewExtent({ west: -30.1234567, south: 20, east: -29.5, north: 20.4 })).toEqual([
      -30.123457, 20, -29.5, 20.4,
    ]);
    expect(viewExtent({ west: -400, south: -89, east: 400, north: 89 })).toEqual([
      -180, -85, 180, 85,
    ]);
  });
});
